import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../../store/db';

/**
 * oidc-provider's storage (sessions, interactions, codes, grants, refresh tokens, …) kept in
 * the store, so that a restart or a second server keeps everyone signed in.
 */
export function storeAdapter(db: Queryable): new (name: string) => Adapter {
  return class StoreAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db.query(
        `INSERT INTO oidc_payloads (kind, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
         ON CONFLICT (kind, id) DO UPDATE SET payload = EXCLUDED.payload,
           grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code, uid = EXCLUDED.uid,
           expires_at = EXCLUDED.expires_at`,
        [
          this.kind,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn,
        ],
      );
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string) {
      const rows = await db.query<{ payload: AdapterPayload; consumed: number | null }>(
        `SELECT payload, extract(epoch FROM consumed_at)::int AS consumed FROM oidc_payloads
         WHERE kind = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.kind, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed ? { ...row.payload, consumed: row.consumed } : row.payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE kind = $1 AND id = $2', [
        this.kind,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE kind = $1 AND id = $2', [this.kind, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    }
  };
}

/** Removes expired provider state; run now and then. */
export async function purgeExpired(db: Queryable): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE expires_at < now()');
}
