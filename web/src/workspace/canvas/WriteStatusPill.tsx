import { useWriteStatus } from './projectQueues';

/**
 * Whether the canvas's changes have reached the server: nothing while all is saved, 'Saving…'
 * while changes wait, and the error while a failed flush is being retried (never dropped).
 */
export function WriteStatusPill({ projectId }: { projectId: string }) {
  const status = useWriteStatus((s) => s.byProject[projectId]);
  if (!status || (status.pending === 0 && !status.error)) return null;
  if (status.error)
    return (
      <p role="alert" className="write-status write-status-error">
        Not saved yet: {status.error}. Retrying…
      </p>
    );
  return (
    <p role="status" className="write-status">
      Saving…
    </p>
  );
}
