import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from './oidcFlow';
import { call, processEnv, startProcess } from './processes';

const CLI = fileURLToPath(new URL('../src/ops/cli.ts', import.meta.url));

/** `npm run backup|restore -- FILE` as a process: its exit code and what it printed. */
function cli(dataDir: string, ...args: string[]) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, timeout: 120_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number(err.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('npm run backup and restore, for the embedded store', () => {
  it(
    'backs up a running server, restores into a stopped one, and keeps what it replaced',
    { timeout: 180_000 },
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'trellis-backup-'));
      dirs.push(root);
      const dataDir = join(root, 'data');
      const { baseUrl, env } = await processEnv(dataDir);
      let server = await startProcess(env, baseUrl);
      const { access_token: token } = await signIn({
        baseUrl,
        email: 'backup@example.com',
        password: 'a long enough password',
        register: { name: 'Backup' },
      });
      const kept = (await call(baseUrl, token, 'create_project', { prompt: 'keep bees' })).body
        .result.project_id as string;

      // While the server runs and takes writes, the backup comes from the server itself.
      let writing = true;
      const writes = (async () => {
        for (let i = 0; writing; i++) {
          await call(baseUrl, token, 'batch_upsert_nodes', {
            project_id: kept,
            nodes: [{ id: `concept.during-${i}`, label: 'Concept', name: `During ${i}` }],
          });
        }
      })();
      const file = join(root, 'first.tar.gz');
      const backup = await cli(dataDir, 'backup', file);
      writing = false;
      await writes;
      expect(backup, backup.out).toMatchObject({ code: 0 });
      expect(backup.out).toMatch(/from the running server/);
      expect(existsSync(file)).toBe(true);
      expect(readdirSync(dataDir).filter((f) => f.startsWith('backup-request'))).toEqual([]);

      // Restoring needs the server stopped.
      const refused = await cli(dataDir, 'restore', file);
      expect(refused.code).toBe(3);
      expect(refused.out).toMatch(/Stop the server before restoring/);

      // Changes after the backup: the project goes, another comes.
      await call(baseUrl, token, 'delete_project_partition', { project_id: kept });
      const later = (await call(baseUrl, token, 'create_project', { prompt: 'brew cider' })).body
        .result.project_id as string;
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      // With the server stopped, a backup opens the store itself.
      const second = await cli(dataDir, 'backup', join(root, 'second.tar.gz'));
      expect(second.code, second.out).toBe(0);
      expect(second.out).toMatch(/1 users, 1 projects/);

      // Not a backup: refused, and the store left as it was.
      writeFileSync(join(root, 'junk.tar.gz'), 'not a backup');
      const junk = await cli(dataDir, 'restore', join(root, 'junk.tar.gz'));
      expect(junk.code).toBe(1);
      expect(junk.out).toMatch(/is not a Trellis backup/);

      const restored = await cli(dataDir, 'restore', file);
      expect(restored.code, restored.out).toBe(0);
      expect(restored.out).toMatch(/The store it replaced is kept in .*pglite\.before-restore-/);
      expect(readdirSync(dataDir).some((f) => f.startsWith('pglite.before-restore-'))).toBe(true);

      // The restored store is the one backed up: the first project is back, the later one gone,
      // and the user is still signed in (keys and sessions are in the store too).
      server = await startProcess(env, baseUrl);
      try {
        const projects = await call(baseUrl, token, 'get_user_projects', {});
        expect(projects.status).toBe(200);
        const ids = projects.body.result.projects.map((p: { id: string }) => p.id);
        expect(ids).toContain(kept);
        expect(ids).not.toContain(later);
        const graph = await call(baseUrl, token, 'get_project_graph', { project_id: kept });
        expect(graph.status).toBe(200);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );

  it('refuses a PostgreSQL store and wrong use with a clear message', async () => {
    const pg = await new Promise<{ code: number; out: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', CLI, 'backup'],
        { env: { ...process.env, DATABASE_URL: 'postgresql://somewhere/db' } },
        (err, stdout, stderr) => resolve({ code: Number(err?.code ?? 0), out: stdout + stderr }),
      );
    });
    expect(pg).toEqual({
      code: 2,
      out: 'DATABASE_URL names a PostgreSQL server: back it up with pg_dump and pg_restore.\n',
    });
    const root = mkdtempSync(join(tmpdir(), 'trellis-backup-use-'));
    dirs.push(root);
    expect(await cli(root, 'restore')).toEqual({
      code: 2,
      out: 'Usage: npm run restore -- FILE\n',
    });
    expect((await cli(root, 'backup', join(root, 'x.tar.gz'))).out).toMatch(
      /There is no embedded store in .* to back up/,
    );
  });
});
