import { normaliseEdgeLabel } from './labels';

/**
 * Edge ids are built from the two ends and the label (spec §3), so the same link can never be
 * stored twice. The ends are URI-encoded so that an id containing the separator cannot make two
 * different edges collide; plain ids such as `question.ab12` stay readable.
 */
export function edgeId(from: string, label: string | null | undefined, to: string): string {
  return `${encodeURIComponent(from)}|${normaliseEdgeLabel(label)}|${encodeURIComponent(to)}`;
}

function slug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** `node-type.{lowercased-name-with-dashes}` (spec §3). */
export function nodeTypeId(name: string): string {
  return `node-type.${slug(name)}`;
}

/** `link-type.{normalised label}`. */
export function linkTypeId(label: string): string {
  return `link-type.${normaliseEdgeLabel(label)}`;
}

/** `prompt-helper.{kind}`. */
export function promptHelperId(kind: string): string {
  return `prompt-helper.${slug(kind)}`;
}

/** A fresh id for a vertex of the given label: `{label-slug}.{random}`. */
export function newVertexId(label: string, random: () => string): string {
  const prefix = slug(label).replace(/[^a-z0-9-]/g, '') || 'node';
  return `${prefix}.${random()}`;
}
