import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newProject, openSchemas, projectGraph, projectWithoutTypes } from '../../../test/projects';
import { renderPage } from '../../../test/render';
import { type TestSession, signUp } from '../../../test/session';
import SchemasPage from './SchemasPage';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Schema Keeper');
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function nodeTypes(projectId: string) {
  return (await projectGraph(session, projectId)).node_types;
}

const PLACEHOLDER = 'Describe changes (e.g., ‘Add Creature and Location types’)';

describe('Schemas page', () => {
  it('asks for a project when none is selected', () => {
    renderPage(<SchemasPage />, session, { path: '/projects/types', route: '/projects/types' });
    expect(screen.getByRole('heading', { level: 1, name: 'Schemas' })).toBeInTheDocument();
    expect(screen.getByText('Create your first project to get started.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Initial Schema' })).toBeNull();
  });

  it('shows the selected project’s name and types on /projects/types', async () => {
    const id = await newProject(session);
    renderPage(<SchemasPage />, session, {
      path: '/projects/types',
      route: '/projects/types',
      selected: id,
    });
    expect(await screen.findByText('Lisbon Bakery')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Node Types' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Concept', 'Schema', 'Project', 'Task']);
  });

  it('generates the initial schema when the project has no node types', async () => {
    const id = await projectWithoutTypes(session);
    expect(await nodeTypes(id)).toEqual([]);
    openSchemas(session, id);
    const generate = await screen.findByRole('button', { name: 'Generate Initial Schema' });
    expect(screen.queryByPlaceholderText(PLACEHOLDER)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Node Types' })).toBeNull();
    // Synchronous clicks here, so that 'Working…' is checked before the server can answer.
    fireEvent.click(generate);
    expect(screen.getByRole('button', { name: 'Working…' })).toBeDisabled();

    await screen.findByRole('heading', { name: 'Node Types' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /Generate Initial Schema|Working…/ })).toBeNull();
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    const types = await nodeTypes(id);
    expect(types.length).toBeGreaterThan(0);
    const shown = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(shown).toEqual(types.map((t) => t.name));
  });

  it('adjusts the schema from a prompt and clears it', async () => {
    const id = await newProject(session, 'write a fantasy novel about dragons');
    openSchemas(session, id);
    const box = await screen.findByPlaceholderText(PLACEHOLDER);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(box, '  Add Creature and Location types ');
    fireEvent.click(submit);
    expect(screen.getByRole('button', { name: 'Working…' })).toBeDisabled();

    expect(await screen.findByRole('heading', { level: 3, name: 'Creature' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Location' })).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
    const ids = (await nodeTypes(id)).map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['node-type.creature', 'node-type.location']));
  });

  it('shows the engine’s answer when it does not understand the prompt', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = await newProject(session);
    openSchemas(session, id);
    const box = await screen.findByPlaceholderText(PLACEHOLDER);
    await userEvent.type(box, 'xyzzy flurble');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The schema change was not understood.');
    expect(alert).toHaveTextContent('Add Creature and Location types');
    expect(logged).toHaveBeenCalledWith('Schema update failed', expect.anything());
    expect(box).toHaveValue('xyzzy flurble');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect((await nodeTypes(id)).map((t) => t.name)).toEqual([
      'Concept',
      'Schema',
      'Project',
      'Task',
    ]);

    await userEvent.type(box, '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the project cannot be loaded', async () => {
    openSchemas(session, 'no-such-project');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: /);
    expect(screen.queryByRole('button', { name: 'Generate Initial Schema' })).toBeNull();
  });
});
