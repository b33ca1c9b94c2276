import { DEFAULT_NODE_TYPE_COLOR, type GraphNode, type NodeType } from '@trellis/core';
import { type FormEvent, useId, useState } from 'react';
import { useCall } from '../../api/call';
import { useRefreshGraph } from '../../api/queries';
import { notifySuccess, reportError } from '../../ui/notify';
import { checkNewTypeName } from './schemaModel';
import { createNodeType } from './schemaWrites';
import { BusyButton } from '../../ui/BusyButton';

export interface AddTypeRowProps {
  projectId: string | null;
  types: readonly NodeType[];
  nodes: readonly GraphNode[];
  /** The project's Node Types group, which contains every type. */
  groupId: string | undefined;
}

/**
 * The add row of the Schemas page (spec §2, §5): a name, a colour (default #8b5cf6) and 'Add'
 * ('Adding…' while it works). A blank name keeps Add disabled; a name already taken, or no
 * project, is refused with a message and writes nothing.
 */
export function AddTypeRow({ projectId, types, nodes, groupId }: AddTypeRowProps) {
  const titleId = useId();
  const nameId = useId();
  const colorId = useId();
  const errorId = useId();
  const call = useCall();
  const refresh = useRefreshGraph();
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_NODE_TYPE_COLOR);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const blank = name.trim() === '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (adding) return;
    const check = checkNewTypeName(name, projectId, types, nodes);
    if (!check.ok || !projectId) {
      setProblem(check.ok ? 'No project selected' : check.message);
      return;
    }
    setProblem(null);
    setAdding(true);
    try {
      await createNodeType(call, { projectId, groupId, id: check.id, name: check.name, color });
      await refresh(projectId);
      setName('');
      setColor(DEFAULT_NODE_TYPE_COLOR);
      notifySuccess(`Added ${check.name}`);
    } catch (err) {
      reportError('Type creation failed', err);
      // Whatever was written before the failure should show.
      await refresh(projectId).catch(() => undefined);
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className="section" aria-labelledby={titleId}>
      <h2 id={titleId}>Add a node type</h2>
      <form className="schema-add-row" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="field schema-add-name">
          <label className="field-label" htmlFor={nameId}>
            New type name
          </label>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={60}
            autoComplete="off"
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
          />
        </div>
        <div className="field schema-add-color">
          <label className="field-label" htmlFor={colorId}>
            Colour
          </label>
          <input
            id={colorId}
            type="color"
            className="schema-color-input"
            value={color}
            onChange={(e) => setColor(e.target.value)}
          />
        </div>
        <BusyButton
          type="submit"
          className="button schema-add-button"
          disabled={blank || adding}
          busy={adding}
          busyLabel="Adding…"
        >
          Add
        </BusyButton>
      </form>
      {problem && (
        <p id={errorId} role="alert" className="field-error">
          {problem}
        </p>
      )}
    </section>
  );
}
