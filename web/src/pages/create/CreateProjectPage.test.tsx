import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { type TestSession, signUp } from '../../../test/session';
import { useSelection } from '../../state/selection';
import CreateProjectPage from './CreateProjectPage';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Creator');
});

/** The Create Project page with this description typed in. */
async function describeProject(description: string) {
  const page = renderPage(<CreateProjectPage />, session, {
    path: '/projects/create',
    route: '/projects/create',
  });
  await userEvent.type(screen.getByLabelText('Describe your project'), description);
  return page;
}

describe('Create Project page', () => {
  it('keeps Create Project disabled while the description is blank', async () => {
    renderPage(<CreateProjectPage />, session, {
      path: '/projects/create',
      route: '/projects/create',
    });
    const button = screen.getByRole('button', { name: 'Create Project' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Describe your project'), '   ');
    expect(button).toBeDisabled();
    expect(
      screen.getByPlaceholderText('What are you trying to achieve? How should the system help?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Project Management' })).toHaveAttribute(
      'href',
      '/projects/manage',
    );
  });

  it('creates the project, selects it and opens its management page', async () => {
    const page = await describeProject('  open a small bakery in Lisbon ');
    // A synchronous click, so that 'Creating…' is checked before the server can answer.
    fireEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(screen.getByRole('button', { name: 'Creating…' })).toBeDisabled();
    await waitFor(() => expect(page.location()).toMatch(/^\/projects\/manage\/.+/));
    const id = decodeURIComponent(page.location().split('/').pop() as string);
    expect(useSelection.getState().projectId).toBe(id);
    const { projects } = await session.call('get_user_projects', {});
    expect(projects.map((p) => p.id)).toContain(id);
    const { requests } = await session.call('get_user_requests', { project_id: id });
    expect(requests.map((r) => r.prompt)).toEqual(['open a small bakery in Lisbon']);
  });

  it('says plainly when the goal is in a language the engine does not read', async () => {
    const page = await describeProject('abrir una panadería en Lisboa');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(
      await screen.findByText(/This goal is in Spanish; Trellis reads English/),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.location()).toMatch(/^\/projects\/manage\/.+/));
    const id = decodeURIComponent(page.location().split('/').pop() as string);
    const { projects } = await session.call('get_user_projects', {});
    // The name keeps the user's own words; no English is wrapped around them.
    expect(projects.find((p) => p.id === id)?.name).toBe('Abrir una panadería en Lisboa');
  });
});
