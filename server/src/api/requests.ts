import { listRequests } from '../store/projects';
import { requireProject } from './authorize';
import { defineCall } from './registry';

export const getUserRequests = defineCall({
  name: 'get_user_requests',
  async run({ project_id, client_request_id }, { db, user }) {
    if (project_id !== undefined) await requireProject(db, user, project_id);
    const requests = await listRequests(db, user.id, project_id);
    return { requests, ...(client_request_id !== undefined ? { client_request_id } : {}) };
  },
});
