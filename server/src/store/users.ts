import { randomUUID } from 'node:crypto';
import type { User } from '@trellis/core';
import type { Queryable } from './db';

/**
 * Finds or creates the user behind a token's (issuer, subject). Profile fields are refreshed
 * from the token only when it carries them.
 */
export async function upsertUser(
  db: Queryable,
  issuer: string,
  subject: string,
  profile: { email?: string | undefined; name?: string | undefined },
): Promise<User & { created: boolean }> {
  const rows = await db.query<User & { created: boolean }>(
    `INSERT INTO users (id, issuer, subject, email, name) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (issuer, subject) DO UPDATE
       SET email = COALESCE(EXCLUDED.email, users.email),
           name = COALESCE(EXCLUDED.name, users.name),
           updated_at = CASE WHEN EXCLUDED.email IS DISTINCT FROM users.email
                               OR EXCLUDED.name IS DISTINCT FROM users.name
                             THEN now() ELSE users.updated_at END
     RETURNING id, email, name, (xmax = 0) AS created`,
    [randomUUID(), issuer, subject, profile.email ?? null, profile.name ?? null],
  );
  return rows[0] as User & { created: boolean };
}
