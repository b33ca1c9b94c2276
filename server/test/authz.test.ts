import { randomUUID } from 'node:crypto';
import { ApiError } from '@trellis/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer, type TestUser, startServer } from './harness';

/**
 * Object-level authorization (DESIGN.md, API conventions): every id in a body is resolved inside
 * the caller's own projects. Bob tries every call that takes an id against Ann's project and its
 * vertices, edges, questions and requests; each answers 404 in the error envelope, and neither
 * Ann's graph nor anything else in the store changes.
 */
describe.each(BACKENDS)('object-level authorization on %s', (backend) => {
  let server: TestServer;
  let ann: TestUser;
  let bob: TestUser;
  let annId: string;
  /** Ann's project and what is in it. */
  const a = {
    project: '',
    question: '',
    request: '',
    edge: '',
    goalsGroup: '',
    questionsGroup: '',
  };
  /** Bob's project and two of his vertices. */
  const b = { project: '', node: 'bob.first', other: 'bob.second' };

  /** Ann's graph as the API sends it, byte for byte. */
  async function annGraphText(): Promise<string> {
    const res = await fetch(`${server.baseUrl}/api/get_project_graph`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ann.token}` },
      body: JSON.stringify({ project_id: a.project }),
    });
    expect(res.status).toBe(200);
    return res.text();
  }

  /** Every row of every project table, in a fixed order: any write anywhere shows up. */
  async function storeRows(): Promise<string> {
    const [projects, vertices, edges] = await Promise.all([
      server.db.query('SELECT * FROM projects ORDER BY id'),
      server.db.query('SELECT * FROM vertices ORDER BY project_id, id'),
      server.db.query('SELECT * FROM edges ORDER BY project_id, id'),
    ]);
    return JSON.stringify({ projects, vertices, edges });
  }

  async function snapshot() {
    return { graph: await annGraphText(), rows: await storeRows() };
  }

  beforeAll(async () => {
    server = await startServer(backend);
    ann = await server.newUser('Ann');
    bob = await server.newUser('Bob');
    annId = (await ann.call('initial_setup', {})).body.result.user.id;
    expect((await bob.call('initial_setup', {})).status).toBe(200);

    const created = await ann.call('create_project', { prompt: 'open a small bakery in Lisbon' });
    expect(created.status).toBe(200);
    a.project = created.body.result.project_id;
    a.request = created.body.result.request_id;
    a.goalsGroup = `${a.project}_Goals`;
    a.questionsGroup = `${a.project}_Questions`;
    const nodes = await ann.call('batch_upsert_nodes', {
      project_id: a.project,
      nodes: [
        {
          id: 'concept.secret',
          label: 'Concept',
          name: 'Secret recipe',
          attributes: { flour: '00' },
        },
        { id: 'concept.oven', label: 'Concept', name: 'Oven' },
      ],
    });
    expect(nodes.status).toBe(200);
    const edge = await ann.call('upsert_edge', {
      project_id: a.project,
      from: 'concept.secret',
      to: 'concept.oven',
      label: 'needs',
    });
    expect(edge.status).toBe(200);
    a.edge = edge.body.result.edge.id;
    const question = await ann.call('add_question', {
      project_id: a.project,
      text: 'Which street?',
    });
    expect(question.status).toBe(200);
    a.question = question.body.result.node.id;
    expect(
      (await ann.call('add_goal', { project_id: a.project, name: 'Open by May' })).status,
    ).toBe(200);
    // A missing group, so that a bootstrap run by someone else would visibly restore it.
    expect(
      (await ann.call('delete_vertex', { project_id: a.project, id: `${a.project}_Observations` }))
        .status,
    ).toBe(200);

    const mine = await bob.call('create_project', { prompt: 'plan a wedding' });
    expect(mine.status).toBe(200);
    b.project = mine.body.result.project_id;
    const bobNodes = await bob.call('batch_upsert_nodes', {
      project_id: b.project,
      nodes: [
        { id: b.node, label: 'Concept', name: 'Venue' },
        { id: b.other, label: 'Concept', name: 'Guests' },
      ],
    });
    expect(bobNodes.status).toBe(200);
  });
  afterAll(() => server.close());

  it('the setup is what the cases below rely on: Ann sees her ids, Bob his', async () => {
    const graph = (
      JSON.parse(await annGraphText()) as {
        result: { nodes: { id: string }[]; edges: { id: string }[] };
      }
    ).result;
    const ids = graph.nodes.map((n) => n.id);
    expect(ids).toEqual(
      expect.arrayContaining(['concept.secret', 'concept.oven', a.question, a.request]),
    );
    expect(ids).not.toContain(`${a.project}_Observations`);
    expect(graph.edges.map((e) => e.id)).toContain(a.edge);
    const bobsGraph = await bob.call('get_project_graph', { project_id: b.project });
    expect(bobsGraph.status).toBe(200);
    expect(bobsGraph.body.result.nodes.map((n: { id: string }) => n.id)).not.toContain(
      'concept.secret',
    );
  });

  /** Each case is a call Bob makes with one of Ann's ids somewhere in the body. */
  const cases: [string, string, () => Record<string, unknown>][] = [
    ['get_project_graph of Ann’s project', 'get_project_graph', () => ({ project_id: a.project })],
    ['bootstrap_project of Ann’s project', 'bootstrap_project', () => ({ project_id: a.project })],
    [
      'get_node by primary_key in Ann’s project',
      'get_node',
      () => ({ project_id: a.project, primary_key: 'concept.secret' }),
    ],
    [
      'get_node by name in Ann’s project',
      'get_node',
      () => ({ project_id: a.project, label: 'Concept', name: 'Secret recipe' }),
    ],
    [
      'get_node of Ann’s vertex through Bob’s project',
      'get_node',
      () => ({ project_id: b.project, id: 'concept.secret' }),
    ],
    [
      'upsert_node (first shape) updating Ann’s vertex',
      'upsert_node',
      () => ({
        id: 'concept.secret',
        project_id: a.project,
        properties: { name: 'Stolen', attributes: { flour: 'rye' } },
      }),
    ],
    [
      'upsert_node (first shape) creating a vertex in Ann’s project',
      'upsert_node',
      () => ({
        id: 'bob.plant',
        label: 'Concept',
        project_id: a.project,
        properties: { name: 'Planted' },
      }),
    ],
    [
      'upsert_node (second shape) by Ann’s primary_key alone',
      'upsert_node',
      () => ({ primary_key: 'concept.secret', name: 'Stolen', x: 1, y: 2 }),
    ],
    [
      'upsert_node (second shape) answering Ann’s question by its id',
      'upsert_node',
      () => ({ id: a.question, attributes: { answer: 'mine' } }),
    ],
    [
      'upsert_node (second shape) on Ann’s project vertex',
      'upsert_node',
      () => ({ primary_key: a.project, name: 'Renamed' }),
    ],
    [
      'upsert_edge inside Ann’s project',
      'upsert_edge',
      () => ({
        project_id: a.project,
        from: 'concept.oven',
        to: 'concept.secret',
        label: 'steals',
      }),
    ],
    [
      'upsert_edge from Bob’s vertex to Ann’s vertex',
      'upsert_edge',
      () => ({ project_id: b.project, from: b.node, to: 'concept.secret' }),
    ],
    [
      'batch_upsert_nodes into Ann’s project',
      'batch_upsert_nodes',
      () => ({ project_id: a.project, nodes: [{ id: 'concept.secret', name: 'Stolen' }] }),
    ],
    [
      'batch_upsert_nodes in Bob’s project with one item naming Ann’s project',
      'batch_upsert_nodes',
      () => ({
        project_id: b.project,
        nodes: [
          { id: 'bob.new', label: 'Concept', name: 'Should not exist' },
          { primary_key: b.node, name: 'Renamed venue' },
          { id: 'concept.secret', project_id: a.project, name: 'Stolen' },
        ],
      }),
    ],
    [
      'the same mixed node batch with continue_on_error',
      'batch_upsert_nodes',
      () => ({
        project_id: b.project,
        options: { continue_on_error: true },
        nodes: [
          { id: 'bob.new', label: 'Concept', name: 'Should not exist' },
          { id: 'concept.secret', project_id: a.project, name: 'Stolen' },
        ],
      }),
    ],
    [
      'batch_upsert_edges into Ann’s project',
      'batch_upsert_edges',
      () => ({ project_id: a.project, edges: [{ from: 'concept.oven', to: 'concept.secret' }] }),
    ],
    [
      'batch_upsert_edges in Bob’s project with one edge to Ann’s vertex',
      'batch_upsert_edges',
      () => ({
        project_id: b.project,
        edges: [
          { from: b.node, to: b.other, label: 'hosts' },
          { from: b.node, to: 'concept.secret', label: 'steals' },
        ],
      }),
    ],
    [
      'the same mixed edge batch with continue_on_error',
      'batch_upsert_edges',
      () => ({
        project_id: b.project,
        options: { continue_on_error: true },
        edges: [
          { from: b.node, to: b.other, label: 'hosts' },
          { from: 'concept.secret', to: b.node },
        ],
      }),
    ],
    [
      'delete_vertex in Ann’s project',
      'delete_vertex',
      () => ({ project_id: a.project, id: 'concept.secret' }),
    ],
    [
      'delete_vertex (primary_key) of Ann’s question',
      'delete_vertex',
      () => ({ project_id: a.project, primary_key: a.question }),
    ],
    [
      'delete_vertex of Ann’s vertex through Bob’s project',
      'delete_vertex',
      () => ({ project_id: b.project, id: 'concept.secret' }),
    ],
    [
      'delete_edge in Ann’s project',
      'delete_edge',
      () => ({ project_id: a.project, edge_id: a.edge }),
    ],
    [
      'delete_edge of Ann’s edge through Bob’s project',
      'delete_edge',
      () => ({ project_id: b.project, edge_id: a.edge }),
    ],
    [
      'get_group_members of Ann’s goals',
      'get_group_members',
      () => ({ project_id: a.project, group_label: 'goals' }),
    ],
    [
      'get_group_members of Ann’s group by its pk',
      'get_group_members',
      () => ({ project_id: a.project, group_pk: a.questionsGroup }),
    ],
    [
      'get_group_members of Ann’s group through Bob’s project',
      'get_group_members',
      () => ({ project_id: b.project, group_pk: a.goalsGroup }),
    ],
    [
      'answer_question in Ann’s project',
      'answer_question',
      () => ({ project_id: a.project, question_pk: a.question, answer: 'Rua Augusta' }),
    ],
    [
      'answer_question of Ann’s question through Bob’s project',
      'answer_question',
      () => ({ project_id: b.project, question_pk: a.question, answer: 'Rua Augusta' }),
    ],
    [
      'add_question to Ann’s project',
      'add_question',
      () => ({ project_id: a.project, text: 'Planted question?' }),
    ],
    ['add_question (general) to Ann’s project', 'add_question', () => ({ project_id: a.project })],
    [
      'add_goal to Ann’s project',
      'add_goal',
      () => ({ project_id: a.project, name: 'Planted goal', priority: 'high' }),
    ],
    ['get_user_requests of Ann’s project', 'get_user_requests', () => ({ project_id: a.project })],
    [
      'delete_project_partition of Ann’s project',
      'delete_project_partition',
      () => ({ project_id: a.project }),
    ],
  ];

  it.each(cases)('%s answers 404 and changes nothing', async (_title, call, body) => {
    const before = await snapshot();
    const res = await bob.call(call as never, body());
    expect(res.status).toBe(404);
    expect(ApiError.parse(res.body).error.code).toBe('not_found');
    expect(JSON.stringify(res.body)).not.toContain('Secret recipe');
    const after = await snapshot();
    expect(after.graph).toBe(before.graph);
    expect(after.rows).toBe(before.rows);
  });

  it('Ann’s project answers exactly like a project that does not exist', async () => {
    // Status, body and headers alike, but for the date and the request id.
    const same = ({ status, body, headers }: Awaited<ReturnType<typeof bob.call>>) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return { status, body, headers: rest };
    };
    const foreign = await bob.call('get_project_graph', { project_id: a.project });
    const missing = await bob.call('get_project_graph', { project_id: randomUUID() });
    expect(foreign.status).toBe(404);
    expect(same(missing)).toEqual(same(foreign));
    const foreignNode = await bob.call('upsert_node', { primary_key: 'concept.secret', name: 'x' });
    const missingNode = await bob.call('upsert_node', {
      primary_key: 'concept.nothing-here',
      name: 'x',
    });
    expect(foreignNode.status).toBe(404);
    expect(same(missingNode)).toEqual(same(foreignNode));
  });

  it('get_user_projects ignores a user_id in the body and lists only the caller’s projects', async () => {
    const before = await snapshot();
    for (const user_id of [annId, { id: annId }, [annId]]) {
      const res = await bob.call('get_user_projects', { user_id });
      expect(res.status).toBe(200);
      expect(res.body.result.projects.map((p: { id: string }) => p.id)).toEqual([b.project]);
    }
    const annSees = await ann.call('get_user_projects', {});
    expect(annSees.body.result.projects.map((p: { id: string }) => p.id)).toEqual([a.project]);
    expect(await snapshot()).toEqual(before);
  });

  it('export_account ignores ids in the body and exports only the caller’s data', async () => {
    const before = await snapshot();
    const res = await bob.call('export_account', { user_id: annId, project_id: a.project });
    expect(res.status).toBe(200);
    expect(res.body.result.user.id).not.toBe(annId);
    expect(res.body.result.projects.map((p: { id: string }) => p.id)).toEqual([b.project]);
    expect(JSON.stringify(res.body)).not.toContain('Secret recipe');
    expect(await snapshot()).toEqual(before);
  });

  it('get_user_requests without a project lists only the caller’s requests', async () => {
    const res = await bob.call('get_user_requests', { user_id: annId } as Record<string, unknown>);
    expect(res.status).toBe(200);
    const ids = res.body.result.requests.map((r: { project_id: string }) => r.project_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set([b.project]));
  });

  it('Bob’s own calls still work after all of that, and Ann’s project is whole', async () => {
    const mine = await bob.call('get_node', { project_id: b.project, primary_key: b.node });
    expect(mine.status).toBe(200);
    expect(mine.body.result.node.name).toBe('Venue');
    const bobsGraph = await bob.call('get_project_graph', { project_id: b.project });
    const bobIds = bobsGraph.body.result.nodes.map((n: { id: string }) => n.id);
    expect(bobIds).not.toContain('bob.new');
    expect(bobsGraph.body.result.edges.filter((e: { from: string }) => e.from === b.node)).toEqual(
      [],
    );
    const annNode = await ann.call('get_node', {
      project_id: a.project,
      primary_key: 'concept.secret',
    });
    expect(annNode.body.result.node).toMatchObject({
      name: 'Secret recipe',
      attributes: { flour: '00' },
      x: null,
    });
  });
});
