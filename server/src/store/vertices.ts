import type { GraphNode, NodeWrite } from '@trellis/core';
import type { Queryable } from './db';
import { NODE_JSON } from './sql';

/**
 * A vertex write with its id decided and its project known (core's NodeWrite otherwise);
 * `undefined` keeps the stored value, and attributes merge key by key (null removes a key).
 */
export type VertexWrite = Omit<NodeWrite, 'id' | 'project_id'> & { id: string };

/** Values a vertex gets on creation when the write does not name them. */
export interface VertexDefaults {
  label: string;
  pk: string;
  type: string;
  vertex_type: string;
}

/** The labels of those of `ids` that are vertices of the project. */
export async function vertexLabels(
  db: Queryable,
  projectId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; label: string }>(
    'SELECT id, label FROM vertices WHERE project_id = $1 AND id = ANY($2::text[])',
    [projectId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.label]));
}

/** Columns a write may name; the rest of a row is the store's. */
export const WRITABLE_COLUMNS = [
  'label',
  'pk',
  'name',
  'type',
  'vertex_type',
  'visible',
  'focus',
  'x',
  'y',
] as const;

/**
 * Creates or partially updates many vertices of one project with `INSERT … ON CONFLICT DO
 * UPDATE`, fed by one JSON document (`jsonb_to_recordset`): one primary-key probe per row, like a hand-written
 * upsert. Writes are grouped by the fields they name (a canvas flush names x and y only), and
 * each group's update sets just those fields against the row as it stands when it is locked, so
 * a concurrent write to another field is never overwritten. Attributes merge key by key (null
 * removes a key). Ids must be unique within `writes`; a creation must carry a name.
 */
export async function upsertVertices(
  db: Queryable,
  projectId: string,
  writes: readonly VertexWrite[],
  defaults: (w: VertexWrite) => VertexDefaults,
): Promise<GraphNode[]> {
  const rows = await runUpsert<{ node: GraphNode }>(
    db,
    projectId,
    writes,
    defaults,
    `${NODE_JSON} AS node`,
  );
  const byId = new Map(rows.map((r) => [r.node.id, r.node]));
  return writes.map((w) => byId.get(w.id)).filter((n): n is GraphNode => n !== undefined);
}

/**
 * The same write answering nothing but success: for batches whose caller needs no more, it
 * spares building, sending and parsing a JSON object per row.
 */
export async function upsertVertexIds(
  db: Queryable,
  projectId: string,
  writes: readonly VertexWrite[],
  defaults: (w: VertexWrite) => VertexDefaults,
): Promise<string[]> {
  await runUpsert(db, projectId, writes, defaults, '');
  return writes.map((w) => w.id);
}

async function runUpsert<T>(
  db: Queryable,
  projectId: string,
  writes: readonly VertexWrite[],
  defaults: (w: VertexWrite) => VertexDefaults,
  returning: string,
): Promise<T[]> {
  const groups = new Map<string, VertexWrite[]>();
  for (const w of writes) {
    const named = [...WRITABLE_COLUMNS, 'attributes' as const]
      .filter((c) => w[c] !== undefined)
      .join(',');
    groups.set(named, [...(groups.get(named) ?? []), w]);
  }
  const out: T[] = [];
  for (const [named, group] of groups) {
    out.push(
      ...(await upsertGroup<T>(db, projectId, group, defaults, named.split(','), returning)),
    );
  }
  return out;
}

async function upsertGroup<T>(
  db: Queryable,
  projectId: string,
  writes: readonly VertexWrite[],
  defaults: (w: VertexWrite) => VertexDefaults,
  named: readonly string[],
  returning: string,
): Promise<T[]> {
  const set = [
    ...WRITABLE_COLUMNS.filter((c) => named.includes(c)).map((c) => `${c} = EXCLUDED.${c}`),
    ...(named.includes('attributes')
      ? ['attributes = jsonb_strip_nulls(v.attributes || EXCLUDED.attributes)']
      : []),
    'updated_at = clock_timestamp()',
  ];
  // The rows travel as one JSON document: PostgreSQL parses it in C, where arrays of strings
  // (JSON attributes escaped again as array elements) cost the driver a pass in JavaScript.
  const input = JSON.stringify(
    writes.map((w) => {
      const d = defaults(w);
      return {
        ...w,
        d_label: d.label,
        d_pk: d.pk,
        d_type: d.type,
        d_vertex_type: d.vertex_type,
      };
    }),
  );
  return db.query<T>(
    `INSERT INTO vertices AS v (project_id, id, label, pk, name, type, vertex_type, visible, focus,
                                x, y, attributes)
     -- NOT NULL is checked on the proposed row before the conflict is, so an update that names
     -- no name proposes the id (callers refuse a creation without a name beforehand).
     SELECT $1, i.id, COALESCE(i.label, i.d_label), COALESCE(i.pk, i.d_pk), COALESCE(i.name, i.id),
            COALESCE(i.type, i.d_type), COALESCE(i.vertex_type, i.d_vertex_type),
            COALESCE(i.visible, true), COALESCE(i.focus, false), i.x, i.y,
            COALESCE(i.attributes, '{}'::jsonb)
     FROM ROWS FROM (jsonb_to_recordset($2::jsonb) AS (
            id text, label text, pk text, name text, type text, vertex_type text,
            visible boolean, focus boolean, x float8, y float8, attributes jsonb,
            d_label text, d_pk text, d_type text, d_vertex_type text))
          WITH ORDINALITY AS i(id, label, pk, name, type, vertex_type, visible, focus, x, y,
                               attributes, d_label, d_pk, d_type, d_vertex_type, ord)
     ORDER BY i.ord
     ON CONFLICT (project_id, id) DO UPDATE SET ${set.join(', ')}
     ${returning ? `RETURNING ${returning}` : ''}`,
    [projectId, input],
  );
}

/** Which of `ids` exist in the project. */
export async function existingVertexIds(
  db: Queryable,
  projectId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM vertices WHERE project_id = $1 AND id = ANY($2::text[])',
    [projectId, ids],
  );
  return new Set(rows.map((r) => r.id));
}

export async function getVertex(
  db: Queryable,
  projectId: string,
  id: string,
): Promise<GraphNode | undefined> {
  const rows = await db.query<{ node: GraphNode }>(
    `SELECT ${NODE_JSON} AS node FROM vertices v WHERE v.project_id = $1 AND v.id = $2`,
    [projectId, id],
  );
  return rows[0]?.node;
}

/** The vertices of these ids, oldest first. */
export async function verticesById(
  db: Queryable,
  projectId: string,
  ids: readonly string[],
): Promise<GraphNode[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ node: GraphNode }>(
    `SELECT ${NODE_JSON} AS node FROM vertices v
     WHERE v.project_id = $1 AND v.id = ANY($2::text[]) ORDER BY v.seq`,
    [projectId, ids],
  );
  return rows.map((r) => r.node);
}

/** The oldest vertex with this name (and label, when given; both compared case-insensitively). */
export async function findVertexByName(
  db: Queryable,
  projectId: string,
  name: string,
  label?: string,
): Promise<GraphNode | undefined> {
  const rows = await db.query<{ node: GraphNode }>(
    `SELECT ${NODE_JSON} AS node FROM vertices v
     WHERE v.project_id = $1 AND lower(v.name) = lower($2)
       AND ($3::text IS NULL OR lower(v.label) = lower($3))
     ORDER BY v.seq LIMIT 1`,
    [projectId, name, label ?? null],
  );
  return rows[0]?.node;
}

/** Deletes a vertex; its edges go with it (foreign keys cascade). */
export async function deleteVertex(
  db: Queryable,
  projectId: string,
  id: string,
): Promise<{ deleted: boolean; edges: number }> {
  const rows = await db.query<{ edges: number; deleted: number }>(
    `WITH gone_edges AS (
       DELETE FROM edges WHERE project_id = $1 AND (from_id = $2 OR to_id = $2) RETURNING 1
     ), gone AS (
       DELETE FROM vertices WHERE project_id = $1 AND id = $2 RETURNING 1
     )
     SELECT (SELECT count(*) FROM gone_edges)::int AS edges, (SELECT count(*) FROM gone)::int AS deleted`,
    [projectId, id],
  );
  const r = rows[0] as { edges: number; deleted: number };
  return { deleted: r.deleted > 0, edges: r.edges };
}

/** Vertices a group contains (outgoing `contains` edges), optionally only of one label. */
export async function groupMembers(
  db: Queryable,
  projectId: string,
  groupId: string,
  memberLabel?: string,
): Promise<GraphNode[]> {
  const rows = await db.query<{ node: GraphNode }>(
    `SELECT ${NODE_JSON} AS node
     FROM edges e JOIN vertices v ON v.project_id = e.project_id AND v.id = e.to_id
     WHERE e.project_id = $1 AND e.from_id = $2 AND e.label = 'contains'
       AND ($3::text IS NULL OR lower(v.label) = lower($3))
     ORDER BY v.seq`,
    [projectId, groupId, memberLabel ?? null],
  );
  return rows.map((r) => r.node);
}

/** Vertices of one label in the project, oldest first. */
export async function verticesByLabel(
  db: Queryable,
  projectId: string,
  label: string,
): Promise<GraphNode[]> {
  const rows = await db.query<{ node: GraphNode }>(
    `SELECT ${NODE_JSON} AS node FROM vertices v
     WHERE v.project_id = $1 AND lower(v.label) = lower($2) ORDER BY v.seq`,
    [projectId, label],
  );
  return rows.map((r) => r.node);
}

/** The caller's projects that hold a vertex with this id. */
export async function projectsHoldingVertex(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<string[]> {
  const rows = await db.query<{ project_id: string }>(
    `SELECT v.project_id FROM vertices v JOIN projects p ON p.id = v.project_id
     WHERE p.owner_id = $1 AND v.id = $2`,
    [ownerId, id],
  );
  return rows.map((r) => r.project_id);
}
