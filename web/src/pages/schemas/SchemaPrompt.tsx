import { type FormEvent, useId, useState } from 'react';
import { useCall } from '../../api/call';
import { errorMessage } from '../../api/client';
import { useRefreshGraph } from '../../api/queries';
import { notifySuccess } from '../../ui/notify';
import { BusyButton } from '../../ui/BusyButton';

/**
 * The schema prompt (spec §2): a description, a textarea and 'Submit', which asks the engine to
 * adjust the schema (define_types with the prompt). When the engine does not understand, its
 * answer — which names prompts it does understand — stays under the textarea until the text
 * changes, rather than a toast that vanishes before it is read.
 */
export function SchemaPrompt({ projectId }: { projectId: string }) {
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();
  const errorId = useId();
  const call = useCall();
  const refresh = useRefreshGraph();
  const [prompt, setPrompt] = useState('');
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const blank = prompt.trim() === '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (blank || working) return;
    setWorking(true);
    setProblem(null);
    try {
      const result = await call('define_types', { project_id: projectId, prompt: prompt.trim() });
      await refresh(projectId);
      setPrompt('');
      notifySuccess('Schema updated', result.summary);
    } catch (err) {
      console.error('Schema update failed', err);
      setProblem(errorMessage(err));
    } finally {
      setWorking(false);
    }
  };

  return (
    <section className="section" aria-labelledby={titleId}>
      <h2 id={titleId}>Change the schema</h2>
      <p id={descriptionId} className="muted">
        Say in plain words how the node types should change: add types, give a type fields, rename
        or remove a type, or link two types.
      </p>
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <label className="visually-hidden" htmlFor={inputId}>
          Schema changes
        </label>
        <textarea
          id={inputId}
          className="textarea"
          rows={3}
          maxLength={4000}
          value={prompt}
          placeholder="Describe changes (e.g., ‘Add Creature and Location types’)"
          aria-describedby={problem ? `${descriptionId} ${errorId}` : descriptionId}
          aria-invalid={problem !== null}
          onChange={(e) => {
            setPrompt(e.target.value);
            setProblem(null);
          }}
        />
        {problem && (
          <p id={errorId} role="alert" className="alert">
            {problem}
          </p>
        )}
        <div className="row">
          <BusyButton
            type="submit"
            className="button"
            disabled={blank}
            busy={working}
            busyLabel="Working…"
          >
            Submit
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
