import type { Queryable } from './db';

/** A pending key older than this was left by a request that died; nothing of it landed. */
export const PENDING_STALE_SECONDS = 60;
/** How long a key's answer is kept for retries. */
export const KEEP_HOURS = 24;

export interface StoredKey {
  call: string;
  request_hash: string;
  response: unknown;
}

/**
 * Claims `key` for this request: inserts it as pending, or takes over a pending key whose request
 * died (older than PENDING_STALE_SECONDS). True when the claim is ours.
 */
export async function claimKey(
  db: Queryable,
  userId: string,
  key: string,
  call: string,
  requestHash: string,
  claim: string,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (user_id, key, call, request_hash, claim)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key) DO UPDATE
        SET call = EXCLUDED.call, request_hash = EXCLUDED.request_hash,
            claim = EXCLUDED.claim, created_at = now()
      WHERE idempotency_keys.response IS NULL
        AND idempotency_keys.created_at < now() - make_interval(secs => ${PENDING_STALE_SECONDS})
     RETURNING 1`,
    [userId, key, call, requestHash, claim],
  );
  return rows.length === 1;
}

export async function readKey(
  db: Queryable,
  userId: string,
  key: string,
): Promise<StoredKey | undefined> {
  const rows = await db.query<StoredKey>(
    'SELECT call, request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  return rows[0];
}

/**
 * Stores the answer under the key, in the transaction of the call's writes. False when the claim
 * is no longer ours (taken over as stale): the caller must then roll its writes back.
 */
export async function completeKey(
  tx: Queryable,
  userId: string,
  key: string,
  claim: string,
  response: unknown,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE idempotency_keys SET response = $4::jsonb, completed_at = now()
      WHERE user_id = $1 AND key = $2 AND claim = $3 AND response IS NULL
     RETURNING 1`,
    [userId, key, claim, JSON.stringify(response)],
  );
  return rows.length === 1;
}

/** Lets a key go after its call failed (nothing was written), so that a retry runs it again. */
export async function releaseKey(
  db: Queryable,
  userId: string,
  key: string,
  claim: string,
): Promise<void> {
  await db.query(
    'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND claim = $3 AND response IS NULL',
    [userId, key, claim],
  );
}

/** Forgets keys older than KEEP_HOURS. */
export async function purgeKeys(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${KEEP_HOURS})`,
  );
}
