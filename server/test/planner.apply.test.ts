import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanRejectedError, applyPlan } from '../src/planner/apply';
import { BACKENDS, type TestServer, type TestUser, startServer } from './harness';

describe.each(BACKENDS)('applying an engine plan on %s', (backend) => {
  let server: TestServer;
  let ann: TestUser;
  let project: string;
  let othersRequest: string;
  beforeAll(async () => {
    server = await startServer(backend);
    ann = await server.newUser('Ann');
    project = (await ann.call('create_project', { prompt: 'open a small bakery in Lisbon' })).body
      .result.project_id;
    const bob = await server.newUser('Bob');
    othersRequest = (await bob.call('create_project', { prompt: 'plan a wedding' })).body.result
      .request_id;
  });
  afterAll(() => server.close());

  const counts = async () =>
    (
      await server.db.query<{ v: number; e: number }>(
        `SELECT (SELECT count(*) FROM vertices)::int AS v, (SELECT count(*) FROM edges)::int AS e`,
      )
    )[0];
  const apply = (plan: unknown) => server.db.transaction((tx) => applyPlan(tx, project, plan));
  /** The plan is refused with a problem matching `message`, and nothing at all is written. */
  const refused = async (plan: unknown, message: RegExp) => {
    const before = await counts();
    const err = await apply(plan).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlanRejectedError);
    expect((err as PlanRejectedError).problems.map((p) => p.message).join(' | ')).toMatch(message);
    expect(await counts()).toEqual(before);
  };

  it('writes a valid plan: nodes linked to their parents, refs resolved, updates applied', async () => {
    const q = (await ann.call('add_question', { project_id: project, text: 'What is the budget?' }))
      .body.result.node;
    const result = await apply([
      {
        op: 'create_node',
        ref: 'g1',
        label: 'goal',
        name: 'Open by March',
        parent: `${project}_Goals`,
        attributes: { priority: 'high' },
      },
      {
        op: 'create_node',
        ref: 't1',
        label: 'task',
        name: 'Find a shop in Alfama',
        parent: 'g1',
        attributes: { system: true },
      },
      { op: 'create_edge', from: 't1', to: q.id, label: 'Depends On' },
      { op: 'set_attributes', id: q.id, attributes: { answer: '20k EUR', answered: true } },
      { op: 'hide', id: q.id },
      { op: 'rename', id: 'g1', name: 'Open the bakery by March' },
      { op: 'mark_done', id: 't1' },
    ]);
    expect(result.created.nodes).toBe(2);
    const graph = (await ann.call('get_project_graph', { project_id: project })).body.result;
    const goal = graph.nodes.find((n: { id: string }) => n.id === result.refs.g1);
    const task = graph.nodes.find((n: { id: string }) => n.id === result.refs.t1);
    expect(goal).toMatchObject({
      label: 'goal',
      name: 'Open the bakery by March',
      attributes: { priority: 'high' },
    });
    expect(task.attributes).toMatchObject({ system: true, status: 'done' });
    const link = (from: string, to: string) =>
      graph.edges.find((e: { from: string; to: string }) => e.from === from && e.to === to);
    expect(link(`${project}_Goals`, goal.id)?.label).toBe('contains');
    expect(link(goal.id, task.id)?.label).toBe('contains');
    expect(link(task.id, q.id)?.label).toBe('depends_on');
    expect(graph.nodes.find((n: { id: string }) => n.id === q.id)).toMatchObject({
      visible: false,
      attributes: { answer: '20k EUR', answered: true },
    });
  });

  it('refuses a plan that names a node of another project', async () => {
    await refused(
      [
        {
          op: 'create_node',
          ref: 'x',
          label: 'goal',
          name: 'Harmless goal',
          parent: `${project}_Goals`,
        },
        { op: 'create_edge', from: 'x', to: othersRequest, label: 'references' },
      ],
      /not a node of this project/,
    );
    await refused([{ op: 'hide', id: othersRequest }], /not a node of this project/);
  });

  it('refuses operations outside the allow-list and malformed ones', async () => {
    await refused([{ op: 'drop_table', table: 'vertices' }], /not an allowed operation/);
    await refused(
      [{ op: 'create_node', ref: 'a', label: 'goal', parent: `${project}_Goals` }],
      /name/,
    );
    await refused({ op: 'hide' }, /not a list/);
  });

  it('refuses oversized plans', async () => {
    const many = Array.from({ length: 201 }, (_, i) => ({
      op: 'create_node',
      ref: `n${i}`,
      label: 'goal',
      name: `Goal number ${i}`,
      parent: `${project}_Goals`,
    }));
    await refused(many, /201 operations/);
    const big = Array.from({ length: 10 }, (_, i) => ({
      op: 'create_node',
      ref: `b${i}`,
      label: 'goal',
      name: `Big ${i}`,
      parent: `${project}_Goals`,
      attributes: { notes: 'x'.repeat(30_000) },
    }));
    await refused(big, /larger than/);
  });

  it('refuses template leaks, blanks and duplicates', async () => {
    const goal = (name: string, ref = 'a') => ({
      op: 'create_node',
      ref,
      label: 'goal',
      name,
      parent: `${project}_Goals`,
    });
    await refused([goal('Open {name} by March')], /template text "\{name\}"/);
    await refused([goal('undefined')], /template text "undefined"/);
    await refused([goal('Hire ${role}')], /template text/);
    await refused([goal('   ')], /blank/);
    await refused([goal('Open the bakery by March.')], /already has/);
    await refused([goal('Bake bread', 'a'), goal('bake  BREAD', 'b')], /already has/);
    await refused(
      [
        {
          op: 'set_attributes',
          id: `${project}_Goals`,
          attributes: { instructions: 'Fill in {{goal}}' },
        },
      ],
      /attributes.instructions holds template text/,
    );
  });

  it('refuses a self-link and a ref used before it is made', async () => {
    await refused(
      [
        {
          op: 'create_node',
          ref: 'a',
          label: 'task',
          name: 'Buy an oven',
          parent: `${project}_Goals`,
        },
        { op: 'create_edge', from: 'a', to: 'a', label: 'needs' },
      ],
      /itself/,
    );
    await refused(
      [
        { op: 'create_edge', from: 'later', to: `${project}_Goals`, label: 'needs' },
        {
          op: 'create_node',
          ref: 'later',
          label: 'task',
          name: 'Buy flour',
          parent: `${project}_Goals`,
        },
      ],
      /"later", not a node of this project/,
    );
  });
});
