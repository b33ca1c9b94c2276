/**
 * `npm run backup -- [FILE]` and `npm run restore -- FILE`, for the embedded store under DATA_DIR.
 * A PostgreSQL server (DATABASE_URL) is backed up with its own tools (pg_dump), not these.
 * Exit codes: 0 done, 1 failed, 2 wrong use, 3 the store is in use (restore while running).
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../store/lock';
import { backupStopped, restore } from './backup';
import { lockHolder, requestBackup } from './onlineBackup';

const [command, file] = process.argv.slice(2);

/** The command's report, on standard output. */
const say = (line: string) => process.stdout.write(`${line}\n`);

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(2, err.message);
    throw err;
  }
  if (config.databaseUrl)
    fail(2, 'DATABASE_URL names a PostgreSQL server: back it up with pg_dump and pg_restore.');
  const { dataDir } = config;

  if (command === 'backup') {
    const out = file ?? `trellis-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    try {
      const held = await backupStopped(dataDir, out);
      say(
        `Backed up ${dataDir} to ${out}: ${held.users} users, ${held.projects} projects, ${held.vertices} nodes.`,
      );
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      const pid = lockHolder(dataDir);
      if (!pid) throw err;
      await requestBackup(dataDir, pid, out);
      say(`Backed up ${dataDir} to ${out}, from the running server (pid ${pid}).`);
    }
    return;
  }
  if (command === 'restore') {
    if (!file) fail(2, 'Usage: npm run restore -- FILE');
    try {
      const done = await restore(dataDir, file);
      say(
        `Restored ${file} into ${dataDir}: ${done.users} users, ${done.projects} projects, ${done.vertices} nodes.` +
          (done.kept ? ` The store it replaced is kept in ${done.kept}.` : ''),
      );
    } catch (err) {
      if (err instanceof DataDirLockedError)
        fail(3, `${err.message} Stop the server before restoring.`);
      throw err;
    }
    return;
  }
  fail(2, 'Usage: npm run backup -- [FILE] | npm run restore -- FILE');
}

main().catch((err: unknown) => fail(1, (err as Error).message));
