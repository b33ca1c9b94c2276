import {
  FILTER_DIALOG_WIDTH_PX,
  type GraphNode,
  type ProjectGraph,
  capitalise,
  hiddenNodeIds,
} from '@trellis/core';
import { useId, useMemo } from 'react';
import { Modal } from '../../ui/Modal';
import { useCanvasActions } from '../canvas/CanvasActions';
import { FILTER_KINDS, type FilterKind, useCanvasStore } from '../canvas/canvasStore';

/**
 * Nodes the user hid (visible false) that Show would bring back. System nodes, prompt helpers
 * and what they contain stay hidden whatever their flag (spec §2, §9), so they are not listed:
 * their flag is worked out as if every node were visible.
 */
function userHidden(graph: ProjectGraph): GraphNode[] {
  const alwaysHidden = hiddenNodeIds(
    graph.nodes.map((n) => ({ ...n, visible: true })),
    graph.edges,
  );
  return graph.nodes
    .filter((n) => !n.visible && !alwaysHidden.has(n.id))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Visibility Filters (spec §2, "Workspace dialogs"): which core object kinds the canvas shows,
 * applied as they are ticked, and the hidden nodes with a way back.
 */
export function FiltersDialog({ graph }: { graph: ProjectGraph }) {
  const titleId = useId();
  const actions = useCanvasActions();
  const close = useCanvasStore((s) => s.closeDialog);
  const hiddenKinds = useCanvasStore((s) => s.hiddenKinds);
  const setHiddenKinds = useCanvasStore((s) => s.setHiddenKinds);
  // setVisible patches the canvas's graph at once: a node shown leaves this list on the next render.
  const hidden = useMemo(() => userHidden(graph), [graph]);

  const toggle = (kind: FilterKind, shown: boolean) => {
    const next = new Set(hiddenKinds);
    if (shown) next.delete(kind);
    else next.add(kind);
    setHiddenKinds(next);
  };
  const show = (ids: string[]) => {
    if (ids.length === 0) return;
    actions.setVisible(ids, true);
  };

  return (
    <Modal title="Visibility Filters" onClose={close} width={`${FILTER_DIALOG_WIDTH_PX}px`}>
      <div className="filters-dialog">
        <fieldset className="dialog-kinds">
          <legend className="field-label">Show on the canvas</legend>
          {FILTER_KINDS.map((kind) => (
            <label key={kind} className="dialog-check">
              <input
                type="checkbox"
                checked={!hiddenKinds.has(kind)}
                onChange={(e) => toggle(kind, e.target.checked)}
              />
              {capitalise(kind)}
            </label>
          ))}
        </fieldset>
        <p className="muted dialog-note">
          System nodes (a label or name starting with “sys”), prompt helpers and what they contain
          always stay hidden.
        </p>
        <section className="dialog-hidden" aria-labelledby={titleId}>
          <div className="dialog-hidden-head">
            <h3 id={titleId}>Hidden nodes</h3>
            {hidden.length > 0 && (
              <button
                type="button"
                className="button secondary small"
                onClick={() => show(hidden.map((n) => n.id))}
              >
                Show all
              </button>
            )}
          </div>
          {hidden.length === 0 ? (
            <p className="muted dialog-note">No hidden nodes.</p>
          ) : (
            <ul className="dialog-hidden-list">
              {hidden.map((n) => (
                <li key={n.id}>
                  <span className="dialog-hidden-name">
                    {n.name} <span className="muted">{n.label}</span>
                  </span>
                  <button
                    type="button"
                    className="button secondary small"
                    aria-label={`Show ${n.name}`}
                    onClick={() => show([n.id])}
                  >
                    Show
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="modal-actions">
          <button type="button" className="button" onClick={close}>
            Done
          </button>
        </div>
      </div>
    </Modal>
  );
}
