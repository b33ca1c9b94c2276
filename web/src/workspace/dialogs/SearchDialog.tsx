import {
  LIMITS,
  type ProjectGraph,
  isPromptHelper,
  isSystemNode,
  normaliseVertexLabel,
} from '@trellis/core';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useCall } from '../../api/call';
import { ApiError, errorMessage } from '../../api/client';
import { Modal } from '../../ui/Modal';
import { useCanvasActions } from '../canvas/CanvasActions';
import { useCanvasStore } from '../canvas/canvasStore';
import { FormActions, FormError, TextField } from './Field';

/** Suggestions are a convenience: a long datalist only slows typing down. */
const MAX_SUGGESTIONS = 200;

const distinct = (items: string[]) =>
  [...new Set(items)].sort((a, b) => a.localeCompare(b)).slice(0, MAX_SUGGESTIONS);

/** Spec §8: the server's 'not found' reads 'Vertex not found.'; no answer at all 'Search failed.' */
function searchError(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return 'Vertex not found.';
  if (err instanceof ApiError && err.status > 0) return errorMessage(err);
  return 'Search failed.';
}

/**
 * Search Graph Data (spec §2, §5): finds a vertex by label and name (the server ignores case),
 * puts it on the canvas (un-hiding it if it was hidden) and moves the view to it.
 */
export function SearchDialog({
  projectId,
  graph,
}: {
  projectId: string | null;
  graph: ProjectGraph;
}) {
  const listId = useId();
  const call = useCall();
  const actions = useCanvasActions();
  const close = useCanvasStore((s) => s.closeDialog);
  const [label, setLabel] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ label?: string; name?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // System nodes and prompt helpers never show on the canvas, so they are not suggested.
  const searchable = useMemo(
    () => graph.nodes.filter((n) => !isSystemNode(n) && !isPromptHelper(n)),
    [graph.nodes],
  );
  const labels = useMemo(() => distinct(searchable.map((n) => n.label)), [searchable]);
  const names = useMemo(() => {
    const wanted = normaliseVertexLabel(label);
    return distinct(
      searchable
        .filter((n) => wanted === '' || normaliseVertexLabel(n.label) === wanted)
        .map((n) => n.name),
    );
  }, [searchable, label]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const l = label.trim();
    const n = name.trim();
    setErrors({
      ...(l === '' ? { label: 'Label is required' } : {}),
      ...(n === '' ? { name: 'Name is required' } : {}),
    });
    if (!projectId) return setProblem('No project selected');
    if (l === '' || n === '') return;
    setProblem(null);
    setBusy(true);
    try {
      const { node } = await call('get_node', { project_id: projectId, label: l, name: n });
      if (!node.visible) actions.setVisible([node.id], true);
      // What the canvas gets is the node as it is once shown, not the hidden copy it was.
      actions.showNode({ ...node, visible: true });
      actions.focusNode(node.id);
      close();
    } catch (err) {
      setProblem(searchError(err));
      setBusy(false);
    }
  };

  return (
    <Modal title="Search Graph Data" onClose={close} closeOnBackdrop={false}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          label="Label"
          value={label}
          onValue={setLabel}
          error={errors.label}
          list={`${listId}-labels`}
          maxLength={LIMITS.labelLength}
          data-autofocus
        />
        <datalist id={`${listId}-labels`}>
          {labels.map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
        <TextField
          label="Name"
          value={name}
          onValue={setName}
          error={errors.name}
          list={`${listId}-names`}
          maxLength={LIMITS.nameLength}
        />
        <datalist id={`${listId}-names`}>
          {names.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <FormError message={problem} />
        <FormActions submit="Search" busy={busy} busyLabel="Searching…" onCancel={close} />
      </form>
    </Modal>
  );
}
