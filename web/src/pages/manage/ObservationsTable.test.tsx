import { observationsOf } from '@trellis/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newProject, openManagement, projectGraph } from '../../../test/projects';
import { type TestSession, signUp } from '../../../test/session';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Observer');
});
afterEach(() => {
  toast.dismiss();
});

async function observationsOn(projectId: string) {
  return observationsOf(await projectGraph(session, projectId));
}

/** A new project with these observations, and its management page once it has loaded. */
async function openProject(texts: string[]) {
  const id = await newProject(session);
  if (texts.length > 0) {
    await session.call('batch_upsert_nodes', {
      project_id: id,
      nodes: texts.map((text) => ({ label: 'observation', name: text, attributes: { text } })),
    });
  }
  const page = openManagement(session, id);
  await screen.findByRole('region', { name: 'Goals' });
  return { id, page };
}

const rows = (section: HTMLElement) => within(section).queryAllByRole('row').slice(1);

describe('Project Management: observations', () => {
  it('hides the table and Manage Schemas while there are no observations', async () => {
    await openProject([]);
    expect(screen.queryByRole('region', { name: 'Observations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Schemas' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Project' })).toBeVisible();
  });

  it('lists observations with their dates, and links to the project’s schemas', async () => {
    const { id, page } = await openProject([
      'Rent is high near the river',
      'Tourists want pastries',
    ]);
    const section = screen.getByRole('region', { name: 'Observations' });
    const headers = within(section).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Observation', 'Created', 'Actions']);
    for (const h of headers) expect(h).toHaveAttribute('scope', 'col');
    expect(rows(section)).toHaveLength(2);
    const [created] = await observationsOn(id);
    const time = within(rows(section)[0] as HTMLElement).getByText(
      (_, el) => el?.tagName === 'TIME',
    );
    expect(time).toHaveAttribute('dateTime', created?.created_at);

    await userEvent.click(screen.getByRole('link', { name: 'Manage Schemas' }));
    expect(page.location()).toBe(`/projects/schemas/${id}`);
  });

  it('edits an observation’s text', async () => {
    const { id } = await openProject(['Rent is high near the river']);
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit observation: Rent is high near the river' }),
    );
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('Edit observation text');
    expect(field).toHaveValue('Rent is high near the river');
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Text must not be blank');
    await userEvent.type(field, '  Rent is lower in Arroios ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const section = screen.getByRole('region', { name: 'Observations' });
    expect(await within(section).findByText('Rent is lower in Arroios')).toBeVisible();
    expect(within(section).queryByText('Rent is high near the river')).not.toBeInTheDocument();
    expect(await observationsOn(id)).toEqual([
      expect.objectContaining({
        name: 'Rent is lower in Arroios',
        text: 'Rent is lower in Arroios',
      }),
    ]);
  });

  it('deletes an observation only after confirmation, and hides the table when none are left', async () => {
    const { id } = await openProject(['Rent is high near the river']);
    const del = screen.getByRole('button', {
      name: 'Delete observation: Rent is high near the river',
    });
    expect(del).toHaveTextContent(/^Delete$/);
    await userEvent.click(del);
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete this observation?');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(await observationsOn(id)).toHaveLength(1);

    await userEvent.click(del);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Observations' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Manage Schemas' })).not.toBeInTheDocument();
    expect(await observationsOn(id)).toEqual([]);
  });

  it('tells the user when the observation was deleted meanwhile, and does not re-create it', async () => {
    const { id } = await openProject(['Rent is high near the river']);
    const [observation] = await observationsOn(id);
    await session.call('delete_vertex', { project_id: id, id: observation?.id ?? '' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Edit observation: Rent is high near the river' }),
    );
    await userEvent.type(
      within(screen.getByRole('dialog')).getByLabelText('Edit observation text'),
      '!',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Edit observation failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Observations' })).not.toBeInTheDocument(),
    );
    const graph = await projectGraph(session, id);
    expect(graph.nodes.map((n) => n.id)).not.toContain(observation?.id);
  });
});
