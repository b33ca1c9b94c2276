import type { CardKind } from '@trellis/core';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCanvasStore } from '../canvas/canvasStore';
import { graphNode, renderCard } from '../../../test/cards';

beforeEach(() => {
  useCanvasStore.getState().reset();
});

/** A mode change as the toolbar makes it; cards re-render through their store selectors. */
const setMode = (mode: ReturnType<typeof useCanvasStore.getState>['mode']) =>
  act(() => useCanvasStore.setState({ mode }));

const KINDS: CardKind[] = ['simple', 'question', 'group', 'complex'];
const WIDTHS: Record<CardKind, string> = {
  simple: '20rem',
  question: '24rem',
  group: '24rem',
  complex: '28rem',
};

function cardOf(container: HTMLElement): HTMLElement {
  const card = container.querySelector<HTMLElement>('.node-card');
  if (!card) throw new Error('no card rendered');
  return card;
}

function handles(container: HTMLElement) {
  const target = container.querySelector('.react-flow__handle.target');
  const source = container.querySelector('.react-flow__handle.source');
  if (!target || !source) throw new Error('a card lacks a handle');
  return { target, source };
}

describe('CardFrame', () => {
  it.each(KINDS)('gives a %s card its width, accent, label chip and title', (kind) => {
    const node = graphNode({ id: `n-${kind}`, label: 'milestone', name: 'Open the shop' });
    const { container } = renderCard({ node, kind, color: 'rgb(1, 2, 3)' });
    const card = cardOf(container);
    expect(card).toHaveClass(`node-card-${kind}`);
    expect(card.style.width).toBe(WIDTHS[kind]);
    expect(card.style.getPropertyValue('--card-accent')).toBe('rgb(1, 2, 3)');
    expect(screen.getByText('milestone')).toHaveClass('node-card-chip');
    expect(screen.getByText('Open the shop')).toHaveClass('node-card-title');
  });

  it('falls back to the theme accent without a type colour, and marks a selected card', () => {
    const { container } = renderCard(
      { node: graphNode({ id: 'n1' }), kind: 'simple' },
      { selected: true },
    );
    expect(cardOf(container).style.getPropertyValue('--card-accent')).toBe('var(--accent)');
    expect(cardOf(container)).toHaveClass('selected');
  });

  it("shows a system group's title, not its project-prefixed name", () => {
    const node = graphNode({
      id: 'g1',
      label: 'goals',
      name: 'p-123_Goals',
      attributes: { title: 'Goals' },
    });
    renderCard({ node, kind: 'group' });
    expect(screen.getByText('Goals')).toHaveClass('node-card-title');
    expect(screen.queryByText('p-123_Goals')).not.toBeInTheDocument();
  });

  it('renders names as text, never as markup', () => {
    const node = graphNode({ id: 'x', name: '<img src=x onerror=alert(1)>', label: '<b>t</b>' });
    const { container } = renderCard({ node, kind: 'simple' });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it.each(KINDS)('renders no handles on a %s card outside the link modes', (kind) => {
    const { container } = renderCard({ node: graphNode({ id: `h-${kind}` }), kind });
    expect(container.querySelector('.react-flow__handle')).toBeNull();
    expect(screen.queryByLabelText(/^Link from/)).not.toBeInTheDocument();
  });

  it('shows the handles of simple cards in addEdge and pickEdgeTarget modes only', () => {
    const node = graphNode({ id: 's1', name: 'Find a site' });
    const { container } = renderCard({ node, kind: 'simple' });
    expect(screen.queryByLabelText('Link from Find a site')).not.toBeInTheDocument();

    setMode({ kind: 'addEdge', label: 'relates_to' });
    const dot = screen.getByRole('img', { name: 'Link from Find a site' });
    const { target, source } = handles(container);
    expect(dot).toBe(source);
    expect(target).toHaveClass('react-flow__handle-left');
    expect(source).toHaveClass('react-flow__handle-right');
    expect(source).toHaveClass('connectable', 'connectablestart');
    expect(source).not.toHaveClass('connectableend');
    expect(target).toHaveClass('connectable', 'connectableend');
    expect(target).not.toHaveClass('connectablestart');
    for (const h of [target, source]) expect(h).toHaveAttribute('data-nodeid', 's1');

    setMode({ kind: 'pickEdgeTarget', label: 'relates_to', source: 'other' });
    expect(screen.getByRole('img', { name: 'Link from Find a site' })).toBeInTheDocument();

    setMode({ kind: 'idle' });
    expect(screen.queryByLabelText('Link from Find a site')).not.toBeInTheDocument();
    expect(container.querySelector('.react-flow__handle')).toBeNull();
  });

  it.each(['question', 'group', 'complex'] as const)(
    'gives a %s card no handles in addEdge mode',
    (kind) => {
      setMode({ kind: 'addEdge', label: 'relates_to' });
      const { container } = renderCard({ node: graphNode({ id: `k-${kind}` }), kind });
      expect(container.querySelector('.react-flow__handle')).toBeNull();
      expect(screen.queryByLabelText(/^Link from/)).not.toBeInTheDocument();
    },
  );
});
