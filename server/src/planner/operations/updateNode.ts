import { Attributes, Name } from '@trellis/core';
import { z } from 'zod';
import { NodeRef } from './common';

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
