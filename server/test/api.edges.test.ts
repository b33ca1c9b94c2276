import { edgeId } from '@trellis/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer, type TestUser, startWithProject } from './harness';

describe.each(BACKENDS)('edges on %s', (backend) => {
  let server: TestServer;
  let ann: TestUser;
  let project: string;
  beforeAll(async () => {
    ({ server, user: ann, project } = await startWithProject(backend, 'launch a podcast'));
    await ann.call('batch_upsert_nodes', {
      project_id: project,
      nodes: ['a', 'b', 'c'].map((k) => ({
        id: `concept.${k}`,
        name: k.toUpperCase(),
        label: 'Concept',
      })),
    });
  });
  afterAll(() => server.close());

  it('upsert_edge builds the id from the ends and the normalised label', async () => {
    const res = await ann.call('upsert_edge', {
      project_id: project,
      from: 'concept.a',
      to: 'concept.b',
      label: ' Depends On ',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.edge).toMatchObject({
      id: edgeId('concept.a', 'depends_on', 'concept.b'),
      from: 'concept.a',
      to: 'concept.b',
      label: 'depends_on',
      properties: {
        sourceLabel: 'Concept',
        sourceName: 'A',
        targetLabel: 'Concept',
        targetName: 'B',
      },
    });
    const blank = await ann.call('upsert_edge', {
      project_id: project,
      from: 'concept.b',
      to: 'concept.c',
    });
    expect(blank.body.result.edge.label).toBe('connects_to');
  });

  it('writing the same link twice stores it once and merges its properties', async () => {
    await ann.call('upsert_edge', {
      project_id: project,
      from: 'concept.a',
      to: 'concept.c',
      properties: { weight: 1 },
    });
    const again = await ann.call('upsert_edge', {
      project_id: project,
      from: 'concept.a',
      to: 'concept.c',
      label: 'CONNECTS_TO',
      properties: { note: 'x', sourceName: 'forged' },
    });
    expect(again.body.result.edge.properties).toMatchObject({
      weight: 1,
      note: 'x',
      sourceName: 'A',
    });
    const graph = await ann.call('get_project_graph', { project_id: project });
    const links = graph.body.result.edges.filter(
      (e: { from: string; to: string }) => e.from === 'concept.a' && e.to === 'concept.c',
    );
    expect(links).toHaveLength(1);
  });

  it('the ends’ names in properties follow a renamed vertex', async () => {
    await ann.call('upsert_node', { project_id: project, id: 'concept.a', name: 'Alpha' });
    await ann.call('upsert_node', { project_id: project, id: 'concept.c', label: 'Task' });
    const graph = await ann.call('get_project_graph', { project_id: project });
    const edge = graph.body.result.edges.find(
      (e: { from: string; to: string }) => e.from === 'concept.a' && e.to === 'concept.c',
    );
    expect(edge.properties).toMatchObject({
      sourceName: 'Alpha',
      sourceLabel: 'Concept',
      targetName: 'C',
      targetLabel: 'Task',
    });
  });

  it('a self-link is refused', async () => {
    const res = await ann.call('upsert_edge', {
      project_id: project,
      from: 'concept.a',
      to: 'concept.a',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]?.path).toBe('to');
  });

  it('batch_upsert_edges is all or nothing; an unknown end rejects the whole batch', async () => {
    const count = async () =>
      (
        await server.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM edges WHERE project_id = $1',
          [project],
        )
      )[0]?.n;
    const before = await count();
    const res = await ann.call('batch_upsert_edges', {
      project_id: project,
      edges: [
        { from: 'concept.b', to: 'concept.a', label: 'references' },
        { from: 'concept.c', to: 'concept.ghost' },
      ],
    });
    expect(res.status).toBe(404);
    expect(res.body.error.details[0]?.path).toBe('edges.1.to');
    expect(await count()).toBe(before);
  });

  it('continue_on_error skips invalid items and reports each', async () => {
    const res = await ann.call('batch_upsert_edges', {
      project_id: project,
      continue_on_error: true,
      edges: [
        { from: 'concept.c', to: 'concept.a', label: 'references' },
        { from: 'concept.c', to: 'concept.c' },
        { from: 5 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.upserted).toBe(1);
    expect(res.body.result.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, false]);
  });

  it('delete_edge deletes by id and answers 404 for an unknown one', async () => {
    const id = edgeId('concept.a', 'depends_on', 'concept.b');
    expect((await ann.call('delete_edge', { project_id: project, edge_id: id })).status).toBe(200);
    expect((await ann.call('delete_edge', { project_id: project, edge_id: id })).status).toBe(404);
  });
});
