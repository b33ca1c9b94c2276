import { vertexDefaults } from '../../server/src/commands/nodeRules';
import type { Db } from '../../server/src/store/db';
import { upsertVertices } from '../../server/src/store/vertices';
import { type Contender, type Rounds, compare } from './measure';
import type { Figure } from './report';
import { prng, syntheticNode } from './seed';
import type { BenchServer } from './server';

type Node = ReturnType<typeof syntheticNode>;

/** `size` synthetic nodes with ids `{prefix}.{i}`; `round` varies names, attributes and places. */
function nodesFor(prefix: string, size: number, round: number): Node[] {
  const rand = prng(round + 1);
  return Array.from({ length: size }, (_, i) => syntheticNode(`${prefix}.${i}`, i + round, rand));
}

const COLUMNS = ['id', 'label', 'pk', 'name', 'type', 'vertex_type', 'x', 'y', 'attributes'];

/**
 * The raw upsert a hand-written client would send: one multi-row INSERT … VALUES (…),(…) … ON
 * CONFLICT DO UPDATE of the same rows, with the defaults the server would give them.
 */
export function rawUpsert(
  projectId: string,
  nodes: readonly Node[],
): { sql: string; params: unknown[] } {
  const params: unknown[] = [projectId];
  const tuples = nodes.map((n) => {
    const d = vertexDefaults(n);
    const row = [
      n.id,
      n.label,
      d.pk,
      n.name,
      d.type,
      d.vertex_type,
      n.x,
      n.y,
      JSON.stringify(n.attributes),
    ];
    const at = params.length;
    params.push(...row);
    return `($1, ${row.map((_, k) => `$${at + k + 1}`).join(', ')})`;
  });
  const sql = `INSERT INTO vertices AS v (project_id, ${COLUMNS.join(', ')})
    VALUES ${tuples.join(',\n')}
    ON CONFLICT (project_id, id) DO UPDATE SET
      label = EXCLUDED.label, pk = EXCLUDED.pk, name = EXCLUDED.name, type = EXCLUDED.type,
      vertex_type = EXCLUDED.vertex_type, x = EXCLUDED.x, y = EXCLUDED.y,
      attributes = v.attributes || EXCLUDED.attributes, updated_at = clock_timestamp()`;
  return { sql, params };
}

/** Medians of one kind of batch write (insert or update) by the API, raw SQL and the store. */
export interface UpsertMedians {
  api: number;
  raw: number;
  store: number;
}

/**
 * `batch_upsert_nodes` of `size` nodes through HTTP against the raw multi-row upsert of the same
 * rows, and the store's `upsertVertices` without HTTP for the breakdown. Inserts use fresh ids
 * each round (deleted again untimed, so the table does not grow); updates rewrite one fixed set.
 */
export async function benchBatchUpsert(
  backend: string,
  db: Db,
  server: BenchServer,
  projectId: string,
  size: number,
  rounds: Rounds,
): Promise<{ figures: Figure[]; insert: UpsertMedians; update: UpsertMedians }> {
  const del = async (nodes: Node[]) => {
    await db.query('DELETE FROM vertices WHERE project_id = $1 AND id = ANY($2::text[])', [
      projectId,
      nodes.map((n) => n.id),
    ]);
  };
  const viaApi = (nodes: Node[]) => {
    const json = JSON.stringify({ project_id: projectId, nodes });
    return () => server.post('batch_upsert_nodes', json);
  };
  const viaRaw = (nodes: Node[]) => {
    const { sql, params } = rawUpsert(projectId, nodes);
    return () => db.query(sql, params);
  };
  const viaStore = (nodes: Node[]) => () =>
    db.transaction((tx) => upsertVertices(tx, projectId, nodes, vertexDefaults));

  const run = async (kind: 'insert' | 'update'): Promise<UpsertMedians> => {
    const ids = (who: string) => (round: number) =>
      kind === 'insert' ? `bench-${who}.r${round}` : `bench-upd.${who}`;
    /** One contender: the round's payload is built untimed in setup, and deleted after inserts. */
    const make = (who: string, build: (n: Node[]) => () => Promise<unknown>): Contender => {
      let nodes: Node[] = [];
      let call: () => Promise<unknown> = async () => undefined;
      return {
        name: who,
        async setup(round) {
          nodes = nodesFor(ids(who)(round), size, round);
          call = build(nodes);
        },
        run: () => call(),
        ...(kind === 'insert' ? { teardown: () => del(nodes) } : {}),
      };
    };
    if (kind === 'update') {
      for (const who of ['api', 'raw', 'store']) {
        const nodes = nodesFor(ids(who)(0), size, 0);
        await db.transaction((tx) => upsertVertices(tx, projectId, nodes, vertexDefaults));
      }
    }
    const t = await compare(
      [make('api', viaApi), make('raw', viaRaw), make('store', viaStore)],
      rounds,
    );
    return { api: t.api as number, raw: t.raw as number, store: t.store as number };
  };

  const insert = await run('insert');
  const update = await run('update');
  const k = `${size / 1000}k`;
  const figures: Figure[] = [];
  for (const [kind, m] of [
    ['insert', insert],
    ['update', update],
  ] as const) {
    figures.push(
      {
        what: `batch_upsert_nodes ${k} ${kind}`,
        backend,
        a: { name: 'api', ms: m.api },
        b: { name: 'raw', ms: m.raw },
        budget: 2,
      },
      {
        what: `batch_upsert_nodes ${k} ${kind} (store only)`,
        backend,
        a: { name: 'store', ms: m.store },
        b: { name: 'raw', ms: m.raw },
      },
    );
  }
  return { figures, insert, update };
}
