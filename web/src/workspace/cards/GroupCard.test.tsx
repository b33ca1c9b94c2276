import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphNode, member, recordingActions, renderCard } from '../../../test/cards';

const group = graphNode({
  id: 'g1',
  label: 'tasks',
  name: 'p-1_Tasks',
  attributes: { title: 'Tasks' },
});

describe('GroupCard', () => {
  it('lists its members, greys hidden ones, and focuses one on click', async () => {
    const { actions, calls } = recordingActions();
    const members = [
      member('m1', { name: 'Rent a shop' }),
      member('m2', { name: 'Buy an oven', visible: false }),
      member('m3', { name: 'Hire a baker' }),
    ];
    const { container } = renderCard({ node: group, kind: 'group', members }, { actions });
    expect(screen.getByText('3 members')).toBeInTheDocument();
    const list = container.querySelector('ul.node-card-members') as HTMLElement;
    expect(list).toHaveClass('nowheel', 'nodrag');
    expect(list.style.maxHeight).toBe('16rem');
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Rent a shop',
      'Buy an oven (hidden)',
      'Hire a baker',
    ]);
    expect(buttons[1]).toHaveClass('is-hidden');
    for (const b of buttons) expect(b).toHaveClass('nodrag');

    await userEvent.click(screen.getByRole('button', { name: 'Buy an oven (hidden)' }));
    expect(calls).toEqual([{ name: 'focusNode', args: ['m2'] }]);
  });

  it('hides all members while any shows', async () => {
    const { actions, calls } = recordingActions();
    const members = [member('m1'), member('m2', { visible: false }), member('m3')];
    renderCard({ node: group, kind: 'group', members }, { actions });
    const button = screen.getByRole('button', { name: 'Hide all members of Tasks' });
    expect(button).toHaveTextContent('Hide all members');
    await userEvent.click(button);
    expect(calls).toEqual([{ name: 'setVisible', args: [['m1', 'm2', 'm3'], false] }]);
  });

  it('shows all members when none shows', async () => {
    const { actions, calls } = recordingActions();
    const members = [member('m1', { visible: false }), member('m2', { visible: false })];
    renderCard({ node: group, kind: 'group', members }, { actions });
    await userEvent.click(screen.getByRole('button', { name: 'Show all members of Tasks' }));
    expect(calls).toEqual([{ name: 'setVisible', args: [['m1', 'm2'], true] }]);
  });

  it('says No members, with nothing to hide or show', () => {
    renderCard({ node: group, kind: 'group', members: [] });
    expect(screen.getByText('No members')).toBeInTheDocument();
    expect(screen.getByText('0 members')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /all members/ })).not.toBeInTheDocument();
  });

  it('counts one member in the singular', () => {
    renderCard({ node: group, kind: 'group', members: [member('m1')] });
    expect(screen.getByText('1 member')).toBeInTheDocument();
  });
});
