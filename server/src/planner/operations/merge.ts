import { z } from 'zod';
import { NodeRef, type OperationKind } from './common';

/**
 * Merges a duplicate into the node it duplicates: the duplicate's links move to `into`, its
 * attributes fill the gaps in `into`'s, and the duplicate is deleted.
 */
export const Merge = z.object({ op: z.literal('merge'), from: NodeRef, into: NodeRef });
export type Merge = z.infer<typeof Merge>;

/** Deletes a node and its links. The project node and system groups cannot be deleted. */
export const DeleteNode = z.object({ op: z.literal('delete_node'), id: NodeRef });
export type DeleteNode = z.infer<typeof DeleteNode>;

export const merge: OperationKind<Merge> = {
  schema: Merge,
  names: (op) => [op.from, op.into],
  texts: () => [],
  plan(op, b) {
    const from = b.at(op.from);
    const into = b.at(op.into);
    if (from === into) return b.problem('merges a node into itself');
    if (b.isStructural(from)) return b.problem(`cannot merge "${from}": Trellis needs it`);
    if (b.existing(from) === undefined) return b.problem('merges a node this plan creates');
    b.merge(from, into);
  },
};

export const deleteNode: OperationKind<DeleteNode> = {
  schema: DeleteNode,
  names: (op) => [op.id],
  texts: () => [],
  plan(op, b) {
    const id = b.at(op.id);
    if (b.isStructural(id)) return b.problem(`cannot delete "${id}": Trellis needs it`);
    if (b.existing(id) === undefined) return b.problem('deletes a node this plan creates');
    b.remove(id);
  },
};
