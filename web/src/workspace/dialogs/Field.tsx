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

/**
 * A labelled text input with its field-level error, as the app's forms draw them. The error is
 * linked by aria-describedby so that a screen reader reads it on the field it belongs to.
 */
export function TextField({ label, value, onValue, error, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        autoComplete="off"
        {...input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled select; `children` are its options. */
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
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select dialog-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
      >
        {children}
      </select>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
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
