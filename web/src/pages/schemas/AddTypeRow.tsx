import { DEFAULT_NODE_TYPE_COLOR, type GraphNode, type NodeType } from '@trellis/core';
import { type FormEvent, useId, useState } from 'react';
import { useCall } from '../../api/call';
import { useProjectWrite } from '../../api/useProjectWrite';
import { BusyButton } from '../../ui/BusyButton';
import { notifySuccess } from '../../ui/notify';
import { checkNewTypeName } from './schemaModel';
import { createNodeType } from './schemaWrites';

export interface AddTypeRowProps {
  projectId: string;
  types: readonly NodeType[];
  nodes: readonly GraphNode[];
  /** The project's Node Types group, which contains every type. */
  groupId: string | undefined;
}

/**
 * The add row of the Schemas page (spec §2, §5): a name, a colour (default #8b5cf6) and 'Add'
 * ('Adding…' while it works). A blank name keeps Add disabled; a name already taken is
 * refused with a message and writes nothing. A failed write is toasted, and the graph refetched
 * either way, so that whatever was written before the failure shows.
 */
export function AddTypeRow({ projectId, types, nodes, groupId }: AddTypeRowProps) {
  const titleId = useId();
  const nameId = useId();
  const colorId = useId();
  const errorId = useId();
  const call = useCall();
  const write = useProjectWrite(projectId);
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_NODE_TYPE_COLOR);
  const [problem, setProblem] = useState<string | null>(null);
  const adding = write.busy('add') !== undefined;
  const blank = name.trim() === '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (adding) return;
    const check = checkNewTypeName(name, types, nodes);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    const added = await write.run('add', 'add', 'Type creation failed', () =>
      createNodeType(call, { projectId, groupId, id: check.id, name: check.name, color }),
    );
    if (added) {
      setName('');
      setColor(DEFAULT_NODE_TYPE_COLOR);
      notifySuccess(`Added ${check.name}`);
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
          disabled={blank}
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
