import { DEFAULT_CHILD_EDGE_LABEL, LIMITS, type ProjectGraph, newVertexId } from '@trellis/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCall } from '../../api/call';
import { errorMessage } from '../../api/client';
import { sectionPath } from '../../project/sections';
import { Modal } from '../../ui/Modal';
import { useCanvasActions } from '../canvas/CanvasActions';
import { useCanvasStore } from '../canvas/canvasStore';
import { AttributeRows } from './AttributeRows';
import {
  type AttributeRow,
  CARD_TYPES,
  type CardType,
  compositionFor,
  keptAttributes,
  matchType,
  parentChoices,
  randomSuffix,
  typeNames,
} from './createNodeModel';
import { FormActions, FormError, SelectField, TextField } from './Field';
import { usePrefill } from './usePrefill';

/** The type list's last entry; a value no node type can have, since names are trimmed. */
const MANAGE_TYPES = ' manage';

export interface CreateNodeDialogProps {
  projectId: string | null;
  graph: ProjectGraph;
  position: { x: number; y: number };
}

/**
 * Create Node (spec §2, §5): a named node of a schema type, drawn as a simple, complex or
 * group card, with attributes and an optional parent link. A card's add-child action opens it
 * prefilled through the stored prefill keys.
 */
export function CreateNodeDialog({ projectId, graph, position }: CreateNodeDialogProps) {
  const call = useCall();
  const actions = useCanvasActions();
  const navigate = useNavigate();
  const close = useCanvasStore((s) => s.closeDialog);
  const openDialog = useCanvasStore((s) => s.openDialog);
  const prefill = usePrefill();
  const types = useMemo(() => typeNames(graph, prefill.label ?? undefined), [graph, prefill]);
  const parents = useMemo(() => parentChoices(graph, prefill.parent), [graph, prefill]);

  const [name, setName] = useState('');
  const [type, setType] = useState(() => matchType(types, prefill.label) ?? types[0] ?? '');
  const [card, setCard] = useState<CardType>('vertex');
  const [rows, setRows] = useState<AttributeRow[]>([{ key: '', value: '' }]);
  const [parentId, setParentId] = useState(
    () => parents.find((n) => n.id === prefill.parent)?.id ?? '',
  );
  const [edgeLabel, setEdgeLabel] = useState(prefill.edge ?? DEFAULT_CHILD_EDGE_LABEL);
  const [nameError, setNameError] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const chooseType = (value: string) => {
    if (value !== MANAGE_TYPES) return setType(value);
    close();
    void navigate(sectionPath('schemas', projectId));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    setNameError(trimmed === '' ? 'Name is required' : undefined);
    if (!projectId) return setProblem('No project selected');
    if (trimmed === '') return;
    setProblem(null);
    const attributes: Record<string, unknown> = keptAttributes(rows);
    // The card needs its sections; they come from the type, not from a typed row.
    if (card === 'complex') attributes.composition = compositionFor(graph, type);
    setBusy(true);
    try {
      const { node } = await call('upsert_node', {
        id: newVertexId(type, randomSuffix),
        project_id: projectId,
        label: type,
        name: trimmed,
        type: card,
        x: Math.round(position.x),
        y: Math.round(position.y),
        attributes,
      });
      actions.nodeCreated(node);
      if (parentId) {
        const label = edgeLabel.trim() || DEFAULT_CHILD_EDGE_LABEL;
        actions.addEdges([{ from: parentId, to: node.id, label }]);
      }
      actions.focusNode(node.id);
      close();
    } catch (err) {
      setProblem(`Error creating node: ${errorMessage(err)}`);
      setBusy(false);
    }
  };

  return (
    <Modal title="Create Node" onClose={close} closeOnBackdrop={false}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          label="Name"
          value={name}
          onValue={setName}
          error={nameError}
          maxLength={LIMITS.nameLength}
          data-autofocus
        />
        <div className="dialog-pair">
          <SelectField label="Type" value={type} onValue={chooseType}>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
            <option value={MANAGE_TYPES}>+ Manage Node Types</option>
          </SelectField>
          <SelectField label="Card" value={card} onValue={(v) => setCard(v as CardType)}>
            {CARD_TYPES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </SelectField>
        </div>
        <AttributeRows rows={rows} onRows={setRows} />
        <div className="dialog-pair">
          <SelectField label="Parent" value={parentId} onValue={setParentId}>
            <option value="">No parent</option>
            {parents.map((n) => (
              <option key={n.id} value={n.id}>
                {`${n.name} (${n.label})`}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Edge label"
            value={edgeLabel}
            onValue={setEdgeLabel}
            disabled={!parentId}
            maxLength={LIMITS.labelLength}
          />
        </div>
        <FormError message={problem} />
        <FormActions submit="Create" busy={busy} busyLabel="Creating…" onCancel={close}>
          <button
            type="button"
            className="button secondary"
            onClick={() => openDialog({ kind: 'createVertex', position })}
          >
            Create by ID…
          </button>
        </FormActions>
      </form>
    </Modal>
  );
}
