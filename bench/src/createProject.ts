import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Engine } from '../../server/src/planner/engine';
import { createOfflineEngine } from '../../server/src/planner/offline/engine';
import { emptyContext } from '../../server/src/planner/loadContext';
import { createProjectFromPrompt } from '../../server/src/planner/run';
import type { Db } from '../../server/src/store/db';
import { type Contender, type Rounds, collect, median, percentile } from './measure';
import {
  type ProjectRows,
  dropProject,
  rawProjectInsert,
  readProjectRows,
  renameProjectRows,
} from './rawProject';
import type { Timing } from './report';
import type { BenchServer } from './server';

/** DESIGN.md "Performance budgets": offline prompt → drafted project, server time, p95. */
export const CREATE_BUDGET_MS = 300;

/**
 * Twelve prompts across the archetypes and the general engine, short and long, some with facts
 * the engine reads (a place, a head count, a budget, a date).
 */
export const PROMPTS = [
  'Open a bakery in Lisbon',
  'Make a mobile game about dragons for iOS and Android',
  'Plan our wedding in Tuscany for 80 guests next September',
  'Write my PhD thesis on coral reef bleaching on the Great Barrier Reef',
  'Run a marketing campaign for our new oat milk brand with a budget of €40,000',
  'Learn Spanish',
  'Renovate our kitchen: new cabinets, worktops and appliances, keeping the walls where they are',
  'Build a SaaS product for small accounting firms to collect documents from their clients',
  'Start a community garden on the empty lot in our neighbourhood',
  'Design and sell a plant-watering gadget for people who travel a lot',
  'Adopt a rescue dog',
  'Move to Berlin next spring with my partner and our cat',
] as const;

/** What the create_project benchmark measured on one backend. */
export interface CreateProjectResult {
  timings: Timing[];
  /** Fewest and most vertices and edges one created project held. */
  vertices: [number, number];
  edges: [number, number];
}

/**
 * `create_project` through HTTP with the default offline engine, against the raw writes of the
 * very rows it wrote (one transaction of three INSERTs, no engine, no HTTP); with, for the
 * breakdown, the engine's draft alone and `createProjectFromPrompt` in-process. Each round is
 * one prompt; the four contenders run interleaved on it, and every project is deleted untimed
 * after its round so that the tables do not grow.
 */
export async function benchCreateProject(
  backend: string,
  db: Db,
  server: BenchServer,
  passes: Rounds,
): Promise<CreateProjectResult> {
  const n = PROMPTS.length;
  const prompt = (round: number) => PROMPTS[round % n] as string;
  const timed = (round: number) => round >= passes.warmup * n;
  const created = async (text: string) =>
    (JSON.parse(text) as { result: { project_id: string } }).result.project_id;

  // Who the user is, for the in-process contender: the owner of a project the API created.
  const first = await server.timedPost('create_project', JSON.stringify({ prompt: prompt(0) }));
  const probe = await readProjectRows(db, await created(first.text));
  await dropProject(db, probe.projectId);

  const serverMs: number[] = [];
  const roundTripMs: number[] = [];
  const inProcessMs: number[] = [];
  const draftInProcessMs: number[] = [];
  const sizes = { vertices: [] as number[], edges: [] as number[] };
  let rows: ProjectRows | undefined; // what the API wrote this round, for the raw contender

  let json = '';
  let apiId = '';
  const api: Contender = {
    name: 'api',
    async setup(round) {
      json = JSON.stringify({ prompt: prompt(round) });
    },
    async run(round) {
      const answer = await server.timedPost('create_project', json);
      apiId = await created(answer.text);
      if (timed(round)) {
        serverMs.push(answer.serverMs);
        roundTripMs.push(answer.roundTripMs);
      }
    },
    async teardown() {
      rows = await readProjectRows(db, apiId);
      sizes.vertices.push(rows.vertices.length);
      sizes.edges.push(rows.edges.length);
      await dropProject(db, apiId);
    },
  };

  const offline = createOfflineEngine();
  let context = emptyContext(randomUUID());
  const engine: Contender = {
    name: 'engine',
    async setup() {
      context = emptyContext(randomUUID());
    },
    run: (round) => offline.draft(prompt(round), context),
  };

  // createProjectFromPrompt with the offline engine, its draft timed from inside the call so
  // that the rest (checks and the one transaction) can be told apart.
  let draftMs = 0;
  const timedEngine: Engine = {
    ...offline,
    async draft(text, target, signal) {
      const start = performance.now();
      try {
        return await offline.draft(text, target, signal);
      } finally {
        draftMs = performance.now() - start;
      }
    },
  };
  let inProcessId = '';
  const inProcess: Contender = {
    name: 'in-process',
    async run(round) {
      const start = performance.now();
      const result = await createProjectFromPrompt(db, timedEngine, probe.ownerId, prompt(round));
      const ms = performance.now() - start;
      inProcessId = result.project_id;
      if (timed(round)) {
        inProcessMs.push(ms);
        draftInProcessMs.push(draftMs);
      }
    },
    teardown: () => dropProject(db, inProcessId),
  };

  let insert: (db: Db) => Promise<void> = async () => undefined;
  let rawId = '';
  const raw: Contender = {
    name: 'raw',
    async setup() {
      if (!rows) throw new Error('no rows from the API to copy');
      rawId = randomUUID();
      insert = rawProjectInsert(renameProjectRows(rows, rawId));
    },
    run: () => insert(db),
    teardown: () => dropProject(db, rawId),
  };

  const samples = await collect([api, engine, inProcess, raw], {
    warmup: passes.warmup * n,
    runs: passes.runs * n,
  });
  const rawMs = samples.get('raw') ?? [];
  const storeMs = inProcessMs.map((ms, i) => ms - (draftInProcessMs[i] ?? 0));
  const baseline = median(rawMs);
  const line = (what: string, ms: readonly number[], budgetMs?: number): Timing => ({
    what,
    backend,
    median: median(ms),
    p95: percentile(ms, 95),
    baseline,
    ...(budgetMs !== undefined ? { budgetMs } : {}),
  });
  const span = (v: number[]): [number, number] => [Math.min(...v), Math.max(...v)];
  return {
    timings: [
      line('create_project (server time)', serverMs, CREATE_BUDGET_MS),
      line('create_project (HTTP round trip)', roundTripMs),
      line('create_project in-process (no HTTP)', inProcessMs),
      line('  engine: draft alone', samples.get('engine') ?? []),
      line('  store: in-process minus its draft', storeMs),
      line('raw insert of the same rows (baseline)', rawMs),
    ],
    vertices: span(sizes.vertices),
    edges: span(sizes.edges),
  };
}
