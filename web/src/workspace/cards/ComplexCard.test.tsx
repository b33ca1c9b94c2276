import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphNode, member, recordingActions, renderCard } from '../../../test/cards';

const sectionOf = (title: string) => {
  const heading = screen.getByText(title, { selector: '.node-card-section-title' });
  return heading.closest('.node-card-section') as HTMLElement;
};
const memberNames = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('ComplexCard', () => {
  it('shows at most 6 attributes, never source, seed_prompt, color_token or composition', () => {
    const node = graphNode({
      id: 'c1',
      label: 'recipe',
      name: 'Pastel de nata',
      type: 'complex',
      attributes: {
        source: 'planner',
        a: '1',
        composition: [],
        b: '2',
        seed_prompt: 'x',
        c: '3',
        color_token: 'node-2',
        d: '4',
        e: '5',
        f: '6',
        g: '7',
      },
    });
    const { container } = renderCard({ node, kind: 'complex' });
    const terms = within(container.querySelector('.node-card-attrs') as HTMLElement)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('lists each section the members held through its link, of its type', async () => {
    const { actions, calls } = recordingActions();
    const composition = [
      { member_label: 'Step', edge_label: 'has_step', title: 'Steps' },
      { member_label: '', edge_label: 'uses', title: 'Ingredients' },
      { member_label: 'note', edge_label: 'contains' }, // no title: the member label serves
      { edge_label: 'x', title: 7 }, // malformed: left out
      'nonsense', // malformed: left out
    ];
    const node = graphNode({
      id: 'c2',
      name: 'Pastel',
      type: 'complex',
      attributes: { composition },
    });
    const members = [
      member('s1', { name: 'Make the dough', label: 'step', edgeLabel: 'has_step' }),
      member('s2', { name: 'Bake', label: 'STEP', edgeLabel: 'Has Step' }),
      member('s3', { name: 'Not a step', label: 'tool', edgeLabel: 'has_step' }),
      member('i1', { name: 'Eggs', label: 'ingredient', edgeLabel: 'uses' }),
      member('i2', { name: 'Sugar', label: 'anything', edgeLabel: 'uses', visible: false }),
      member('n1', { name: 'Serve warm', label: 'note', edgeLabel: 'contains' }),
      member('t1', { name: 'Elsewhere', label: 'note', edgeLabel: 'relates_to' }),
    ];
    const { container } = renderCard({ node, kind: 'complex', members }, { actions });

    const titles = [...container.querySelectorAll('.node-card-section-title')].map(
      (t) => t.textContent,
    );
    expect(titles).toEqual(['Steps', 'Ingredients', 'note']);
    expect(memberNames(sectionOf('Steps'))).toEqual(['Make the dough', 'Bake']);
    expect(memberNames(sectionOf('Ingredients'))).toEqual(['Eggs', 'Sugar (hidden)']);
    expect(memberNames(sectionOf('note'))).toEqual(['Serve warm']);
    const list = sectionOf('Steps').querySelector('ul') as HTMLElement;
    expect(list).toHaveClass('nowheel', 'nodrag');
    expect(list.style.maxHeight).toBe('10rem');

    const add = screen.getByRole('button', { name: 'Add Steps' });
    expect(add).toHaveTextContent('Add Steps');
    expect(add).toHaveClass('nodrag');
    await userEvent.click(add);
    await userEvent.click(within(sectionOf('Ingredients')).getByRole('button', { name: 'Eggs' }));
    expect(calls).toEqual([
      {
        name: 'addChild',
        args: ['c2', { member_label: 'Step', edge_label: 'has_step', title: 'Steps' }],
      },
      { name: 'focusNode', args: ['i1'] },
    ]);
  });

  it('without a composition, lists what it contains under Members', async () => {
    const { actions, calls } = recordingActions();
    const node = graphNode({ id: 'c3', name: 'Kitchen', type: 'complex' });
    const members = [
      member('k1', { name: 'Oven' }),
      member('k2', { name: 'Linked only', edgeLabel: 'relates_to' }),
    ];
    renderCard({ node, kind: 'complex', members }, { actions });
    expect(memberNames(sectionOf('Members'))).toEqual(['Oven']);
    await userEvent.click(screen.getByRole('button', { name: 'Add Members' }));
    expect(calls).toEqual([
      {
        name: 'addChild',
        args: ['c3', { member_label: '', edge_label: 'contains', title: 'Members' }],
      },
    ]);
  });

  it('reads a composition typed in as JSON text, and says None yet for an empty section', () => {
    const composition = JSON.stringify([
      { member_label: 'room', edge_label: 'contains', title: 'Rooms' },
    ]);
    const node = graphNode({
      id: 'c4',
      name: 'Shop',
      type: 'complex',
      attributes: { composition },
    });
    renderCard({ node, kind: 'complex' });
    const rooms = sectionOf('Rooms');
    expect(within(rooms).getByText('None yet')).toBeInTheDocument();
    expect(screen.queryByText('Members')).not.toBeInTheDocument();
  });
});
