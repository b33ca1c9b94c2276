import type { z } from 'zod';
import { type ErrorDetail, badRequest, zodDetails } from '../http/errors';

/** One item of a batch: a valid value, or why it is not one. */
export type Item<T> =
  { value: T; errors?: undefined } | { value?: undefined; errors: ErrorDetail[] };

/** Per-item outcome reported by a batch run with continue_on_error. */
export interface ItemResult {
  index: number;
  id: string | null;
  ok: boolean;
  error?: { code: string; message: string };
}

/** Parses each item on its own, so that continue_on_error can skip bad ones. */
export function parseItems<S extends z.ZodType>(
  raw: readonly unknown[],
  schema: S,
  path: string,
): Item<z.output<S>>[] {
  return raw.map((r, i) => {
    const parsed = schema.safeParse(r);
    return parsed.success
      ? { value: parsed.data as z.output<S> }
      : { errors: zodDetails(parsed.error, [path, i]) };
  });
}

/** All or nothing: any problem rejects the batch with every problem listed. */
export function rejectIfAny(problems: Iterable<ErrorDetail[]>): void {
  const details = [...problems].flat();
  const first = details[0];
  if (first) throw badRequest(`Invalid request: ${first.path} ${first.message}.`, details);
}

/** The per-item report of a batch run with continue_on_error. */
export function itemResults(
  count: number,
  ids: readonly (string | null | undefined)[],
  errors: ReadonlyMap<number, ErrorDetail[]>,
): ItemResult[] {
  return Array.from({ length: count }, (_, i) => {
    const p = errors.get(i)?.[0];
    const id = ids[i] ?? null;
    return p
      ? {
          index: i,
          id,
          ok: false,
          error: { code: 'invalid_request', message: `${p.path} ${p.message}` },
        }
      : { index: i, id, ok: true };
  });
}
