import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newProject, openSchemas, projectGraph } from '../../../test/projects';
import { type TestSession, signUp } from '../../../test/session';
import { resolveToken } from '../../theme/themes';
import { useTheme } from '../../theme/useTheme';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Type Lister');
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => useTheme.getState().setTheme('Ivy Grove'));
});

/** The list item of the type with this name. */
async function item(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('li') as HTMLElement;
}

const FIELDS = [
  { name: 'title', type: 'string', required: true, description: 'What the product is called' },
  { name: 'price', type: 'money', required: false, currency: 'EUR' },
  { name: 'lead_time', type: 'duration', unit: 'weeks' },
  { name: 'course', type: 'enum', options: ['starter', 'main', 'dessert'] },
  {
    name: 'supplier',
    type: 'reference',
    relation: 'Supplier',
    cardinality: 'one',
    instantiate: true,
  },
  { name: 'note' },
];

describe('Node Types list', () => {
  it('starts with every type expanded and collapses and expands one', async () => {
    openSchemas(session, await newProject(session));
    const concept = await item('Concept');
    const toggles = screen.getAllByRole('button', { name: /^Details of / });
    expect(toggles).toHaveLength(4);
    for (const t of toggles) expect(t).toHaveAttribute('aria-expanded', 'true');
    const empty = within(concept).getByText('No fields defined.');
    expect(empty).toBeVisible();

    const toggle = within(concept).getByRole('button', { name: 'Details of Concept' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(empty).not.toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls') as string)).toBe(
      empty.parentElement,
    );
    // The others stay open.
    expect(within(await item('Task')).getByText('No fields defined.')).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(empty).toBeVisible();
  });

  it('colours swatches by the type’s colour, else its token in the current theme', async () => {
    const id = await newProject(session);
    await session.call('upsert_node', {
      id: 'node-type.schema',
      project_id: id,
      properties: { color: '#ff8800' },
    });
    const types = (await projectGraph(session, id)).node_types;
    const concept = types.find((t) => t.name === 'Concept');
    expect(concept?.color).toBeNull();
    openSchemas(session, id);

    const ivy = resolveToken(useTheme.getState().theme, concept?.color_token) as string;
    expect(within(await item('Concept')).getByRole('img', { name: `Swatch ${ivy}` })).toHaveStyle({
      background: ivy,
    });
    expect(within(await item('Schema')).getByRole('img', { name: 'Swatch #ff8800' })).toHaveStyle({
      background: '#ff8800',
    });

    act(() => useTheme.getState().setTheme('Midnight Plum'));
    const plum = resolveToken(useTheme.getState().theme, concept?.color_token) as string;
    expect(plum).not.toBe(ivy);
    expect(
      within(await item('Concept')).getByRole('img', { name: `Swatch ${plum}` }),
    ).toBeVisible();
    expect(within(await item('Schema')).getByRole('img', { name: 'Swatch #ff8800' })).toBeVisible();
  });

  it('shows notes, icon and fields with required and optional badges', async () => {
    const id = await newProject(session);
    await session.call('upsert_node', {
      id: 'node-type.task',
      project_id: id,
      attributes: { fields: FIELDS, notes: 'Things to do before opening.', icon: 'list-checks' },
    });
    openSchemas(session, id);
    const task = await item('Task');
    expect(within(task).getByText('Things to do before opening.')).toBeVisible();
    expect(within(task).getByText('list-checks')).toBeVisible();
    expect(within(task).queryByText('No fields defined.')).toBeNull();

    const rows = within(within(task).getByRole('list', { name: 'Fields of Task' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => r.textContent)).toEqual([
      'titlestringrequiredWhat the product is called',
      'pricemoney (EUR)optional',
      'lead_timeduration (weeks)optional',
      'courseenumoptionalOptions: starter, main, dessert',
      'supplierreferenceoptionalRelation: SupplierCardinality: oneInstantiate: yes',
      'notestringoptional',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('required')).toHaveClass('badge');
    expect(within(rows[1] as HTMLElement).getByText('optional')).toHaveClass('badge');
    // Types without fields say so.
    expect(within(await item('Project')).getByText('No fields defined.')).toBeVisible();
  });

  it('reads fields saved as a JSON string of the array', async () => {
    const id = await newProject(session);
    await session.call('upsert_node', {
      id: 'node-type.concept',
      project_id: id,
      attributes: { fields: JSON.stringify(FIELDS.slice(0, 2)) },
    });
    openSchemas(session, id);
    const fields = within(await item('Concept')).getByRole('list', { name: 'Fields of Concept' });
    expect(within(fields).getAllByRole('listitem')).toHaveLength(2);
    expect(within(fields).getByText('title')).toBeVisible();
    expect(within(fields).getByText('required')).toBeVisible();
    expect(within(fields).getByText('money (EUR)')).toBeVisible();
  });

  it('hides and shows a type, saving its visibility', async () => {
    const id = await newProject(session);
    openSchemas(session, id);
    const concept = await item('Concept');
    await userEvent.click(within(concept).getByRole('button', { name: 'Hide Concept' }));
    const view = await within(concept).findByRole('button', { name: 'View Concept' });
    expect(within(concept).getByText('Hidden')).toBeVisible();
    const hidden = (await projectGraph(session, id)).node_types.find(
      (t) => t.id === 'node-type.concept',
    );
    expect(hidden?.visible).toBe(false);
    expect((await projectGraph(session, id)).node_types.filter((t) => !t.visible)).toHaveLength(1);

    await userEvent.click(view);
    await within(concept).findByRole('button', { name: 'Hide Concept' });
    expect(within(concept).queryByText('Hidden')).toBeNull();
    const shown = (await projectGraph(session, id)).node_types.find(
      (t) => t.id === 'node-type.concept',
    );
    expect(shown?.visible).toBe(true);
  });

  it('writes nothing on Delete, logs it and tells the user', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const id = await newProject(session);
    const before = await projectGraph(session, id);
    openSchemas(session, id);
    await userEvent.click(
      within(await item('Schema')).getByRole('button', { name: 'Delete Schema' }),
    );
    expect(await screen.findByText('Deleting node types is not available yet.')).toBeVisible();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/delete/i), 'node-type.schema');
    expect(await item('Schema')).toBeInTheDocument();
    const after = await projectGraph(session, id);
    expect(after.node_types).toEqual(before.node_types);
    expect(after.edges.map((e) => e.id)).toEqual(before.edges.map((e) => e.id));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4));
  });
});
