import type { GraphNode } from '@trellis/core';

/** Attributes no card shows (spec §2 "Node rendering": provenance and theme plumbing). */
export const HIDDEN_ATTRIBUTES: ReadonlySet<string> = new Set([
  'source',
  'seed_prompt',
  'color_token',
]);

/** Longest JSON text shown for a list or object attribute; the card is not the place to read it. */
const MAX_JSON_CHARS = 80;

/**
 * The name a card shows: a system group is named `{projectId}_Goals` and people read its title;
 * a node without a name falls back to its label.
 */
export function nodeTitle(node: Pick<GraphNode, 'name' | 'label' | 'attributes'>): string {
  const title = node.attributes.title;
  if (typeof title === 'string' && title !== '' && node.name.endsWith(`_${title}`)) return title;
  return node.name.trim() || node.label.trim() || 'Untitled';
}

/** An attribute value as one line of text: scalars as they are, lists and objects as short JSON. */
export function attributeText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let json: string;
  try {
    json = JSON.stringify(value) ?? String(value);
  } catch {
    json = String(value);
  }
  return json.length > MAX_JSON_CHARS ? `${json.slice(0, MAX_JSON_CHARS - 1)}…` : json;
}

/**
 * The attributes a card lists, in the node's own order, as [name, text] pairs: without `exclude`
 * and at most `limit` of them.
 */
export function shownAttributes(
  attributes: Record<string, unknown>,
  exclude: ReadonlySet<string> = HIDDEN_ATTRIBUTES,
  limit = Infinity,
): [string, string][] {
  const rows: [string, string][] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (rows.length >= limit) break;
    if (!exclude.has(key)) rows.push([key, attributeText(value)]);
  }
  return rows;
}
