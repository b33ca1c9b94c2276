import type { User } from '@trellis/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { callerStanding } from '../store/account';
import type { Db } from '../store/db';
import { upsertUser } from '../store/users';
import { InvalidTokenError, ProviderUnavailableError, type TokenVerifier } from './verify';

declare module 'fastify' {
  interface FastifyRequest {
    user?: User;
    firstSeen?: boolean;
  }
}

const MAX_CACHED = 10_000;

/** Thrown inside the first-use transaction to roll back a user row a deleted account's token made. */
class DeletedMeanwhile extends Error {}

/** 401 for a token issued before its account was deleted. */
function refuseDeleted(reply: FastifyReply): HttpError {
  void reply.header('www-authenticate', `Bearer error="invalid_token"`);
  return new HttpError(
    401,
    'unauthorized',
    'This account has been deleted; the access token no longer works. Sign in again.',
  );
}

/**
 * The onRequest hook of /api: a valid bearer token or 401. The caller is (issuer, sub), made a
 * user on first use; known users are cached so a call costs no extra write.
 *
 * A deleted account (delete_account) leaves a tombstone: a token of that (issuer, sub) issued at
 * or before the deletion answers 401 and does not create the user again, on every server of the
 * store, so each call reads the tombstones (one indexed lookup). With an external issuer, a token
 * issued after the deletion (the person signed in again) starts a fresh, empty account; with the
 * embedded provider the local account is gone, so its email can register again as a new account.
 */
export function requireCaller(db: Db, verifier: TokenVerifier) {
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
    const standing = await callerStanding(db, caller, known?.id);
    if (standing.refused) {
      cache.delete(key);
      throw refuseDeleted(reply);
    }
    if (
      known &&
      standing.live &&
      (caller.email === undefined || caller.email === known.email) &&
      (caller.name === undefined || caller.name === known.name)
    ) {
      req.user = known;
      req.firstSeen = false;
      return;
    }
    let found;
    try {
      found = await db.transaction(async (tx) => {
        const row = await upsertUser(tx, caller.issuer, caller.subject, caller);
        // Read again after the upsert, in a statement of its own: a deletion committed while the
        // upsert waited for the user's row lock is seen now, and this recreated row rolls back.
        if ((await callerStanding(tx, caller)).refused) throw new DeletedMeanwhile();
        return row;
      });
    } catch (err) {
      if (!(err instanceof DeletedMeanwhile)) throw err;
      cache.delete(key);
      throw refuseDeleted(reply);
    }
    const { created, ...user } = found;
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, user);
    req.user = user;
    req.firstSeen = created;
  };
}
