import { useBusy } from '../state/busy';

/** The blocking overlay of spec §2, labelled with the queue step or 'Processing…'. */
export function BusyOverlay() {
  const label = useBusy((s) => s.label);
  if (label === null) return null;
  return (
    <div
      className="busy-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-label={label}
      aria-busy="true"
    >
      <div className="busy-box">
        <span className="spinner" aria-hidden />
        <p role="status" className="busy-label">
          {label}
        </p>
      </div>
    </div>
  );
}
