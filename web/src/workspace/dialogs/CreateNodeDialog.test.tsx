import { STORAGE_KEYS } from '@trellis/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSession, signUp } from '../../../test/session';
import type { GraphResult } from '../../api/graphCache';
import { readStored, writeStored } from '../../lib/storage';
import { useCanvasStore } from '../canvas/canvasStore';
import { bakeryProject, openWorkspaceDialog } from '../../../test/dialogs';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Node Maker');
});
beforeEach(() => useCanvasStore.getState().reset());

const graphOf = (id: string) => session.call('get_project_graph', { project_id: id });

const newProject = () => bakeryProject(session);

/** Create Node open at (120.6, -40.2) over the project's graph, the canvas recorded. */
function open(projectId: string | null, graph: GraphResult) {
  const position = { x: 120.6, y: -40.2 };
  const canvas = openWorkspaceDialog(session, { kind: 'createNode', position }, projectId, graph, {
    render: { path: `/workspace/${projectId ?? ''}`, route: '/workspace/:projectId?' },
  });
  return { ...canvas, dialog: screen.getByRole('dialog', { name: 'Create Node' }) };
}

const closed = () => waitFor(() => expect(useCanvasStore.getState().dialog).toBeNull());

describe('Create Node', () => {
  it('refuses a blank name and creates nothing', async () => {
    const { id, graph } = await newProject();
    const { record } = open(id, graph);
    await userEvent.type(screen.getByLabelText('Name'), '   {Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(record.calls).toEqual([]);
    expect((await graphOf(id)).nodes).toHaveLength(graph.nodes.length);
    expect(useCanvasStore.getState().dialog?.kind).toBe('createNode');
  });

  it('says No project selected without a project and sends nothing', async () => {
    const { graph } = await newProject();
    const { record } = open(null, graph);
    await userEvent.type(screen.getByLabelText('Name'), 'Croissant');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No project selected');
    expect(record.calls).toEqual([]);
  });

  it('creates a typed node with its attributes under a parent, then shows it', async () => {
    const { id, graph } = await newProject();
    const { record } = open(id, graph);
    expect(screen.getByLabelText('Type')).toHaveValue('Concept');
    expect(screen.getByLabelText('Card')).toHaveValue('vertex');
    expect(screen.getByLabelText('Edge label')).toHaveValue('contains');

    await userEvent.type(screen.getByLabelText('Name'), '  Sourdough starter ');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Task');
    await userEvent.type(screen.getByLabelText('Attribute 1 key'), ' flour ');
    await userEvent.type(screen.getByLabelText('Attribute 1 value'), 'rye');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.type(screen.getByLabelText('Attribute 2 value'), 'no key, dropped');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.type(screen.getByLabelText('Attribute 3 key'), 'hydration');
    await userEvent.type(screen.getByLabelText('Attribute 3 value'), '75%');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.type(screen.getByLabelText('Attribute 4 key'), 'removed');
    await userEvent.click(screen.getByRole('button', { name: 'Remove attribute 4' }));
    await userEvent.selectOptions(screen.getByLabelText('Parent'), id);

    // A synchronous click, so that 'Creating…' is checked before the server can answer.
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('button', { name: 'Creating…' })).toBeDisabled();
    await closed();

    expect(record.calls).toEqual(['nodeCreated', 'addEdges', 'focusNode']);
    const created = record.created[0];
    expect(created?.id).toMatch(/^task\.[0-9a-f]{12}$/);
    const { node } = await session.call('get_node', {
      project_id: id,
      primary_key: created?.id ?? '',
    });
    expect(node).toMatchObject({
      name: 'Sourdough starter',
      label: 'Task',
      type: 'vertex',
      x: 121,
      y: -40,
    });
    // Exactly the rows with a key: not the keyless one, nor the removed one.
    expect(node.attributes).toEqual({ flour: 'rye', hydration: '75%' });
    expect(record.edges).toEqual([{ from: id, to: node.id, label: 'contains' }]);
    expect(record.focused).toEqual([node.id]);
  });

  it('gives a complex card the sections of its type', async () => {
    const { id } = await newProject();
    await session.call('upsert_node', {
      id: 'node-type.loaf',
      project_id: id,
      label: 'Node Type',
      pk: 'project.schema',
      name: 'Loaf',
      attributes: {
        notes: '',
        fields: [
          { name: 'Ingredients', type: 'string', relation: 'Ingredient' },
          { name: 'weight', type: 'number' },
        ],
      },
    });
    const { record } = open(id, await graphOf(id));
    await userEvent.type(screen.getByLabelText('Name'), 'Pão de Deus');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Loaf');
    await userEvent.selectOptions(screen.getByLabelText('Card'), 'Complex');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await closed();

    const { node } = await session.call('get_node', {
      project_id: id,
      primary_key: record.created[0]?.id ?? '',
    });
    expect(node.type).toBe('complex');
    expect(node.attributes.composition).toEqual([
      { member_label: 'Ingredient', edge_label: 'contains', title: 'Ingredients' },
    ]);
    expect(record.edges).toEqual([]);
  });

  it('opens as a child from the stored prefill keys, and clears them', async () => {
    const { id, graph } = await newProject();
    const parent = graph.nodes.find((n) => n.label === 'question');
    writeStored(STORAGE_KEYS.prefillChildLabel, 'task');
    writeStored(STORAGE_KEYS.prefillChildEdge, 'needs');
    writeStored(STORAGE_KEYS.prefillChildParent, parent?.id ?? '');
    const { record } = open(id, graph);

    expect(screen.getByLabelText('Type')).toHaveValue('Task');
    expect(screen.getByLabelText('Parent')).toHaveValue(parent?.id);
    expect(screen.getByLabelText('Edge label')).toHaveValue('needs');
    await waitFor(() => expect(readStored(STORAGE_KEYS.prefillChildParent)).toBeNull());
    expect(readStored(STORAGE_KEYS.prefillChildLabel)).toBeNull();
    expect(readStored(STORAGE_KEYS.prefillChildEdge)).toBeNull();

    await userEvent.type(screen.getByLabelText('Name'), 'Ask the landlord{Enter}');
    await closed();
    expect(record.edges).toEqual([{ from: parent?.id, to: record.created[0]?.id, label: 'needs' }]);
  });

  it('goes to the Schemas page from + Manage Node Types', async () => {
    const { id, graph } = await newProject();
    const { page, record } = open(id, graph);
    await userEvent.selectOptions(screen.getByLabelText('Type'), '+ Manage Node Types');
    expect(page.location()).toBe(`/projects/schemas/${id}`);
    expect(useCanvasStore.getState().dialog).toBeNull();
    expect(record.calls).toEqual([]);
  });

  it('keeps the input and tells why when the server refuses', async () => {
    const { id, graph } = await newProject();
    const { record } = open(id, graph);
    await session.call('delete_project_partition', { project_id: id });
    await userEvent.type(screen.getByLabelText('Name'), 'Bolo de arroz{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error creating node: \S/);
    expect(screen.getByLabelText('Name')).toHaveValue('Bolo de arroz');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(record.calls).toEqual([]);
  });

  it('switches to Create Vertex at the same position', async () => {
    const { id, graph } = await newProject();
    open(id, graph);
    await userEvent.click(screen.getByRole('button', { name: 'Create by ID…' }));
    expect(useCanvasStore.getState().dialog).toEqual({
      kind: 'createVertex',
      position: { x: 120.6, y: -40.2 },
    });
    expect(await screen.findByRole('dialog', { name: 'Create Vertex' })).toBeVisible();
  });

  it('closes on Escape', async () => {
    const { id, graph } = await newProject();
    open(id, graph);
    await userEvent.keyboard('{Escape}');
    expect(useCanvasStore.getState().dialog).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
