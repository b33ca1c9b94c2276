import { Attributes, Name } from '@trellis/core';
import { z } from 'zod';
import { NodeRef, type OperationKind, attributeTexts, reservedKeys } from './common';

/** Merges attributes into a node (a key set to null is removed). */
export const SetAttributes = z.object({
  op: z.literal('set_attributes'),
  id: NodeRef,
  attributes: Attributes,
});

/** Renames a node. */
export const Rename = z.object({ op: z.literal('rename'), id: NodeRef, name: Name });

/** Hides a node from the canvas (answered questions, merged duplicates, finished work). */
export const Hide = z.object({ op: z.literal('hide'), id: NodeRef });

/** Marks a task done. */
export const MarkDone = z.object({ op: z.literal('mark_done'), id: NodeRef });

export type SetAttributes = z.infer<typeof SetAttributes>;
export type Rename = z.infer<typeof Rename>;
export type Hide = z.infer<typeof Hide>;
export type MarkDone = z.infer<typeof MarkDone>;

export const setAttributes: OperationKind<SetAttributes> = {
  schema: SetAttributes,
  names: (op) => [op.id],
  texts: (op) => attributeTexts(op.attributes),
  plan(op, b) {
    const id = b.at(op.id);
    const reserved = reservedKeys(op.attributes);
    if (reserved.length > 0) return b.problem(`sets reserved attributes ${reserved.join(', ')}`);
    if (b.isStructural(id) && id !== b.projectId)
      return b.problem(`cannot change "${id}": Trellis keeps it`);
    b.node({ id, attributes: op.attributes });
  },
};

export const rename: OperationKind<Rename> = {
  schema: Rename,
  names: (op) => [op.id],
  texts: (op) => [['name', op.name]],
  plan(op, b) {
    const id = b.at(op.id);
    if (b.isStructural(id) && id !== b.projectId)
      return b.problem(`cannot rename "${id}": Trellis keeps it`);
    b.node({ id, name: op.name });
  },
};

export const hide: OperationKind<Hide> = {
  schema: Hide,
  names: (op) => [op.id],
  texts: () => [],
  plan(op, b) {
    const id = b.at(op.id);
    if (b.isStructural(id)) return b.problem(`cannot hide "${id}": Trellis needs it shown`);
    b.node({ id, visible: false });
  },
};

export const markDone: OperationKind<MarkDone> = {
  schema: MarkDone,
  names: (op) => [op.id],
  texts: () => [],
  plan(op, b) {
    b.node({
      id: b.at(op.id),
      attributes: { status: 'done', done_at: new Date().toISOString() },
    });
  },
};
