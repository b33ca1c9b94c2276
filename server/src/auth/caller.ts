import type { User } from '@trellis/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { Queryable } from '../store/db';
import { upsertUser } from '../store/users';
import { InvalidTokenError, ProviderUnavailableError, type TokenVerifier } from './verify';

declare module 'fastify' {
  interface FastifyRequest {
    user?: User;
    firstSeen?: boolean;
  }
}

const MAX_CACHED = 10_000;

/**
 * The onRequest hook of /api: a valid bearer token or 401. The caller is (issuer, sub), made a
 * user on first use; known users are cached so a call costs no extra write.
 */
export function requireCaller(db: Queryable, verifier: TokenVerifier) {
  const cache = new Map<string, User>();
  return async function authenticate(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
    if (!match) {
      void reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'unauthorized', 'Sign in first: this call needs a bearer token.');
    }
    let caller;
    try {
      caller = await verifier.verify(match[1] as string);
    } catch (err) {
      if (err instanceof ProviderUnavailableError) {
        throw new HttpError(
          503,
          'unavailable',
          'The identity provider cannot be reached; try again shortly.',
        );
      }
      if (!(err instanceof InvalidTokenError)) throw err;
      void reply.header('www-authenticate', `Bearer error="invalid_token"`);
      throw new HttpError(
        401,
        'unauthorized',
        `The access token was rejected (${err.message}); sign in again.`,
      );
    }
    const key = `${caller.issuer}\u0000${caller.subject}`;
    const known = cache.get(key);
    if (
      known &&
      (caller.email === undefined || caller.email === known.email) &&
      (caller.name === undefined || caller.name === known.name)
    ) {
      req.user = known;
      req.firstSeen = false;
      return;
    }
    const { created, ...user } = await upsertUser(db, caller.issuer, caller.subject, caller);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, user);
    req.user = user;
    req.firstSeen = created;
  };
}
