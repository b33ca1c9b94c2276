import type { CallName, CallRequest, CallResult } from '@trellis/core';

/** A call that answered with the error envelope, or did not answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Envelope<T> =
  { success: true; result: T } | { success: false; error: { code: string; message: string } };

/** `POST /api/<name>` with a JSON body and, when there is one, the bearer token. */
export async function callApi<N extends CallName>(
  name: N,
  body: CallRequest<N>,
  accessToken?: string,
): Promise<CallResult<N>> {
  let res: Response;
  try {
    res = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The server cannot be reached.');
  }
  const payload = (await res.json().catch(() => undefined)) as Envelope<CallResult<N>> | undefined;
  if (payload?.success === true && res.ok) return payload.result;
  if (payload?.success === false) {
    throw new ApiError(res.status, payload.error.code, payload.error.message);
  }
  throw new ApiError(res.status, 'bad_response', `The server answered ${res.status}.`);
}
