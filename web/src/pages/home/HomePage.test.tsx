import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { signUp } from '../../../test/session';
import HomePage from './HomePage';

describe('Home', () => {
  it('shows Loading... and then No requests yet for a new account', async () => {
    const session = await signUp('Home Newcomer');
    renderPage(<HomePage />, session);
    expect(screen.getByRole('heading', { name: 'Welcome to Trellis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Project' })).toHaveAttribute(
      'href',
      '/projects/create',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
  });

  it('lists recent requests newest first with their project and date', async () => {
    const session = await signUp('Home Owner');
    const { project_id, project } = await session.call('create_project', {
      prompt: 'open a small bakery in Lisbon',
    });
    await session.call('project_tasks', { project_id, prompt: 'hire two bakers' });
    renderPage(<HomePage />, session);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Request', 'Project', 'Date']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'hire two bakers',
      'open a small bakery in Lisbon',
    ]);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: project.name });
    expect(link).toHaveAttribute('href', `/workspace/${project_id}`);
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: /\d{4}/ })).toBeInTheDocument();
  });
});
