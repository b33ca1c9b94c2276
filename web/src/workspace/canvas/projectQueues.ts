import { create } from 'zustand';
import type { Call } from '../../api/call';
import { ApiError, errorMessage } from '../../api/client';
import { WriteQueue, type WriteQueueOptions, type WriteStatus } from './writeQueue';

interface WriteStatusState {
  byProject: Record<string, WriteStatus>;
}

/** The write status of each project's queue, for the canvas's "Saving…" indicator. */
export const useWriteStatus = create<WriteStatusState>(() => ({ byProject: {} }));

const queues = new Map<string, WriteQueue>();

/** How the queues read a failed call: the app's message, and the server's Retry-After (429). */
export const API_ERRORS = {
  describeError: errorMessage,
  retryAfterMs: (err: unknown) =>
    err instanceof ApiError && err.retryAfterSeconds !== undefined
      ? err.retryAfterSeconds * 1000
      : 0,
} satisfies Pick<WriteQueueOptions, 'describeError' | 'retryAfterMs'>;

/**
 * The write queue of a project. One per project for the life of the page, not per canvas
 * mount: leaving the workspace flushes it, and a flush that fails keeps retrying after the
 * canvas is gone, so that no change is dropped.
 */
export function projectQueue(projectId: string, call: Call): WriteQueue {
  let queue = queues.get(projectId);
  if (!queue) {
    let lastError: string | null = null;
    queue = new WriteQueue({
      ...API_ERRORS,
      async sendNodes(nodes, key) {
        await call('batch_upsert_nodes', { project_id: projectId, nodes }, { idempotencyKey: key });
      },
      async sendEdges(edges, key) {
        await call('batch_upsert_edges', { project_id: projectId, edges }, { idempotencyKey: key });
      },
      onStatus(status) {
        // Spec §8: a failed batch flush is a warning; the queue retries it.
        if (status.error && status.error !== lastError)
          console.warn('batch flush failed', status.error);
        lastError = status.error;
        useWriteStatus.setState((s) => ({ byProject: { ...s.byProject, [projectId]: status } }));
      },
    });
    queues.set(projectId, queue);
  }
  return queue;
}
