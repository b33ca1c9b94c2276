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
    expect(task.attributes).toMatchObject({ status: 'done' });
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

  it('plans system tasks: tagged, hidden from the canvas, pending, linked from the project', async () => {
    const result = await apply([
      { op: 'create_task', ref: 't', name: 'Define the bakery schema', action: 'define_types' },
    ]);
    const task = (
      await server.db.query<{ type: string; attributes: Record<string, unknown> }>(
        'SELECT type, attributes FROM vertices WHERE project_id = $1 AND id = $2',
        [project, result.refs.t],
      )
    )[0];
    expect(task).toMatchObject({
      type: 'sys',
      attributes: { system: true, tags: ['system'], status: 'pending', action: 'define_types' },
    });
    const edge = await server.db.query(
      'SELECT 1 FROM edges WHERE project_id = $1 AND from_id = $1 AND to_id = $2',
      [project, result.refs.t],
    );
    expect(edge).toHaveLength(1);
    await refused(
      [{ op: 'create_task', ref: 'u', name: 'define the bakery schema', action: 'define_types' }],
      /already pending/,
    );
    await refused(
      [{ op: 'create_task', ref: 'u', name: 'Drop tables', action: 'drop_tables' }],
      /not an allowed operation: action/,
    );
  });

  it('defines node types and link types, and adjusts a type that exists', async () => {
    await apply([
      {
        op: 'define_type',
        name: 'Pastry',
        notes: 'What the bakery sells',
        icon: 'croissant',
        fields: [{ name: 'name', type: 'string', required: true }],
      },
      { op: 'define_link_type', label: 'Made With', from_type: 'Pastry', to_type: 'Ingredient' },
    ]);
    await apply([
      {
        op: 'define_type',
        name: 'pastry',
        fields: [
          { name: 'name', type: 'string', required: true },
          { name: 'price', type: 'money', required: false },
        ],
      },
    ]);
    const graph = (await ann.call('get_project_graph', { project_id: project })).body.result;
    const pastry = graph.node_types.find((t: { id: string }) => t.id === 'node-type.pastry');
    expect(pastry).toMatchObject({ name: 'pastry', notes: 'What the bakery sells' });
    expect(pastry.fields.map((f: { name: string }) => f.name)).toEqual(['name', 'price']);
    expect(pastry.color_token).toMatch(/^node-\d+$/);
    expect(graph.link_types.map((l: { id: string }) => l.id)).toContain('link-type.made_with');
    expect(
      graph.edges.some(
        (e: { from: string; to: string }) =>
          e.from === `${project}_Node Types` && e.to === 'node-type.pastry',
      ),
    ).toBe(true);
    await refused(
      [
        { op: 'define_type', name: 'Oven' },
        { op: 'define_type', name: 'oven' },
      ],
      /twice/,
    );
    await refused(
      [
        {
          op: 'define_type',
          name: 'Oven',
          fields: [{ name: 'Bad Name', type: 'string', required: true }],
        },
      ],
      /snake_case/,
    );
  });

  it('merges a duplicate into its twin, moving its links, and deletes nodes', async () => {
    const made = await apply([
      { op: 'create_node', ref: 'a', label: 'Supplier', name: 'Moagem Ceres', parent: project },
      { op: 'create_node', ref: 'b', label: 'Supplier', name: 'Ceres flour mill', parent: project },
      {
        op: 'create_node',
        ref: 'c',
        label: 'Ingredient',
        name: 'Rye flour',
        parent: 'b',
        attributes: { unit: 'kg' },
      },
      { op: 'set_attributes', id: 'b', attributes: { phone: '+351 21 000 0000' } },
    ]);
    const [a, b, c] = ['a', 'b', 'c'].map((r) => made.refs[r] as string);
    await apply([{ op: 'merge', from: b, into: a }]);
    const graph = (await ann.call('get_project_graph', { project_id: project })).body.result;
    expect(graph.nodes.some((n: { id: string }) => n.id === b)).toBe(false);
    expect(graph.nodes.find((n: { id: string }) => n.id === a).attributes.phone).toBe(
      '+351 21 000 0000',
    );
    expect(graph.edges.some((e: { from: string; to: string }) => e.from === a && e.to === c)).toBe(
      true,
    );
    expect(graph.edges.some((e: { from: string; to: string }) => e.from === b || e.to === b)).toBe(
      false,
    );
    await apply([{ op: 'delete_node', id: c }]);
    await refused([{ op: 'delete_node', id: project }], /Trellis needs it/);
    await refused([{ op: 'merge', from: `${project}_Goals`, into: a }], /Trellis needs it/);
    await refused([{ op: 'hide', id: 'prompt-helper.topbar' }], /Trellis needs it/);
  });

  it('refuses reserved attributes, structural labels and bad goal priorities', async () => {
    const node = (label: string, attributes?: Record<string, unknown>) => ({
      op: 'create_node',
      ref: 'n',
      label,
      name: 'Something new',
      parent: project,
      ...(attributes ? { attributes } : {}),
    });
    await refused([node('Concept', { is_prompt_helper: true })], /reserved attributes/);
    await refused([node('project')], /its own operation/);
    await refused([node('Node Type')], /its own operation/);
    await refused([node('sys_task')], /its own operation/);
    await refused([node('goal', { priority: 'urgent' })], /priority "urgent"/);
  });
});
