import { BusyButton } from '../../ui/BusyButton';

export interface RowActionsProps {
  /** What the row is, for the buttons' names: 'goal: Open by March'. */
  subject: string;
  /** Which of the row's writes is running, if any. */
  busy: string | undefined;
  onEdit(): void;
  onDelete(): void;
}

/** Edit and Delete of a goal or observation row; both wait while either runs. */
export function RowActions({ subject, busy, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="manage-row-actions">
      <BusyButton
        className="button small secondary"
        aria-label={`Edit ${subject}`}
        onClick={onEdit}
        disabled={!!busy}
        busy={busy === 'edit'}
        busyLabel="Saving…"
      >
        Edit
      </BusyButton>
      <BusyButton
        className="button small danger"
        aria-label={`Delete ${subject}`}
        onClick={onDelete}
        disabled={!!busy}
        busy={busy === 'delete'}
        busyLabel="Deleting…"
      >
        Delete
      </BusyButton>
    </div>
  );
}
