import {
  type GraphEdge,
  type GraphNode,
  type ProjectGraph,
  edgeId,
  normaliseEdgeLabel,
} from '@trellis/core';
import type { NodePatch } from './writeQueue';

/**
 * Pure changes to a loaded project graph, applied to the query cache the moment the user makes
 * them (the write queue sends them behind). Each returns a new graph and leaves the old one
 * untouched; nodes and edges that did not change keep their identity, so that their cards do
 * not re-render.
 */

/** Applies field patches to nodes by id; attributes merge key by key, a null value removes it. */
export function patchNodes(
  graph: ProjectGraph,
  patches: ReadonlyMap<string, NodePatch>,
): ProjectGraph {
  if (patches.size === 0) return graph;
  let changed = false;
  const nodes = graph.nodes.map((n) => {
    const patch = patches.get(n.id);
    if (!patch) return n;
    changed = true;
    return applyPatch(n, patch);
  });
  return changed ? { ...graph, nodes } : graph;
}

function applyPatch(node: GraphNode, patch: NodePatch): GraphNode {
  const next: GraphNode = { ...node };
  if (patch.x !== undefined) next.x = patch.x;
  if (patch.y !== undefined) next.y = patch.y;
  if (patch.visible !== undefined) next.visible = patch.visible;
  if (patch.name !== undefined) next.name = patch.name;
  if (patch.attributes) {
    const attributes = { ...node.attributes };
    for (const [key, value] of Object.entries(patch.attributes)) {
      if (value === null) delete attributes[key];
      else attributes[key] = value;
    }
    next.attributes = attributes;
  }
  return next;
}

/** Adds a node, or replaces the one with its id. */
export function putNode(graph: ProjectGraph, node: GraphNode): ProjectGraph {
  const at = graph.nodes.findIndex((n) => n.id === node.id);
  const nodes = [...graph.nodes];
  if (at === -1) nodes.push(node);
  else nodes[at] = node;
  return { ...graph, nodes };
}

/** Removes a node and every edge at either end of it (as the server does). */
export function removeNode(graph: ProjectGraph, id: string): ProjectGraph {
  return {
    ...graph,
    nodes: graph.nodes.filter((n) => n.id !== id),
    edges: graph.edges.filter((e) => e.from !== id && e.to !== id),
  };
}

/** The edge the server will store for a link, built locally so that it shows at once. */
export function localEdge(
  graph: ProjectGraph,
  link: { from: string; to: string; label: string },
): GraphEdge | null {
  const from = graph.nodes.find((n) => n.id === link.from);
  const to = graph.nodes.find((n) => n.id === link.to);
  if (!from || !to || from.id === to.id) return null;
  const label = normaliseEdgeLabel(link.label);
  return {
    id: edgeId(from.id, label, to.id),
    from: from.id,
    to: to.id,
    label,
    properties: {
      sourceLabel: from.label,
      sourceName: from.name,
      targetLabel: to.label,
      targetName: to.name,
    },
    created_at: new Date().toISOString(),
  };
}

/** Adds edges that are not there yet (same id = same link). */
export function addEdges(graph: ProjectGraph, edges: readonly GraphEdge[]): ProjectGraph {
  const known = new Set(graph.edges.map((e) => e.id));
  const fresh = edges.filter((e) => !known.has(e.id) && (known.add(e.id), true));
  return fresh.length === 0 ? graph : { ...graph, edges: [...graph.edges, ...fresh] };
}

export function removeEdge(graph: ProjectGraph, id: string): ProjectGraph {
  return { ...graph, edges: graph.edges.filter((e) => e.id !== id) };
}
