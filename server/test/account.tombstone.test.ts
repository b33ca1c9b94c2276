import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import { ApiError } from '@trellis/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type JWK, type JWTPayload, SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireCaller } from '../src/auth/caller';
import type { Db } from '../src/store/db';
import { BACKENDS, type TestServer, freePort, freshStore, startServer } from './harness';

/**
 * What a deleted account leaves behind (delete_account's tombstone) with an external issuer,
 * whose tokens Trellis cannot revoke: a token issued before the deletion is refused, and so is one
 * without `iat`, but a token issued after it (the person signed in again) starts a fresh, empty
 * account. And the first-call race: a deletion that commits while requireCaller creates the user.
 */

const AUDIENCE = 'api://trellis';
const now = () => Math.floor(Date.now() / 1000);

/** A minimal OpenID issuer: a discovery document and the JWKS of a key made here. */
async function startIssuer() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `ext-${randomUUID()}`;
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer: url, jwks_uri: `${url}/jwks` }));
    } else if (req.url === '/jwks') res.end(JSON.stringify({ keys: [publicJwk] }));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const key = await importJWK(privateJwk, 'RS256');
  return {
    url,
    /** A token for `sub` with these claims; `iat: undefined` leaves iat out. */
    token: (sub: string, over: JWTPayload = {}) =>
      new SignJWT({ iss: url, aud: AUDIENCE, sub, iat: now(), exp: now() + 600, ...over })
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(key),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(BACKENDS)('a deleted account of an external issuer on %s', (backend) => {
  let idp: Awaited<ReturnType<typeof startIssuer>>;
  let server: TestServer;
  beforeAll(async () => {
    idp = await startIssuer();
    server = await startServer(backend, { OIDC_ISSUER: idp.url, OIDC_AUDIENCE: AUDIENCE });
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
  });

  const users = async (sub: string) =>
    server.db.query<{ id: string }>('SELECT id FROM users WHERE issuer = $1 AND subject = $2', [
      idp.url,
      sub,
    ]);

  it('refuses tokens from before the deletion and without iat; a later token starts afresh', async () => {
    const sub = `auth0|${randomUUID()}`;
    const old = await idp.token(sub, { iat: now() - 5 });
    const created = await server.raw('create_project', {
      token: old,
      body: JSON.stringify({ prompt: 'grow tomatoes on a balcony' }),
    });
    expect(created.status).toBe(200);
    const [first] = await users(sub);
    const deleted = await server.raw('delete_account', {
      token: old,
      body: '{"confirm":"DELETE"}',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.result.deleted).toMatchObject({ user_id: first?.id, projects: 1 });

    const withoutIat = await idp.token(sub, { iat: undefined });
    for (const token of [old, withoutIat]) {
      const res = await server.raw('initial_setup', { token, body: '{}' });
      expect(res.status).toBe(401);
      expect(ApiError.parse(res.body).error.message).toMatch(/deleted/);
    }
    expect(await users(sub)).toEqual([]);

    // Signing in again at the issuer, after the deletion, gives a token with a later iat.
    const fresh = await idp.token(sub, { iat: now() + 2 });
    const again = await server.raw('initial_setup', { token: fresh, body: '{}' });
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ created: true, project_count: 0 });
    expect(again.body.result.user.id).not.toBe(first?.id);
    const exported = await server.raw('export_account', { token: fresh, body: '{}' });
    expect(exported.body.result.projects).toEqual([]);
    // The old token stays refused, even with the fresh account in place.
    expect((await server.raw('get_user_projects', { token: old, body: '{}' })).status).toBe(401);
  });
});

describe.each(BACKENDS)('a deletion during an account’s first call on %s', (backend) => {
  it('rolls back the user row the call made, and answers 401', async () => {
    const store = await freshStore(backend);
    try {
      const caller = { issuer: 'https://idp.example', subject: randomUUID(), issuedAt: now() - 5 };
      // The deletion commits while the upsert waits for the row lock: the statement after the
      // upsert is the first to see its tombstone. Written through the transaction here, so that
      // the test needs no second connection (PGlite has one).
      const db: Db = {
        ...store.db,
        transaction: (fn) =>
          store.db.transaction((tx) =>
            fn({
              async query<T>(sql: string, params?: readonly unknown[]) {
                const rows = await tx.query<T>(sql, params);
                if (sql.includes('INSERT INTO users')) {
                  await tx.query('INSERT INTO deleted_accounts (issuer, subject) VALUES ($1, $2)', [
                    caller.issuer,
                    caller.subject,
                  ]);
                }
                return rows;
              },
            }),
          ),
      };
      const hook = requireCaller(db, { verify: async () => caller });
      const reply = { header: () => reply } as unknown as FastifyReply;
      const req = { headers: { authorization: 'Bearer a.b.c' } } as FastifyRequest;
      await expect(hook(req, reply)).rejects.toMatchObject({ status: 401 });
      expect(req.user).toBeUndefined();
      expect(
        await store.db.query('SELECT id FROM users WHERE subject = $1', [caller.subject]),
      ).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
