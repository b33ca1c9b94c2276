import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { newProject, openSchemas, projectGraph, projectWithoutTypes } from '../../../test/projects';
import { type TestSession, signUp } from '../../../test/session';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Type Maker');
});

describe('Add a node type', () => {
  it('adds a type with its colour to the schema and the Node Types group', async () => {
    const id = await newProject(session);
    openSchemas(session, id);
    const name = await screen.findByLabelText('New type name');
    const colour = screen.getByLabelText('Colour');
    expect(colour).toHaveAttribute('type', 'color');
    expect(colour).toHaveValue('#8b5cf6');

    await userEvent.type(name, '  My New Type ');
    fireEvent.input(colour, { target: { value: '#12ab34' } });
    // A synchronous click, so that 'Adding…' is checked before the server can answer.
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();

    const heading = await screen.findByRole('heading', { level: 3, name: 'My New Type' });
    const added = heading.closest('li') as HTMLElement;
    expect(within(added).getByRole('img', { name: 'Swatch #12ab34' })).toBeVisible();
    expect(within(added).getByText('No fields defined.')).toBeVisible();
    expect(name).toHaveValue('');
    expect(colour).toHaveValue('#8b5cf6');

    const after = await projectGraph(session, id);
    expect(after.node_types.find((t) => t.id === 'node-type.my-new-type')).toMatchObject({
      name: 'My New Type',
      color: '#12ab34',
      fields: [],
      visible: true,
    });
    const vertex = after.nodes.find((n) => n.id === 'node-type.my-new-type');
    expect(vertex).toMatchObject({ label: 'Node Type', pk: 'project.schema' });
    const group = after.system_groups.find((g) => g.key === 'node types')?.id;
    expect(after.edges).toContainEqual(
      expect.objectContaining({ from: group, to: 'node-type.my-new-type', label: 'contains' }),
    );
  });

  it('keeps Add disabled for a blank name and writes nothing', async () => {
    const id = await newProject(session);
    const before = await projectGraph(session, id);
    openSchemas(session, id);
    const add = await screen.findByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New type name'), '   {Enter}');
    expect(add).toBeDisabled();
    await userEvent.click(add);
    expect(screen.queryByRole('button', { name: 'Adding…' })).toBeNull();
    expect((await projectGraph(session, id)).node_types).toEqual(before.node_types);
  });

  it('refuses a name that exists, whatever its case, and writes nothing', async () => {
    const id = await newProject(session);
    const before = await projectGraph(session, id);
    openSchemas(session, id);
    const name = await screen.findByLabelText('New type name');
    await userEvent.type(name, ' concept ');
    fireEvent.input(screen.getByLabelText('Colour'), { target: { value: '#000000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A type named “Concept” already exists.',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue(' concept ');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect((await projectGraph(session, id)).node_types).toEqual(before.node_types);

    await userEvent.type(name, 's');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the schema by hand on a project without types', async () => {
    const id = await projectWithoutTypes(session);
    openSchemas(session, id);
    expect(await screen.findByRole('button', { name: 'Generate Initial Schema' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('New type name'), 'Recipe{Enter}');

    expect(await screen.findByRole('heading', { level: 3, name: 'Recipe' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Generate Initial Schema' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    const types = (await projectGraph(session, id)).node_types;
    expect(types).toEqual([expect.objectContaining({ id: 'node-type.recipe', color: '#8b5cf6' })]);
  });
});
