import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../../server/src/store/migrate';
import type { Store } from '../../server/src/store/open';
import { openPglite } from '../../server/src/store/pglite';
import { openPostgres } from '../../server/src/store/postgres';
import { freePort } from '../../server/test/listen';

export type Backend = 'pglite' | 'postgres';

const PG_CLUSTER = fileURLToPath(new URL('../../scripts/pg-cluster.sh', import.meta.url));

/**
 * A fresh, migrated PGlite store in a temporary directory (as the server runs it: files on
 * disk), or in memory when BENCH_PGLITE_MEMORY=1. Closing it removes the directory.
 */
export async function openPgliteStore(): Promise<Store> {
  const inMemory = process.env.BENCH_PGLITE_MEMORY === '1';
  const dir = inMemory ? undefined : mkdtempSync(join(tmpdir(), 'trellis-bench-pglite-'));
  const db = await openPglite(dir ? { dataDir: dir } : {});
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    db,
    description: dir ? `PGlite in ${dir}` : 'PGlite in memory',
    async close() {
      await db.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL server to create benchmark databases on, and how to let it go. */
export interface PostgresServer {
  /** Connection URL of a database to connect to for CREATE/DROP DATABASE. */
  adminUrl: string;
  description: string;
  /** Stops the server when the benchmark started it; nothing otherwise. */
  stop(): void;
}

/**
 * BENCH_DATABASE_URL when set; otherwise a throwaway cluster started with scripts/pg-cluster.sh
 * in a temporary directory, stopped and removed by `stop` (safe to call twice) or on SIGINT and
 * SIGTERM.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    return { adminUrl: given, description: 'BENCH_DATABASE_URL', stop: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'trellis-bench-pg-'));
  const port = await freePort();
  let stopped = false;
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    try {
      execFileSync(PG_CLUSTER, ['stop', dir], { stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Interrupted (Ctrl-C, timeout), the cluster must not outlive the benchmark.
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    const out = execFileSync(PG_CLUSTER, ['start', dir, String(port)], { encoding: 'utf8' });
    const url = out.trim().split('\n').pop() ?? '';
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`pg-cluster.sh printed no URL: ${out}`);
    return { adminUrl: url, description: `throwaway cluster on port ${port}`, stop };
  } catch (err) {
    // The script sends initdb and server output to log files in `dir`: keep their last line.
    const logs = ['initdb.log', 'server.log']
      .map((f) => join(dir, f))
      .filter((f) => existsSync(f))
      .map((f) => readFileSync(f, 'utf8').trim().split('\n').pop());
    const stderr = String((err as { stderr?: unknown }).stderr ?? '').trim();
    stop();
    const why = [stderr, ...logs].filter(Boolean).join('; ') || (err as Error).message;
    throw new Error(`scripts/pg-cluster.sh start failed: ${why}`, { cause: err });
  }
}

/** `url` with its database replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.href;
}

/** A fresh, migrated database on `server`; closing the store drops it. */
export async function openPostgresStore(server: PostgresServer): Promise<Store> {
  const name = `trellis_bench_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(server.adminUrl, 1);
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const db = await openPostgres(withDatabase(server.adminUrl, name));
    try {
      await migrate(db);
    } catch (err) {
      await db.close();
      throw err;
    }
    return {
      db,
      description: `PostgreSQL database ${name} (${server.description})`,
      async close() {
        await db.close();
        await drop();
      },
    };
  } catch (err) {
    await drop().catch(() => undefined);
    throw err;
  }
}
