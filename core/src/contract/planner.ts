import { z } from 'zod';
import { GraphNode } from '../entities';
import { ProjectId, Text } from './common';
import { Prompt } from './projects';

/** Calls that run the engine (spec §4, §7). */
export const QueueStep = z.enum(['refactor', 'project_tasks', 'execute']);
export type QueueStep = z.infer<typeof QueueStep>;

/** The full queue of spec §4, in order. */
export const FULL_QUEUE: readonly QueueStep[] = ['refactor', 'project_tasks', 'execute'];

export const RunPromptQueueRequest = z.object({
  project_id: ProjectId,
  steps: z
    .array(QueueStep)
    .min(1)
    .max(10)
    .optional()
    .describe('Defaults to refactor, project_tasks, execute'),
  prompt: Prompt.optional(),
  objective: Text().trim().max(4000).optional(),
});

/** What a step of the queue (or an engine call) wrote. */
export const Created = z.object({ nodes: z.number().int(), edges: z.number().int() });

export const QueueStepResult = z.object({
  step: z.string(),
  /** 'Completed', or 'Failed: ' + the step (spec §4). */
  status: z.string(),
  /** The node the canvas should centre on afterwards (set on the first result). */
  centerNodeId: z.string().nullable().optional(),
  summary: z.string().optional(),
  created: Created.optional(),
  error: z.string().optional(),
  detail: z.unknown().optional(),
});

export const RunPromptQueueResult = z.object({
  /** 'Completed' or 'Failed: ' + the step that failed. */
  status: z.string(),
  results: z.array(QueueStepResult),
});

export const ProjectTasksRequest = z.object({ project_id: ProjectId, prompt: Prompt });
export const ExecuteRequest = z.object({ project_id: ProjectId });
export const DefineTypesRequest = z.object({ project_id: ProjectId, prompt: Prompt.optional() });
export const GenerateGoalsRequest = z.object({ project_id: ProjectId });

/** What an engine call reports: what it wrote. */
export const PlannerResult = z.object({
  project_id: z.string(),
  created: Created,
  node_ids: z.array(z.string()),
  summary: z.string(),
});

export const PlannedTask = z.object({ id: z.string(), name: z.string(), action: z.string() });

export const ProjectTasksResult = PlannerResult.extend({
  request_id: z.string(),
  tasks: z.array(PlannedTask),
});

export const ExecutedTask = z.object({
  id: z.string(),
  name: z.string(),
  /** 'Execute task: ' + the name, the progress label of spec §4. */
  label: z.string(),
  summary: z.string(),
  created: Created,
});

export const ExecuteResult = PlannerResult.extend({
  tasks: z.array(ExecutedTask),
  /** System tasks still pending (more than one call runs, or planned meanwhile). */
  remaining: z.number().int(),
});

export const DefineTypesResult = PlannerResult.extend({
  node_types: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const GenerateGoalsResult = PlannerResult.extend({ goals: z.array(GraphNode) });
