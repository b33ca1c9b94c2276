import type { Db } from '../../server/src/store/db';
import { readGraphJson } from '../../server/src/store/graph';
import { type Rounds, compare } from './measure';
import type { Figure } from './report';
import type { BenchServer } from './server';

/** Medians of the graph read, and what the API answered (to check the rows are the same). */
export interface GraphReadResult {
  figures: Figure[];
  apiMs: number;
  nodes: number;
  edges: number;
  rawNodes: number;
  rawEdges: number;
  bodyBytes: number;
}

/**
 * `get_project_graph` through HTTP (fetch, whole body read) against the raw selects of the same
 * rows through the same driver, rows materialised; the store's `readGraphJson` without HTTP is
 * timed as well to show where the difference goes.
 */
export async function benchGraphRead(
  backend: string,
  what: string,
  db: Db,
  server: BenchServer,
  projectId: string,
  rounds: Rounds,
): Promise<GraphReadResult> {
  const body = JSON.stringify({ project_id: projectId });
  const first = await server.post('get_project_graph', body);
  const graph = JSON.parse(first) as { result: { nodes: unknown[]; edges: unknown[] } };
  const rawRead = async () => {
    const v = await db.query('SELECT * FROM vertices WHERE project_id = $1', [projectId]);
    const e = await db.query('SELECT * FROM edges WHERE project_id = $1', [projectId]);
    return { v: v.length, e: e.length };
  };
  const counts = await rawRead();

  const t = await compare(
    [
      { name: 'api', run: () => server.post('get_project_graph', body) },
      { name: 'raw', run: rawRead },
      { name: 'store', run: () => readGraphJson(db, projectId) },
    ],
    rounds,
  );
  const api = t.api as number;
  const raw = t.raw as number;
  const store = t.store as number;
  return {
    figures: [
      { what, backend, a: { name: 'api', ms: api }, b: { name: 'raw', ms: raw }, budget: 1.5 },
      {
        what: `${what} (store only)`,
        backend,
        a: { name: 'store', ms: store },
        b: { name: 'raw', ms: raw },
      },
    ],
    apiMs: api,
    nodes: graph.result.nodes.length,
    edges: graph.result.edges.length,
    rawNodes: counts.v,
    rawEdges: counts.e,
    bodyBytes: Buffer.byteLength(first),
  };
}
