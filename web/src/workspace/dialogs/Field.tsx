import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { BusyButton } from '../../ui/BusyButton';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'id'
> {
  label: string;
  value: string;
  onValue(value: string): void;
  /** The field's own message ('Name is required'), read out when it appears. */
  error?: string | undefined;
}

/** What a field's control takes from its shell: its id, and the link to the field's error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its field-level error, as the app's forms draw them. The error is
 * linked by aria-describedby so that a screen reader reads it on the field it belongs to.
 */
function FieldShell({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children(control: ControlProps): ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled text input with its error. */
export function TextField({ label, value, onValue, error, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {(control) => (
        <input
          className="input"
          autoComplete="off"
          {...input}
          {...control}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

/** A labelled select with its error; `children` are its options. */
export function SelectField({
  label,
  value,
  onValue,
  children,
  error,
}: {
  label: string;
  value: string;
  onValue(value: string): void;
  children: ReactNode;
  error?: string | undefined;
}) {
  return (
    <FieldShell label={label} error={error}>
      {(control) => (
        <select
          className="select dialog-select"
          {...control}
          value={value}
          onChange={(e) => onValue(e.target.value)}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** The dialog-wide message of a failed call; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="alert dialog-alert">
      {message}
    </p>
  );
}

/**
 * A dialog form's buttons: anything extra first, then Cancel and the submit button, which reads
 * `busyLabel` while its call runs.
 */
export function FormActions({
  submit,
  busy,
  busyLabel,
  onCancel,
  children,
}: {
  submit: string;
  busy: boolean;
  busyLabel: string;
  onCancel(): void;
  children?: ReactNode;
}) {
  return (
    <div className="modal-actions">
      {children}
      <button type="button" className="button secondary" onClick={onCancel}>
        Cancel
      </button>
      <BusyButton type="submit" busy={busy} busyLabel={busyLabel}>
        {submit}
      </BusyButton>
    </div>
  );
}
