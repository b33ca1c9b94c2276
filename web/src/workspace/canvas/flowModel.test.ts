import { SPIRAL } from '@trellis/core';
import { describe, expect, it } from 'vitest';
import { themeByName } from '../../theme/themes';
import { buildFlow, placeNodes, placedStyle, withPlacedStyle } from './flowModel';
import { gEdge, gGraph, gNode } from '../../../test/graph';

const theme = themeByName('Ivy Grove');
const build = (
  graph: ReturnType<typeof gGraph>,
  extra: Partial<Parameters<typeof buildFlow>[1]> = {},
) => buildFlow(graph, { projectId: 'p1', theme, hiddenKinds: new Set(), ...extra });

describe('buildFlow', () => {
  it('leaves out hidden and system nodes, and the edges that touch them', () => {
    const graph = gGraph(
      [
        gNode('p1', { label: 'project', x: 100, y: 100 }),
        gNode('a', { x: 500, y: 100 }),
        gNode('gone', { visible: false, x: 0, y: 0 }),
        gNode('sys', { name: 'sys tasks', x: 0, y: 0 }),
        gNode('task', { label: 'task', x: 0, y: 0 }),
      ],
      [gEdge('p1', 'a'), gEdge('a', 'gone'), gEdge('sys', 'task', 'contains')],
    );
    const model = build(graph);
    expect(model.nodes.map((n) => n.id)).toEqual(['p1', 'a']);
    expect(model.links.map((e) => [e.source, e.target, e.label])).toEqual([
      ['p1', 'a', 'connects_to'],
    ]);
  });

  it('gives each node its card kind, and groups their members (hidden ones too)', () => {
    const graph = gGraph(
      [
        gNode('g', { label: 'goals', x: 0, y: 0 }),
        gNode('q', { label: 'question', x: 400, y: 0 }),
        gNode('m', { label: 'goal', visible: false, x: 0, y: 400 }),
      ],
      [gEdge('g', 'q', 'contains'), gEdge('g', 'm', 'contains')],
    );
    const model = build(graph);
    const g = model.nodes.find((n) => n.id === 'g');
    expect(g?.type).toBe('group');
    expect(model.nodes.find((n) => n.id === 'q')?.type).toBe('question');
    expect(g?.data.members.map((m) => [m.id, m.visible])).toEqual([
      ['q', true],
      ['m', false],
    ]);
  });

  it('filters off the kinds the user unticked', () => {
    const graph = gGraph([gNode('t', { label: 'task', x: 0, y: 0 }), gNode('c', { x: 0, y: 400 })]);
    expect(build(graph, { hiddenKinds: new Set(['task']) }).nodes.map((n) => n.id)).toEqual(['c']);
  });

  it('colours a node by its type from the schema, resolving theme tokens', () => {
    const graph = gGraph([
      gNode('a', { label: 'Oven', x: 0, y: 0 }),
      gNode('b', { label: 'Shop', x: 0, y: 400 }),
    ]);
    graph.node_types = [
      {
        id: 'node-type.oven',
        name: 'Oven',
        color: '#ff0000',
        color_token: null,
        icon: null,
        notes: null,
        fields: [],
        visible: true,
      },
      {
        id: 'node-type.shop',
        name: 'Shop',
        color: null,
        color_token: 'node-3',
        icon: null,
        notes: null,
        fields: [],
        visible: true,
      },
    ];
    const [a, b] = build(graph).nodes;
    expect(a?.data.color).toBe('#ff0000');
    expect(b?.data.color).toBe(theme.palette[2]);
  });

  it('takes no colour that is not one: a url() of a type or a node falls back', () => {
    const beacon = 'url(https://evil.invalid/beacon.png)';
    const graph = gGraph([
      gNode('a', { label: 'Oven', x: 0, y: 0 }),
      gNode('b', { x: 0, y: 400, attributes: { color: beacon, color_token: 'node-3' } }),
    ]);
    graph.node_types = [
      {
        id: 'node-type.oven',
        name: 'Oven',
        color: beacon,
        color_token: 'node-2',
        icon: null,
        notes: null,
        fields: [],
        visible: true,
      },
    ];
    const [a, b] = build(graph).nodes;
    expect(a?.data.color).toBe(theme.palette[1]);
    expect(b?.data.color).toBe(theme.palette[2]);
  });

  it('keeps the data object of an unchanged node, so that its card is not drawn again', () => {
    const graph = gGraph([gNode('a', { x: 0, y: 0 }), gNode('b', { x: 0, y: 400 })]);
    const first = build(graph);
    const changed = { ...graph, nodes: [graph.nodes[0]!, { ...graph.nodes[1]!, name: 'renamed' }] };
    const second = build(changed, { previous: new Map(first.nodes.map((n) => [n.id, n])) });
    expect(second.nodes[0]?.data).toBe(first.nodes[0]?.data);
    expect(second.nodes[1]?.data).not.toBe(first.nodes[1]?.data);
  });

  it('places nodes without a position and reports them for saving', () => {
    const graph = gGraph(
      [gNode('p1', { label: 'project', x: 1000, y: 1000 }), gNode('new')],
      [gEdge('p1', 'new')],
    );
    const model = build(graph);
    const placed = model.nodes.find((n) => n.id === 'new')!.position;
    expect(Math.hypot(placed.x - 1000, placed.y - 1000)).toBe(SPIRAL.startRadius);
    expect(model.placed).toEqual([{ id: 'new', ...placed }]);
  });
});

describe('placeNodes', () => {
  it('places a chain breadth-first, each near its placed neighbour, keeping the spacing', () => {
    const nodes = [gNode('p1', { x: 2500, y: 2500 }), gNode('a'), gNode('b'), gNode('c')];
    const at = placeNodes(nodes, [gEdge('p1', 'a'), gEdge('a', 'b'), gEdge('p1', 'c')], 'p1');
    expect([...at.keys()].sort()).toEqual(['a', 'b', 'c']);
    const points = [{ x: 2500, y: 2500 }, ...at.values()];
    for (const [i, p] of points.entries())
      for (const q of points.slice(i + 1))
        expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThan(SPIRAL.startRadius - 1);
  });

  it('starts an unplaced project at the canvas centre and gathers loose nodes around it', () => {
    const at = placeNodes([gNode('x'), gNode('p1')], [], 'p1');
    expect(at.get('p1')).toEqual({ x: 2500, y: 2500 });
    const x = at.get('x')!;
    expect(Math.hypot(x.x - 2500, x.y - 2500)).toBe(SPIRAL.startRadius);
  });

  it('places nothing when every node has a position', () => {
    expect(placeNodes([gNode('a', { x: 1, y: 2 })], [], 'p1').size).toBe(0);
  });
});

describe('placedStyle', () => {
  it('places a card by offsets instead of a transform, and follows a move', () => {
    const model = build(gGraph([gNode('p1', { label: 'project', x: 120, y: 340 })], []));
    expect(model.nodes[0]?.style).toEqual({ transform: 'none', left: 120, top: 340 });
    const node = model.nodes[0] as NonNullable<(typeof model.nodes)[0]>;
    expect(withPlacedStyle(node)).toBe(node);
    const moved = withPlacedStyle({ ...node, position: { x: 10, y: 20 } });
    expect(moved.style).toEqual(placedStyle({ x: 10, y: 20 }));
  });
});
