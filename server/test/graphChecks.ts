import { expect } from 'vitest';
import { textProblem } from '../src/planner/text';

/** What the graph checks read of a get_project_graph answer. */
export interface Graph {
  nodes: Array<{
    id: string;
    label: string;
    name: string;
    type: string;
    visible: boolean;
    attributes: Record<string, unknown>;
  }>;
  edges: Array<{ from: string; to: string; label: string }>;
  node_types: Array<{ id: string; name: string; fields: Array<{ name: string }> }>;
  link_types: Array<{ id: string; name: string }>;
}

/** Every string anywhere in a value. */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The invariants of any planned graph: every node but the project reachable from the project
 * (no orphans), no template text anywhere, no two nodes of one label with one name.
 */
export function expectSoundGraph(graph: Graph, projectId: string): void {
  const children = new Map<string, string[]>();
  for (const e of graph.edges) children.set(e.from, [...(children.get(e.from) ?? []), e.to]);
  const reached = new Set([projectId]);
  const queue = [projectId];
  while (queue.length > 0) {
    for (const next of children.get(queue.pop() as string) ?? []) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  const orphans = graph.nodes
    .filter((n) => !reached.has(n.id))
    .map((n) => `${n.label} "${n.name}"`);
  expect(orphans, 'nodes not reachable from the project').toEqual([]);

  const leaks = graph.nodes.flatMap((n) =>
    strings({ name: n.name, label: n.label, attributes: n.attributes })
      .filter((s) => s !== '' && textProblem(s) !== undefined)
      .map((s) => `${n.label} "${n.name}": ${s}`),
  );
  expect(leaks, 'template text in the graph').toEqual([]);
  expect(
    graph.nodes.filter((n) => n.name.trim() === '').map((n) => n.id),
    'blank names',
  ).toEqual([]);

  const seen = new Map<string, string>();
  const dups: string[] = [];
  for (const n of graph.nodes) {
    const key = `${n.label.toLowerCase()}|${n.name.trim().toLowerCase().replace(/\s+/g, ' ')}`;
    if (seen.has(key)) dups.push(key);
    seen.set(key, n.id);
  }
  expect(dups, 'duplicate nodes').toEqual([]);
}

export const byLabel = (graph: Graph, label: string) =>
  graph.nodes.filter((n) => n.label.toLowerCase() === label.toLowerCase());
