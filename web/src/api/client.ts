import type { CallName, CallRequest, CallResult } from '@trellis/core';

/** A call that answered with the error envelope, or did not answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { path: string; message: string }[] = [],
    /** Seconds the server asked to wait before trying again (Retry-After on 429 and 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Retry-After as seconds (a number of seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\s*[-+]?\d+(\.\d+)?\s*$/.test(header)) {
    const seconds = Number(header);
    return seconds >= 0 ? seconds : undefined;
  }
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

type Envelope<T> =
  | { success: true; result: T }
  | {
      success: false;
      error: { code: string; message: string; details?: { path: string; message: string }[] };
    };

/** Where calls go and with which token; the base URL is '' in the app (same origin). */
export interface CallTarget {
  baseUrl: string;
  accessToken?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Sent as the Idempotency-Key header (the write calls take one). */
  idempotencyKey?: string | undefined;
}

/**
 * `POST {baseUrl}/api/<name>` with a JSON body and, when there is one, the bearer token. A body
 * that is not JSON is read as an empty object (spec §7), so it ends as a 'bad_response' error.
 */
export async function callApi<N extends CallName>(
  name: N,
  body: CallRequest<N>,
  target: CallTarget,
): Promise<CallResult<N>> {
  let res: Response;
  try {
    res = await fetch(`${target.baseUrl}/api/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(target.accessToken ? { authorization: `Bearer ${target.accessToken}` } : {}),
        ...(target.idempotencyKey ? { 'idempotency-key': target.idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      ...(target.signal ? { signal: target.signal } : {}),
    });
  } catch (err) {
    if (target.signal?.aborted) throw err;
    throw new ApiError(0, 'network_error', 'The server cannot be reached.');
  }
  const payload = (await res.json().catch(() => ({}))) as Partial<Envelope<CallResult<N>>>;
  if (payload.success === true && res.ok) return payload.result as CallResult<N>;
  if (payload.success === false && payload.error) {
    const { code, message, details } = payload.error;
    throw new ApiError(
      res.status,
      code,
      message,
      details,
      retryAfterSeconds(res.headers.get('retry-after')),
    );
  }
  throw new ApiError(res.status, 'bad_response', `The server answered ${res.status}.`);
}

/** The message to show for a failed call: the server's own text, or the error's. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const detail = err.details[0];
    return detail && err.status === 400
      ? `${err.message} (${detail.path}: ${detail.message})`
      : err.message;
  }
  if (err instanceof Error) return err.message;
  return String(err);
}
