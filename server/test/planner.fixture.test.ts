import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGoals } from '../eval/evaluate';
import { simulate } from '../eval/simulate';
import { createOfflineEngine } from '../src/planner/offline/engine';
import { type Graph, byLabel, expectSoundGraph } from './graphChecks';
import { type TestServer, type TestUser, startServer } from './harness';

/**
 * The offline engine through the real server and store, on a sample of the evaluation set (the
 * first two goals of each of its files, so every kind and the other languages are in it). Each
 * graph must be sound (no orphans, no template text, no duplicates), and it must hold exactly
 * what the evaluation's in-memory run of the same goal holds: the evaluation's score is then a
 * score of what users get. PGlite only: the store is not what is tested.
 */
const SAMPLE = (() => {
  const byFile = new Map<string, string[]>();
  for (const { file, goal } of readGoals())
    byFile.set(file, [...(byFile.get(file) ?? []), goal.goal]);
  return [...byFile.values()].flatMap((goals) => goals.slice(0, 2));
})();

const sorted = (xs: string[]) => [...xs].sort();

describe('the offline engine through the API, against the evaluation', () => {
  let server: TestServer;
  let ann: TestUser;
  const engine = createOfflineEngine();
  beforeAll(async () => {
    server = await startServer('pglite');
    ann = await server.newUser('Ann');
  });
  afterAll(() => server.close());

  it.each(SAMPLE)('%s', async (prompt) => {
    const created = await ann.call('create_project', { prompt });
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    const { project_id: id, project, questions } = created.body.result;
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(6);
    expect((await ann.call('project_tasks', { project_id: id, prompt })).status).toBe(200);
    const executed = await ann.call('execute', { project_id: id });
    expect(executed.status, JSON.stringify(executed.body.error)).toBe(200);
    const graph: Graph = (await ann.call('get_project_graph', { project_id: id })).body.result;
    expectSoundGraph(graph, id);

    const expected = await simulate(engine, prompt);
    expect(project.name).toBe(expected.name);
    expect(project.project_type).toBe(expected.projectType);
    expect(project.description).toBe(expected.description);
    expect(created.body.result.notice).toBe(expected.notice);
    expect(questions.map((q: { name: string }) => q.name)).toEqual(expected.questions);
    expect(sorted(byLabel(graph, 'goal').map((g) => g.name))).toEqual(
      sorted(expected.goals.map((g) => g.name)),
    );
    const custom = graph.node_types.filter(
      (t) => !['Concept', 'Schema', 'Project', 'Task'].includes(t.name),
    );
    expect(sorted(custom.map((t) => t.name))).toEqual(sorted(expected.types.map((t) => t.name)));
    const typeNames = new Set(custom.map((t) => t.name.toLowerCase()));
    const items = graph.nodes.filter((n) => typeNames.has(n.label.toLowerCase()));
    expect(sorted(items.map((n) => n.name))).toEqual(sorted(expected.items.map((i) => i.name)));
    expect(sorted(byLabel(graph, 'observation').map((o) => o.name))).toEqual(
      sorted(expected.observations),
    );
  });
});
