import { bootstrapProject } from '../commands/bootstrap';
import { notFound } from '../http/errors';
import { readGraphJson } from '../store/graph';
import { deleteProject } from '../store/projects';
import { getVertex } from '../store/vertices';
import { requireProject } from './authorize';
import { RawJson, defineCall } from './registry';

export const bootstrap = defineCall({
  name: 'bootstrap_project',
  async run({ project_id }, { db, user }) {
    await requireProject(db, user, project_id);
    return db.transaction(async (tx) => {
      const node = await getVertex(tx, project_id, project_id);
      const rows = await tx.query<{ name: string }>('SELECT name FROM projects WHERE id = $1', [
        project_id,
      ]);
      const name = node?.name ?? rows[0]?.name ?? 'Untitled Project';
      const created = await bootstrapProject(tx, project_id, { name });
      return { project_id, created };
    });
  },
});

export const getProjectGraph = defineCall({
  name: 'get_project_graph',
  async run({ project_id, client_request_id }, { db, user }) {
    await requireProject(db, user, project_id);
    const json = await readGraphJson(db, project_id);
    // The echo lets a client drop an answer that a newer request has overtaken.
    return new RawJson(
      client_request_id === undefined
        ? json
        : `${json.slice(0, -1)}, "client_request_id" : ${JSON.stringify(client_request_id)}}`,
    );
  },
});

export const deleteProjectPartition = defineCall({
  name: 'delete_project_partition',
  async run({ project_id }, { db, user }) {
    await requireProject(db, user, project_id);
    const deleted = await db.transaction((tx) => deleteProject(tx, project_id));
    if (!deleted) throw notFound('Project');
    return { deleted: { project_id, ...deleted } };
  },
});
