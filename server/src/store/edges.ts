import type { GraphEdge } from '@trellis/core';
import type { Queryable } from './db';
import { EDGE_JSON } from './sql';

export interface EdgeWrite {
  id: string;
  from: string;
  to: string;
  label: string;
  properties: Record<string, unknown>;
}

/**
 * Creates or updates many edges of one project in one statement. An existing edge keeps its
 * properties, merged with the new ones; the ends' labels and names are written into them (and
 * kept current by a trigger on vertices). Both ends must exist in the project (checked before).
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
     )
     INSERT INTO edges AS e (project_id, id, from_id, to_id, label, properties)
     SELECT $1, i.id, i.from_id, i.to_id, i.label,
            i.properties || jsonb_build_object('sourceLabel', s.label, 'sourceName', s.name,
                                               'targetLabel', t.label, 'targetName', t.name)
     FROM input i
     -- One primary-key probe per end (OFFSET 0: never a hash of the whole project).
     JOIN LATERAL (SELECT label, name FROM vertices v
                   WHERE v.project_id = $1 AND v.id = i.from_id OFFSET 0) s ON true
     JOIN LATERAL (SELECT label, name FROM vertices v
                   WHERE v.project_id = $1 AND v.id = i.to_id OFFSET 0) t ON true
     ORDER BY i.ord
     ON CONFLICT (project_id, id) DO UPDATE
       SET properties = jsonb_strip_nulls(e.properties || EXCLUDED.properties)
     RETURNING ${EDGE_JSON} AS edge`,
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
