import { CREATE_VERTEX_LABELS, LIMITS, PARTITIONS } from '@trellis/core';
import { type FormEvent, useState } from 'react';
import { useCall } from '../../api/call';
import { ApiError } from '../../api/client';
import { Modal } from '../../ui/Modal';
import { useCanvasActions } from '../canvas/CanvasActions';
import { useCanvasStore } from '../canvas/canvasStore';
import { FormActions, FormError, SelectField, TextField } from './Field';

type FieldName = 'label' | 'pk' | 'id' | 'name';
const REQUIRED: Record<FieldName, string> = {
  label: 'Label is required',
  pk: 'Partition Key is required',
  id: 'ID is required',
  name: 'Name is required',
};

/** The one failure text spec §8 gives Create Vertex, whatever went wrong. */
const FAILED = 'Error creating node. Please try again.';
const TAKEN = 'A vertex with this ID already exists.';

/** Whether a vertex with this id exists: get_node answers 404 when it does not. */
async function idTaken(call: ReturnType<typeof useCall>, projectId: string, id: string) {
  try {
    await call('get_node', { project_id: projectId, primary_key: id });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return false;
    throw err;
  }
}

/**
 * Create Vertex (spec §2, §5): a vertex whose label, partition and id the user picks. upsert_node
 * would quietly overwrite a vertex that has the id, so the id is checked first and refused when
 * taken (the check and the write are two calls: a vertex created in between is still
 * overwritten, which only a create-only call on the server could rule out).
 */
export function CreateVertexDialog({
  projectId,
  position,
}: {
  projectId: string | null;
  position: { x: number; y: number };
}) {
  const call = useCall();
  const actions = useCanvasActions();
  const close = useCanvasStore((s) => s.closeDialog);
  const [values, setValues] = useState<Record<FieldName, string>>({
    label: CREATE_VERTEX_LABELS[0],
    pk: PARTITIONS.schema,
    id: '',
    name: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: FieldName) => (value: string) => setValues({ ...values, [field]: value });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const v = {
      label: values.label.trim(),
      pk: values.pk.trim(),
      id: values.id.trim(),
      name: values.name.trim(),
    };
    const found: Partial<Record<FieldName, string>> = {};
    for (const field of Object.keys(REQUIRED) as FieldName[]) {
      if (v[field] === '') found[field] = REQUIRED[field];
    }
    setErrors(found);
    if (!projectId) return setProblem('No project selected');
    if (Object.keys(found).length > 0) return;
    setProblem(null);
    setBusy(true);
    try {
      if (await idTaken(call, projectId, v.id)) {
        setErrors({ id: TAKEN });
        setBusy(false);
        return;
      }
      const { node } = await call('upsert_node', {
        ...v,
        project_id: projectId,
        x: Math.round(position.x),
        y: Math.round(position.y),
      });
      actions.nodeCreated(node);
      actions.focusNode(node.id);
      close();
    } catch (err) {
      console.error('Create vertex failed', err);
      setProblem(FAILED);
      setBusy(false);
    }
  };

  return (
    <Modal title="Create Vertex" onClose={close} closeOnBackdrop={false}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <SelectField label="Label" value={values.label} onValue={set('label')} error={errors.label}>
          {CREATE_VERTEX_LABELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Partition Key"
          value={values.pk}
          onValue={set('pk')}
          error={errors.pk}
          maxLength={100}
        />
        <TextField
          label="ID"
          value={values.id}
          onValue={set('id')}
          error={errors.id}
          placeholder="concept.my-id"
          maxLength={LIMITS.idLength}
          spellCheck={false}
          data-autofocus
        />
        <TextField
          label="Name"
          value={values.name}
          onValue={set('name')}
          error={errors.name}
          maxLength={LIMITS.nameLength}
        />
        <FormError message={problem} />
        <FormActions submit="Create" busy={busy} busyLabel="Creating…" onCancel={close} />
      </form>
    </Modal>
  );
}
