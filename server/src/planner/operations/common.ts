import { LIMITS, Text } from '@trellis/core';
import { z } from 'zod';

/**
 * A node named by an operation: the id of a vertex already in the project, or the `ref` a
 * create_node earlier in the same plan gave the node it creates.
 */
export const NodeRef = Text().trim().min(1).max(LIMITS.idLength);

/** A handle for a node a plan creates, used by later operations of the same plan. */
export const LocalRef = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'must be 1–40 lowercase letters, digits, - or _');
