import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../store/db';
import { claimKey, completeKey, readKey, releaseKey } from '../store/idempotency';
import { HttpError, badRequest } from './errors';

/** The request header a client names a write with, so that a retry of it writes once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentAnswer {
  result: unknown;
  /** The stored answer of an earlier request with this key: nothing was written this time. */
  replayed: boolean;
}

/** A Db whose transactions are `tx`: the call's own writes join the transaction that stores its answer. */
function within(db: Db, tx: Queryable): Db {
  return {
    kind: db.kind,
    query: (sql, params) => tx.query(sql, params),
    transaction: (fn) => fn(tx),
    exec: () => Promise.reject(new Error('exec is not available inside a call')),
    close: () => Promise.reject(new Error('close is not available inside a call')),
  };
}

/** What tells two requests under one key apart: the call and its body as sent. */
export function requestHash(call: string, body: unknown): string {
  return createHash('sha256').update(call).update('\n').update(JSON.stringify(body)).digest('hex');
}

/** Checks the header's value: 1 to 255 visible ASCII characters (a UUID, say). */
export function parseIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_FORMAT.test(value)) {
    throw badRequest(
      'Invalid request: Idempotency-Key must be 1 to 255 visible ASCII characters.',
      [{ path: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }],
    );
  }
  return value;
}

const reused = () =>
  new HttpError(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different request; use a new key for a new request.',
  );

const inProgress = () =>
  new HttpError(
    409,
    'idempotency_key_in_use',
    'A request with this Idempotency-Key is still running; retry once it has finished.',
    undefined,
    { 'retry-after': '1' },
  );

/**
 * Runs a write call once per (user, key). The first request claims the key, runs the call and
 * stores its answer in the same transaction as its writes; a retry with the same body gets that
 * answer back without writing; the same key with another body is refused (422), and while the
 * first request is still running a second one is refused (409). A call that fails releases the
 * key, since its transaction wrote nothing, so a retry runs it again.
 */
export function idempotentRunner(db: Db) {
  /** Keys whose request runs in this process (their hash); pending rows cover other processes. */
  const running = new Map<string, string>();
  return (
    userId: string,
    key: string,
    call: string,
    body: unknown,
    run: (db: Db) => Promise<unknown>,
  ): Promise<IdempotentAnswer> => runOnce(db, running, userId, key, call, body, run);
}

async function runOnce(
  db: Db,
  running: Map<string, string>,
  userId: string,
  key: string,
  call: string,
  body: unknown,
  run: (db: Db) => Promise<unknown>,
): Promise<IdempotentAnswer> {
  const hash = requestHash(call, body);
  const slot = `${userId}\n${key}`;
  const here = running.get(slot);
  if (here !== undefined) throw here === hash ? inProgress() : reused();

  running.set(slot, hash);
  try {
    const claim = randomUUID();
    if (!(await claimKey(db, userId, key, call, hash, claim))) {
      const stored = await readKey(db, userId, key);
      if (!stored) throw inProgress(); // released between our claim and this read: retry
      if (stored.call !== call || stored.request_hash !== hash) throw reused();
      if (stored.response === null) throw inProgress();
      return { result: stored.response, replayed: true };
    }
    try {
      const result = await db.transaction(async (tx) => {
        const out = await run(within(db, tx));
        if (!(await completeKey(tx, userId, key, claim, out ?? null))) throw inProgress();
        return out;
      });
      return { result, replayed: false };
    } catch (err) {
      await releaseKey(db, userId, key, claim).catch(() => undefined);
      throw err;
    }
  } finally {
    running.delete(slot);
  }
}
