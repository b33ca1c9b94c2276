import type { ButtonHTMLAttributes } from 'react';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its call is running: the button is disabled, marked aria-busy and reads `busyLabel`. */
  busy: boolean;
  busyLabel: string;
}

/** A button whose label says that its work is under way ('Saving…', 'Working…'). */
export function BusyButton({
  busy,
  busyLabel,
  children,
  disabled,
  type = 'button',
  className = 'button',
  ...rest
}: BusyButtonProps) {
  return (
    <button
      type={type}
      className={className}
      disabled={disabled || busy}
      aria-busy={busy}
      {...rest}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
