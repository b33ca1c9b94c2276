import { LABELS } from '@trellis/core';
import type { Db } from './db';
import { LINK_TYPE_JSON, NODE_TYPE_JSON } from './sql';

/**
 * A project's nodes as one JSON array, in creation order, shaped as get_project_graph sends them
 * (GraphNode). `project` is an SQL expression for the project id: a parameter, or a column of an
 * outer query (the account export reads every project's nodes this way).
 */
export const nodesJson = (project: string) => `COALESCE((SELECT json_agg(r) FROM (
             SELECT v.id, v.id AS primary_key, v.pk, v.project_id, v.label, v.name, v.type,
                    v.vertex_type, v.visible, v.focus, v.x, v.y, v.attributes, v.created_at,
                    v.updated_at
             FROM vertices v WHERE v.project_id = ${project} ORDER BY v.seq) r), '[]'::json)`;

/** A project's edges as one JSON array, in creation order (GraphEdge); see nodesJson. */
export const edgesJson = (project: string) => `COALESCE((SELECT json_agg(r) FROM (
             SELECT e.id, e.from_id AS "from", e.to_id AS "to", e.label, e.properties,
                    e.created_at
             FROM edges e WHERE e.project_id = ${project} ORDER BY e.seq) r), '[]'::json)`;

/**
 * Reads a project's whole graph as one JSON text built by PostgreSQL in one statement. The text
 * goes to the client as it is: no parse and re-serialise of tens of thousands of rows here.
 * Rows are aggregated from ordered subqueries (cheaper than an object built per row), and the
 * sorts get enough memory not to spill to disk.
 */
export async function readGraphJson(db: Db, projectId: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL work_mem = '64MB'`);
    const rows = await tx.query<{ graph: string }>(
      `SELECT json_build_object(
         'nodes', ${nodesJson('$1')},
         'edges', ${edgesJson('$1')},
         'node_types', COALESCE((SELECT json_agg(${NODE_TYPE_JSON} ORDER BY v.seq)
                            FROM vertices v
                            WHERE lower(v.label) = lower($2) AND v.project_id = $1), '[]'::json),
         'link_types', COALESCE((SELECT json_agg(${LINK_TYPE_JSON} ORDER BY v.seq)
                            FROM vertices v
                            WHERE lower(v.label) = lower($3) AND v.project_id = $1), '[]'::json),
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
  });
}
