import type { GraphEdge } from '@trellis/core';
import type { Queryable } from './db';
import { EDGE_ENDS_JOIN, EDGE_JSON } from './sql';

export interface EdgeWrite {
  id: string;
  from: string;
  to: string;
  label: string;
  properties: Record<string, unknown>;
}

/**
 * Creates or updates many edges of one project in one statement. An existing edge keeps its
 * properties, merged with the new ones. Both ends must exist in the project (checked before).
 */
export async function upsertEdges(
  db: Queryable,
  projectId: string,
  writes: readonly EdgeWrite[],
): Promise<GraphEdge[]> {
  if (writes.length === 0) return [];
  const rows = await db.query<{ edge: GraphEdge }>(
    `WITH input AS (
       SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::jsonb[])
         WITH ORDINALITY AS t(id, from_id, to_id, label, properties, ord)
     ), written AS (
       INSERT INTO edges AS x (project_id, id, from_id, to_id, label, properties)
       SELECT $1, i.id, i.from_id, i.to_id, i.label, i.properties FROM input i ORDER BY i.ord
       ON CONFLICT (project_id, id) DO UPDATE
         SET properties = jsonb_strip_nulls(x.properties || EXCLUDED.properties)
       RETURNING *
     )
     SELECT ${EDGE_JSON} AS edge FROM written e ${EDGE_ENDS_JOIN}`,
    [
      projectId,
      writes.map((w) => w.id),
      writes.map((w) => w.from),
      writes.map((w) => w.to),
      writes.map((w) => w.label),
      writes.map((w) => JSON.stringify(w.properties)),
    ],
  );
  const byId = new Map(rows.map((r) => [r.edge.id, r.edge]));
  return writes.map((w) => byId.get(w.id)).filter((e): e is GraphEdge => e !== undefined);
}

export async function deleteEdge(db: Queryable, projectId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM edges WHERE project_id = $1 AND id = $2 RETURNING id', [
    projectId,
    id,
  ]);
  return rows.length > 0;
}
