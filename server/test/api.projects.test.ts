import { CALLS, ProjectGraph } from '@trellis/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer, type TestUser, startServer } from './harness';

describe.each(BACKENDS)('projects on %s', (backend) => {
  let server: TestServer;
  let ann: TestUser;
  beforeAll(async () => {
    server = await startServer(backend);
    ann = await server.newUser('Ann');
  });
  afterAll(() => server.close());

  it('initial_setup registers the caller once', async () => {
    const first = await ann.call('initial_setup', {});
    expect(first.status).toBe(200);
    expect(CALLS.initial_setup.result.parse(first.body.result)).toMatchObject({
      user: { email: ann.email, name: 'Ann' },
      project_count: 0,
    });
    const again = await ann.call('initial_setup', {});
    expect(again.body.result.created).toBe(false);
    expect(again.body.result.user.id).toBe(first.body.result.user.id);
  });

  it('create_project builds the project, its groups, defaults and the request', async () => {
    const created = await ann.call('create_project', {
      prompt: '  open a small bakery in Lisbon  ',
    });
    expect(created.status).toBe(200);
    const r = CALLS.create_project.result.parse(created.body.result);
    // The engine names and describes it; the prompt itself is kept, trimmed, on the request.
    expect(r.project.name).toBe('Lisbon Bakery');
    expect(r.project.description).toMatch(/small bakery in Lisbon/);

    const graph = await ann.call('get_project_graph', {
      project_id: r.project_id,
      client_request_id: 'req-1',
    });
    expect(graph.status).toBe(200);
    const g = ProjectGraph.parse(graph.body.result);
    expect(graph.body.result.client_request_id).toBe('req-1');
    expect(g.system_groups.map((s) => s.name).sort()).toEqual(
      ['Goals', 'Node Types', 'Observations', 'Questions'].map((t) => `${r.project_id}_${t}`),
    );
    expect(g.node_types.map((t) => t.name)).toEqual(['Concept', 'Schema', 'Project', 'Task']);
    expect(g.node_types[0]?.id).toBe('node-type.concept');
    expect(g.link_types.map((t) => t.name)).toEqual(['connects_to', 'references', 'relates_to']);
    const helpers = g.nodes.filter((n) => n.label === 'prompt helper');
    expect(helpers.map((h) => h.id).sort()).toEqual([
      'prompt-helper.define_types',
      'prompt-helper.topbar',
    ]);
    expect(
      helpers.every((h) => h.pk === 'project.meta' && h.attributes.is_prompt_helper === true),
    ).toBe(true);
    const request = g.nodes.find((n) => n.id === r.request_id);
    expect(request).toMatchObject({ label: 'request', name: 'open a small bakery in Lisbon' });
    // Everything but the project node itself hangs off something: no orphans.
    const targets = new Set(g.edges.map((e) => e.to));
    expect(g.nodes.filter((n) => n.id !== r.project_id && !targets.has(n.id))).toEqual([]);
    const link = g.edges.find((e) => e.to === r.request_id);
    expect(link).toMatchObject({ from: r.project_id, label: 'contains' });
    expect(link?.properties).toMatchObject({ sourceLabel: 'project', targetLabel: 'request' });

    const projects = await ann.call('get_user_projects', { user_id: 'somebody-else' });
    expect(projects.body.result.projects).toEqual([
      expect.objectContaining({ id: r.project_id, project_id: r.project_id, name: r.project.name }),
    ]);
  });

  it('bootstrap_project is idempotent and restores what was deleted', async () => {
    const { body } = await ann.call('create_project', { prompt: 'plan a wedding' });
    const id = body.result.project_id as string;
    const again = await ann.call('bootstrap_project', { project_id: id });
    expect(again.body.result.created).toEqual({ nodes: 0, edges: 0 });
    const del = await ann.call('delete_vertex', { project_id: id, id: `${id}_Goals` });
    expect(del.status).toBe(200);
    const restored = await ann.call('bootstrap_project', { project_id: id });
    expect(restored.body.result.created).toEqual({ nodes: 1, edges: 1 });
  });

  it('get_user_requests lists the caller’s prompts newest first, optionally per project', async () => {
    const a = await ann.call('create_project', { prompt: 'learn Spanish in a year' });
    const b = await ann.call('create_project', { prompt: 'renovate the kitchen' });
    const all = await ann.call('get_user_requests', { client_request_id: 'c1' });
    const prompts = all.body.result.requests.map((r: { prompt: string }) => r.prompt);
    expect(prompts.slice(0, 2)).toEqual(['renovate the kitchen', 'learn Spanish in a year']);
    expect(all.body.result.client_request_id).toBe('c1');
    const one = await ann.call('get_user_requests', { project_id: a.body.result.project_id });
    expect(one.body.result.requests).toEqual([
      expect.objectContaining({
        prompt: 'learn Spanish in a year',
        project_name: a.body.result.project.name,
      }),
    ]);
    expect(b.status).toBe(200);
  });

  it('delete_project_partition removes the project and everything in it', async () => {
    const { body } = await ann.call('create_project', { prompt: 'start a community garden' });
    const id = body.result.project_id as string;
    const del = await ann.call('delete_project_partition', { project_id: id });
    expect(del.status).toBe(200);
    expect(del.body.result.deleted.nodes).toBeGreaterThan(10);
    const rows = await server.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM vertices WHERE project_id = $1)::int + (SELECT count(*) FROM edges WHERE project_id = $1)::int AS n',
      [id],
    );
    expect(rows[0]?.n).toBe(0);
    expect((await ann.call('get_project_graph', { project_id: id })).status).toBe(404);
    expect((await ann.call('delete_project_partition', { project_id: id })).status).toBe(404);
  });

  it('create_project drafts a usable project from a prompt of keyboard mashing', async () => {
    // Found in the web app: one 3,990-character "word" used to become the project name, and the
    // draft check refused it with a 502.
    const created = await ann.call('create_project', { prompt: 'x'.repeat(3990) });
    expect(created.status).toBe(200);
    const r = CALLS.create_project.result.parse(created.body.result);
    expect(r.project.name.length).toBeGreaterThan(0);
    expect(r.project.name.length).toBeLessThanOrEqual(80);
    expect(r.project.name).not.toContain('xxxxxxxxxx');
    expect(r.questions.length).toBeGreaterThanOrEqual(3);
  });

  it('create_project rejects a blank prompt and writes nothing', async () => {
    const before = await ann.call('get_user_projects', {});
    const res = await ann.call('create_project', { prompt: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error.details?.[0]?.path).toBe('prompt');
    const after = await ann.call('get_user_projects', {});
    expect(after.body.result.projects.length).toBe(before.body.result.projects.length);
  });
});
