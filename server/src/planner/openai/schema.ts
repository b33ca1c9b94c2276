import { Name, Text } from '@trellis/core';
import { z } from 'zod';
import { Operation, PLAN_LIMITS } from '../operations';
import type { AnswerFormat } from './client';

/**
 * The answers the model is asked for, built from the same zod schemas `apply.ts` checks plans
 * with. `operations` is loose here on purpose: each operation is checked on its own
 * (check.ts), so that a repair request can name every operation at fault by its index.
 */
export const PlanAnswer = z.object({
  summary: Text().trim().min(1, 'must not be blank').max(500),
  operations: z.array(z.unknown()),
});

export const DraftAnswer = PlanAnswer.extend({
  name: Name.max(80),
  project_type: Text().trim().min(1, 'must not be blank').max(60),
  description: Text().trim().min(1, 'must not be blank').max(2000),
});

/** The shapes the model is shown: the same fields with the real operation schemas. */
const PlanShape = PlanAnswer.extend({
  summary: PlanAnswer.shape.summary.describe('One sentence saying what these operations do'),
  operations: z.array(Operation).max(PLAN_LIMITS.operations),
});
const DraftShape = DraftAnswer.extend({ operations: PlanShape.shape.operations });

/** Patterns with Unicode property escapes, which grammar-based servers (llama.cpp) cannot use. */
const UNPORTABLE_PATTERN = /\\p\{/;

/**
 * A JSON Schema any OpenAI-compatible server can take: `Attributes` (a `z.custom`, which JSON
 * Schema cannot express) becomes an object of JSON values; `oneOf` becomes `anyOf`, which more
 * constrained-decoding backends support and which means the same here (the `op` constants
 * exclude each other); patterns the servers' regex dialects lack are left to zod.
 */
export function answerJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: (ctx) =>
      ctx.zodSchema._zod.def.type === 'custom'
        ? {
            type: 'object',
            description: 'Free-form attributes: keys to JSON values',
            additionalProperties: true,
          }
        : 'throw',
  }) as Record<string, unknown>;
  delete json.$schema;
  return portable(json) as Record<string, unknown>;
}

function portable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(portable);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' && typeof value === 'string' && UNPORTABLE_PATTERN.test(value)) continue;
    out[key === 'oneOf' ? 'anyOf' : key] = portable(value);
  }
  return out;
}

export const PLAN_FORMAT: AnswerFormat = {
  name: 'trellis_plan',
  schema: answerJsonSchema(PlanShape),
};
export const DRAFT_FORMAT: AnswerFormat = {
  name: 'trellis_draft',
  schema: answerJsonSchema(DraftShape),
};
