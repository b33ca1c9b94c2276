import { z } from 'zod';
import { CreateEdge } from './createEdge';
import { CreateNode } from './createNode';
import { Hide, MarkDone, Rename, SetAttributes } from './updateNode';

/** The allow-list: the only changes an engine can ask for. */
export const Operation = z.discriminatedUnion('op', [
  CreateNode,
  CreateEdge,
  SetAttributes,
  Rename,
  Hide,
  MarkDone,
]);
export type Operation = z.infer<typeof Operation>;

/** Caps on one plan, whatever produced it. */
export const PLAN_LIMITS = { operations: 200, bytes: 256 * 1024 } as const;

export { CreateEdge, CreateNode, Hide, MarkDone, Rename, SetAttributes };
