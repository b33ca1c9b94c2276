import type { CardKind, GraphNode } from '@trellis/core';
import type { Node } from '@xyflow/react';

/** A node another node holds through an edge ('contains' for groups, a section's edge for complex). */
export interface MemberRef {
  id: string;
  /** What the card shows for it (nodeTitle: never blank). */
  name: string;
  label: string;
  /** False when the member itself is hidden (visible false); it is still listed on its holder. */
  visible: boolean;
  edgeLabel: string;
}

/** One section of a complex card's attribute composition (spec §2 "Complex card"). */
export interface CompositionSection {
  member_label: string;
  edge_label: string;
  title: string;
}

/**
 * What a card gets to draw one graph node. Built once per graph change (canvas/flowModel.ts); a
 * card must not keep copies of it, because the node is replaced whenever the server answers.
 */
export interface CardData extends Record<string, unknown> {
  node: GraphNode;
  kind: CardKind;
  /** The colour of the node's type from the schema (resolved through the theme), if any. */
  color: string | null;
  /** What the node holds (outgoing 'contains' edges, or a complex card's section edges). */
  members: MemberRef[];
}

export type CardNode = Node<CardData, CardKind>;

/**
 * A link as the canvas draws it (canvas/LinkLayer.tsx): the graph edge's id, its ends and label,
 * and whether it is the selection.
 */
export interface LinkView {
  id: string;
  source: string;
  target: string;
  label: string;
  /** What a screen reader says of it: '{label} link from {source} to {target}'. */
  description: string;
  selected: boolean;
}
