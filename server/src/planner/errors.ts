import { HttpError, fromDatabaseError } from '../http/errors';
import { PlanRejectedError } from './apply';
import { EngineError } from './engine';
import { PromptNotUnderstoodError } from './offline/engine';

/**
 * What an engine failure answers: the engine's own faults as 5xx that say which (the endpoint
 * down, too slow, or its output refused, with every problem listed), a prompt the engine could
 * not read as 422 with examples.
 */
export function engineHttpError(err: unknown): unknown {
  if (err instanceof PlanRejectedError) {
    return new HttpError(
      502,
      'engine_output_rejected',
      `${err.message}. Nothing was written.`,
      err.problems.map((p) => ({
        path: p.index >= 0 ? `operations.${p.index}` : 'operations',
        message: p.message,
      })),
    );
  }
  if (err instanceof EngineError) {
    const status = err.kind === 'timeout' ? 504 : err.kind === 'unavailable' ? 503 : 502;
    const code = `engine_${err.kind}`;
    const message = `${err.message.replace(/[.\s]*$/, '')}. Nothing was written.`;
    const headers =
      err.retryAfter !== undefined
        ? { 'retry-after': String(Math.ceil(err.retryAfter)) }
        : undefined;
    return new HttpError(status, code, message, undefined, headers);
  }
  if (err instanceof PromptNotUnderstoodError)
    return new HttpError(422, 'not_understood', err.message);
  return fromDatabaseError(err) ?? err;
}

/** Runs an engine step, turning its failures into answers the caller can act on. */
export async function engineStep<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw engineHttpError(err);
  }
}
