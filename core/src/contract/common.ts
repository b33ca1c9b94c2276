import { z } from 'zod';
import { LIMITS } from '../constants';

/** Keys that could reach an object's prototype; never accepted in attributes. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** An id of a project, vertex or edge: 1–200 printable characters. */
export const Id = z
  .string()
  .trim()
  .min(1, 'must not be blank')
  .max(LIMITS.idLength)
  .refine((s) => !CONTROL_CHARS.test(s), 'must not contain control characters');

export const ProjectId = Id.describe('Id of one of the caller’s projects');

/** A display name: trimmed, non-blank. */
/**
 * Text a person typed: any characters but NUL, which PostgreSQL cannot store in text or jsonb.
 * Every string of a request is built from this (ids refuse all control characters).
 */
export const Text = () =>
  z.string().refine((s) => !s.includes('\u0000'), 'must not contain NUL characters');

export const Name = Text().trim().min(1, 'must not be blank').max(LIMITS.nameLength);

export const VertexLabel = Text().trim().min(1, 'must not be blank').max(LIMITS.labelLength);
export const EdgeLabel = Text().max(LIMITS.labelLength);

/** A canvas coordinate; null clears a saved position. */
export const Coordinate = z.number().finite().min(-1e7).max(1e7).nullable();

/**
 * Walks a parsed JSON value without recursion, so that hostile nesting cannot blow the stack:
 * its depth (counting stops once `limit` is passed) and whether any key or string holds a NUL.
 */
export function scanJson(
  value: unknown,
  limit: number,
): { depth: number; nul: boolean; maxBytes: number } {
  let depth = 0;
  let nul = false;
  // An upper bound of the UTF-8 size of the value as JSON: three bytes per UTF-16 unit of every
  // string and key (escapes of control characters aside, which are rare and still bounded by 6),
  // 24 per other value for numbers, literals and punctuation.
  let maxBytes = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v === 'string') {
      if (v.includes('\u0000')) nul = true;
      maxBytes += v.length * 6 + 2;
      continue;
    }
    maxBytes += 24;
    if (v === null || typeof v !== 'object') continue;
    if (d > depth) depth = d;
    if (depth > limit) break;
    for (const [k, child] of Object.entries(v as object)) {
      if (k.includes('\u0000')) nul = true;
      maxBytes += k.length * 6 + 3;
      stack.push([child, d + 1]);
    }
  }
  return { depth, nul, maxBytes };
}

/** Depth of a parsed JSON value (see scanJson). */
export const jsonDepth = (value: unknown, limit: number) => scanJson(value, limit).depth;

/** UTF-8 byte length of a string (core runs in browsers and Node alike, without Buffer). */
export function utf8Length(s: string): number {
  let bytes = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Free-form attributes of a vertex. Values are any JSON; keys are short and never reach a
 * prototype; the whole object is bounded in depth and size.
 */
export const Attributes = z
  .custom<Record<string, unknown>>(
    (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
    'must be an object',
  )
  // z.custom keeps the parsed object as it is: a record schema would copy it key by key, and
  // copying a `__proto__` key sets the copy's prototype instead of failing the check below.
  .superRefine((attrs, ctx) => {
    for (const key of Object.keys(attrs)) {
      if (key.length === 0 || key.length > LIMITS.attributeKeyLength) {
        ctx.addIssue({
          code: 'custom',
          message: `attribute keys must be 1–${LIMITS.attributeKeyLength} characters`,
          path: [key],
        });
      }
      if (FORBIDDEN_KEYS.has(key)) {
        ctx.addIssue({ code: 'custom', message: 'attribute key is not allowed', path: [key] });
      }
    }
    const scan = scanJson(attrs, LIMITS.attributesDepth);
    if (scan.depth > LIMITS.attributesDepth) {
      ctx.addIssue({
        code: 'custom',
        message: `attributes nest deeper than ${LIMITS.attributesDepth} levels`,
      });
      return;
    }
    if (scan.nul) {
      ctx.addIssue({ code: 'custom', message: 'attributes must not contain NUL characters' });
      return;
    }
    // Exact size only when the cheap upper bound does not already settle it.
    if (
      scan.maxBytes > LIMITS.attributesBytes &&
      utf8Length(JSON.stringify(attrs)) > LIMITS.attributesBytes
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `attributes are larger than ${LIMITS.attributesBytes} bytes`,
      });
    }
  });
export type Attributes = Record<string, unknown>;

/** The body every failed call answers with. */
export const ApiError = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

/** Wraps a result schema in the success envelope. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ success: z.literal(true), result });
}

export const EmptyRequest = z.object({}).describe('No payload; send {}');
