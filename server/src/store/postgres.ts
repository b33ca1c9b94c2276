import pg from 'pg';
import type { Db, Queryable } from './db';

/** A PostgreSQL server through a pool; every session runs in UTC. */
export async function openPostgres(
  connectionString: string,
  max = 10,
): Promise<Db & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString, max, options: '-c TimeZone=UTC' });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await c.query(sql, params as unknown[]);
      return res.rows as T[];
    },
  });
  const base = wrap(pool);
  // Fail at boot, with the driver's message, when the server cannot be reached.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    pool,
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client whose server goes away between two statements emits 'error'; the
      // pool only listens on idle clients, and an unheard 'error' would end the process.
      let lost: Error | undefined;
      const onError = (err: Error) => (lost = err);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackFailed: Error) => (lost ??= rollbackFailed));
        throw err;
      } finally {
        client.off('error', onError);
        // A client whose connection broke is destroyed, not handed to the next caller.
        client.release(lost);
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      // Closing twice is a no-op, as with PGlite (pg's pool throws on a second end()).
      if (!pool.ended) await pool.end();
    },
  };
}
