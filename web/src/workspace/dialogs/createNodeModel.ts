import {
  DEFAULT_CHILD_EDGE_LABEL,
  DEFAULT_NODE_TYPES,
  type GraphNode,
  type ProjectGraph,
  hiddenNodeIds,
  normaliseVertexLabel,
} from '@trellis/core';
import type { CompositionSection } from '../canvas/types';
import { DEFAULT_SECTIONS } from '../cards/composition';
import { randomHex } from '../../lib/random';

/** The card a new node gets, as the `type` it is stored with (spec §2 "Node rendering"). */
export const CARD_TYPES = [
  { value: 'vertex', label: 'Simple' },
  { value: 'complex', label: 'Complex' },
  { value: 'group', label: 'Group' },
] as const;
export type CardType = (typeof CARD_TYPES)[number]['value'];

/** One key/value row of the attribute editor. */
export interface AttributeRow {
  key: string;
  value: string;
}

/**
 * The node types Create Node offers: the schema's, or the defaults while the schema has none
 * (a project whose types were all deleted can still get nodes). A prefilled type that the
 * schema lacks is offered too, so that the prefill is never silently dropped.
 */
export function typeNames(graph: Pick<ProjectGraph, 'node_types'>, prefilled?: string): string[] {
  const names = graph.node_types.map((t) => t.name).filter((n) => n.trim() !== '');
  const list = names.length > 0 ? names : [...DEFAULT_NODE_TYPES];
  if (prefilled && !list.some((n) => sameName(n, prefilled))) list.push(prefilled);
  return list;
}

const sameName = (a: string, b: string) => normaliseVertexLabel(a) === normaliseVertexLabel(b);

/** The entry of `names` a stored label means, whatever its case. */
export function matchType(names: readonly string[], label: string | null): string | undefined {
  return label ? names.find((n) => sameName(n, label)) : undefined;
}

/**
 * The sections of a complex card of this type: one per field that links to another type
 * (`relation`), or the card's default (a single 'Members' section) when the type has none.
 */
export function compositionFor(
  graph: Pick<ProjectGraph, 'node_types'>,
  typeName: string,
): readonly CompositionSection[] {
  const type = graph.node_types.find((t) => sameName(t.name, typeName));
  const sections = (type?.fields ?? [])
    .filter((f) => f.relation && f.relation.trim() !== '')
    .map((f) => ({
      member_label: (f.relation as string).trim(),
      edge_label: DEFAULT_CHILD_EDGE_LABEL,
      title: f.name,
    }));
  return sections.length > 0 ? sections : DEFAULT_SECTIONS;
}

/** The attributes the rows give: a pair is kept only when its trimmed key is non-empty (§5). */
export function keptAttributes(rows: readonly AttributeRow[]): Record<string, string> {
  // No prototype: a typed '__proto__' key is then an own key the server refuses by name, instead
  // of being swallowed by the object's prototype setter.
  const out = Object.create(null) as Record<string, string>;
  for (const row of rows) {
    const key = row.key.trim();
    if (key !== '') out[key] = row.value;
  }
  return out;
}

/**
 * Nodes a new node can be put under: those the canvas shows, by name. A prefilled parent is
 * kept even when hidden, because the card that asked for the child named it.
 */
export function parentChoices(
  graph: Pick<ProjectGraph, 'nodes' | 'edges'>,
  keep?: string | null,
): GraphNode[] {
  const hidden = hiddenNodeIds(graph.nodes, graph.edges);
  return graph.nodes
    .filter((n) => !hidden.has(n.id) || n.id === keep)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A random id part. */
export function randomSuffix(): string {
  return randomHex(6);
}
