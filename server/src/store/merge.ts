import { edgeId } from '@trellis/core';
import type { Queryable } from './db';
import { type EdgeWrite, upsertEdges } from './edges';
import { deleteVertex } from './vertices';

/**
 * Folds vertex `from` into `into`: its links are re-pointed to `into` (a link that would join
 * `into` to itself is dropped, one `into` already has is kept once), its attributes fill the keys
 * `into` lacks, and `from` is deleted. Runs inside the caller's transaction.
 */
export async function mergeVertex(
  db: Queryable,
  projectId: string,
  from: string,
  into: string,
): Promise<void> {
  const rows = await db.query<{
    f: string;
    label: string;
    t: string;
    properties: Record<string, unknown>;
  }>(
    `SELECT CASE WHEN from_id = $2 THEN $3 ELSE from_id END AS f, label,
            CASE WHEN to_id = $2 THEN $3 ELSE to_id END AS t, properties
     FROM edges WHERE project_id = $1 AND (from_id = $2 OR to_id = $2)`,
    [projectId, from, into],
  );
  const moved = new Map<string, EdgeWrite>();
  for (const r of rows) {
    const id = edgeId(r.f, r.label, r.t);
    if (r.f !== r.t && !moved.has(id))
      moved.set(id, { id, from: r.f, to: r.t, label: r.label, properties: r.properties });
  }
  await db.query(
    `UPDATE vertices i SET attributes = f.attributes || i.attributes, updated_at = now()
     FROM vertices f
     WHERE i.project_id = $1 AND i.id = $3 AND f.project_id = $1 AND f.id = $2`,
    [projectId, from, into],
  );
  await deleteVertex(db, projectId, from);
  await upsertEdges(db, projectId, [...moved.values()]);
}
