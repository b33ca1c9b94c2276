import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Queryable } from '../../store/db';

export interface ProviderSecrets {
  /** Private signing keys (JWK) of tokens; the newest first. */
  signingKeys: JWK[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

async function loadOrCreate<T>(db: Queryable, name: string, create: () => Promise<T>): Promise<T> {
  const found = await db.query<{ value: T }>('SELECT value FROM identity_secrets WHERE name = $1', [
    name,
  ]);
  if (found[0]) return found[0].value;
  const value = await create();
  // Two servers starting together: the first insert wins and both use its value.
  await db.query(
    'INSERT INTO identity_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, JSON.stringify(value)],
  );
  const rows = await db.query<{ value: T }>('SELECT value FROM identity_secrets WHERE name = $1', [
    name,
  ]);
  return (rows[0] as { value: T }).value;
}

/**
 * The embedded provider's keys, made on first start and kept in the store so that tokens and
 * sessions outlive a restart. RS256 is the algorithm every OIDC client supports.
 */
export async function loadProviderSecrets(db: Queryable): Promise<ProviderSecrets> {
  const signingKeys = await loadOrCreate(db, 'signing_keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', {
      modulusLength: 2048,
      extractable: true,
    });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }];
  });
  const cookieKeys = await loadOrCreate(db, 'cookie_keys', async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKeys, cookieKeys };
}

/** The public half of a private JWK. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined),
  ) as JWK;
}
