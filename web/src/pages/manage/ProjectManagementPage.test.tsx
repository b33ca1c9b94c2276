import { projectOf } from '@trellis/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newProject, openManagement, projectGraph } from '../../../test/projects';
import { renderPage } from '../../../test/render';
import { type TestSession, signUp } from '../../../test/session';
import { useSelection } from '../../state/selection';
import { ProjectHeader } from './ProjectHeader';
import ProjectManagementPage from './ProjectManagementPage';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Manager');
});
// Toasts live in sonner's module state: without this one test's toasts show in the next.
afterEach(() => {
  toast.dismiss();
});

async function savedProject(projectId: string) {
  return projectOf(await projectGraph(session, projectId), projectId);
}

describe('Project Management page', () => {
  it('asks for a first project while none is selected', () => {
    renderPage(<ProjectManagementPage />, session, {
      path: '/projects/manage',
      route: '/projects/manage',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Project Management' })).toBeVisible();
    expect(screen.getByText('Create your first project to get started.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create New Project' })).toHaveAttribute(
      'href',
      '/projects/create',
    );
  });

  it('shows the loading text, then the selected project’s header with fallbacks', async () => {
    const id = await newProject(session);
    // A project without type and description: the header falls back to 'Project Type'.
    await session.call('upsert_node', {
      id,
      project_id: id,
      properties: { project_type: '', description: '' },
    });
    renderPage(<ProjectManagementPage />, session, {
      path: '/projects/manage',
      route: '/projects/manage',
      selected: id,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading project…');
    const header = await screen.findByRole('region', { name: 'Lisbon Bakery' });
    expect(within(header).getByText('Project Type')).toBeVisible();
    expect(screen.queryByText('Loading project…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Project' })).toHaveAttribute(
      'href',
      '/projects/create',
    );
  });

  it('shows the saved type and description in the header', async () => {
    const id = await newProject(session);
    openManagement(session, id);
    const header = await screen.findByRole('region', { name: 'Lisbon Bakery' });
    expect(within(header).getByText('Food business')).toBeVisible();
    expect(within(header).getByText(/^Opening a small bakery in Lisbon/)).toBeVisible();
  });

  it('names an untitled project of unknown type by the fallbacks', () => {
    render(<ProjectHeader project={undefined} />);
    expect(screen.getByRole('heading', { name: 'Untitled Project' })).toBeVisible();
    expect(screen.getByText('Project Type')).toBeVisible();
  });

  it('saves Name, Type and Description with Confirm Changes', async () => {
    const id = await newProject(session);
    openManagement(session, id);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Lisbon Bakery');
    expect(screen.getByLabelText('Type')).toHaveValue('Food business');
    await userEvent.clear(name);
    await userEvent.type(name, '  Pastelaria Nova ');
    await userEvent.clear(screen.getByLabelText('Type'));
    await userEvent.type(screen.getByLabelText('Type'), 'Bakery');
    await userEvent.clear(screen.getByLabelText('Description'));
    await userEvent.type(screen.getByLabelText('Description'), 'Custard tarts by the river.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Changes' }));

    expect(await screen.findByText('Project saved')).toBeInTheDocument();
    const header = await screen.findByRole('region', { name: 'Pastelaria Nova' });
    expect(within(header).getByText('Bakery')).toBeVisible();
    expect(within(header).getByText('Custard tarts by the river.')).toBeVisible();
    expect(await savedProject(id)).toEqual({
      id,
      name: 'Pastelaria Nova',
      project_type: 'Bakery',
      description: 'Custard tarts by the river.',
    });
    const { projects } = await session.call('get_user_projects', {});
    expect(projects.find((p) => p.id === id)?.name).toBe('Pastelaria Nova');
  });

  it('refuses a blank name beside the field and saves nothing', async () => {
    const id = await newProject(session);
    openManagement(session, id);
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Type'), ' shop');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name must not be blank');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect((await savedProject(id))?.project_type).toBe('Food business');
  });

  it('shows the error and a toast when the project cannot be loaded', async () => {
    openManagement(session, 'no-such-project');
    expect(await screen.findByText(/^Error: /)).toBeVisible();
    expect(await screen.findByText('Failed loading project data')).toBeInTheDocument();
  });

  it('keeps the project when Delete Project is cancelled', async () => {
    const id = await newProject(session);
    const page = openManagement(session, id);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Project' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This will permanently delete this project and all its data. Continue?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.location()).toBe(`/projects/manage/${id}`);
    const { projects } = await session.call('get_user_projects', {});
    expect(projects.map((p) => p.id)).toContain(id);
  });

  it('deletes the project after confirmation and goes to Create Project', async () => {
    const id = await newProject(session);
    const page = openManagement(session, id);
    useSelection.setState({ projectId: id });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Project' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Project' }),
    );
    await waitFor(() => expect(page.location()).toBe('/projects/create'));
    expect(useSelection.getState().projectId).toBeNull();
    const { projects } = await session.call('get_user_projects', {});
    expect(projects.map((p) => p.id)).not.toContain(id);
    expect(screen.queryByText('Failed loading project data')).not.toBeInTheDocument();
  });
});
