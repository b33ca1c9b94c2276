import { Attributes, EdgeLabel, normaliseEdgeLabel } from '@trellis/core';
import { z } from 'zod';
import { NodeRef, type OperationKind, attributeTexts } from './common';

/** Links two nodes (existing ids or refs of this plan) by a label. */
export const CreateEdge = z.object({
  op: z.literal('create_edge'),
  from: NodeRef,
  to: NodeRef,
  label: EdgeLabel,
  properties: Attributes.optional(),
});
export type CreateEdge = z.infer<typeof CreateEdge>;

export const createEdge: OperationKind<CreateEdge> = {
  schema: CreateEdge,
  names: (op) => [op.from, op.to],
  texts: (op) => attributeTexts(op.properties),
  plan(op, b) {
    const from = b.at(op.from);
    const to = b.at(op.to);
    if (from === to) return b.problem('links a node to itself');
    b.edge({
      from,
      to,
      label: normaliseEdgeLabel(op.label),
      ...(op.properties ? { properties: op.properties } : {}),
    });
  },
};
