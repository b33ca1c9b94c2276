import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Graph, byLabel, expectSoundGraph } from './graphChecks';
import { BACKENDS, type TestServer, type TestUser, startServer } from './harness';

describe.each(BACKENDS)('the planning flow through the API on %s (offline engine)', (backend) => {
  let server: TestServer;
  let ann: TestUser;
  beforeAll(async () => {
    server = await startServer(backend);
    ann = await server.newUser('Ann');
  });
  afterAll(() => server.close());

  const graphOf = async (project: string): Promise<Graph> =>
    (await ann.call('get_project_graph', { project_id: project })).body.result;

  it('create_project drafts a named, typed project with 3–6 questions and records the request', async () => {
    const prompt = 'open a small bakery in Lisbon';
    const res = await ann.call('create_project', { prompt });
    expect(res.status).toBe(200);
    const { project_id: id, project, request_id, questions } = res.body.result;
    expect(project.name).not.toBe(prompt);
    expect(project.name).toMatch(/Bakery/);
    expect(project.name.length).toBeLessThanOrEqual(80);
    expect(project.project_type).not.toBe('General');
    expect(project.description).toMatch(/bakery/i);
    expect(questions.length).toBeGreaterThanOrEqual(3);
    expect(questions.length).toBeLessThanOrEqual(6);

    const graph = await graphOf(id);
    const inGroup = new Set(
      graph.edges.filter((e) => e.from === `${id}_Questions`).map((e) => e.to),
    );
    for (const q of questions) expect(inGroup.has(q.id)).toBe(true);
    expect(byLabel(graph, 'question').every((q) => q.attributes.answered === false)).toBe(true);
    const request = graph.nodes.find((n) => n.id === request_id);
    expect(request?.attributes.prompt).toBe(prompt);
    // Bootstrapped: the four groups and the default types.
    for (const g of ['Goals', 'Questions', 'Observations', 'Node Types'])
      expect(graph.nodes.some((n) => n.id === `${id}_${g}`)).toBe(true);
    expect(graph.node_types.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Concept', 'Schema', 'Project', 'Task']),
    );
    expectSoundGraph(graph, id);
  });

  it('project_tasks then execute (the two-step flow) yields typed nodes and labelled links', async () => {
    const prompt = 'Build a mobile game about dragons for iOS and Android';
    const id = (await ann.call('create_project', { prompt })).body.result.project_id;
    const planned = await ann.call('project_tasks', { project_id: id, prompt });
    expect(planned.status).toBe(200);
    const { tasks } = planned.body.result;
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    let graph = await graphOf(id);
    for (const t of tasks) {
      const node = graph.nodes.find((n) => n.id === t.id);
      expect(node).toMatchObject({ label: 'task', type: 'sys' });
      expect(node?.attributes).toMatchObject({ system: true, status: 'pending' });
      expect(graph.edges.some((e) => e.from === id && e.to === t.id)).toBe(true);
    }

    const run = await ann.call('execute', { project_id: id });
    expect(run.status).toBe(200);
    expect(run.body.result.tasks.map((t: { label: string }) => t.label)).toEqual(
      tasks.map((t: { name: string }) => `Execute task: ${t.name}`),
    );
    expect(run.body.result.remaining).toBe(0);
    graph = await graphOf(id);
    expect(
      byLabel(graph, 'task')
        .filter((t) => t.type === 'sys')
        .every((t) => t.attributes.status === 'done'),
    ).toBe(true);
    // A schema for the domain, goals with priorities, domain nodes of those types, linked.
    const custom = graph.node_types.filter(
      (t) => !['Concept', 'Schema', 'Project', 'Task'].includes(t.name),
    );
    expect(custom.length).toBeGreaterThanOrEqual(3);
    expect(custom.every((t) => t.fields.length > 0)).toBe(true);
    const goals = byLabel(graph, 'goal');
    expect(goals.length).toBeGreaterThanOrEqual(3);
    expect(
      goals.every((g) => ['low', 'medium', 'high'].includes(g.attributes.priority as string)),
    ).toBe(true);
    const typeNames = new Set(custom.map((t) => t.name));
    const domain = graph.nodes.filter((n) => typeNames.has(n.label));
    expect(domain.length).toBeGreaterThanOrEqual(6);
    const domainIds = new Set(domain.map((n) => n.id));
    const domainLinks = graph.edges.filter((e) => domainIds.has(e.from) && domainIds.has(e.to));
    expect(domainLinks.length).toBeGreaterThan(0);
    expect(domainLinks.every((e) => e.label !== '' && e.label !== 'contains')).toBe(true);
    expect(byLabel(graph, 'observation').length).toBeGreaterThan(0);
    expectSoundGraph(graph, id);

    // Nothing left: a second execute does nothing and says so.
    const again = await ann.call('execute', { project_id: id });
    expect(again.body.result).toMatchObject({ tasks: [], summary: 'No pending system tasks' });
  });

  it('run_prompt_queue runs refactor, project_tasks and execute with a status per step', async () => {
    const id = (
      await ann.call('create_project', { prompt: 'plan our wedding in Tuscany for 80 guests' })
    ).body.result.project_id;
    const res = await ann.call('run_prompt_queue', {
      project_id: id,
      prompt: 'find a photographer and a florist',
      objective: 'Refactor the project',
    });
    expect(res.status).toBe(200);
    const { status, results } = res.body.result;
    expect(status).toBe('Completed');
    expect(results.map((r: { step: string }) => r.step)).toEqual([
      'refactor',
      'project_tasks',
      'execute',
    ]);
    expect(results.every((r: { status: string }) => r.status === 'Completed')).toBe(true);
    const graph = await graphOf(id);
    const center = graph.nodes.find((n) => n.id === results[0].centerNodeId);
    expect(center).toBeDefined();
    expect(center?.visible).toBe(true);
    expect(center?.type).not.toBe('sys');
    // The request became a work item with steps that speak of it.
    const work = byLabel(graph, 'task').find((t) => /photographer and a florist/i.test(t.name));
    expect(work).toBeDefined();
    const steps = graph.edges.filter((e) => e.from === work?.id && e.label === 'contains');
    expect(steps.length).toBe(4);
    expectSoundGraph(graph, id);
  });

  it('refactor regroups, merges duplicates, hides answered questions and links orphans', async () => {
    const id = (await ann.call('create_project', { prompt: 'start a community garden in Leeds' }))
      .body.result.project_id;
    const q = (await ann.call('add_question', { project_id: id, text: 'How big is the plot?' }))
      .body.result.node;
    await ann.call('answer_question', {
      project_id: id,
      question_pk: q.id,
      answer: 'About 400 m²',
    });
    const loose = await ann.call('batch_upsert_nodes', {
      project_id: id,
      nodes: [
        { id: 'concept.a', label: 'Concept', name: 'Rainwater butt' },
        { id: 'concept.b', label: 'Concept', name: 'rainwater  butt' },
        {
          id: 'goal.loose',
          label: 'goal',
          name: 'Open the garden by May',
          attributes: { priority: 'high' },
        },
      ],
    });
    expect(loose.status).toBe(200);
    await ann.call('upsert_edge', {
      project_id: id,
      from: 'concept.b',
      to: 'goal.loose',
      label: 'supports',
    });
    const res = await ann.call('run_prompt_queue', { project_id: id, steps: ['refactor'] });
    expect(res.body.result.status).toBe('Completed');
    expect(res.body.result.results[0].summary).toMatch(/merged/);
    const graph = await graphOf(id);
    expect(graph.nodes.some((n) => n.id === 'concept.b')).toBe(false);
    expect(
      graph.edges.some(
        (e) => e.from === 'concept.a' && e.to === 'goal.loose' && e.label === 'supports',
      ),
    ).toBe(true);
    expect(graph.edges.some((e) => e.from === `${id}_Goals` && e.to === 'goal.loose')).toBe(true);
    expect(graph.nodes.find((n) => n.id === q.id)?.visible).toBe(false);
    expectSoundGraph(graph, id);
  });

  it('generate_goals adds 3–6 new goals with priorities; define_types builds and adjusts the schema', async () => {
    const id = (await ann.call('create_project', { prompt: 'write a fantasy novel' })).body.result
      .project_id;
    const goals = await ann.call('generate_goals', { project_id: id });
    expect(goals.status).toBe(200);
    const made = goals.body.result.goals;
    expect(made.length).toBeGreaterThanOrEqual(3);
    expect(made.length).toBeLessThanOrEqual(6);
    expect(
      made.every((g: { attributes: { priority: string } }) =>
        ['low', 'medium', 'high'].includes(g.attributes.priority),
      ),
    ).toBe(true);
    const more = await ann.call('generate_goals', { project_id: id });
    const names = new Set(made.map((g: { name: string }) => g.name));
    expect(more.body.result.goals.some((g: { name: string }) => names.has(g.name))).toBe(false);

    const initial = await ann.call('define_types', { project_id: id });
    expect(initial.status).toBe(200);
    expect(initial.body.result.node_types.length).toBeGreaterThan(4);
    const adjusted = await ann.call('define_types', {
      project_id: id,
      prompt: 'Add Creature and Location types',
    });
    expect(adjusted.status).toBe(200);
    let graph = await graphOf(id);
    const creature = graph.node_types.find((t) => t.name === 'Creature');
    expect(creature?.fields.map((f) => f.name)).toContain('name');
    expect(graph.node_types.some((t) => t.name === 'Location')).toBe(true);
    await ann.call('define_types', {
      project_id: id,
      prompt: 'add a habitat field to Creature, then link Creature to Location as lives_in',
    });
    graph = await graphOf(id);
    expect(
      graph.node_types.find((t) => t.name === 'Creature')?.fields.map((f) => f.name),
    ).toContain('habitat');
    expect(graph.link_types.some((l) => l.name === 'lives_in')).toBe(true);
    const before = graph.nodes.length;
    const vague = await ann.call('define_types', {
      project_id: id,
      prompt: 'make it nicer somehow',
    });
    expect(vague.status).toBe(422);
    expect(vague.body.error.message).toMatch(/Add Creature and Location types/);
    expect((await graphOf(id)).nodes.length).toBe(before);
    expectSoundGraph(await graphOf(id), id);
  });

  it('add_question asks a relevant new question every time, never a blank or repeated one', async () => {
    const id = (await ann.call('create_project', { prompt: 'renovate our kitchen' })).body.result
      .project_id;
    const asked = new Set(
      (await graphOf(id)).nodes.filter((n) => n.label === 'question').map((n) => n.name),
    );
    for (let i = 0; i < 8; i++) {
      const res = await ann.call('add_question', { project_id: id });
      expect(res.status).toBe(200);
      const text: string = res.body.result.node.name;
      expect(text.trim().length).toBeGreaterThan(10);
      expect(asked.has(text)).toBe(false);
      asked.add(text);
    }
    expectSoundGraph(await graphOf(id), id);
  });

  it('answers shape what is generated next: goals, tasks, observations and types', async () => {
    const id = (await ann.call('create_project', { prompt: 'open a small bakery in Lisbon' })).body
      .result.project_id;
    let graph = await graphOf(id);
    const budgetQ = byLabel(graph, 'question').find((q) => /budget/i.test(q.name));
    expect(budgetQ).toBeDefined();
    await ann.call('answer_question', {
      project_id: id,
      question_pk: budgetQ?.id,
      answer: 'budget 20k EUR, open by March',
    });

    const goals = (await ann.call('generate_goals', { project_id: id })).body.result.goals;
    expect(goals.some((g: { name: string }) => g.name.includes('20k EUR'))).toBe(true);
    expect(goals.some((g: { name: string }) => g.name.includes('March'))).toBe(true);

    const tasks = (await ann.call('project_tasks', { project_id: id, prompt: 'what next?' })).body
      .result.tasks;
    expect(tasks.some((t: { name: string }) => t.name.includes('20k EUR'))).toBe(true);
    expect(tasks.some((t: { name: string }) => t.name.includes('March'))).toBe(true);
    await ann.call('execute', { project_id: id });
    graph = await graphOf(id);
    const observations = byLabel(graph, 'observation').map((o) => o.name);
    expect(observations.some((o) => o.includes('20k EUR'))).toBe(true);
    expect(observations.some((o) => o.includes('March'))).toBe(true);
    const budgetType = graph.node_types.find((t) => t.name === 'Budget Item');
    expect(budgetType).toBeDefined();
    expectSoundGraph(graph, id);
  });

  it('engine calls answer 404 for a project that is not the caller’s and write nothing', async () => {
    const id = (await ann.call('create_project', { prompt: 'learn Spanish' })).body.result
      .project_id;
    const bob = await server.newUser('Bob');
    const before = (await graphOf(id)).nodes.length;
    for (const [call, body] of [
      ['project_tasks', { project_id: id, prompt: 'go' }],
      ['execute', { project_id: id }],
      ['run_prompt_queue', { project_id: id }],
      ['generate_goals', { project_id: id }],
      ['define_types', { project_id: id }],
      ['add_question', { project_id: id }],
    ] as const) {
      expect((await bob.call(call, body)).status, call).toBe(404);
    }
    expect((await graphOf(id)).nodes.length).toBe(before);
  });
});
