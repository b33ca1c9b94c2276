import { randomUUID } from 'node:crypto';
import type { Queryable } from '../store/db';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

export interface LocalAccount {
  id: string;
  email: string;
  name: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class EmailTakenError extends Error {}

/** Local accounts of the embedded identity provider. */
export async function createAccount(
  db: Queryable,
  input: { name: string; email: string; password: string },
): Promise<LocalAccount> {
  const hash = await hashPassword(input.password);
  const rows = await db.query<LocalAccount>(
    `INSERT INTO local_accounts (id, email, email_normalized, name, password_hash)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email_normalized) DO NOTHING
     RETURNING id, email, name`,
    [randomUUID(), input.email.trim(), normaliseEmail(input.email), input.name.trim(), hash],
  );
  if (!rows[0]) throw new EmailTakenError('An account with this email already exists.');
  return rows[0];
}

/**
 * The account for these credentials, or undefined. An unknown email costs as much time as a
 * wrong password, so the answer says nothing about which accounts exist.
 */
export async function authenticate(
  db: Queryable,
  email: string,
  password: string,
): Promise<LocalAccount | undefined> {
  const rows = await db.query<LocalAccount & { password_hash: string }>(
    'SELECT id, email, name, password_hash FROM local_accounts WHERE email_normalized = $1',
    [normaliseEmail(email)],
  );
  const row = rows[0];
  const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
  return row && ok ? { id: row.id, email: row.email, name: row.name } : undefined;
}

export async function findAccount(db: Queryable, id: string): Promise<LocalAccount | undefined> {
  const rows = await db.query<LocalAccount>(
    'SELECT id, email, name FROM local_accounts WHERE id = $1',
    [id],
  );
  return rows[0];
}
