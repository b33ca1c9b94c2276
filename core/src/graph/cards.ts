import { DEFAULT_CHILD_EDGE_LABEL } from '../constants';
import type { GraphEdge, GraphNode } from '../entities';
import { GROUP_LABELS } from './defaults';
import { normaliseEdgeLabel, normaliseVertexLabel } from './labels';

/**
 * How the canvas draws a node and which nodes and edges it leaves out (spec §2 "Node rendering").
 * Pure rules over the graph, so the web app and its tests read them the same way.
 */
export type CardKind = 'group' | 'complex' | 'question' | 'simple';

type NodeLike = Pick<
  GraphNode,
  'id' | 'label' | 'name' | 'type' | 'vertex_type' | 'visible' | 'attributes'
>;
type EdgeLike = Pick<GraphEdge, 'from' | 'to' | 'label'>;

/** The six group labels that also have a sys-prefixed form: `sys goals`, `sys_node types`, … */
const SYS_GROUP_FORMS: readonly string[] = GROUP_LABELS.filter(
  (l) => l !== 'node group' && l !== 'group',
);

function isGroupLabel(label: string): boolean {
  const l = normaliseVertexLabel(label);
  if ((GROUP_LABELS as readonly string[]).includes(l)) return true;
  const m = /^sys[\s_-]*(.+)$/.exec(l);
  return (
    !!m && (SYS_GROUP_FORMS as readonly string[]).includes((m[1] as string).replace(/_/g, ' '))
  );
}

const isContains = (e: EdgeLike) => normaliseEdgeLabel(e.label) === DEFAULT_CHILD_EDGE_LABEL;

/**
 * The card a node gets: a group when its type is group, its label is a group label (or the
 * sys-prefixed form of one) or it contains other nodes; complex when its type is complex; a
 * question card for questions; otherwise simple.
 */
export function cardKind(node: NodeLike, containsSomething: boolean): CardKind {
  const type = node.type.toLowerCase();
  const vertexType = node.vertex_type.toLowerCase();
  if (type === 'group' || vertexType === 'group' || isGroupLabel(node.label) || containsSomething)
    return 'group';
  if (type === 'complex' || vertexType === 'complex') return 'complex';
  if (normaliseVertexLabel(node.label) === 'question') return 'question';
  return 'simple';
}

/** Card kinds of every node of a graph, by id. */
export function cardKinds(
  nodes: readonly NodeLike[],
  edges: readonly EdgeLike[],
): Map<string, CardKind> {
  const parents = new Set(edges.filter(isContains).map((e) => e.from));
  return new Map(nodes.map((n) => [n.id, cardKind(n, parents.has(n.id))]));
}

const startsWithSys = (text: string) => text.trim().toLowerCase().startsWith('sys');

/** A system node: type sys, or a name or label starting with sys. */
export function isSystemNode(node: NodeLike): boolean {
  return node.type.toLowerCase() === 'sys' || startsWithSys(node.name) || startsWithSys(node.label);
}

/** A prompt helper: its label, the is_prompt_helper attribute, or a helper kind. */
export function isPromptHelper(node: NodeLike): boolean {
  const kind = node.attributes.kind;
  return (
    normaliseVertexLabel(node.label) === 'prompt helper' ||
    node.attributes.is_prompt_helper === true ||
    kind === 'topbar' ||
    kind === 'define_types'
  );
}

/**
 * Ids of the nodes the canvas leaves out: those not visible, system nodes, prompt helpers, and
 * every node reached from a hidden or system node through 'contains' edges (however deep).
 */
export function hiddenNodeIds(nodes: readonly NodeLike[], edges: readonly EdgeLike[]): Set<string> {
  const hidden = new Set<string>();
  for (const n of nodes) {
    if (n.visible === false || isSystemNode(n) || isPromptHelper(n)) hidden.add(n.id);
  }
  const children = new Map<string, string[]>();
  for (const e of edges) {
    if (!isContains(e)) continue;
    const list = children.get(e.from) ?? [];
    list.push(e.to);
    children.set(e.from, list);
  }
  const stack = [...hidden];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop() as string) ?? []) {
      if (hidden.has(child)) continue;
      hidden.add(child);
      stack.push(child);
    }
  }
  return hidden;
}

/** Edges with both ends shown: an edge is hidden when either end is. */
export function shownEdges<E extends EdgeLike>(
  edges: readonly E[],
  hidden: ReadonlySet<string>,
  known?: ReadonlySet<string>,
): E[] {
  return edges.filter(
    (e) =>
      !hidden.has(e.from) &&
      !hidden.has(e.to) &&
      (known === undefined || (known.has(e.from) && known.has(e.to))),
  );
}
