/**
 * The server under load: the real app, `server/src/main.ts` run through tsx in a process of its
 * own (so that the load generator does not share its event loop), on a free loopback port, with
 * the embedded identity provider, on PGlite in a temporary DATA_DIR or on a PostgreSQL database
 * given by URL. Also the CPU readings that say which process a run was bound by.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/listen';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A per-minute limit no run reaches: 100 users from one address would trip the defaults. */
const UNLIMITED = '1000000';
/** Lines of the server's own log kept for the report (warnings and errors: LOG_LEVEL=warn). */
const LOG_LINES_KEPT = 20;
/** oidc-provider's notice that it prefers Node 22; it runs fine on 20 (DESIGN.md). */
const KNOWN_NOISE = /oidc-provider WARNING: Unsupported runtime/;

export interface LoadServer {
  baseUrl: string;
  /** CPU seconds (user + system) the server process has used so far. */
  cpuSeconds(): number;
  /** The first lines the server logged (warnings and errors), and how many it logged in all. */
  log(): { lines: string[]; count: number };
  /** SIGTERM (the server finishes what is in flight and closes its store), then cleans up. */
  stop(): Promise<void>;
}

let clockTicks: number | undefined;
/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** CPU seconds a process has used (utime + stime of /proc/<pid>/stat), NaN when unreadable. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond();
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by the PostgreSQL server listening on `port` and its backends: the
 * postmaster is the `postgres` process started with `-p <port>` (as scripts/pg-cluster.sh starts
 * it), the backends its children. NaN when it is not found (a server of BENCH_DATABASE_URL
 * started otherwise, or on another machine). Backends that exited since an earlier reading are
 * not counted: the server's pool keeps its connections, so few do.
 */
export function postgresCpuSeconds(port: string): number {
  const procs: { pid: number; ppid: number; comm: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (comm === 'postgres') procs.push({ pid: Number(entry), ppid, comm });
    } catch {
      // The process ended while the directory was read.
    }
  }
  const postmaster = procs.find((p) => {
    try {
      const args = readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').split('\0');
      return args.some((a, i) => (a === '-p' && args[i + 1] === port) || a === `-p${port}`);
    } catch {
      return false;
    }
  });
  if (!postmaster) return Number.NaN;
  return procs
    .filter((p) => p.pid === postmaster.pid || p.ppid === postmaster.pid)
    .reduce((sum, p) => sum + processCpuSeconds(p.pid), 0);
}

/** Busy and total CPU seconds of the whole machine so far, all cores (/proc/stat). */
export function machineCpuSeconds(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.reduce((a, b) => a + b, 0);
    const idle = (v[3] ?? 0) + (v[4] ?? 0);
    return { busy: (total - idle) / ticksPerSecond(), total: total / ticksPerSecond() };
  } catch {
    return { busy: Number.NaN, total: Number.NaN };
  }
}

/**
 * Starts the server with `databaseUrl` (PostgreSQL) or, without one, PGlite in a temporary
 * DATA_DIR (removed by `stop`), and waits for /healthz. The rate limits are raised for the run:
 * every user of the load comes from 127.0.0.1, so the per-address limit (600 a minute) would
 * answer 429 within a second, and each user sends far more than the 300 a minute a person would.
 */
export async function startLoadServer(databaseUrl?: string): Promise<LoadServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'trellis-bench-load-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'server/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        OIDC_ISSUER: '',
        OIDC_AUDIENCE: '',
        PLANNER: 'offline',
        RATE_LIMIT_IP_PER_MIN: UNLIMITED,
        RATE_LIMIT_USER_PER_MIN: UNLIMITED,
        RATE_LIMIT_ENGINE_PER_MIN: UNLIMITED,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  let count = 0;
  let partial = '';
  const onData = (d: Buffer) => {
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      if (!line.trim() || KNOWN_NOISE.test(line)) continue;
      count++;
      if (lines.length < LOG_LINES_KEPT) lines.push(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // tsx compiles the server on start: about 12 s on the 2-core machine, so be patient.
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${lines.join('\n')}`);
      const ok = await fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`no /healthz after 90 s: ${lines.join('\n')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    baseUrl,
    cpuSeconds: () => processCpuSeconds(child.pid ?? -1),
    log: () => ({ lines: [...lines], count }),
    stop,
  };
}

/** CPU used over a window, in cores (CPU seconds per second of wall clock). */
export interface CpuUse {
  server: number;
  client: number;
  /** PostgreSQL's processes (NaN on PGlite, which runs inside the server process). */
  database: number;
  /** The whole machine (server, client, PostgreSQL, anything else), out of `cores`. */
  machine: number;
  cores: number;
}

/** CPU times at one moment: the server, this process (the load generator), PostgreSQL, all. */
export interface CpuSample {
  at: number;
  server: number;
  client: NodeJS.CpuUsage;
  database: number;
  machine: { busy: number; total: number };
}

/** Reads the CPU times now; `pgPort` names the PostgreSQL server, none on PGlite. */
export function readCpu(server: LoadServer, pgPort?: string): CpuSample {
  return {
    at: performance.now(),
    server: server.cpuSeconds(),
    client: process.cpuUsage(),
    database: pgPort === undefined ? Number.NaN : postgresCpuSeconds(pgPort),
    machine: machineCpuSeconds(),
  };
}

/** The CPU used between two readings (all NaN without the first). */
export function cpuUse(a: CpuSample | undefined, b: CpuSample): CpuUse {
  const n = cpus().length;
  if (!a) return { server: NaN, client: NaN, database: NaN, machine: NaN, cores: n };
  const wall = (b.at - a.at) / 1000;
  const client = (b.client.user + b.client.system - a.client.user - a.client.system) / 1e6;
  const busy = b.machine.busy - a.machine.busy;
  const total = b.machine.total - a.machine.total;
  return {
    server: (b.server - a.server) / wall,
    client: client / wall,
    database: (b.database - a.database) / wall,
    machine: (n * busy) / total,
    cores: n,
  };
}
