import { countProjects, listProjects } from '../store/projects';
import { defineCall } from './registry';

/** Registers the account (done by the auth hook on first use) and reports where it stands. */
export const initialSetup = defineCall({
  name: 'initial_setup',
  async run(_input, { db, user, firstSeen }) {
    return {
      user: { id: user.id, email: user.email, name: user.name },
      created: firstSeen,
      project_count: await countProjects(db, user.id),
    };
  },
});

export const getUserProjects = defineCall({
  name: 'get_user_projects',
  async run(_input, { db, user }) {
    return { projects: await listProjects(db, user.id) };
  },
});
