import {
  FULL_QUEUE,
  GRAPH_REFETCH_AFTER_QUEUE_MS,
  GRAPH_REFETCH_DELAY_MS,
  type QueueStep,
} from '@trellis/core';
import { errorMessage } from '../../api/client';
import type { Call } from '../../api/call';

/** The overlay labels of the full queue (spec §4 "Full queue"). */
export const QUEUE_LABELS: Record<QueueStep, string> = {
  refactor: 'Refactor',
  project_tasks: 'Generate system tasks',
  execute: 'Execute system tasks',
};

export interface QueueOutcome {
  /** 'Completed', or 'Failed: ' followed by the step that failed. */
  status: string;
  error?: string;
  centerNodeId?: string;
  created: { nodes: number; edges: number };
  /** How long to wait before refetching the graph (spec §9: 50 ms after success, else 200). */
  refetchAfterMs: number;
}

/**
 * The Refactor Project queue: refactor, generate system tasks, execute them, one run_prompt_queue
 * call per step so that the overlay can say '2 of 3 Generate system tasks' while it runs. The
 * first step that fails stops the queue with 'Failed: <step>'.
 */
export async function runFullQueue(
  call: Call,
  projectId: string,
  progress: (label: string) => void,
): Promise<QueueOutcome> {
  const created = { nodes: 0, edges: 0 };
  let centerNodeId: string | undefined;
  for (const [i, step] of FULL_QUEUE.entries()) {
    progress(`${i + 1} of ${FULL_QUEUE.length} ${QUEUE_LABELS[step]}`);
    let error: string | undefined;
    try {
      const answer = await call('run_prompt_queue', { project_id: projectId, steps: [step] });
      for (const r of answer.results) {
        created.nodes += r.created?.nodes ?? 0;
        created.edges += r.created?.edges ?? 0;
        centerNodeId ??= r.centerNodeId ?? undefined;
        if (r.status !== 'Completed') error ??= r.error ?? r.status;
      }
      if (answer.status !== 'Completed') error ??= answer.status;
    } catch (err) {
      error = errorMessage(err);
    }
    if (error !== undefined)
      return { status: `Failed: ${step}`, error, created, refetchAfterMs: GRAPH_REFETCH_DELAY_MS };
  }
  return {
    status: 'Completed',
    created,
    refetchAfterMs: GRAPH_REFETCH_AFTER_QUEUE_MS,
    ...(centerNodeId ? { centerNodeId } : {}),
  };
}
