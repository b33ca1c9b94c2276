import type { User } from '@trellis/core';
import { notFound } from '../http/errors';
import type { Queryable } from '../store/db';
import { ownsProject } from '../store/projects';
import { projectsHoldingVertex } from '../store/vertices';
import { badRequest } from '../http/errors';

/**
 * Object-level authorization: the project must be the caller's. Someone else's project and a
 * project that does not exist get the same 404, so ids cannot be probed.
 */
export async function requireProject(
  db: Queryable,
  user: User,
  projectId: string,
): Promise<string> {
  if (!(await ownsProject(db, user.id, projectId))) throw notFound('Project');
  return projectId;
}

/** The caller's project holding this vertex, for calls that name a vertex but no project. */
export async function projectOfVertex(
  db: Queryable,
  user: User,
  vertexId: string,
): Promise<string> {
  const projects = await projectsHoldingVertex(db, user.id, vertexId);
  if (projects.length === 0) throw notFound('Vertex');
  if (projects.length > 1) {
    throw badRequest('project_id is required: this id exists in several of your projects.', [
      { path: 'project_id', message: 'is required when the id is not unique' },
    ]);
  }
  return projects[0] as string;
}
