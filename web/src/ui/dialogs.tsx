import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';
import { Modal } from './Modal';

export interface ConfirmOptions {
  /** The question, in the spec's words ('Delete this goal?'). */
  message: string;
  confirmLabel?: string;
  danger?: boolean;
}

export interface PromptField {
  /** The prompt text, in the spec's words ('Edit goal name'). */
  label: string;
  value: string;
  /** Refuses the value with this message; undefined accepts it. */
  validate?: (value: string) => string | undefined;
}

interface Dialogs {
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** One dialog asking for one or more values; null when cancelled. */
  prompt(title: string, fields: PromptField[]): Promise<string[] | null>;
}

const DialogsContext = createContext<Dialogs | undefined>(undefined);

type Open =
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'prompt'; title: string; fields: PromptField[]; resolve: (v: string[] | null) => void };

/**
 * In-app stand-ins for window.confirm and window.prompt (spec §2 confirmations and prompts):
 * the same questions, but styled, accessible, and never blocking the page's scripts.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setOpen({ kind: 'confirm', options, resolve })),
    [],
  );
  const prompt = useCallback(
    (title: string, fields: PromptField[]) =>
      new Promise<string[] | null>((resolve) =>
        setOpen({ kind: 'prompt', title, fields, resolve }),
      ),
    [],
  );
  const value = useMemo(() => ({ confirm, prompt }), [confirm, prompt]);

  return (
    <DialogsContext value={value}>
      {children}
      {open?.kind === 'confirm' && (
        <ConfirmDialog
          options={open.options}
          onDone={(ok) => {
            setOpen(null);
            open.resolve(ok);
          }}
        />
      )}
      {open?.kind === 'prompt' && (
        <PromptDialog
          title={open.title}
          fields={open.fields}
          onDone={(values) => {
            setOpen(null);
            open.resolve(values);
          }}
        />
      )}
    </DialogsContext>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs must be used inside <DialogsProvider>');
  return dialogs;
}

function ConfirmDialog({
  options,
  onDone,
}: {
  options: ConfirmOptions;
  onDone(ok: boolean): void;
}) {
  return (
    <Modal title="Please confirm" onClose={() => onDone(false)}>
      <p>{options.message}</p>
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={() => onDone(false)}>
          Cancel
        </button>
        <button
          type="button"
          className={options.danger ? 'button danger' : 'button'}
          onClick={() => onDone(true)}
          data-autofocus
        >
          {options.confirmLabel ?? 'OK'}
        </button>
      </div>
    </Modal>
  );
}

function PromptDialog({
  title,
  fields,
  onDone,
}: {
  title: string;
  fields: PromptField[];
  onDone(values: string[] | null): void;
}) {
  const [values, setValues] = useState(fields.map((f) => f.value));
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  return (
    <Modal title={title} onClose={() => onDone(null)} closeOnBackdrop={false}>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found = fields.map((f, i) => f.validate?.(values[i] ?? ''));
          setErrors(found);
          if (found.every((m) => m === undefined)) onDone(values);
        }}
      >
        {fields.map((f, i) => (
          <label key={f.label} className="field">
            <span className="field-label">{f.label}</span>
            <input
              className="input"
              value={values[i] ?? ''}
              aria-invalid={errors[i] ? true : undefined}
              aria-describedby={errors[i] ? `prompt-error-${i}` : undefined}
              onChange={(e) => setValues(values.map((v, j) => (j === i ? e.target.value : v)))}
              {...(i === 0 ? { 'data-autofocus': true } : {})}
            />
            {errors[i] && (
              <span id={`prompt-error-${i}`} className="field-error" role="alert">
                {errors[i]}
              </span>
            )}
          </label>
        ))}
        <div className="modal-actions">
          <button type="button" className="button secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
          <button type="submit" className="button">
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
