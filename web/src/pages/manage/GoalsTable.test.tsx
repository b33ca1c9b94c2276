import { goalsOf } from '@trellis/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newProject, openManagement, projectGraph } from '../../../test/projects';
import { type TestSession, signUp } from '../../../test/session';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Goal Setter');
});
afterEach(() => {
  toast.dismiss();
});

async function goalsOn(projectId: string) {
  return goalsOf(await projectGraph(session, projectId));
}

/** A new project's management page, and its Goals section once it shows. */
async function openProject(goals: { name: string; priority?: 'low' | 'medium' | 'high' }[] = []) {
  const id = await newProject(session);
  for (const goal of goals) await session.call('add_goal', { project_id: id, ...goal });
  openManagement(session, id);
  const section = await screen.findByRole('region', { name: 'Goals' });
  return { id, section };
}

const rows = (section: HTMLElement) => within(section).queryAllByRole('row').slice(1);

describe('Project Management: goals', () => {
  it('offers Generate Goals and Add Goal while there are none, and generates some', async () => {
    const { id, section } = await openProject();
    expect(within(section).getByText('No goals yet.')).toBeVisible();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add Goal' })).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Generate Goals' }));

    const table = await within(section).findByRole('table');
    const saved = await goalsOn(id);
    expect(saved.length).toBeGreaterThan(0);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Goal', 'Priority', 'Actions']);
    for (const h of within(table).getAllByRole('columnheader')) {
      expect(h).toHaveAttribute('scope', 'col');
    }
    expect(rows(section)).toHaveLength(saved.length);
    expect(within(section).queryByText('No goals yet.')).not.toBeInTheDocument();
    // Still offered once goals exist.
    expect(within(section).getByRole('button', { name: 'Generate Goals' })).toBeEnabled();
  });

  it('shows goal names title-cased and priorities capitalised', async () => {
    const { section } = await openProject([{ name: 'open on time', priority: 'high' }]);
    const [row] = rows(await within(section).findByRole('table'));
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^Open On Time$/);
    expect(cells[1]).toHaveTextContent(/^High$/);
  });

  it('adds a goal with Add Goal', async () => {
    const { id, section } = await openProject();
    await userEvent.click(within(section).getByRole('button', { name: 'Add Goal' }));
    const [row] = rows(await within(section).findByRole('table'));
    expect(row).toHaveTextContent(/Goal 1/);
    expect(row).toHaveTextContent(/Medium/);
    expect(await goalsOn(id)).toEqual([expect.objectContaining({ name: 'Goal 1' })]);
  });

  it('edits the name and the priority in one dialog, refusing an unknown priority', async () => {
    const { id, section } = await openProject([{ name: 'open on time', priority: 'low' }]);
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Edit goal: Open On Time' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit goal' });
    const name = within(dialog).getByLabelText('Edit goal name');
    const priority = within(dialog).getByLabelText('Edit priority (low|medium|high)');
    expect(name).toHaveValue('open on time');
    expect(priority).toHaveValue('low');
    await userEvent.clear(name);
    await userEvent.type(name, 'sell out by noon');
    await userEvent.clear(priority);
    await userEvent.type(priority, 'urgent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter low, medium or high');
    expect((await goalsOn(id))[0]).toMatchObject({ name: 'open on time', priority: 'low' });

    await userEvent.clear(priority);
    await userEvent.type(priority, ' HIGH ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).getAllByRole('cell')[0]).toHaveTextContent(/^Sell Out By Noon$/),
    );
    expect(within(section).getAllByRole('cell')[1]).toHaveTextContent(/^High$/);
    expect(await goalsOn(id)).toEqual([
      expect.objectContaining({ name: 'sell out by noon', priority: 'high' }),
    ]);
  });

  it('deletes a goal only after confirmation', async () => {
    const { id, section } = await openProject([{ name: 'open on time' }, { name: 'hire a baker' }]);
    const del = await within(section).findByRole('button', { name: 'Delete goal: Hire A Baker' });
    expect(del).toHaveTextContent(/^Delete$/);

    await userEvent.click(del);
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this goal?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rows(section)).toHaveLength(2);
    expect(await goalsOn(id)).toHaveLength(2);

    await userEvent.click(del);
    dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows(section)).toHaveLength(1));
    expect(rows(section)[0]).toHaveTextContent('Open On Time');
    expect((await goalsOn(id)).map((g) => g.name)).toEqual(['open on time']);
  });
});
