import { spawn } from 'node:child_process';
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
import { MAIN, call, processEnv, startProcess } from './processes';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe.each(BACKENDS)('a server killed mid-write on %s', (backend) => {
  it(
    'restarts with every acknowledged write present and everyone still signed in',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'trellis-crash-'));
      dirs.push(dataDir);
      const { baseUrl, env } = await processEnv(dataDir);
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

const STORE_WRITER = fileURLToPath(new URL('./fixtures/storeWriter.ts', import.meta.url));

/** Starts a store writer; resolves with the ids it found, its acknowledged ids as they come, its end. */
function startWriter(dataDir: string, round: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', STORE_WRITER, dataDir, String(round)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const written: string[] = [];
  let errors = '';
  let buffer = '';
  child.stderr.on('data', (d) => (errors += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const present = new Promise<string[]>((resolve, reject) => {
    child.on('exit', () =>
      reject(new Error(`the writer ended before it read the store:\n${errors}`)),
    );
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('[')) resolve(JSON.parse(line) as string[]);
        else if (line) written.push(line);
      }
    });
  });
  return { child, present, written, exited };
}

describe('the embedded store killed again and again', () => {
  it(
    'survives 20 SIGKILLs during writes with no acknowledged write lost',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'trellis-kills-'));
      dirs.push(dataDir);
      const acknowledged: string[] = [];
      const lost: string[][] = [];
      for (let round = 0; round <= 20; round++) {
        const writer = startWriter(dataDir, round);
        const present = new Set(await writer.present);
        if (round > 0) lost.push(acknowledged.filter((id) => !present.has(id)));
        if (round === 20) {
          writer.child.kill('SIGTERM');
          await writer.exited;
          break;
        }
        // Kill at a different moment of the write stream each round, once it is writing.
        const after = 20 + ((round * 37) % 60);
        while (writer.written.length < after && writer.child.exitCode === null) {
          await new Promise((r) => setTimeout(r, 5));
        }
        writer.child.kill('SIGKILL');
        await writer.exited;
        acknowledged.push(...writer.written);
      }
      expect(acknowledged.length).toBeGreaterThan(20 * 20);
      expect(lost).toEqual(Array.from({ length: 20 }, () => []));
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
      const { baseUrl, env } = await processEnv(dataDir);
      const first = await startProcess(env, baseUrl);
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
    const { baseUrl, env: base } = await processEnv(dataDir);
    for (const [env, expected] of [
      [{}, /planner: offline \(knowledge files \+ wink-nlp\)/],
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
