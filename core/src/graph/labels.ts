import { DEFAULT_EDGE_LABEL } from '../constants';

/**
 * Normalises an edge (link) label: trimmed, lowercased, inner white space as underscores,
 * `connects_to` when blank. "Relates To" and "relates_to" are the same link type.
 */
export function normaliseEdgeLabel(label: string | null | undefined): string {
  const cleaned = (label ?? '').trim().toLowerCase().replace(/\s+/g, '_');
  return cleaned === '' ? DEFAULT_EDGE_LABEL : cleaned;
}

/** Normalises a vertex label for comparisons: trimmed and lowercased ("Node Type" → "node type"). */
export function normaliseVertexLabel(label: string | null | undefined): string {
  return (label ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Cleans a list of type names as the Schemas page and define_types need it: trimmed, blanks
 * dropped, duplicates (case-insensitive) dropped, first spelling kept.
 */
export function normaliseTypeNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** "open a small bakery" → "Open A Small Bakery"; used for goal names in lists. */
export function titleCase(text: string): string {
  return text.replace(/\S+/g, (w) => w.charAt(0).toUpperCase() + w.slice(1));
}
