import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestSession, signUp } from '../../../test/session';
import type { GraphResult } from '../../api/graphCache';
import { useCanvasStore } from '../canvas/canvasStore';
import { bakeryProject, openWorkspaceDialog } from '../../../test/dialogs';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Filterer');
});
beforeEach(() => useCanvasStore.getState().reset());

const newProject = async () => (await bakeryProject(session)).id;

function open(projectId: string, graph: GraphResult) {
  const canvas = openWorkspaceDialog(session, { kind: 'filters' }, projectId, graph);
  return { ...canvas, dialog: screen.getByRole('dialog', { name: 'Visibility Filters' }) };
}

const hiddenList = () => screen.getByRole('region', { name: 'Hidden nodes' });

describe('Visibility Filters', () => {
  it('is 420px wide and turns object kinds off and on at once', async () => {
    const id = await newProject();
    const { dialog } = open(id, await session.call('get_project_graph', { project_id: id }));
    expect(dialog.style.width).toBe('420px');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Project',
      'Task',
      'Observation',
      'Goal',
      'Request',
      'Node type',
      'Link type',
    ]);
    // The schema's node and link types start filtered off; the core objects start shown.
    expect(
      boxes
        .filter((b) => !(b as HTMLInputElement).checked)
        .map((b) => b.closest('label')?.textContent),
    ).toEqual(['Node type', 'Link type']);

    await userEvent.click(screen.getByLabelText('Task'));
    await userEvent.click(screen.getByLabelText('Node type'));
    expect([...useCanvasStore.getState().hiddenKinds].sort()).toEqual(['link type', 'task']);
    expect(screen.getByLabelText('Task')).not.toBeChecked();
    await userEvent.click(screen.getByLabelText('Task'));
    expect([...useCanvasStore.getState().hiddenKinds]).toEqual(['link type']);
    expect(dialog).toHaveTextContent(/System nodes .* always stay hidden/);
  });

  it('lists the nodes the user hid, but not system nodes, and shows them again', async () => {
    const id = await newProject();
    const before = await session.call('get_project_graph', { project_id: id });
    const [first, second] = before.nodes.filter((n) => n.label === 'question');
    for (const node of [first, second]) {
      await session.call('upsert_node', { id: node?.id ?? '', project_id: id, visible: false });
    }
    await session.call('upsert_node', {
      id: 'concept.sys-clock',
      project_id: id,
      label: 'Concept',
      name: 'sys clock',
      visible: false,
    });
    const { record } = open(id, await session.call('get_project_graph', { project_id: id }));

    const names = within(hiddenList())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toHaveLength(2);
    expect(names.join(' ')).toContain(first?.name);
    expect(names.join(' ')).not.toContain('sys clock');

    await userEvent.click(screen.getByRole('button', { name: `Show ${first?.name}` }));
    expect(record.visible).toEqual([{ ids: [first?.id], visible: true }]);
    expect(within(hiddenList()).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(record.visible[1]).toEqual({ ids: [second?.id], visible: true });
    expect(within(hiddenList()).getByText('No hidden nodes.')).toBeVisible();
  });

  it('closes with Done', async () => {
    const id = await newProject();
    open(id, await session.call('get_project_graph', { project_id: id }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(useCanvasStore.getState().dialog).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
