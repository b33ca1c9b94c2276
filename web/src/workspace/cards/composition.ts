import { DEFAULT_CHILD_EDGE_LABEL, normaliseEdgeLabel, normaliseVertexLabel } from '@trellis/core';
import type { CompositionSection, MemberRef } from '../canvas/types';

/** A complex card without a composition lists what it contains. */
export const DEFAULT_SECTIONS: readonly CompositionSection[] = [
  { member_label: '', edge_label: DEFAULT_CHILD_EDGE_LABEL, title: 'Members' },
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function section(entry: unknown): CompositionSection | null {
  if (!isRecord(entry)) return null;
  const { member_label = '', edge_label = '', title } = entry;
  if (typeof member_label !== 'string' || typeof edge_label !== 'string') return null;
  const heading =
    typeof title === 'string' && title.trim() !== '' ? title.trim() : member_label.trim();
  if (heading === '') return null;
  return {
    member_label: member_label.trim(),
    edge_label: edge_label.trim() || DEFAULT_CHILD_EDGE_LABEL,
    title: heading,
  };
}

/**
 * The sections of a complex card from its `composition` attribute (spec §2 "Complex card"): a
 * list of {member_label, edge_label, title}, or the same as JSON text (attributes typed in by
 * hand arrive as text). Malformed entries are left out; a missing edge_label means 'contains'
 * and a missing title the member label. Without any usable section the card lists its members.
 */
export function compositionSections(value: unknown): readonly CompositionSection[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return DEFAULT_SECTIONS;
    }
  }
  if (!Array.isArray(list)) return DEFAULT_SECTIONS;
  const sections = list.map(section).filter((s): s is CompositionSection => s !== null);
  return sections.length > 0 ? sections : DEFAULT_SECTIONS;
}

/** Members held through the section's link, of its member type when it names one. */
export function sectionMembers(
  members: readonly MemberRef[],
  { member_label, edge_label }: CompositionSection,
): MemberRef[] {
  const edge = normaliseEdgeLabel(edge_label);
  const label = normaliseVertexLabel(member_label);
  return members.filter(
    (m) =>
      normaliseEdgeLabel(m.edgeLabel) === edge &&
      (label === '' || normaliseVertexLabel(m.label) === label),
  );
}
