import { randomUUID } from 'node:crypto';
import { LABELS, PARTITIONS, DEFAULT_CHILD_EDGE_LABEL, type ProjectDetails } from '@trellis/core';
import { bootstrapProject } from '../commands/bootstrap';
import { writeEdges } from '../commands/writeEdges';
import { writeNodes } from '../commands/writeNodes';
import { notFound } from '../http/errors';
import { readGraphJson } from '../store/graph';
import { deleteProject, insertProject } from '../store/projects';
import { getVertex } from '../store/vertices';
import { requireProject } from './authorize';
import { RawJson, defineCall } from './registry';

/**
 * A short working name from the prompt: its first sentence, at most 60 characters cut at a word,
 * first letter capitalised. The planner replaces it with a better one when it runs.
 */
export function nameFromPrompt(prompt: string): string {
  const sentence = (prompt.split(/(?<=[.!?])\s|\n/)[0] ?? prompt).trim().replace(/[.!?]+$/, '');
  let name = sentence;
  if (name.length > 60) {
    const cut = name.slice(0, 61);
    name = cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).trim();
  }
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export const createProject = defineCall({
  name: 'create_project',
  async run({ prompt }, { db, user }) {
    const id = randomUUID();
    const name = nameFromPrompt(prompt);
    return db.transaction(async (tx) => {
      const row = await insertProject(tx, id, user.id, name);
      await bootstrapProject(tx, id, { name, description: prompt, projectType: 'General' });
      const requestId = `request.${randomUUID()}`;
      await writeNodes(tx, id, [
        {
          value: {
            id: requestId,
            label: LABELS.request,
            pk: PARTITIONS.requests,
            name: prompt.slice(0, 500),
            attributes: { prompt, kind: 'create_project', color_token: 'request' },
          },
        },
      ]);
      await writeEdges(tx, id, [
        { value: { from: id, to: requestId, label: DEFAULT_CHILD_EDGE_LABEL } },
      ]);
      const project: ProjectDetails = { ...row, description: prompt, project_type: 'General' };
      return { project_id: id, project, request_id: requestId };
    });
  },
});

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
