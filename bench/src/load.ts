/**
 * The load benchmark (`BENCH_ONLY=load`): LOAD_USERS signed-in users (100) each running the
 * mix of `loadMix.ts` in a closed loop for LOAD_SECONDS (60) against the real server in its own
 * process, first on PostgreSQL, then on PGlite. Every answer is checked: an error (not 200 and
 * `success: true`, or not what was asked) or a leak (anything of another user) fails the run.
 * Printed per backend: requests, requests/s, errors, leaks, and count, p50, p95, p99 per call;
 * then PGlite against PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { openPostgres } from '../../server/src/store/postgres';
import { type Backend, type PostgresServer, startPostgres, withDatabase } from './backends';
import { type Finding, type LoadCall, pickCall, plan } from './loadMix';
import {
  type LoadResult,
  Tally,
  printLoadRatios,
  printLoadResult,
  printLoadVerdict,
  summarise,
} from './loadReport';
import { type CpuSample, type LoadServer, cpuUse, readCpu, startLoadServer } from './loadServer';
import { type LoadUser, setUpUsers } from './loadUsers';

const log = (line: string) => console.log(`[bench] load: ${line}`);

export interface LoadOptions {
  users: number;
  seconds: number;
  /** Seconds of load before the timed window: checked, not timed (JIT, plans, pools). */
  warmupSeconds: number;
  /** Pause between a user's answer and its next call; 0 is a closed loop, as autocannon's. */
  thinkMs: number;
  /** Users set up at a time (each signs in, creates a project, reads it). */
  setupConcurrency: number;
  /** Cards a user adds at most, so that projects stop growing at a realistic size. */
  newNodesPerUser: number;
  backends: Backend[];
}

/** LOAD_* variables over the defaults (100 users, 60 s, 5 s warm-up, both backends). */
export function loadOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadOptions {
  const int = (name: string, d: number, min = 1) => {
    const n = Number(env[name]);
    return env[name] !== undefined && env[name] !== '' && Number.isInteger(n) && n >= min ? n : d;
  };
  const backends = (env.LOAD_BACKENDS ?? 'postgres,pglite')
    .split(',')
    .map((b) => b.trim())
    .filter((b): b is Backend => b === 'postgres' || b === 'pglite');
  return {
    users: int('LOAD_USERS', 100),
    seconds: int('LOAD_SECONDS', 60),
    warmupSeconds: int('LOAD_WARMUP_SECONDS', 5, 0),
    thinkMs: int('LOAD_THINK_MS', 0, 0),
    setupConcurrency: int('LOAD_SETUP_CONCURRENCY', 8),
    newNodesPerUser: int('LOAD_NODES_PER_USER', 50, 0),
    backends: backends.length > 0 ? backends : ['postgres', 'pglite'],
  };
}

/** The findings of one answer, counted once per answer: a leak, an error, or both. */
function record(tally: Tally, user: LoadUser, call: LoadCall, found: Finding[]) {
  const more = (n: number) => (n > 1 ? ` (and ${n - 1} more in this answer)` : '');
  const leaks = found.filter((f) => f.kind === 'leak');
  const errors = found.filter((f) => f.kind === 'error');
  if (leaks[0]) tally.leak(call, user.tag, leaks[0].message + more(leaks.length));
  if (errors[0])
    tally.error(call, 'check', `${user.tag}: ${errors[0].message}${more(errors.length)}`);
}

/** One user's calls, one at a time, until the window's deadline; timed from its start. */
async function userLoop(
  user: LoadUser,
  pool: Pool,
  tally: Tally,
  window: { start: number; deadline: number },
  o: LoadOptions,
): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.token}` };
  while (performance.now() < window.deadline) {
    const planned = plan(user, pickCall(user.rand), o.newNodesPerUser);
    const { call } = planned;
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      const res = await pool.request({
        path: `/api/${call}`,
        method: 'POST',
        headers: planned.headers ? { ...headers, ...planned.headers } : headers,
        body: planned.body,
      });
      status = res.statusCode;
      text = await res.body.text();
    } catch (err) {
      tally.requests++;
      const code = (err as { code?: string }).code ?? (err as Error).name;
      tally.error(call, `network ${code}`, `${user.tag}: ${(err as Error).message}`);
      planned.failed();
      continue;
    }
    tally.requests++;
    if (started >= window.start) tally.time(call, performance.now() - started);
    let answer: { success?: unknown; result?: unknown; error?: { code?: string } } | undefined;
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      answer = undefined;
    }
    if (status !== 200 || answer?.success !== true) {
      tally.error(
        call,
        `${status} ${answer?.error?.code ?? '(no JSON)'}`,
        `${user.tag}: ${text.slice(0, 300)}`,
      );
      planned.failed();
    } else {
      let found: Finding[];
      try {
        found = planned.check(answer.result);
      } catch (err) {
        found = [
          {
            kind: 'error',
            message: `malformed answer (${(err as Error).message}): ${text.slice(0, 200)}`,
          },
        ];
      }
      record(tally, user, call, found);
    }
    if (o.thinkMs > 0) await new Promise((r) => setTimeout(r, o.thinkMs));
  }
}

/** Sets the users up on `server`, runs the load, and answers the figures. */
async function runLoad(
  backend: Backend,
  description: string,
  server: LoadServer,
  o: LoadOptions,
  /** Port of the PostgreSQL server, to read its CPU time; none on PGlite. */
  pgPort?: string,
): Promise<LoadResult> {
  const runId = randomBytes(3).toString('hex');
  let t = Date.now();
  const users = await setUpUsers(server.baseUrl, runId, o.users, o.setupConcurrency);
  const setupMs = Date.now() - t;
  const range = (values: number[]) => {
    const [lo, hi] = [Math.min(...values), Math.max(...values)];
    return lo === hi ? String(lo) : `${lo}–${hi}`;
  };
  log(
    `${backend}: ${users.length} users signed in in ${(setupMs / 1000).toFixed(1)} s, each ` +
      `with a project of ${range(users.map((u) => u.nodes.size))} vertices, ` +
      `${range(users.map((u) => u.edges.size))} links and ` +
      `${range(users.map((u) => u.questions.length))} questions; ` +
      `now ${o.warmupSeconds} s warm-up + ${o.seconds} s of load`,
  );
  const pool = new Pool(server.baseUrl, { connections: o.users, pipelining: 1 });
  const tally = new Tally();
  try {
    const now = performance.now();
    const window = { start: now + o.warmupSeconds * 1000, deadline: 0 };
    window.deadline = window.start + o.seconds * 1000;
    const sample = () => readCpu(server, pgPort);
    let first: CpuSample | undefined;
    let last: CpuSample | undefined;
    const timers = [
      setTimeout(() => (first = sample()), window.start - now),
      setTimeout(() => (last = sample()), window.deadline - now),
    ];
    t = Date.now();
    await Promise.all(users.map((u) => userLoop(u, pool, tally, window, o)));
    timers.forEach(clearTimeout);
    log(`${backend}: load ran ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const cpu = cpuUse(first, last ?? sample());
    const requests = [...tally.times.values()].reduce((n, ms) => n + ms.length, 0);
    return {
      backend,
      description,
      users: users.length,
      seconds: o.seconds,
      warmupSeconds: o.warmupSeconds,
      setupMs,
      requests,
      tally,
      ...summarise(tally),
      cpu,
      serverLog: server.log(),
    };
  } finally {
    await pool.close();
  }
}

/** PostgreSQL could not be had: the other benchmarks report PGlite alone then, and so does this. */
class NotMeasured extends Error {}

/** Starts the server for `backend`, runs the load, stops everything it started. */
async function onBackend(backend: Backend, o: LoadOptions): Promise<LoadResult> {
  if (backend === 'pglite') {
    const server = await startLoadServer();
    try {
      return await runLoad(backend, 'PGlite in a temporary DATA_DIR', server, o);
    } finally {
      await server.stop();
    }
  }
  let pg: PostgresServer;
  try {
    pg = await startPostgres();
  } catch (err) {
    throw new NotMeasured((err as Error).message.split('\n')[0] ?? '');
  }
  try {
    const name = `trellis_load_${randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(pg.adminUrl, 1);
    try {
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const server = await startLoadServer(withDatabase(pg.adminUrl, name));
        try {
          return await runLoad(
            backend,
            `PostgreSQL database ${name} (${pg.description})`,
            server,
            o,
            new URL(pg.adminUrl).port || '5432',
          );
        } finally {
          await server.stop();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    } finally {
      await admin.close();
    }
  } finally {
    pg.stop();
  }
}

/**
 * Runs the load on each backend (PostgreSQL first), prints the figures and the ratios, and
 * answers whether it passed: no errors and no leaks, and no backend that failed to run.
 */
export async function benchLoad(o: LoadOptions = loadOptionsFromEnv()): Promise<boolean> {
  log(
    `${o.users} users, ${o.warmupSeconds} s warm-up + ${o.seconds} s, think time ${o.thinkMs} ms, ` +
      `backends ${o.backends.join(', ')}; server: node --import tsx server/src/main.ts, ` +
      `rate limits raised`,
  );
  const results: LoadResult[] = [];
  let failed = false;
  for (const backend of o.backends) {
    try {
      const result = await onBackend(backend, o);
      results.push(result);
      printLoadResult(result);
    } catch (err) {
      if (err instanceof NotMeasured) {
        console.log(
          `\nLoad on ${backend}: NOT MEASURED, could not start it (${err.message}). ` +
            'Set BENCH_DATABASE_URL or install PostgreSQL (PG_BIN) for scripts/pg-cluster.sh.',
        );
        continue;
      }
      failed = true;
      console.error(`[bench] load on ${backend}: FAILED: ${(err as Error).stack ?? String(err)}`);
    }
  }
  const pglite = results.find((r) => r.backend === 'pglite');
  const pg = results.find((r) => r.backend === 'postgres');
  if (pglite && pg) printLoadRatios(pglite, pg);
  return printLoadVerdict(results) && !failed;
}
