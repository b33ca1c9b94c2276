import { CALLS, GraphNode } from '@trellis/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer, type TestUser, startWithProject } from './harness';

describe.each(BACKENDS)('nodes on %s', (backend) => {
  let server: TestServer;
  let ann: TestUser;
  let project: string;
  beforeAll(async () => {
    ({
      server,
      user: ann,
      project,
    } = await startWithProject(backend, 'build a garden shed', 'Ann'));
  });
  afterAll(() => server.close());

  it('upsert_node creates with the first shape of §7 and answers the node', async () => {
    const res = await ann.call('upsert_node', {
      id: 'concept.tools',
      label: 'Concept',
      pk: 'project.schema',
      project_id: project,
      properties: {
        name: 'Tools',
        description: 'What we need',
        color: '#112233',
        attributes: { count: 3 },
      },
    });
    expect(res.status).toBe(200);
    const node = GraphNode.parse(res.body.result.node);
    expect(node).toMatchObject({
      id: 'concept.tools',
      primary_key: 'concept.tools',
      label: 'Concept',
      pk: 'project.schema',
      name: 'Tools',
      type: 'vertex',
      visible: true,
      focus: false,
      x: null,
      attributes: { count: 3, description: 'What we need', color: '#112233' },
    });
  });

  it('the second shape updates by primary_key alone and keeps what it does not name', async () => {
    const res = await ann.call('upsert_node', {
      primary_key: 'concept.tools',
      x: 120.5,
      y: -40,
      focus: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.node).toMatchObject({
      name: 'Tools',
      x: 120.5,
      y: -40,
      focus: true,
      attributes: { count: 3, description: 'What we need' },
    });
    const merged = await ann.call('upsert_node', {
      primary_key: 'concept.tools',
      project_id: project,
      attributes: { count: null, size: 'large' },
      visible: false,
    });
    expect(merged.body.result.node.attributes).toEqual({
      description: 'What we need',
      color: '#112233',
      size: 'large',
    });
    expect(merged.body.result.node.visible).toBe(false);
    expect(merged.body.result.node.x).toBe(120.5);
  });

  it('creating without a name is refused, and an id without project_id must be the caller’s', async () => {
    const res = await ann.call('upsert_node', {
      project_id: project,
      id: 'concept.nameless',
      label: 'Concept',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]?.path).toBe('name');
    const unknown = await ann.call('upsert_node', { primary_key: 'concept.nobody', x: 1 });
    expect(unknown.status).toBe(404);
  });

  it('a generated id is given when the caller names none', async () => {
    const res = await ann.call('upsert_node', {
      project_id: project,
      label: 'Task',
      name: 'Buy timber',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.node.id).toMatch(/^task\.[0-9a-f]{12}$/);
    expect(res.body.result.node.pk).toBe('project.tasks');
  });

  it('renaming the project node renames the project in the list', async () => {
    const res = await ann.call('upsert_node', {
      id: project,
      label: 'project',
      pk: 'project',
      project_id: project,
      properties: {
        name: 'Garden shed',
        description: 'A shed by June',
        project_type: 'Construction',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.node.attributes).toMatchObject({
      description: 'A shed by June',
      project_type: 'Construction',
    });
    const list = await ann.call('get_user_projects', {});
    expect(list.body.result.projects.find((p: { id: string }) => p.id === project).name).toBe(
      'Garden shed',
    );
  });

  it('get_node finds by primary_key, and by label and name', async () => {
    const byId = await ann.call('get_node', { project_id: project, primary_key: 'concept.tools' });
    expect(byId.body.result.node.name).toBe('Tools');
    const byName = await ann.call('get_node', {
      project_id: project,
      label: 'concept',
      name: 'tools',
    });
    expect(byName.body.result.node.id).toBe('concept.tools');
    const missing = await ann.call('get_node', {
      project_id: project,
      label: 'Concept',
      name: 'Nothing',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Vertex not found.');
  });

  it('batch_upsert_nodes writes all in order, merges repeated ids and normalises node type fields', async () => {
    const res = await ann.call('batch_upsert_nodes', {
      project_id: project,
      nodes: [
        { id: 'concept.a', name: 'A', label: 'Concept', x: 1, y: 2 },
        { id: 'concept.b', name: 'B', label: 'Concept' },
        { id: 'concept.a', attributes: { note: 'second write wins' } },
        {
          id: 'node-type.room',
          label: 'Node Type',
          name: 'Room',
          attributes: {
            fields: JSON.stringify([
              { name: 'area' },
              { name: 'floor', type: 'number', required: true },
            ]),
          },
        },
      ],
      options: { assign_type_colors: true, return_nodes: true },
    });
    expect(res.status).toBe(200);
    const r = CALLS.batch_upsert_nodes.result.parse(res.body.result);
    expect(r.ids).toEqual(['concept.a', 'concept.b', 'node-type.room']);
    expect(r.nodes?.map((n) => n.id)).toEqual(r.ids);
    expect(r.nodes?.[0]).toMatchObject({ x: 1, y: 2, attributes: { note: 'second write wins' } });
    const graph = await ann.call('get_project_graph', { project_id: project });
    const room = graph.body.result.node_types.find(
      (t: { id: string }) => t.id === 'node-type.room',
    );
    expect(room.fields).toEqual([
      { name: 'area', type: 'string', required: false },
      { name: 'floor', type: 'number', required: true },
    ]);
    // The four default types hold node-1..node-4; the new type gets the next free token.
    expect(room.color_token).toBe('node-5');
  });

  it('concurrent writes of different fields of the same nodes all land', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `concept.c${i}`);
    await ann.call('batch_upsert_nodes', {
      project_id: project,
      nodes: ids.map((id) => ({ id, name: 'before', label: 'Concept' })),
    });
    const [moved, renamed, tagged] = await Promise.all([
      ann.call('batch_upsert_nodes', {
        project_id: project,
        nodes: ids.map((id) => ({ id, x: 7, y: 8 })),
      }),
      ann.call('batch_upsert_nodes', {
        project_id: project,
        nodes: ids.map((id) => ({ id, name: 'after' })),
      }),
      ann.call('batch_upsert_nodes', {
        project_id: project,
        nodes: ids.map((id) => ({ id, attributes: { tag: 'kept' } })),
      }),
    ]);
    expect([moved.status, renamed.status, tagged.status]).toEqual([200, 200, 200]);
    const graph = await ann.call('get_project_graph', { project_id: project });
    const written = graph.body.result.nodes.filter((n: { id: string }) => ids.includes(n.id));
    expect(written).toHaveLength(50);
    for (const n of written)
      expect(n).toMatchObject({ name: 'after', x: 7, y: 8, attributes: { tag: 'kept' } });
  });

  it('a node type with fields that are not field definitions is refused', async () => {
    const res = await ann.call('upsert_node', {
      project_id: project,
      id: 'node-type.bad',
      label: 'Node Type',
      name: 'Bad',
      attributes: { fields: '{not json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]?.path).toBe('attributes.fields');
  });

  it('delete_vertex removes the vertex and its edges, and refuses the project node', async () => {
    await ann.call('batch_upsert_edges', {
      project_id: project,
      edges: [
        { from: 'concept.a', to: 'concept.b', label: 'Relates To' },
        { from: 'concept.b', to: 'concept.tools' },
      ],
    });
    const res = await ann.call('delete_vertex', {
      project_id: project,
      primary_key: 'concept.b',
      label: 'Concept',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.deleted).toEqual({ id: 'concept.b', edges: 2 });
    const graph = await ann.call('get_project_graph', { project_id: project });
    expect(
      graph.body.result.edges.some(
        (e: { from: string; to: string }) => e.from === 'concept.b' || e.to === 'concept.b',
      ),
    ).toBe(false);
    expect((await ann.call('delete_vertex', { project_id: project, id: 'concept.b' })).status).toBe(
      404,
    );
    expect((await ann.call('delete_vertex', { project_id: project, id: project })).status).toBe(
      400,
    );
  });

  it('get_group_members answers a system group’s members by key, title or group id', async () => {
    await ann.call('add_goal', { project_id: project, name: 'Dry storage', priority: 'high' });
    const byKey = await ann.call('get_group_members', {
      project_id: project,
      group_label: 'goals',
    });
    expect(byKey.body.result.nodes.map((n: { name: string }) => n.name)).toEqual(['Dry storage']);
    const byName = await ann.call('get_group_members', {
      project_id: project,
      group_label: `${project}_Goals`,
    });
    expect(byName.body.result.nodes).toHaveLength(1);
    const types = await ann.call('get_group_members', {
      project_id: project,
      group_label: 'Node Types',
    });
    expect(types.body.result.nodes.map((n: { name: string }) => n.name)).toEqual([
      'Concept',
      'Schema',
      'Project',
      'Task',
    ]);
    const byPk = await ann.call('get_group_members', {
      project_id: project,
      group_pk: `${project}_Node Types`,
    });
    expect(byPk.body.result.nodes).toHaveLength(7); // four node types and three link types
    const unknown = await ann.call('get_group_members', {
      project_id: project,
      group_label: 'weather',
    });
    expect(unknown.status).toBe(400);
  });
});
