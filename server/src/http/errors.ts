import type { z } from 'zod';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** An error that answers the call with this status and the error envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    /** Response headers the answer carries (`Retry-After`). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new HttpError(400, 'invalid_request', message, details);

/** 404 for what does not exist and for what is not the caller's: the two look the same. */
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found.`);

export const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** Turns zod issues into details that name the field (`nodes.3.name`). */
export function zodDetails(error: z.ZodError, prefix: (string | number)[] = []): ErrorDetail[] {
  return error.issues.map((i) => ({
    path: [...prefix, ...i.path].map(String).join('.') || '(body)',
    message: i.message,
  }));
}

export function validationError(error: z.ZodError, prefix: (string | number)[] = []): HttpError {
  const details = zodDetails(error, prefix);
  const first = details[0] as ErrorDetail;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  return badRequest(`Invalid request: ${first.path} ${first.message}${more}.`, details);
}

/** PostgreSQL error codes that mean the request, not the server, is at fault, or that retrying helps. */
export function fromDatabaseError(err: unknown): HttpError | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  switch (code) {
    case '23505':
    case '40001':
    case '40P01':
      return conflict('Another change to the same items happened at the same time; try again.');
    case '23503':
      return notFound('A referenced vertex was');
    case '22021':
    case '22P05':
    case '54000':
    case '22P02':
    case '22023':
    case '22003':
      return badRequest('The request holds a value the store cannot take.');
    case '57P01':
    case '57P02':
    case '57P03':
    case '08000':
    case '08003':
    case '08006':
    case '53300':
      return new HttpError(503, 'unavailable', 'The store is unavailable; try again shortly.');
    default:
      return undefined;
  }
}
