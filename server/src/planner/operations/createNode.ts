import { Attributes, EdgeLabel, Name, VertexLabel } from '@trellis/core';
import { z } from 'zod';
import { LocalRef, NodeRef } from './common';

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
