import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

export interface PgliteOptions {
  /** Directory to persist in; in memory when absent. */
  dataDir?: string;
  /** A dumped data directory to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File;
}

/**
 * The embedded store. PGlite is one PostgreSQL backend in this process: it runs one statement at
 * a time, and a transaction holds it exclusively, so no locking of our own is needed inside.
 */
export async function openPglite(
  options: PgliteOptions = {},
): Promise<Db & { pglite: PGlite; dump(): Promise<Buffer> }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await pglite.exec(`SET TIME ZONE 'UTC'`);
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
  });
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    pglite,
    query: base.query,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async exec(sql) {
      await pglite.exec(sql);
    },
    /**
     * A consistent copy of the store as a gzipped tar: a checkpoint first, so the copy needs no
     * recovery, then the dump under PGlite's transaction lock, so it falls between transactions.
     */
    async dump() {
      await pglite.exec('CHECKPOINT');
      const blob = await pglite.transaction(() => pglite.dumpDataDir('gzip'));
      return Buffer.from(await blob.arrayBuffer());
    },
    async close() {
      if (!pglite.closed) {
        // A checkpoint makes the next start fast and leaves the data files self-contained.
        await pglite.exec('CHECKPOINT').catch(() => undefined);
        await pglite.close();
      }
    },
  };
}
