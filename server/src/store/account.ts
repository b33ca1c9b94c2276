import type { Db, Queryable } from './db';
import { edgesJson, nodesJson } from './graph';

/**
 * Everything the store keeps for a user as one JSON text (core's ExportAccountResult): the user
 * row, the export time, and every project they own with its nodes and edges in the very shape
 * get_project_graph sends (the same SQL). Built by PostgreSQL in one statement and sent on
 * unparsed, as the graph read is. Undefined when the user row is gone.
 */
export async function readAccountExportJson(db: Db, userId: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL work_mem = '64MB'`);
    const rows = await tx.query<{ account: string }>(
      `SELECT json_build_object(
         'user', json_build_object('id', u.id, 'issuer', u.issuer, 'subject', u.subject,
                                   'email', u.email, 'name', u.name, 'created_at', u.created_at),
         'exported_at', clock_timestamp(),
         'projects', COALESCE((SELECT json_agg(json_build_object(
             'id', p.id, 'project_id', p.id, 'name', p.name, 'created_at', p.created_at,
             'updated_at', p.updated_at, 'nodes', ${nodesJson('p.id')},
             'edges', ${edgesJson('p.id')}) ORDER BY p.created_at DESC, p.id)
           FROM projects p WHERE p.owner_id = u.id), '[]'::json)
       )::text AS account
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    return rows[0]?.account;
  });
}

/** What delete_account removed. */
export interface DeletedAccount {
  projects: number;
  nodes: number;
  edges: number;
}

/** Runs a `DELETE … RETURNING 1` and answers how many rows went. */
async function deleted(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Deletes a user and everything kept for them; `tx` must be one transaction, so that all of it
 * goes or none does. Answers undefined when the user is already gone.
 *
 * - The user row, their projects, and the projects' vertices and edges (edges first, as
 *   deleteProject does: one statement instead of a cascade lookup per vertex). Rows that
 *   reference the user (idempotency keys) go with it by cascade.
 * - The embedded identity provider's local account and its stored state (sessions, grants,
 *   codes, refresh tokens, interactions), so the email can register again and no refresh
 *   token outlives the account. The provider's `sub` is the local account's id, so the user's
 *   subject names it; local ids are random UUIDs this server made, so the subject of an external
 *   issuer's user matches none unless it is that very account. Provider state is found by the
 *   account id in its payload (payloads have no account column; this scan is rare, and the
 *   table holds only unexpired state).
 * - A tombstone of (issuer, subject), written last with the clock's time, so that every token
 *   issued before the deletion is refused (see callerStanding). An external issuer's user who
 *   signs in again after that gets a new token and, with it, a fresh and empty account.
 */
export async function deleteAccount(
  tx: Queryable,
  userId: string,
): Promise<DeletedAccount | undefined> {
  // Locking the row first makes a concurrent first call of the same identity (requireCaller's
  // upsert) wait for this transaction, and then see the tombstone.
  const users = await tx.query<{ issuer: string; subject: string }>(
    'SELECT issuer, subject FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  const user = users[0];
  if (!user) return undefined;
  const owned = 'SELECT id FROM projects WHERE owner_id = $1';
  const edges = await deleted(tx, `DELETE FROM edges WHERE project_id IN (${owned})`, [userId]);
  const nodes = await deleted(tx, `DELETE FROM vertices WHERE project_id IN (${owned})`, [userId]);
  const projects = await deleted(tx, 'DELETE FROM projects WHERE owner_id = $1', [userId]);
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);

  await tx.query(
    `DELETE FROM oidc_payloads
      WHERE payload->>'accountId' = $1
         OR payload #>> '{session,accountId}' = $1
         OR payload #>> '{result,login,accountId}' = $1
         OR grant_id IN (SELECT id FROM oidc_payloads
                          WHERE kind = 'Grant' AND payload->>'accountId' = $1)`,
    [user.subject],
  );
  await tx.query('DELETE FROM local_accounts WHERE id = $1', [user.subject]);

  await tx.query(
    `INSERT INTO deleted_accounts (issuer, subject, deleted_at)
     VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (issuer, subject) DO UPDATE SET deleted_at = EXCLUDED.deleted_at`,
    [user.issuer, user.subject],
  );
  return { projects, nodes, edges };
}

/** Where a verified token stands with the store. */
export interface CallerStanding {
  /** Its account was deleted at or after the token was issued: the token must be refused. */
  refused: boolean;
  /** The user row the caller was known as still exists (false when none was given). */
  live: boolean;
}

/**
 * Checks a verified token against the deleted accounts, and (for a user the server has cached)
 * whether that user row still exists: another server of the same store may have deleted it. A
 * token without `iat` cannot show it is newer than a deletion, so a tombstone refuses it. One
 * statement of two primary-key lookups, run on every API call.
 */
export async function callerStanding(
  db: Queryable,
  identity: { issuer: string; subject: string; issuedAt?: number | undefined },
  userId?: string,
): Promise<CallerStanding> {
  const rows = await db.query<CallerStanding>(
    `SELECT EXISTS (SELECT 1 FROM deleted_accounts
                     WHERE issuer = $1 AND subject = $2
                       AND ($3::float8 IS NULL OR deleted_at >= to_timestamp($3::float8))) AS refused,
            EXISTS (SELECT 1 FROM users WHERE id = $4) AS live`,
    [identity.issuer, identity.subject, identity.issuedAt ?? null, userId ?? null],
  );
  return rows[0] as CallerStanding;
}
