import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { HttpError, fromDatabaseError, validationError } from './errors';

/** Sends the error envelope of DESIGN.md: `{success: false, error: {code, message, details?}}`. */
export function sendError(reply: FastifyReply, err: HttpError): FastifyReply {
  if (err.headers) reply.headers(err.headers);
  return reply.code(err.status).send({
    success: false,
    error: {
      code: err.code,
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
    },
  });
}

const FASTIFY_CODES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    'Send the body as application/json.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [
    413,
    'payload_too_large',
    'The body is larger than this server accepts.',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    'invalid_request',
    'The body is empty; send {} for a call without a payload.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'invalid_request',
    'The Content-Length does not match the body.',
  ],
};

/**
 * Maps every error to a status and the envelope: the caller's faults to 4xx with a message that
 * says what to fix, a store outage to 503, and anything unforeseen to a 500 that reveals nothing.
 */
export function errorHandler(err: FastifyError | Error, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) return sendError(reply, err);
  if (err instanceof ZodError) return sendError(reply, validationError(err));
  const code = (err as FastifyError).code;
  const known = code ? FASTIFY_CODES[code] : undefined;
  if (known) return sendError(reply, new HttpError(known[0], known[1], known[2]));
  const status = (err as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    // Broken JSON, __proto__ keys and the like: Fastify's own 4xx, in our envelope.
    const message = err instanceof SyntaxError ? 'The body is not valid JSON.' : err.message;
    return sendError(
      reply,
      new HttpError(status, status === 400 ? 'invalid_request' : 'request_error', message),
    );
  }
  const db = fromDatabaseError(err);
  if (db) {
    if (db.status >= 500) req.log.warn({ err }, 'store unavailable');
    return sendError(reply, db);
  }
  if (isConnectionError(err)) {
    req.log.warn({ err }, 'store unavailable');
    return sendError(
      reply,
      new HttpError(503, 'unavailable', 'The store is unavailable; try again shortly.'),
    );
  }
  req.log.error({ err }, 'unhandled error');
  return sendError(
    reply,
    new HttpError(500, 'internal', 'Something went wrong on our side; it has been logged.'),
  );
}

function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    /Connection terminated|connection timeout/i.test((err as Error).message ?? '')
  );
}
