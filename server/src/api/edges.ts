import { BatchUpsertEdgesRequest, EdgeInput } from '@trellis/core';
import { z } from 'zod';
import { parseItems, rejectIfAny } from '../commands/batchItems';
import { writeEdges } from '../commands/writeEdges';
import { notFound, validationError } from '../http/errors';
import { deleteEdge } from '../store/edges';
import { requireProject } from './authorize';
import { defineCall } from './registry';

export const upsertEdge = defineCall({
  name: 'upsert_edge',
  idempotent: true,
  async run({ project_id, ...edge }, { db, user }) {
    await requireProject(db, user, project_id);
    const { edges } = await db.transaction((tx) => writeEdges(tx, project_id, [{ value: edge }]));
    return { edge: edges[0] as NonNullable<(typeof edges)[0]> };
  },
});

const BatchEnvelope = BatchUpsertEdgesRequest.extend({
  edges: z.array(z.unknown()).min(1).max(5000),
});

export const batchUpsertEdges = defineCall({
  name: 'batch_upsert_edges',
  idempotent: true,
  parse(body) {
    const env = BatchEnvelope.safeParse(body);
    if (!env.success) throw validationError(env.error);
    const continueOnError =
      env.data.continue_on_error ?? env.data.options?.continue_on_error ?? false;
    const items = parseItems(env.data.edges, EdgeInput, 'edges');
    if (!continueOnError) rejectIfAny(items.flatMap((it) => (it.errors ? [it.errors] : [])));
    return { project_id: env.data.project_id, items, continueOnError };
  },
  async run(input, { db, user }) {
    await requireProject(db, user, input.project_id);
    const out = await db.transaction((tx) =>
      writeEdges(tx, input.project_id, input.items, {
        continueOnError: input.continueOnError,
        path: 'edges',
      }),
    );
    return {
      upserted: out.edges.length,
      edges: out.edges,
      ...(out.results ? { results: out.results } : {}),
    };
  },
});

export const deleteEdgeCall = defineCall({
  name: 'delete_edge',
  idempotent: true,
  async run({ project_id, edge_id }, { db, user }) {
    await requireProject(db, user, project_id);
    if (!(await deleteEdge(db, project_id, edge_id))) throw notFound('Edge');
    return { deleted: { id: edge_id } };
  },
});
