import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { type TestSession, signUp } from '../../test/session';
import { useProjects } from '../api/queries';
import { useSelection } from '../state/selection';
import { AppLayout } from './AppLayout';

describe('the signed-in layout', () => {
  let session: TestSession;
  let bakery: string;
  let garden: string;
  beforeAll(async () => {
    session = await signUp('Layout Tester');
    bakery = (await session.call('create_project', { prompt: 'open a small bakery in Lisbon' }))
      .project_id;
    garden = (await session.call('create_project', { prompt: 'start a community garden' }))
      .project_id;
    const hidden = (await session.call('create_project', { prompt: 'write a book about owls' }))
      .project_id;
    // Named 'default project': left out of the dropdown and the default selection.
    await session.call('upsert_node', { id: hidden, project_id: hidden, name: 'default project' });
  });

  it('selects the first project not named default project, and links carry its id', async () => {
    renderPage(<AppLayout />, session, { path: '/', route: '*' });
    const dropdown = await screen.findByRole('combobox', { name: 'Project' });
    const options = within(dropdown)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).not.toContain('default project');
    expect(options).toHaveLength(2);
    const first = useSelection.getState().projectId;
    expect([bakery, garden]).toContain(first);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Home')).toBe('/');
    expect(href('Workspace')).toBe(`/workspace/${first}`);
    expect(href('Project Management')).toBe(`/projects/manage/${first}`);
    expect(href('Requests')).toBe(`/projects/requests/${first}`);
    expect(href('Schemas')).toBe(`/projects/schemas/${first}`);
  });

  it('follows the project in the URL, and the dropdown keeps the user in their section', async () => {
    const page = renderPage(<AppLayout />, session, {
      path: `/projects/requests/${garden}`,
      route: '*',
    });
    await waitFor(() => expect(useSelection.getState().projectId).toBe(garden));
    const dropdown = await screen.findByRole('combobox', { name: 'Project' });
    expect(dropdown).toHaveValue(garden);
    await userEvent.selectOptions(dropdown, bakery);
    await waitFor(() => expect(page.location()).toBe(`/projects/requests/${bakery}`));
    expect(useSelection.getState().projectId).toBe(bakery);
  });

  it('sends the dropdown to the workspace from pages outside the project sections', async () => {
    const page = renderPage(<AppLayout />, session, { path: '/themes', route: '*' });
    const dropdown = await screen.findByRole('combobox', { name: 'Project' });
    await userEvent.selectOptions(dropdown, garden);
    await waitFor(() => expect(page.location()).toBe(`/workspace/${garden}`));
  });

  it('collapses the sidebar to icons and remembers it', async () => {
    renderPage(<AppLayout />, session, { path: '/', route: '*' });
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    // The links keep their names for assistive technology and a tooltip for the eye.
    expect(screen.getByRole('link', { name: 'Schemas' })).toHaveAttribute('title', 'Schemas');
    expect(localStorage.getItem('trellis.sidebar_collapsed')).toBe('1');
    await userEvent.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(localStorage.getItem('trellis.sidebar_collapsed')).toBeNull();
  });

  it('opens the user menu with Account Settings, Manage Theme and Logout', async () => {
    const page = renderPage(<AppLayout />, session, { path: '/', route: '*' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Layout Tester' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Account Settings', 'Manage Theme', 'Logout']);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Layout Tester' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Manage Theme' }));
    expect(page.location()).toBe('/themes');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Layout Tester' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(page.state.signOuts).toBe(1);
  });
});

/**
 * Marks that the layout's project list has loaded: the hint reads the same query, so both render
 * in the same pass.
 */
function ProjectsLoaded() {
  return useProjects().data ? <span data-testid="projects-loaded" /> : null;
}

describe('the first-project hint', () => {
  it('shows for a new account once, until Got it', async () => {
    const fresh = await signUp('Newcomer');
    const first = renderPage(<AppLayout />, fresh, { path: '/', route: '*' });
    const hint = await screen.findByRole('dialog', { name: 'Create your first project' });
    expect(hint).toHaveTextContent(
      "Type what you're trying to achieve in the box, then click Submit. We'll create a new project and ask a few clarifying questions.",
    );
    await userEvent.click(within(hint).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    expect(localStorage.getItem('trellis.hint_first_project')).toBe('1');
    // Dismissed is remembered: a later visit does not show it again, even once the (still
    // empty) project list has loaded, which is when it would show.
    renderPage(
      <>
        <AppLayout />
        <ProjectsLoaded />
      </>,
      fresh,
      { path: '/', route: '*' },
    );
    await screen.findByTestId('projects-loaded');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show to someone who has projects', async () => {
    const owner = await signUp('Owner');
    await owner.call('create_project', { prompt: 'plan a wedding in Porto' });
    renderPage(<AppLayout />, owner, { path: '/', route: '*' });
    await screen.findByRole('combobox', { name: 'Project' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
