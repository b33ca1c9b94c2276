import { type GraphEdge, type GraphNode, type ProjectGraph, edgeId } from '@trellis/core';
import { graphNode } from './cards';

/** A graph node with plain defaults and no position, for the canvas's unit tests. */
export function gNode(id: string, partial: Partial<GraphNode> = {}): GraphNode {
  return graphNode({
    id,
    pk: 'project.schema',
    project_id: 'p1',
    label: 'Concept',
    name: id,
    type: 'vertex',
    vertex_type: 'other',
    x: null,
    y: null,
    ...partial,
  });
}

export function gEdge(from: string, to: string, label = 'connects_to'): GraphEdge {
  return {
    id: edgeId(from, label, to),
    from,
    to,
    label,
    properties: { sourceLabel: '', sourceName: from, targetLabel: '', targetName: to },
    created_at: '2026-01-01T00:00:00Z',
  };
}

export function gGraph(nodes: GraphNode[], edges: GraphEdge[] = []): ProjectGraph {
  return { nodes, edges, node_types: [], link_types: [], system_groups: [] };
}
