/**
 * `npm run bench`: the performance budgets of DESIGN.md for the graph store and for
 * create_project with the offline engine, measured on PGlite and PostgreSQL through the real
 * HTTP server, each printed with its ratio to a baseline of the same run and PASS or OVER; and
 * the initial JavaScript of the built web app as Chromium loads it, against its KB budgets; and
 * the graph canvas in Chromium (first render, p95 frame times of pan and drag) against its own;
 * and the load: 100 signed-in users on a mix of calls for 60 s, on PostgreSQL then PGlite.
 * BENCH_ONLY=store, create_project, bundle, canvas or load runs one of the five.
 * Exits 0 (benchmarks report, tests judge) except when the load finds an error or a leak: those
 * are defects, not figures.
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
import { benchBundle } from './src/bundle';
import { benchCanvas } from './src/canvas';
import { PROMPTS, benchCreateProject } from './src/createProject';
import { benchGraphRead } from './src/graphRead';
import { benchLoad } from './src/load';
import { roundsFromEnv } from './src/measure';
import { type Figure, type Timing, printTable, printTimings, printVerdict } from './src/report';
import { seedGraph } from './src/seed';
import { type BenchServer, startBenchServer } from './src/server';

const NODES = 10_000;
const EDGES = 20_000;
const BATCH = 1_000;
const GRAPH = `get_project_graph ${NODES / 1000}k/${EDGES / 1000}k`;

interface BackendResult {
  figures: Figure[];
  /** The API medians compared across backends; absent under BENCH_ONLY=create_project. */
  api?: { graphMs: number; insertMs: number; updateMs: number };
  timings: Timing[];
}

const log = (line: string) => console.log(`[bench] ${line}`);

const BENCHES = ['store', 'create_project', 'bundle', 'canvas', 'load'] as const;
type Bench = (typeof BENCHES)[number];

/** Which benchmarks run: all unless BENCH_ONLY names one. */
function selected(): {
  store: boolean;
  createProject: boolean;
  bundle: boolean;
  canvas: boolean;
  load: boolean;
} {
  const only = process.env.BENCH_ONLY;
  const known = (BENCHES as readonly string[]).includes(only ?? '');
  if (only && !known) log(`BENCH_ONLY=${only} is none of ${BENCHES.join(', ')}: running all`);
  const runs = (b: Bench) => !known || only === b;
  return {
    store: runs('store'),
    createProject: runs('create_project'),
    bundle: runs('bundle'),
    canvas: runs('canvas'),
    load: runs('load'),
  };
}

/** create_project rounds: each one times every prompt once. */
const createRounds = () => roundsFromEnv(process.env, { warmup: 1, runs: 5 }, 'BENCH_CREATE_');

/** Seeds and measures one backend on a store it owns and closes. */
async function benchBackend(backend: Backend, store: Store): Promise<BackendResult> {
  const server = await startBenchServer(store);
  try {
    log(`${backend}: ${store.description}; server at ${server.baseUrl}, signed in`);
    const which = selected();
    const result: BackendResult = which.store
      ? await benchStore(backend, store, server)
      : { figures: [], timings: [] };
    if (which.createProject) {
      const t = Date.now();
      const rounds = createRounds();
      const created = await benchCreateProject(backend, store.db, server, rounds);
      log(
        `${backend}: create_project wrote ${created.vertices.join('–')} vertices and ` +
          `${created.edges.join('–')} edges per project; ${rounds.warmup}+${rounds.runs} rounds ` +
          `of ${PROMPTS.length} prompts in ${Date.now() - t} ms`,
      );
      result.timings.push(...created.timings);
    }
    return result;
  } finally {
    await server.close();
  }
}

/** The graph read and batch upsert budgets, on a project seeded with a large graph. */
async function benchStore(
  backend: Backend,
  store: Store,
  server: BenchServer,
): Promise<BackendResult> {
  const rounds = roundsFromEnv();
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
    api: { graphMs: graph.apiMs, insertMs: upsert.insert.api, updateMs: upsert.update.api },
    timings: [],
  };
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
  const which = selected();
  if (which.store || which.createProject) await benchStores();
  if (which.bundle) await benchBundle();
  if (which.canvas) await benchCanvas();
  if (which.load && !(await benchLoad())) process.exitCode = 1;
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The store and create_project figures, on PGlite and (when it can be had) PostgreSQL. */
async function benchStores(): Promise<void> {
  const rounds = roundsFromEnv();
  const create = createRounds();
  log(
    `Node ${process.version}; store: ${rounds.warmup} warm-up + ${rounds.runs} timed rounds, ` +
      `medians; create_project: ${create.warmup} warm-up + ${create.runs} timed rounds of ` +
      `${PROMPTS.length} prompts, medians and p95`,
  );

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
  const timings: Timing[] = [...(pglite?.timings ?? []), ...(postgres?.timings ?? [])];
  if (pglite?.api && postgres?.api) {
    const vs = (what: string, a: number, b: number, budget?: number): Figure => ({
      what,
      backend: 'pglite/pg',
      a: { name: 'pglite', ms: a },
      b: { name: 'pg', ms: b },
      ...(budget !== undefined ? { budget } : {}),
    });
    figures.push(
      vs(`batch_upsert_nodes 1k insert (api)`, pglite.api.insertMs, postgres.api.insertMs, 3),
      vs(`batch_upsert_nodes 1k update (api)`, pglite.api.updateMs, postgres.api.updateMs, 3),
      vs(`${GRAPH} (api)`, pglite.api.graphMs, postgres.api.graphMs),
    );
  }
  if (figures.length > 0) {
    printTable(figures, `Trellis store benchmarks (medians of ${rounds.runs} runs)`);
  }
  if (timings.length > 0) {
    printTimings(
      timings,
      `create_project, offline engine: ${PROMPTS.length} prompts x ${create.runs} rounds ` +
        `(ratio: median / median of the raw insert)`,
    );
  }
  printVerdict(figures, timings);
  if (!pglite) console.log('\nPGlite: FAILED (see the error above); no PGlite figures.');
  if (!postgres) {
    console.log(
      pgMissing !== undefined
        ? `\nPostgreSQL: NOT MEASURED, could not start it (${pgMissing}). ` +
            'Set BENCH_DATABASE_URL or install PostgreSQL (PG_BIN) for scripts/pg-cluster.sh.'
        : '\nPostgreSQL: FAILED (see the error above); no PostgreSQL figures.',
    );
  }
}

await main();
