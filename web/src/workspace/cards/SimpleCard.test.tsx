import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCanvasStore } from '../canvas/canvasStore';
import { graphNode, renderCard } from '../../../test/cards';

beforeEach(() => {
  useCanvasStore.getState().reset();
});

const node = graphNode({
  id: 's1',
  label: 'task',
  name: 'Rent a shop',
  attributes: {
    status: 'open',
    budget: 4000,
    urgent: true,
    source: 'planner',
    seed_prompt: 'open a small bakery',
    color_token: 'node-3',
    tags: [
      'lease',
      'Baixa',
      'Alfama',
      'Graça',
      'Belém',
      'Estrela',
      'Campo de Ourique',
      'Lapa',
      'Chiado',
    ],
  },
});

const attributes = (container: HTMLElement) => container.querySelector('.node-card-attrs');

describe('SimpleCard', () => {
  it('lists attributes as name and value, without source, seed_prompt and color_token', () => {
    const { container } = renderCard({ node, kind: 'simple' });
    const list = attributes(container) as HTMLElement;
    const names = within(list)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(names).toEqual(['status', 'budget', 'urgent', 'tags']);
    const values = within(list)
      .getAllByRole('definition')
      .map((d) => d.textContent ?? '');
    expect(values.slice(0, 3)).toEqual(['open', '4000', 'true']);
    // A list reads as compact JSON, cut short.
    expect(values[3]).toMatch(/^\["lease","Baixa",.*…$/);
    expect(values[3]?.length).toBeLessThanOrEqual(80);
    expect(screen.queryByText('planner')).not.toBeInTheDocument();
    expect(screen.queryByText('node-3')).not.toBeInTheDocument();
  });

  it('opens the Add Attribute dialog on its node', async () => {
    renderCard({ node, kind: 'simple' });
    const add = screen.getByRole('button', { name: 'Add attribute to Rent a shop' });
    expect(add).toHaveTextContent('Add attribute');
    expect(add).toHaveClass('nodrag');
    await userEvent.click(add);
    expect(useCanvasStore.getState().dialog).toEqual({ kind: 'addAttribute', nodeId: 's1' });
  });

  it('collapses to its header and expands again, remembering it in the store', async () => {
    const { container } = renderCard({ node, kind: 'simple' });
    const toggle = screen.getByRole('button', { name: 'Details of Rent a shop' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(attributes(container)).toBeNull();
    expect(screen.queryByRole('button', { name: /Add attribute/ })).not.toBeInTheDocument();
    expect(screen.getByText('Rent a shop')).toBeInTheDocument();
    expect(useCanvasStore.getState().collapsed.has('s1')).toBe(true);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(attributes(container)).not.toBeNull();
    expect(useCanvasStore.getState().collapsed.has('s1')).toBe(false);
  });

  it('starts collapsed when the store says so', () => {
    useCanvasStore.getState().toggleCollapsed('s1', true);
    const { container } = renderCard({ node, kind: 'simple' });
    expect(screen.getByRole('button', { name: 'Details of Rent a shop' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(attributes(container)).toBeNull();
  });

  it('shows no attribute table for a node without attributes to show', () => {
    const bare = graphNode({ id: 's2', attributes: { source: 'planner' } });
    const { container } = renderCard({ node: bare, kind: 'simple' });
    expect(attributes(container)).toBeNull();
    expect(screen.getByRole('button', { name: /Add attribute/ })).toBeInTheDocument();
  });
});
