import { z } from 'zod';
import { RequestEntry } from '../entities';
import { Id, ProjectId } from './common';

export const GetUserRequestsRequest = z.object({
  client_request_id: Id.optional(),
  project_id: ProjectId.optional().describe('Only this project’s requests'),
});
export const GetUserRequestsResult = z.object({
  requests: z.array(RequestEntry),
  client_request_id: z.string().optional(),
});
