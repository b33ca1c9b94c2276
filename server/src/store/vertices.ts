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

/**
 * Locks the vertices of this project that have these ids, for the rest of the transaction, and
 * answers their labels. A write that locks first keeps the fields it does not name exactly as
 * they are, however many writers run at once. Locks are taken in id order, so two batches over
 * the same ids cannot deadlock.
 */
export async function lockVertices(
  db: Queryable,
  projectId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; label: string }>(
    `SELECT id, label FROM vertices WHERE project_id = $1 AND id = ANY($2::text[])
     ORDER BY id FOR UPDATE`,
    [projectId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.label]));
}

/**
 * Creates or partially updates many vertices of one project in one statement fed by arrays
 * through `unnest`: each row is merged with the stored one (if any) and written with
 * `INSERT … ON CONFLICT DO UPDATE`, so existing rows cost one primary-key probe each. Fields a
 * write leaves out keep their stored value; attributes merge key by key (null removes a key).
 * Ids must be unique within `writes`; creations must carry a name; callers that update rows
 * others may write at the same time lock them first (`lockVertices`).
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
  return rows.map((r) => r.node);
}

/**
 * The same write answering only the ids: for batches whose caller needs no more, it spares
 * building, sending and parsing a JSON object per row.
 */
export async function upsertVertexIds(
  db: Queryable,
  projectId: string,
  writes: readonly VertexWrite[],
  defaults: (w: VertexWrite) => VertexDefaults,
): Promise<string[]> {
  const rows = await runUpsert<{ id: string }>(db, projectId, writes, defaults, 'v.id');
  return rows.map((r) => r.id);
}

async function runUpsert<T>(
  db: Queryable,
  projectId: string,
  writes: readonly VertexWrite[],
  defaults: (w: VertexWrite) => VertexDefaults,
  returning: string,
): Promise<T[]> {
  if (writes.length === 0) return [];
  const col = <K extends keyof VertexWrite>(k: K) => writes.map((w) => w[k] ?? null);
  const d = writes.map(defaults);
  return db.query<T>(
    `WITH input AS (
       SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::boolean[], $9::boolean[], $10::float8[], $11::float8[],
                            $12::boolean[], $13::boolean[], $14::jsonb[],
                            $15::text[], $16::text[], $17::text[], $18::text[]) WITH ORDINALITY
         AS t(id, label, pk, name, type, vertex_type, visible, focus, x, y, set_x, set_y,
              attributes, d_label, d_pk, d_type, d_vertex_type, ord)
     )
     INSERT INTO vertices AS v (project_id, id, label, pk, name, type, vertex_type, visible, focus,
                                x, y, attributes)
     SELECT $1, i.id,
            COALESCE(i.label, cur.label, i.d_label), COALESCE(i.pk, cur.pk, i.d_pk),
            COALESCE(i.name, cur.name),
            COALESCE(i.type, cur.type, i.d_type),
            COALESCE(i.vertex_type, cur.vertex_type, i.d_vertex_type),
            COALESCE(i.visible, cur.visible, true), COALESCE(i.focus, cur.focus, false),
            CASE WHEN i.set_x THEN i.x ELSE cur.x END,
            CASE WHEN i.set_y THEN i.y ELSE cur.y END,
            CASE WHEN i.attributes IS NULL THEN COALESCE(cur.attributes, '{}'::jsonb)
                 ELSE jsonb_strip_nulls(COALESCE(cur.attributes, '{}'::jsonb) || i.attributes) END
     FROM input i
     -- One primary-key probe per input row: OFFSET 0 keeps the planner from turning this into a
     -- hash join that reads the whole project.
     LEFT JOIN LATERAL (SELECT * FROM vertices c WHERE c.project_id = $1 AND c.id = i.id OFFSET 0) cur
       ON true
     ORDER BY i.ord
     ON CONFLICT (project_id, id) DO UPDATE SET
       label = EXCLUDED.label, pk = EXCLUDED.pk, name = EXCLUDED.name, type = EXCLUDED.type,
       vertex_type = EXCLUDED.vertex_type, visible = EXCLUDED.visible, focus = EXCLUDED.focus,
       x = EXCLUDED.x, y = EXCLUDED.y, attributes = EXCLUDED.attributes,
       updated_at = clock_timestamp()
     RETURNING ${returning}`,
    [
      projectId,
      col('id'),
      col('label'),
      col('pk'),
      col('name'),
      col('type'),
      col('vertex_type'),
      col('visible'),
      col('focus'),
      col('x'),
      col('y'),
      writes.map((w) => w.x !== undefined),
      writes.map((w) => w.y !== undefined),
      writes.map((w) => (w.attributes ? JSON.stringify(w.attributes) : null)),
      d.map((x) => x.label),
      d.map((x) => x.pk),
      d.map((x) => x.type),
      d.map((x) => x.vertex_type),
    ],
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
