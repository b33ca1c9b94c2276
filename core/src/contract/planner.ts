import { z } from 'zod';
import { ProjectId, Text } from './common';
import { Prompt } from './projects';

/**
 * Calls that run the engine (spec §4, §7). Their contracts live here with the rest; the server
 * serves them once the engine exists.
 */
export const QueueStep = z.enum(['refactor', 'project_tasks', 'execute']);

export const RunPromptQueueRequest = z.object({
  project_id: ProjectId,
  steps: z.array(QueueStep).min(1).max(10).optional(),
  prompt: Prompt.optional(),
  objective: Text().trim().max(4000).optional(),
});
export const RunPromptQueueResult = z.object({
  status: z.string(),
  results: z.array(
    z.object({
      step: z.string(),
      status: z.string(),
      centerNodeId: z.string().nullable().optional(),
      detail: z.unknown().optional(),
    }),
  ),
});

export const ProjectTasksRequest = z.object({ project_id: ProjectId, prompt: Prompt });
export const ExecuteRequest = z.object({ project_id: ProjectId });
export const DefineTypesRequest = z.object({ project_id: ProjectId, prompt: Prompt.optional() });
export const GenerateGoalsRequest = z.object({ project_id: ProjectId });

/** What an engine call reports: what it wrote. */
export const PlannerResult = z.object({
  project_id: z.string(),
  created: z.object({ nodes: z.number().int(), edges: z.number().int() }),
  node_ids: z.array(z.string()),
});
