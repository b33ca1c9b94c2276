import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/** Lock files this process holds, so that a lock naming our own pid can be told apart from a
 * stale one left by an earlier process that had the same pid (pid 1 in a container). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock on DATA_DIR so that two processes never open the same PGlite files (which
 * would corrupt them). A lock left by a process that died (SIGKILL, power loss) is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'trellis.lock');
  const me = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, me);
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        try {
          if (readFileSync(file, 'utf8') === me) rmSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readFileSync(file, 'utf8').trim();
      const [pidText, host] = holder.split('@');
      const pid = Number(pidText);
      if (
        host === hostname() &&
        Number.isInteger(pid) &&
        pid > 0 &&
        !held.has(file) &&
        (pid === process.pid || !alive(pid))
      ) {
        rmSync(file, { force: true });
        continue;
      }
      throw new DataDirLockedError(
        `The data directory ${dir} is in use by another Trellis process (${holder}). ` +
          'Stop that process, or set DATA_DIR to another directory.',
      );
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dir}.`);
}
