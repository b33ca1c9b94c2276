import { ApiError, errorMessage } from '../api/client';
import type { Call } from '../api/call';

/** The labels of spec §4 "System tasks flow". */
export const SYSTEM_TASKS_STEPS = ['1 of 2 Generate system tasks', '2 of 2 Execute tasks'] as const;

export type FlowStatus = 'Completed' | 'Failed: project_tasks' | 'Failed: execute' | 'Error';

export interface FlowOutcome {
  status: FlowStatus;
  /** Why it failed, in the server's words. */
  error?: string;
  /** The first node the run created, for the canvas to centre on. */
  centerNodeId?: string;
  tasks: number;
  created: { nodes: number; edges: number };
}

/**
 * The two-step system tasks flow: plan tasks for the prompt, then execute them. Each step's
 * label goes to `progress` as it starts. A step the server refuses ends the flow with
 * 'Failed: <step>'; anything else that breaks (the network, a bug) ends it with 'Error'.
 */
export async function runSystemTasks(
  call: Call,
  projectId: string,
  prompt: string,
  progress: (label: string) => void,
): Promise<FlowOutcome> {
  const created = { nodes: 0, edges: 0 };
  progress(SYSTEM_TASKS_STEPS[0]);
  let planned;
  try {
    planned = await call('project_tasks', { project_id: projectId, prompt: prompt.trim() });
  } catch (err) {
    return failed('Failed: project_tasks', err, 0, created);
  }
  created.nodes += planned.created.nodes;
  created.edges += planned.created.edges;
  progress(SYSTEM_TASKS_STEPS[1]);
  let executed;
  try {
    executed = await call('execute', { project_id: projectId });
  } catch (err) {
    return failed('Failed: execute', err, planned.tasks.length, created);
  }
  created.nodes += executed.created.nodes;
  created.edges += executed.created.edges;
  const centerNodeId = executed.node_ids[0] ?? planned.node_ids[0];
  return {
    status: 'Completed',
    tasks: executed.tasks.length,
    created,
    ...(centerNodeId ? { centerNodeId } : {}),
  };
}

function failed(
  step: 'Failed: project_tasks' | 'Failed: execute',
  err: unknown,
  tasks: number,
  created: FlowOutcome['created'],
): FlowOutcome {
  // A call the server answered failed at its step; one that never got an answer is an 'Error'.
  const status = err instanceof ApiError && err.status !== 0 ? step : 'Error';
  return { status, error: errorMessage(err), tasks, created };
}
