import { join } from 'node:path';
import type { Db } from './db';
import { lockDataDir } from './lock';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

const ANALYZE_EVERY_MS = 10 * 60_000;

export interface StoreOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface Store {
  db: Db;
  /** Human-readable description for the start-up log (never the password). */
  description: string;
  close(): Promise<void>;
  /** The embedded store only: a consistent gzipped copy of it, taken while it serves. */
  dump?: () => Promise<Buffer>;
}

/**
 * Opens the store the configuration names (a PostgreSQL server, or PGlite under DATA_DIR, locked
 * against a second process) and brings its schema up to date.
 */
export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl);
    await migrate(db);
    const url = new URL(options.databaseUrl);
    return {
      db,
      description: `PostgreSQL at ${url.hostname || 'local socket'}${url.pathname}`,
      close: () => db.close(),
    };
  }
  const release = lockDataDir(options.dataDir);
  try {
    const db = await openPglite({ dataDir: join(options.dataDir, 'pglite') });
    await migrate(db);
    // PGlite has no autovacuum: refresh the planner's statistics at start and now and then, as
    // autovacuum would, so plans follow the data as projects grow.
    await db.exec('ANALYZE');
    const analyze = setInterval(
      () => void db.exec('ANALYZE').catch(() => undefined),
      ANALYZE_EVERY_MS,
    );
    analyze.unref();
    return {
      db,
      description: `embedded PGlite in ${options.dataDir}`,
      dump: () => db.dump(),
      async close() {
        clearInterval(analyze);
        await db.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
