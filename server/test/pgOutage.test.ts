import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openStore, type Store } from '../src/store/open';
import { freePort } from './harness';
import { listenOnLoopback } from './listen';
import { signIn } from './oidcFlow';

const run = promisify(execFile);
const PG_CLUSTER = fileURLToPath(new URL('../../scripts/pg-cluster.sh', import.meta.url));

/**
 * A PostgreSQL server of this test's own (the run's shared one must stay up), stopped with
 * `pg_ctl stop -m immediate` in the middle of a stream of writes and started again.
 */
describe.runIf(inject('postgresTemplate'))('the PostgreSQL server crashing under writes', () => {
  let dir: string;
  let port: number;
  let store: Store;
  let app: FastifyInstance;
  let baseUrl: string;
  const cluster = (...args: string[]) => run('bash', [PG_CLUSTER, ...args], { timeout: 60_000 });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trellis-pg-outage-'));
    port = await freePort();
    const { stdout } = await cluster('start', dir, String(port));
    const url = stdout.trim().split('\n').at(-1) as string;
    store = await openStore({ databaseUrl: url, dataDir: '/nonexistent' });
    ({ app, baseUrl } = await listenOnLoopback(store));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await store?.close();
    await cluster('stop', dir).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  /** One call; a call that hangs past 10 s counts as status -1, a dropped connection as 0. */
  async function call(token: string, name: string, body: unknown) {
    try {
      const res = await fetch(`${baseUrl}/api/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: res.status, body: (await res.json()) as any };
    } catch (err) {
      return { status: (err as Error).name === 'TimeoutError' ? -1 : 0, body: undefined };
    }
  }

  it(
    'answers 503 while it is down, recovers by itself, and keeps every acknowledged write',
    { timeout: 120_000 },
    async () => {
      const { access_token: token } = await signIn({
        baseUrl,
        email: 'outage@example.com',
        password: 'a long enough password',
        register: { name: 'Outage' },
      });
      const project = (await call(token, 'create_project', { prompt: 'survive an outage' })).body
        .result.project_id as string;

      type Phase = 'before' | 'down' | 'after';
      let phase: Phase = 'before';
      const statuses: Record<Phase, number[]> = { before: [], down: [], after: [] };
      const acknowledged: string[] = [];
      let stop = false;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const id = `concept.w${w}-${i}`;
          const at = phase;
          const r = await call(token, 'batch_upsert_nodes', {
            project_id: project,
            nodes: [{ id, name: `Write ${w}/${i}`, label: 'Concept', attributes: { i } }],
          });
          statuses[at].push(r.status);
          if (r.status === 200) acknowledged.push(id);
          else await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

      await sleep(1500);
      await cluster('crash', dir);
      phase = 'down';
      await sleep(2000);
      const ready = await fetch(`${baseUrl}/readyz`);
      const healthy = await fetch(`${baseUrl}/healthz`);
      const graphWhileDown = await call(token, 'get_project_graph', { project_id: project });
      await cluster('start', dir, String(port));
      phase = 'after';
      // Recovers by itself: no restart of ours, the pool connects again.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !statuses.after.includes(200)) await sleep(100);
      await sleep(1000);
      stop = true;
      await Promise.all(writers);

      expect(statuses.before.filter((s) => s === 200).length).toBeGreaterThan(20);
      // While down: the store's outage, said as 503 (a write under way at the crash too); no 500,
      // no hang, no dropped connection.
      expect(statuses.down.filter((s) => s === 503).length).toBeGreaterThan(4);
      const all = [...statuses.before, ...statuses.down, ...statuses.after];
      expect(all.filter((s) => s !== 503 && s !== 200)).toEqual([]);
      expect(ready.status).toBe(503);
      expect(healthy.status).toBe(200);
      expect(graphWhileDown.status).toBe(503);
      expect(graphWhileDown.body.error.code).toBe('unavailable');
      // Back up: writes go through again.
      expect(statuses.after).toContain(200);
      expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);

      const graph = await call(token, 'get_project_graph', { project_id: project });
      expect(graph.status).toBe(200);
      const ids = new Set(graph.body.result.nodes.map((n: { id: string }) => n.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    },
  );
});
