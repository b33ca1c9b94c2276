import { CANVAS_SIZE, DEFAULT_CHILD_EDGE_LABEL, normaliseEdgeLabel } from '@trellis/core';
// Types only: the ~1.5 MB engine itself is imported on first use (loadElk).
import type { ELK, ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';

/** A node to place: its id and its measured size in canvas units. */
export interface LayoutNode {
  id: string;
  width: number;
  height: number;
}

/** A link between two nodes; 'contains' links keep a group's members beside it. */
export interface LayoutEdge {
  from: string;
  to: string;
  label: string;
}

/** Absolute top-left corner of a node on the canvas. */
export interface LayoutPosition {
  x: number;
  y: number;
}

const GAP_IN_LAYER = 70;
const GAP_BETWEEN_LAYERS = 90;
const CLUSTER_PADDING = 40;

const ROOT_OPTIONS: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  // One layout run over the whole hierarchy, so links between members of different groups
  // shape the layering instead of being routed after each group was laid out on its own.
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.spacing.nodeNode': String(GAP_IN_LAYER),
  'elk.layered.spacing.nodeNodeBetweenLayers': String(GAP_BETWEEN_LAYERS),
  'elk.spacing.componentComponent': String(GAP_BETWEEN_LAYERS),
  // Cards are what matters; straight edges are the cheapest routing and the canvas draws its own.
  'elk.edgeRouting': 'POLYLINE',
  // Brandes-Koepf straightens long edges by spreading layers apart: on a random 1,000-node graph
  // it made the drawing 4x taller than SIMPLE, and the canvas is only CANVAS_SIZE units.
  'elk.layered.nodePlacement.strategy': 'SIMPLE',
  'elk.randomSeed': '1',
};

/**
 * Crossing minimisation dominates the run time; beyond a few hundred cards fewer sweeps keep the
 * layout within seconds (measured: 1,000 nodes / 1,500 edges took 6 s at the default of 7).
 */
const thoroughness = (nodes: number) => (nodes > 300 ? '1' : '7');

const CLUSTER_OPTIONS: LayoutOptions = {
  'elk.padding': `[top=${CLUSTER_PADDING},left=${CLUSTER_PADDING},bottom=${CLUSTER_PADDING},right=${CLUSTER_PADDING}]`,
};

let elkPromise: Promise<ELK> | undefined;

/** The engine, created once: the first call pays for loading and compiling the bundle. */
function loadElk(): Promise<ELK> {
  elkPromise ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk());
  return elkPromise;
}

/**
 * Which group holds each node: the first 'contains' link naming it wins, and a link that would
 * make a node its own ancestor is left to be an ordinary edge, so a contains cycle cannot recurse.
 */
function assignParents(known: ReadonlyMap<string, number>, edges: readonly LayoutEdge[]) {
  const parent = new Map<string, string>();
  for (const e of edges) {
    if (normaliseEdgeLabel(e.label) !== DEFAULT_CHILD_EDGE_LABEL) continue;
    if (!known.has(e.from) || !known.has(e.to) || e.from === e.to || parent.has(e.to)) continue;
    let up: string | undefined = e.from;
    while (up !== undefined && up !== e.to) up = parent.get(up);
    if (up === undefined) parent.set(e.to, e.from);
  }
  return parent;
}

/**
 * Lays out the visible graph with ELK's layered algorithm, left to right, and returns the
 * absolute top-left position of every input node, rounded to whole units.
 *
 * A node that contains others becomes a box holding its own card and its members (nested groups
 * nest boxes), so a group's members stay together and nothing else lands among them. Other links
 * cross the boxes. Edges naming unknown nodes are ignored; a repeated node id counts once.
 *
 * The result is centred on the canvas centre; on an axis where the layout is wider than the
 * canvas it starts at 0 instead, so the start of the flow stays on the canvas.
 *
 * The engine runs on the calling thread, so the page is busy meanwhile: 2-3 s for a random graph
 * of 1,000 nodes and 1,500 edges on a loaded two-core machine, about a third of that for a
 * project-shaped one (the test prints its time).
 */
export async function autoLayout(input: {
  nodes: readonly LayoutNode[];
  edges: readonly LayoutEdge[];
}): Promise<Map<string, LayoutPosition>> {
  // ELK gets its own ids (n0, c0…) so no user id can clash with a cluster's or ELK's syntax.
  const index = new Map<string, number>();
  const nodes: LayoutNode[] = [];
  // An unmeasured card (NaN, 0) would break ELK's arithmetic: it counts as one unit.
  const side = (v: number) => (Number.isFinite(v) ? Math.max(1, v) : 1);
  for (const n of input.nodes) {
    if (index.has(n.id)) continue;
    index.set(n.id, nodes.length);
    nodes.push({ id: n.id, width: side(n.width), height: side(n.height) });
  }
  const result = new Map<string, LayoutPosition>();
  if (nodes.length === 0) return result;

  const parent = assignParents(index, input.edges);
  const members = new Map<string, string[]>();
  for (const n of nodes) {
    const p = parent.get(n.id);
    if (p === undefined) continue;
    const list = members.get(p);
    if (list) list.push(n.id);
    else members.set(p, [n.id]);
  }

  // Every ELK element by id, with the cluster that holds it ('' for the root).
  const container = new Map<string, string>();
  const leaf = (id: string, holder: string): ElkNode => {
    const n = nodes[index.get(id) as number] as LayoutNode;
    container.set(`n${index.get(id)}`, holder);
    return { id: `n${index.get(id)}`, width: n.width, height: n.height };
  };
  const clusters = new Map<string, ElkNode>();
  const build = (id: string, holder: string): ElkNode => {
    const inner = members.get(id);
    if (!inner) return leaf(id, holder);
    const cid = `c${index.get(id)}`;
    container.set(cid, holder);
    const cluster: ElkNode = { id: cid, layoutOptions: CLUSTER_OPTIONS, edges: [] };
    cluster.children = [leaf(id, cid), ...inner.map((m) => build(m, cid))];
    clusters.set(cid, cluster);
    return cluster;
  };
  const root: ElkNode = {
    id: 'root',
    layoutOptions: { ...ROOT_OPTIONS, 'elk.layered.thoroughness': thoroughness(nodes.length) },
    edges: [],
  };
  root.children = nodes.filter((n) => !parent.has(n.id)).map((n) => build(n.id, ''));

  // ELK expects each edge in the lowest cluster holding both ends.
  const chain = (elkId: string) => {
    const out: string[] = [];
    for (let c = container.get(elkId); c; c = container.get(c)) out.push(c);
    return out;
  };
  const seen = new Set<string>();
  input.edges.forEach((e, i) => {
    const a = index.get(e.from);
    const b = index.get(e.to);
    if (a === undefined || b === undefined || a === b || seen.has(`${a}>${b}`)) return;
    seen.add(`${a}>${b}`);
    const fromChain = chain(`n${a}`);
    const toChain = new Set(chain(`n${b}`));
    const holder = fromChain.find((c) => toChain.has(c));
    const edge: ElkExtendedEdge = { id: `e${i}`, sources: [`n${a}`], targets: [`n${b}`] };
    (holder ? (clusters.get(holder) as ElkNode) : root).edges?.push(edge);
  });

  const elk = await loadElk();
  const laidOut = await elk.layout(root);

  const place = (node: ElkNode, dx: number, dy: number) => {
    const x = dx + (node.x ?? 0);
    const y = dy + (node.y ?? 0);
    if (node.id.startsWith('c')) for (const child of node.children ?? []) place(child, x, y);
    else result.set((nodes[Number(node.id.slice(1))] as LayoutNode).id, { x, y });
  };
  for (const child of laidOut.children ?? []) place(child, 0, 0);
  return centre(result, nodes);
}

/** Moves the layout onto the canvas centre (or to 0 on an axis too long for the canvas). */
function centre(positions: Map<string, LayoutPosition>, nodes: readonly LayoutNode[]) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const n of nodes) {
    const p = positions.get(n.id) as LayoutPosition;
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x + n.width);
    maxY = Math.max(maxY, p.y + n.height);
  }
  const shift = (min: number, max: number) =>
    max - min <= CANVAS_SIZE ? CANVAS_SIZE / 2 - (min + max) / 2 : -min;
  const dx = shift(minX, maxX);
  const dy = shift(minY, maxY);
  const out = new Map<string, LayoutPosition>();
  for (const [id, p] of positions) {
    out.set(id, { x: Math.round(p.x + dx), y: Math.round(p.y + dy) });
  }
  return out;
}
