/**
 * `npm run bench`: the performance budgets of DESIGN.md for the graph store, measured on PGlite
 * and PostgreSQL through the real HTTP server, each printed as a ratio with PASS or OVER.
 * Always exits 0: benchmarks report, tests judge.
 */
import type { Store } from '../server/src/store/open';
import {
  type Backend,
  type PostgresServer,
  openPgliteStore,
  openPostgresStore,
  startPostgres,
} from './src/backends';
import { benchBatchUpsert } from './src/batchUpsert';
import { benchGraphRead } from './src/graphRead';
import { roundsFromEnv } from './src/measure';
import { type Figure, printTable } from './src/report';
import { seedGraph } from './src/seed';
import { startBenchServer } from './src/server';

const NODES = 10_000;
const EDGES = 20_000;
const BATCH = 1_000;
const GRAPH = `get_project_graph ${NODES / 1000}k/${EDGES / 1000}k`;

interface BackendResult {
  figures: Figure[];
  graphApiMs: number;
  insertApiMs: number;
  updateApiMs: number;
}

const log = (line: string) => console.log(`[bench] ${line}`);

/** Seeds and measures one backend on a store it owns and closes. */
async function benchBackend(backend: Backend, store: Store): Promise<BackendResult> {
  const rounds = roundsFromEnv();
  const server = await startBenchServer(store);
  try {
    log(`${backend}: ${store.description}; server at ${server.baseUrl}, signed in`);
    const created = await server.call<{ project_id: string }>('create_project', {
      prompt: 'Open a small bakery in the old town. Plan suppliers, staff, permits and launch.',
    });
    const projectId = created.project_id;
    const seeded = await seedGraph(store.db, projectId, NODES, EDGES);
    log(
      `${backend}: seeded ${seeded.nodeIds.length} nodes in ${seeded.nodesMs} ms, ` +
        `${seeded.edges} edges in ${seeded.edgesMs} ms (untimed; see README on slow edge seeding)`,
    );

    let t = Date.now();
    const graph = await benchGraphRead(backend, GRAPH, store.db, server, projectId, rounds);
    log(
      `${backend}: graph answer ${(graph.bodyBytes / 1e6).toFixed(1)} MB, ` +
        `${graph.nodes} nodes / ${graph.edges} edges (raw rows ${graph.rawNodes} / ${graph.rawEdges}), ` +
        `${rounds.warmup}+${rounds.runs} rounds in ${Date.now() - t} ms`,
    );
    t = Date.now();
    const upsert = await benchBatchUpsert(backend, store.db, server, projectId, BATCH, rounds);
    log(`${backend}: batch upserts measured in ${Date.now() - t} ms`);
    return {
      figures: [...graph.figures, ...upsert.figures],
      graphApiMs: graph.apiMs,
      insertApiMs: upsert.insert.api,
      updateApiMs: upsert.update.api,
    };
  } finally {
    await server.close();
  }
}

/** Opens a store, measures it, and closes it whatever happens. */
async function withStore(
  backend: Backend,
  open: () => Promise<Store>,
): Promise<BackendResult | undefined> {
  let store: Store | undefined;
  try {
    store = await open();
    return await benchBackend(backend, store);
  } catch (err) {
    const cause = (err as Error).cause;
    console.error(`[bench] ${backend}: FAILED: ${(err as Error).stack ?? String(err)}`);
    if (cause !== undefined) console.error('[bench] caused by:', cause);
    return undefined;
  } finally {
    await store?.close().catch((err: unknown) => console.error(`[bench] closing ${backend}:`, err));
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const rounds = roundsFromEnv();
  log(`Node ${process.version}; ${rounds.warmup} warm-up + ${rounds.runs} timed rounds, medians`);

  const pglite = await withStore('pglite', openPgliteStore);

  let pgServer: PostgresServer | undefined;
  let postgres: BackendResult | undefined;
  let pgMissing: string | undefined;
  try {
    pgServer = await startPostgres();
  } catch (err) {
    pgMissing = (err as Error).message.split('\n')[0];
  }
  try {
    if (pgServer) {
      const server = pgServer;
      postgres = await withStore('postgres', () => openPostgresStore(server));
    }
  } finally {
    pgServer?.stop();
  }

  const figures: Figure[] = [...(pglite?.figures ?? []), ...(postgres?.figures ?? [])];
  if (pglite && postgres) {
    const vs = (what: string, a: number, b: number, budget?: number): Figure => ({
      what,
      backend: 'pglite/pg',
      a: { name: 'pglite', ms: a },
      b: { name: 'pg', ms: b },
      ...(budget !== undefined ? { budget } : {}),
    });
    figures.push(
      vs(`batch_upsert_nodes 1k insert (api)`, pglite.insertApiMs, postgres.insertApiMs, 3),
      vs(`batch_upsert_nodes 1k update (api)`, pglite.updateApiMs, postgres.updateApiMs, 3),
      vs(`${GRAPH} (api)`, pglite.graphApiMs, postgres.graphApiMs),
    );
  }
  printTable(figures, `Trellis store benchmarks (medians of ${rounds.runs} runs)`);
  if (!pglite) console.log('\nPGlite: FAILED (see the error above); no PGlite figures.');
  if (!postgres) {
    console.log(
      pgMissing !== undefined
        ? `\nPostgreSQL: NOT MEASURED, could not start it (${pgMissing}). ` +
            'Set BENCH_DATABASE_URL or install PostgreSQL (PG_BIN) for scripts/pg-cluster.sh.'
        : '\nPostgreSQL: FAILED (see the error above); no PostgreSQL figures.',
    );
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
