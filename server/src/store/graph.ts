import { LABELS } from '@trellis/core';
import type { Queryable } from './db';
import { EDGE_ENDS_JOIN, EDGE_JSON, LINK_TYPE_JSON, NODE_JSON, NODE_TYPE_JSON } from './sql';

/**
 * Reads a project's whole graph as one JSON text built by PostgreSQL in one statement. The text
 * goes to the client as it is: no parse and re-serialise of tens of thousands of rows here.
 */
export async function readGraphJson(db: Queryable, projectId: string): Promise<string> {
  const rows = await db.query<{ graph: string }>(
    `SELECT json_build_object(
       'nodes', COALESCE((SELECT json_agg(${NODE_JSON} ORDER BY v.seq)
                          FROM vertices v WHERE v.project_id = $1), '[]'::json),
       'edges', COALESCE((SELECT json_agg(${EDGE_JSON} ORDER BY e.seq)
                          FROM edges e ${EDGE_ENDS_JOIN} WHERE e.project_id = $1), '[]'::json),
       'node_types', COALESCE((SELECT json_agg(${NODE_TYPE_JSON} ORDER BY v.seq)
                          FROM vertices v
                          WHERE v.project_id = $1 AND lower(v.label) = lower($2)), '[]'::json),
       'link_types', COALESCE((SELECT json_agg(${LINK_TYPE_JSON} ORDER BY v.seq)
                          FROM vertices v
                          WHERE v.project_id = $1 AND lower(v.label) = lower($3)), '[]'::json),
       'system_groups', COALESCE((SELECT json_agg(json_build_object(
                             'key', v.attributes->>'group_key', 'id', v.id, 'name', v.name)
                             ORDER BY v.seq)
                          FROM vertices v
                          WHERE v.project_id = $1 AND v.attributes ? 'group_key'), '[]'::json),
       'project_id', $1::text
     )::text AS graph`,
    [projectId, LABELS.nodeType, LABELS.linkType],
  );
  return (rows[0] as { graph: string }).graph;
}
