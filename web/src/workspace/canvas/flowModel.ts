import {
  CANVAS_SIZE,
  type CardKind,
  DEFAULT_CHILD_EDGE_LABEL,
  type GraphNode,
  type NodeType,
  type Point,
  type ProjectGraph,
  cardKinds,
  hiddenNodeIds,
  normaliseEdgeLabel,
  normaliseVertexLabel,
  shownEdges,
  spiralPosition,
} from '@trellis/core';
import type { XYPosition } from '@xyflow/react';
import type { CSSProperties } from 'react';
import { cssColor } from '../../theme/cssColor';
import { type Theme, resolveToken } from '../../theme/themes';
import { nodeTitle } from '../cards/cardText';
import { FILTER_KINDS, type FilterKind } from './canvasStore';
import type { CardData, CardNode, LinkView, MemberRef } from './types';

export interface FlowModel {
  nodes: CardNode[];
  links: LinkView[];
  /** Nodes that had no saved position and were placed by the spiral: to be saved. */
  placed: { id: string; x: number; y: number }[];
  /** The graph nodes on the canvas, by id. */
  shown: Map<string, GraphNode>;
}

const CENTRE: Point = { x: CANVAS_SIZE / 2, y: CANVAS_SIZE / 2 };

/**
 * A node type's colour: its own colour (when it reads as one: see cssColor), else its theme token
 * resolved in the current theme.
 */
export function typeColors(types: readonly NodeType[], theme: Theme): Map<string, string> {
  const colors = new Map<string, string>();
  for (const t of types) {
    const color = cssColor(t.color) ?? resolveToken(theme, t.color_token);
    if (color) colors.set(normaliseVertexLabel(t.name), color);
  }
  return colors;
}

function nodeColor(n: GraphNode, colors: Map<string, string>, theme: Theme): string | null {
  const own = n.attributes.color;
  return (
    colors.get(normaliseVertexLabel(n.label)) ??
    cssColor(own) ??
    resolveToken(theme, n.attributes.color_token as string | undefined) ??
    null
  );
}

/**
 * Positions for shown nodes that have none (spec §9): breadth-first from the nodes that are
 * placed, each new node on the spiral around a placed neighbour; a node with no placed
 * neighbour goes around the project node, or the canvas centre.
 */
export function placeNodes(
  shown: readonly GraphNode[],
  edges: readonly { from: string; to: string }[],
  projectId: string,
): Map<string, Point> {
  const at = new Map<string, Point>();
  for (const n of shown) if (n.x !== null && n.y !== null) at.set(n.id, { x: n.x, y: n.y });
  const missing = shown.filter((n) => !at.has(n.id));
  if (missing.length === 0) return new Map();
  const neighbours = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    const list = neighbours.get(a) ?? [];
    list.push(b);
    neighbours.set(a, list);
  };
  for (const e of edges) {
    link(e.from, e.to);
    link(e.to, e.from);
  }
  const points = [...at.values()];
  const placed = new Map<string, Point>();
  const put = (id: string, anchor: Point) => {
    const p = spiralPosition(anchor, points);
    points.push(p);
    at.set(id, p);
    placed.set(id, p);
  };
  // The project node first, so that everything else gathers around it.
  const rest = [...missing].sort((a, b) => Number(b.id === projectId) - Number(a.id === projectId));
  let pending = rest;
  while (pending.length > 0) {
    const next: GraphNode[] = [];
    let progressed = false;
    for (const n of pending) {
      const anchorId = (neighbours.get(n.id) ?? []).find((id) => at.has(id));
      if (anchorId) {
        put(n.id, at.get(anchorId) as Point);
        progressed = true;
      } else next.push(n);
    }
    if (!progressed) {
      // Nothing left touches a placed node: start the first one near the project (or centre).
      const [first, ...others] = next as [GraphNode, ...GraphNode[]];
      if (first.id === projectId) {
        at.set(first.id, CENTRE);
        points.push(CENTRE);
        placed.set(first.id, CENTRE);
      } else put(first.id, at.get(projectId) ?? CENTRE);
      pending = others;
    } else pending = next;
  }
  return placed;
}

/** The filter kind a node falls under, if any (Visibility Filters): its normalised label. */
export function filterKindOf(n: GraphNode): FilterKind | undefined {
  const label = normaliseVertexLabel(n.label);
  return FILTER_KINDS.find((kind) => kind === label);
}

export interface BuildOptions {
  projectId: string;
  theme: Theme;
  hiddenKinds: ReadonlySet<FilterKind>;
  /** The previous model's nodes: unchanged ones keep their data object (cards stay memoised). */
  previous?: ReadonlyMap<string, CardNode>;
}

/** The canvas's nodes and edges for a graph: hidden rules (core), filters, kinds, colours. */
export function buildFlow(graph: ProjectGraph, options: BuildOptions): FlowModel {
  const { projectId, theme, hiddenKinds, previous } = options;
  const hidden = hiddenNodeIds(graph.nodes, graph.edges);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const shownNodes = graph.nodes.filter((n) => {
    if (hidden.has(n.id)) return false;
    const kind = filterKindOf(n);
    return !(kind && hiddenKinds.has(kind));
  });
  const shown = new Map(shownNodes.map((n) => [n.id, n]));
  const kinds = cardKinds(graph.nodes, graph.edges);
  const colors = typeColors(graph.node_types, theme);

  const members = new Map<string, MemberRef[]>();
  for (const e of graph.edges) {
    const target = byId.get(e.to);
    if (!target || hidden.has(e.from) || (hidden.has(e.to) && target.visible !== false)) continue;
    const holder = kinds.get(e.from);
    const edgeLabel = normaliseEdgeLabel(e.label);
    if (holder === 'group' ? edgeLabel !== DEFAULT_CHILD_EDGE_LABEL : holder !== 'complex')
      continue;
    const list = members.get(e.from) ?? [];
    list.push({
      id: target.id,
      name: nodeTitle(target),
      label: target.label,
      visible: target.visible,
      edgeLabel,
    });
    members.set(e.from, list);
  }

  const links = shownEdges(graph.edges, hidden, new Set(shown.keys()));
  const placed = placeNodes(shownNodes, links, projectId);
  const nodes: CardNode[] = shownNodes.map((n) => {
    const kind = kinds.get(n.id) as CardKind;
    const color = nodeColor(n, colors, theme);
    const list = members.get(n.id) ?? NO_MEMBERS;
    const prev = previous?.get(n.id);
    const data: CardData =
      prev &&
      prev.data.node === n &&
      prev.data.kind === kind &&
      prev.data.color === color &&
      sameMembers(prev.data.members, list)
        ? prev.data
        : { node: n, kind, color, members: list };
    const position = placed.get(n.id) ?? { x: n.x as number, y: n.y as number };
    const same = prev && prev.position.x === position.x && prev.position.y === position.y;
    return {
      id: n.id,
      type: kind,
      position: same ? prev.position : position,
      style: same && prev.style ? prev.style : placedStyle(position),
      data,
      selected: false,
    };
  });
  return {
    nodes,
    links: links.map((e) => ({
      id: e.id,
      source: e.from,
      target: e.to,
      label: e.label,
      description: `${e.label} link from ${nodeTitle(shown.get(e.from) as GraphNode)} to ${nodeTitle(shown.get(e.to) as GraphNode)}`,
      selected: false,
    })),
    placed: [...placed].map(([id, p]) => ({ id, ...p })),
    shown,
  };
}

/**
 * A card's place on the canvas as `left` and `top`, overriding React Flow's inline
 * `transform: translate(…)`. With a transform on each of a thousand cards, Chromium lays out its
 * compositing layers again for every card on every frame of a pan (measured: 21 ms a frame at
 * 1,000 cards without a GPU); placed by offsets, the cards share the viewport's one transform and
 * a pan frame costs what it does on an empty canvas. See docs/decisions/0010-canvas-at-scale.md.
 */
export function placedStyle(at: XYPosition): CSSProperties {
  return { transform: 'none', left: at.x, top: at.y };
}

/** The node with its style following its position (after React Flow moved it). */
export function withPlacedStyle<N extends { position: XYPosition; style?: CSSProperties }>(
  node: N,
): N {
  const style = node.style;
  return style && style.left === node.position.x && style.top === node.position.y
    ? node
    : { ...node, style: placedStyle(node.position) };
}

const NO_MEMBERS: MemberRef[] = [];
function sameMembers(a: readonly MemberRef[], b: readonly MemberRef[]): boolean {
  return (
    a.length === b.length &&
    a.every((m, i) => {
      const o = b[i] as MemberRef;
      return (
        m.id === o.id &&
        m.name === o.name &&
        m.visible === o.visible &&
        m.edgeLabel === o.edgeLabel &&
        m.label === o.label
      );
    })
  );
}
