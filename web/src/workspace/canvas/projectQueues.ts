import { create } from 'zustand';
import type { Call } from '../../api/call';
import { WriteQueue, type WriteStatus } from './writeQueue';

interface WriteStatusState {
  byProject: Record<string, WriteStatus>;
}

/** The write status of each project's queue, for the canvas's "Saving…" indicator. */
export const useWriteStatus = create<WriteStatusState>(() => ({ byProject: {} }));

const queues = new Map<string, WriteQueue>();

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
      async sendNodes(nodes) {
        await call('batch_upsert_nodes', { project_id: projectId, nodes });
      },
      async sendEdges(edges) {
        await call('batch_upsert_edges', { project_id: projectId, edges });
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

/** Sends everything every project's queue holds (the page is being hidden or left). */
export function flushAllQueues(): Promise<void> {
  return Promise.all([...queues.values()].map((q) => q.flush())).then(() => undefined);
}
