import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../store/lock';
import { migrate } from '../store/migrate';
import { openPglite } from '../store/pglite';

/** Where the embedded store keeps its files under DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** Writes `data` to `file` whole or not at all (a temporary file, then a rename). */
export function writeAtomically(file: string, data: Buffer): void {
  const tmp = `${file}.partial`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/** What a backup holds: a quick count, to say what was saved or restored. */
export async function describeStore(
  pglite: Pick<PGlite, 'query'>,
): Promise<{ users: number; projects: number; vertices: number }> {
  const { rows } = await pglite.query<{ users: number; projects: number; vertices: number }>(
    `SELECT (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM projects) AS projects,
            (SELECT count(*)::int FROM vertices) AS vertices`,
  );
  return rows[0] as { users: number; projects: number; vertices: number };
}

/** Backs up DATA_DIR's store while no server holds it (the lock is taken for the time). */
export async function backupStopped(dataDir: string, out: string) {
  const release = lockDataDir(dataDir);
  try {
    if (!existsSync(join(pgliteDir(dataDir), 'PG_VERSION')))
      throw new Error(`There is no embedded store in ${dataDir} to back up.`);
    const db = await openPglite({ dataDir: pgliteDir(dataDir) });
    try {
      writeAtomically(out, await db.dump());
      return await describeStore(db.pglite);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces DATA_DIR's store by the backup in `file`, while no server holds it. The backup is
 * opened and checked in memory first; the store it replaces is kept beside it as
 * `pglite.before-restore-<time>`, so a wrong restore can be undone by hand.
 */
export async function restore(dataDir: string, file: string) {
  const release = lockDataDir(dataDir);
  try {
    const backup = new Blob([readFileSync(file)]);
    const probe = await openPglite({ loadDataDir: backup }).catch((err: Error) => {
      throw new Error(`${file} is not a Trellis backup: ${err.message}`);
    });
    try {
      await describeStore(probe.pglite).catch(() => {
        throw new Error(`${file} is a database, but not a Trellis store.`);
      });
    } finally {
      await probe.close();
    }
    const target = pgliteDir(dataDir);
    let kept: string | undefined;
    if (existsSync(target)) {
      kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, kept);
    }
    try {
      const db = await openPglite({ dataDir: target, loadDataDir: backup });
      try {
        await migrate(db); // a backup from an older version is brought up to date
        return { ...(await describeStore(db.pglite)), kept };
      } finally {
        await db.close();
      }
    } catch (err) {
      rmSync(target, { recursive: true, force: true });
      if (kept) renameSync(kept, target);
      throw err;
    }
  } finally {
    release();
  }
}
