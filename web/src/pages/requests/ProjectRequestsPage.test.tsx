import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { type TestSession, signUp } from '../../../test/session';
import ProjectRequestsPage from './ProjectRequestsPage';

const ROUTE = '/projects/requests/:projectId?';

describe('Project Requests', () => {
  let session: TestSession;
  let project: string;
  let other: string;
  beforeAll(async () => {
    session = await signUp('Requester');
    project = (await session.call('create_project', { prompt: 'open a small bakery in Lisbon' }))
      .project_id;
    await session.call('project_tasks', { project_id: project, prompt: 'hire two bakers' });
    await session.call('project_tasks', {
      project_id: project,
      prompt: 'find a supplier of flour',
    });
    other = (await session.call('create_project', { prompt: 'plan a wedding in Porto' }))
      .project_id;
  });

  it('asks for a project when none is selected', () => {
    renderPage(<ProjectRequestsPage />, session, { path: '/projects/requests', route: ROUTE });
    expect(screen.getByText('Create your first project to get started.')).toBeInTheDocument();
  });

  it('lists the project’s requests newest first, the newest selected', async () => {
    renderPage(<ProjectRequestsPage />, session, {
      path: `/projects/requests/${project}`,
      route: ROUTE,
    });
    expect(screen.getByRole('heading', { name: 'Project Requests' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Request', 'Date']);
    const requests = within(table).getAllByRole('button');
    expect(requests.map((b) => b.textContent)).toEqual([
      'find a supplier of flour',
      'hire two bakers',
      'open a small bakery in Lisbon',
    ]);
    expect(requests[0]).toHaveAttribute('aria-pressed', 'true');
    const detail = screen.getByRole('region', { name: 'Selected request' });
    expect(detail).toHaveTextContent('find a supplier of flour');

    await userEvent.click(requests[2] as HTMLElement);
    expect(requests[2]).toHaveAttribute('aria-pressed', 'true');
    expect(detail).toHaveTextContent('open a small bakery in Lisbon');
  });

  it('shows only that project’s requests', async () => {
    renderPage(<ProjectRequestsPage />, session, {
      path: `/projects/requests/${other}`,
      route: ROUTE,
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['plan a wedding in Porto']);
  });

  it('says No requests yet, and tells why when the list cannot load', async () => {
    renderPage(<ProjectRequestsPage />, session, {
      path: '/projects/requests/no-such-project',
      route: ROUTE,
    });
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load requests')).toBeInTheDocument();
  });
});
