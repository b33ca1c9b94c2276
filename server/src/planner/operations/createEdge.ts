import { Attributes, EdgeLabel } from '@trellis/core';
import { z } from 'zod';
import { NodeRef } from './common';

/** Links two nodes (existing ids or refs of this plan) by a label. */
export const CreateEdge = z.object({
  op: z.literal('create_edge'),
  from: NodeRef,
  to: NodeRef,
  label: EdgeLabel,
  properties: Attributes.optional(),
});
export type CreateEdge = z.infer<typeof CreateEdge>;
