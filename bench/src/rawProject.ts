import type { Db, Queryable } from '../../server/src/store/db';
import { deleteProject } from '../../server/src/store/projects';
import { WRITABLE_COLUMNS } from '../../server/src/store/vertices';

/** Every row one project holds, as a hand-written client would insert it. */
export interface ProjectRows {
  projectId: string;
  ownerId: string;
  name: string;
  vertices: Array<Record<(typeof VERTEX_COLUMNS)[number], unknown>>;
  edges: Array<Record<(typeof EDGE_COLUMNS)[number], unknown>>;
}

/** The vertex columns a write may name (the store's list), with the id and attributes. */
const VERTEX_COLUMNS = ['id', ...WRITABLE_COLUMNS, 'attributes'] as const;
const EDGE_COLUMNS = ['id', 'from_id', 'to_id', 'label', 'properties'] as const;
const JSON_COLUMNS = new Set<string>(['attributes', 'properties']);

/** The project's row and every vertex and edge of it, in creation order. */
export async function readProjectRows(db: Queryable, projectId: string): Promise<ProjectRows> {
  const [project] = await db.query<{ owner_id: string; name: string }>(
    'SELECT owner_id, name FROM projects WHERE id = $1',
    [projectId],
  );
  if (!project) throw new Error(`project ${projectId} not found`);
  const vertices = await db.query<ProjectRows['vertices'][number]>(
    `SELECT ${VERTEX_COLUMNS.join(', ')} FROM vertices WHERE project_id = $1 ORDER BY seq`,
    [projectId],
  );
  const edges = await db.query<ProjectRows['edges'][number]>(
    `SELECT ${EDGE_COLUMNS.join(', ')} FROM edges WHERE project_id = $1 ORDER BY seq`,
    [projectId],
  );
  return { projectId, ownerId: project.owner_id, name: project.name, vertices, edges };
}

/**
 * The same rows for another project: the project id is written into the ids of the project
 * vertex, the system groups and the edges, so it is replaced wherever it occurs.
 */
export function renameProjectRows(rows: ProjectRows, projectId: string): ProjectRows {
  const text = JSON.stringify(rows).replaceAll(rows.projectId, projectId);
  return JSON.parse(text) as ProjectRows;
}

/** One multi-row INSERT … VALUES (…),(…) of `rows` with their values as parameters. */
function multiRowInsert(
  table: string,
  columns: readonly string[],
  projectId: string,
  rows: ReadonlyArray<Record<string, unknown>>,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [projectId];
  const tuples = rows.map((row) => {
    const at = params.length;
    for (const c of columns) params.push(JSON_COLUMNS.has(c) ? JSON.stringify(row[c]) : row[c]);
    return `($1, ${columns.map((_, k) => `$${at + k + 1}`).join(', ')})`;
  });
  return {
    sql: `INSERT INTO ${table} (project_id, ${columns.join(', ')}) VALUES ${tuples.join(',\n')}`,
    params,
  };
}

/**
 * The raw writes of a whole project, statements built ahead so that running them times the
 * database alone: one transaction of INSERT projects, one multi-row INSERT of the vertices and
 * one of the edges, through the same driver as the server.
 */
export function rawProjectInsert(rows: ProjectRows): (db: Db) => Promise<void> {
  const vertices = multiRowInsert('vertices', VERTEX_COLUMNS, rows.projectId, rows.vertices);
  const edges = multiRowInsert('edges', EDGE_COLUMNS, rows.projectId, rows.edges);
  return (db) =>
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO projects (id, owner_id, name) VALUES ($1, $2, $3)', [
        rows.projectId,
        rows.ownerId,
        rows.name,
      ]);
      await tx.query(vertices.sql, vertices.params);
      if (rows.edges.length > 0) await tx.query(edges.sql, edges.params);
    });
}

/** Deletes a project as delete_project_partition does (edges, vertices, the row), untimed. */
export async function dropProject(db: Db, projectId: string): Promise<void> {
  await db.transaction((tx) => deleteProject(tx, projectId));
}
