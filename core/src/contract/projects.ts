import { z } from 'zod';
import { LIMITS } from '../constants';
import { ProjectDetails, ProjectGraph, ProjectSummary, User } from '../entities';
import { Id, ProjectId, Text } from './common';

export const InitialSetupResult = z.object({
  user: User,
  created: z.boolean().describe('true the first time this account calls initial_setup'),
  project_count: z.number().int(),
});

/** `user_id` is accepted for compatibility and ignored: the token says who the caller is. */
export const GetUserProjectsRequest = z.object({ user_id: z.unknown().optional() });
export const GetUserProjectsResult = z.object({ projects: z.array(ProjectSummary) });

export const Prompt = Text()
  .trim()
  .min(1, 'must not be blank')
  .max(LIMITS.promptLength)
  .describe('What the user is trying to achieve, in free text');

export const CreateProjectRequest = z.object({ prompt: Prompt });
export const CreateProjectResult = z.object({
  project_id: z.string(),
  project: ProjectDetails,
  request_id: z.string(),
  /** The clarifying questions the project starts with. */
  questions: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Said when the engine could not fully read the goal, e.g. one written in another language. */
  notice: z.string().optional(),
});

export const ProjectRequest = z.object({ project_id: ProjectId });

export const BootstrapProjectResult = z.object({
  project_id: z.string(),
  created: z.object({ nodes: z.number().int(), edges: z.number().int() }),
});

export const GetProjectGraphRequest = z.object({
  project_id: ProjectId,
  client_request_id: Id.optional().describe('Echoed back so a client can drop stale answers'),
});
export const GetProjectGraphResult = ProjectGraph.extend({
  project_id: z.string(),
  client_request_id: z.string().optional(),
});

export const DeleteProjectResult = z.object({
  deleted: z.object({
    project_id: z.string(),
    nodes: z.number().int(),
    edges: z.number().int(),
  }),
});
