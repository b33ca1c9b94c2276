import {
  Attributes,
  DEFAULT_CHILD_EDGE_LABEL,
  EdgeLabel,
  GOAL_PRIORITIES,
  GROUP_LABELS,
  LABELS,
  Name,
  VertexLabel,
  normaliseEdgeLabel,
  normaliseVertexLabel,
} from '@trellis/core';
import { z } from 'zod';
import { LocalRef, NodeRef, type OperationKind, attributeTexts, reservedKeys } from './common';

/**
 * Creates a vertex, linked from `parent` (an existing id or an earlier ref) by `edge_label`
 * (`contains` by default), so that nothing an engine creates is an orphan.
 */
export const CreateNode = z.object({
  op: z.literal('create_node'),
  ref: LocalRef,
  label: VertexLabel,
  name: Name,
  attributes: Attributes.optional(),
  parent: NodeRef,
  edge_label: EdgeLabel.optional(),
});
export type CreateNode = z.infer<typeof CreateNode>;

/** Labels with an operation of their own, or that only Trellis creates. */
const STRUCTURAL_LABELS = new Set<string>([
  LABELS.project,
  LABELS.request,
  normaliseVertexLabel(LABELS.nodeType),
  normaliseVertexLabel(LABELS.linkType),
  LABELS.promptHelper,
  ...GROUP_LABELS.filter((l) => l !== 'node group' && l !== 'group'),
]);

/** What a question, goal or observation holds besides its name. */
function attributesFor(label: string, name: string, given: Record<string, unknown>) {
  switch (label) {
    case LABELS.question:
      return { text: name, answer: '', answered: false, ...given };
    case LABELS.observation:
      return { text: name, ...given };
    case LABELS.goal:
      return { priority: 'medium', ...given };
    default:
      return given;
  }
}

/** Whether a plan may not create a node of this label: Trellis's own, or a system node's. */
export function labelRefused(label: string): boolean {
  const l = normaliseVertexLabel(label);
  return STRUCTURAL_LABELS.has(l) || l.startsWith('sys');
}

export const createNode: OperationKind<CreateNode> = {
  schema: CreateNode,
  names: (op) => [op.parent],
  texts: (op) => [['label', op.label], ['name', op.name], ...attributeTexts(op.attributes)],
  plan(op, b) {
    const label = normaliseVertexLabel(op.label);
    if (labelRefused(label)) {
      return b.problem(
        `cannot create a "${op.label}" node: it has its own operation or is Trellis's`,
      );
    }
    const reserved = reservedKeys(op.attributes);
    if (reserved.length > 0) return b.problem(`sets reserved attributes ${reserved.join(', ')}`);
    const priority = op.attributes?.priority;
    if (label === LABELS.goal && priority !== undefined) {
      if (!(GOAL_PRIORITIES as readonly unknown[]).includes(priority))
        return b.problem(
          `gives a goal the priority ${JSON.stringify(priority)}; use low, medium or high`,
        );
    }
    if (!b.claimName(label, op.name))
      return b.problem(`creates a ${op.label} "${op.name}" the project already has`);
    const id = b.newId(op.label);
    if (!b.define(op.ref, id)) return b.problem(`reuses the ref "${op.ref}"`);
    b.node(
      {
        id,
        label: op.label,
        name: op.name,
        attributes: attributesFor(label, op.name, op.attributes ?? {}),
      },
      true,
    );
    b.edge({
      from: b.at(op.parent),
      to: id,
      label: normaliseEdgeLabel(op.edge_label ?? DEFAULT_CHILD_EDGE_LABEL),
    });
  },
};
