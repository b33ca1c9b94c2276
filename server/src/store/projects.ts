import type { ProjectSummary, RequestEntry } from '@trellis/core';
import { LABELS } from '@trellis/core';
import type { Queryable } from './db';

const SUMMARY = `json_build_object('id', p.id, 'project_id', p.id, 'name', p.name,
  'created_at', p.created_at, 'updated_at', p.updated_at)`;

export async function listProjects(db: Queryable, ownerId: string): Promise<ProjectSummary[]> {
  const rows = await db.query<{ p: ProjectSummary }>(
    `SELECT ${SUMMARY} AS p FROM projects p WHERE p.owner_id = $1
     ORDER BY p.created_at DESC, p.id`,
    [ownerId],
  );
  return rows.map((r) => r.p);
}

export async function countProjects(db: Queryable, ownerId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM projects WHERE owner_id = $1',
    [ownerId],
  );
  return rows[0]?.n ?? 0;
}

/** True when the project exists and belongs to the owner. */
export async function ownsProject(
  db: Queryable,
  ownerId: string,
  projectId: string,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM projects WHERE id = $1 AND owner_id = $2', [
    projectId,
    ownerId,
  ]);
  return rows.length > 0;
}

export async function insertProject(
  db: Queryable,
  id: string,
  ownerId: string,
  name: string,
): Promise<ProjectSummary> {
  const rows = await db.query<{ p: ProjectSummary }>(
    `INSERT INTO projects AS p (id, owner_id, name) VALUES ($1, $2, $3) RETURNING ${SUMMARY} AS p`,
    [id, ownerId, name],
  );
  return (rows[0] as { p: ProjectSummary }).p;
}

/** Keeps the project row's name in step with its project vertex. */
export async function renameProject(db: Queryable, projectId: string, name: string): Promise<void> {
  await db.query(
    `UPDATE projects SET name = $2, updated_at = clock_timestamp() WHERE id = $1 AND name <> $2`,
    [projectId, name],
  );
}

/** Deletes a project with all its vertices and edges; answers what went. */
export async function deleteProject(
  db: Queryable,
  projectId: string,
): Promise<{ nodes: number; edges: number }> {
  const counts = await db.query<{ nodes: number; edges: number }>(
    `SELECT (SELECT count(*) FROM vertices WHERE project_id = $1)::int AS nodes,
            (SELECT count(*) FROM edges WHERE project_id = $1)::int AS edges`,
    [projectId],
  );
  // Edges first: deleting them in one statement beats one cascade lookup per deleted vertex.
  await db.query('DELETE FROM edges WHERE project_id = $1', [projectId]);
  await db.query('DELETE FROM vertices WHERE project_id = $1', [projectId]);
  await db.query('DELETE FROM projects WHERE id = $1', [projectId]);
  return counts[0] as { nodes: number; edges: number };
}

/** The owner's requests, newest first, optionally of one project. */
export async function listRequests(
  db: Queryable,
  ownerId: string,
  projectId?: string,
): Promise<RequestEntry[]> {
  const rows = await db.query<{ r: RequestEntry }>(
    `SELECT json_build_object('id', v.id, 'primary_key', v.id, 'label', v.label, 'name', v.name,
              'prompt', COALESCE(v.attributes->>'prompt', v.name), 'project_id', p.id,
              'project_name', p.name, 'created_at', v.created_at, 'attributes', v.attributes) AS r
     FROM vertices v JOIN projects p ON p.id = v.project_id
     WHERE p.owner_id = $1 AND lower(v.label) = $2 AND ($3::text IS NULL OR p.id = $3)
     ORDER BY v.seq DESC
     LIMIT 500`,
    [ownerId, LABELS.request, projectId ?? null],
  );
  return rows.map((r) => r.r);
}
