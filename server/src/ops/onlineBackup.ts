import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeAtomically } from './backup';

/**
 * Backing up a running server's embedded store. Only the process holding DATA_DIR may open its
 * files, so the backup command asks it: it leaves a request file in DATA_DIR and sends SIGUSR2;
 * the server writes the backup where the request says. Signals and files keep this off the
 * network: whoever may signal the process or write DATA_DIR could read the data anyway.
 */
const REQUEST = /^backup-request-\d+\.json$/;
const WAIT_MS = 120_000;

/** The pid of the live process holding DATA_DIR's lock, or undefined. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'trellis.lock'), 'utf8').split('@')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The command's side: asks the server `pid` for a backup at `out` and waits for it. */
export async function requestBackup(dataDir: string, pid: number, out: string): Promise<void> {
  const target = resolve(out);
  const failed = `${target}.error`;
  rmSync(failed, { force: true });
  const request = join(dataDir, `backup-request-${process.pid}.json`);
  writeFileSync(request, JSON.stringify({ out: target }));
  try {
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      if (existsSync(target)) return;
      if (existsSync(failed)) {
        const why = readFileSync(failed, 'utf8');
        rmSync(failed, { force: true });
        throw new Error(`The server could not write the backup: ${why}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`The server (pid ${pid}) wrote no backup within ${WAIT_MS / 1000} s.`);
  } finally {
    rmSync(request, { force: true });
  }
}

/** The server's side, on SIGUSR2: answers every request file waiting in DATA_DIR. */
export async function answerBackupRequests(
  dataDir: string,
  dump: () => Promise<Buffer>,
): Promise<string[]> {
  const written: string[] = [];
  for (const name of readdirSync(dataDir).filter((f) => REQUEST.test(f))) {
    const file = join(dataDir, name);
    let out: string | undefined;
    try {
      out = (JSON.parse(readFileSync(file, 'utf8')) as { out?: unknown }).out as string;
      rmSync(file, { force: true });
      if (typeof out !== 'string') continue;
      writeAtomically(out, await dump());
      written.push(out);
    } catch (err) {
      if (out) writeFileSync(`${out}.error`, (err as Error).message);
    }
  }
  return written;
}
