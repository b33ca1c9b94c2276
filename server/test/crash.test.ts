import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../src/store/postgres';
import { PG_TEMPLATE_DB, withDatabase } from './globalSetup';
import { BACKENDS, freePort } from './harness';
import { signIn } from './oidcFlow';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server process (main.ts through tsx) and waits until it answers /healthz. */
async function startProcess(env: Record<string, string>, baseUrl: string): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { child, output: () => out, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${out}`);
}

async function call(baseUrl: string, token: string, name: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { result: any } };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe.each(BACKENDS)('a server killed mid-write on %s', (backend) => {
  it(
    'restarts with every acknowledged write present and everyone still signed in',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'trellis-crash-'));
      dirs.push(dataDir);
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const env: Record<string, string> = {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
      };
      let dropDb: (() => Promise<void>) | undefined;
      if (backend === 'postgres') {
        const admin = await openPostgres(inject('postgresTemplate') as string, 1);
        const name = `trellis_crash_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
        env.DATABASE_URL = withDatabase(inject('postgresTemplate') as string, name);
        dropDb = async () => {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.close();
        };
      }
      try {
        const first = await startProcess(env, baseUrl);
        const { access_token: token } = await signIn({
          baseUrl,
          email: 'crash@example.com',
          password: 'a long enough password',
          register: { name: 'Crash' },
        });
        const project = (
          await call(baseUrl, token, 'create_project', { prompt: 'survive a crash' })
        ).body.result.project_id;

        // Four writers in parallel; every write the server acknowledged (200) is remembered.
        const acknowledged: string[] = [];
        let stop = false;
        const writer = async (w: number) => {
          for (let i = 0; !stop; i++) {
            const id = `concept.w${w}-${i}`;
            try {
              const r = await call(baseUrl, token, 'batch_upsert_nodes', {
                project_id: project,
                nodes: [{ id, name: `Write ${w}/${i}`, label: 'Concept', attributes: { i } }],
              });
              if (r.status === 200) acknowledged.push(id);
            } catch {
              return; // the connection died with the server
            }
          }
        };
        const writers = [0, 1, 2, 3].map(writer);
        await new Promise((r) => setTimeout(r, 1500));
        first.child.kill('SIGKILL');
        stop = true;
        await Promise.all(writers);
        await first.exited;
        expect(acknowledged.length).toBeGreaterThan(10);

        // The lock left by the killed process is taken over; keys and sessions are still there.
        const second = await startProcess(env, baseUrl);
        try {
          const graph = await call(baseUrl, token, 'get_project_graph', { project_id: project });
          expect(graph.status).toBe(200);
          const ids = new Set(graph.body.result.nodes.map((n: { id: string }) => n.id));
          expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
        } finally {
          second.child.kill('SIGTERM');
          expect(await second.exited).toBe(0);
        }
      } finally {
        await dropDb?.();
      }
    },
  );
});

describe('the embedded store’s lock', () => {
  it(
    'stops a second process on the same DATA_DIR at once with a clear message',
    { timeout: 60_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'trellis-lock-'));
      dirs.push(dataDir);
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const first = await startProcess(
        { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        baseUrl,
      );
      try {
        const port2 = await freePort();
        const second = spawn(process.execPath, ['--import', 'tsx', MAIN], {
          env: { ...process.env, PORT: String(port2), HOST: '127.0.0.1', DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let err = '';
        second.stderr.on('data', (d) => (err += d));
        const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
        expect(code).toBe(3);
        expect(err).toMatch(/in use by another Trellis process/);
        expect((await fetch(`${baseUrl}/healthz`)).ok).toBe(true);
      } finally {
        first.child.kill('SIGTERM');
        await first.exited;
      }
    },
  );
});

describe('start-up', () => {
  it('logs which planning engine and model are in use', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trellis-start-'));
    dirs.push(dataDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const base = { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir };
    for (const [env, expected] of [
      [{}, /planner: offline \(archetypes \+ wink-nlp\)/],
      [
        { PLANNER: 'openai', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'llama3.1:8b' },
        /planner: openai \(llama3\.1:8b\)/,
      ],
    ] as const) {
      const proc = await startProcess({ ...base, ...env, LOG_LEVEL: 'info' }, baseUrl);
      proc.child.kill('SIGTERM');
      await proc.exited;
      expect(proc.output()).toMatch(expected);
    }
  });
});
