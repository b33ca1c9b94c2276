import { LIMITS, type ProjectGraph } from '@trellis/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/client';
import { Modal } from '../../ui/Modal';
import { useCanvasActions } from '../canvas/CanvasActions';
import { useCanvasStore } from '../canvas/canvasStore';
import { FormActions, FormError, TextField } from './Field';

/**
 * Add Attribute (spec §2, §5): one key (required) and value (optional, kept as typed) on the
 * node a simple card asked for. The write goes through the canvas, which shows it at once.
 */
export function AddAttributeDialog({ nodeId, graph }: { nodeId: string; graph: ProjectGraph }) {
  const actions = useCanvasActions();
  const close = useCanvasStore((s) => s.closeDialog);
  // A node created a moment ago may not be in this graph yet: its id still says which it is.
  const nodeName = graph.nodes.find((n) => n.id === nodeId)?.name ?? nodeId;
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [keyError, setKeyError] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const k = key.trim();
    setKeyError(k === '' ? 'Key is required' : undefined);
    if (k === '') return;
    setProblem(null);
    setBusy(true);
    try {
      await actions.setAttributes(nodeId, { [k]: value });
      close();
    } catch (err) {
      setProblem(`Failed to add attribute: ${errorMessage(err)}`);
      setBusy(false);
    }
  };

  return (
    <Modal title="Add Attribute" onClose={close} closeOnBackdrop={false}>
      <p className="dialog-subject">
        <span className="muted">Node: </span>
        <strong>{nodeName}</strong>
      </p>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          label="Key"
          value={key}
          onValue={setKey}
          error={keyError}
          maxLength={LIMITS.attributeKeyLength}
          data-autofocus
        />
        <TextField label="Value" value={value} onValue={setValue} />
        <FormError message={problem} />
        <FormActions submit="Add" busy={busy} busyLabel="Adding…" onCancel={close} />
      </form>
    </Modal>
  );
}
