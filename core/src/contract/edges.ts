import { z } from 'zod';
import { LIMITS } from '../constants';
import { GraphEdge } from '../entities';
import { Attributes, EdgeLabel, Id, ProjectId } from './common';
import { BatchItemResult } from './nodes';

/**
 * A link to create or update. Its id is built from the ends and the label, so an `id` sent by a
 * client is ignored. The label is normalised (lowercased, `connects_to` when blank).
 */
export const EdgeInput = z
  .object({
    from: Id,
    to: Id,
    label: EdgeLabel.optional(),
    properties: Attributes.optional(),
  })
  .superRefine((e, ctx) => {
    if (e.from === e.to) {
      ctx.addIssue({ code: 'custom', message: 'an edge needs distinct ends', path: ['to'] });
    }
  });
export type EdgeInput = z.output<typeof EdgeInput>;

export const UpsertEdgeRequest = EdgeInput.safeExtend({ project_id: ProjectId });

export const EdgeResult = z.object({ edge: GraphEdge });

export const BatchUpsertEdgesRequest = z.object({
  project_id: ProjectId,
  edges: z.array(EdgeInput).min(1, 'must hold at least one edge').max(LIMITS.batchEdges),
  continue_on_error: z.boolean().optional(),
  options: z.object({ continue_on_error: z.boolean().optional() }).optional(),
});

export const BatchUpsertEdgesResult = z.object({
  upserted: z.number().int(),
  edges: z.array(GraphEdge),
  results: z.array(BatchItemResult).optional(),
});

export const DeleteEdgeRequest = z.object({ project_id: ProjectId, edge_id: Id });
export const DeleteEdgeResult = z.object({ deleted: z.object({ id: z.string() }) });
