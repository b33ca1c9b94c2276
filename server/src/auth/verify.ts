import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

/** Only asymmetric algorithms: a token signed with a shared secret (or none) is never accepted. */
export const ALLOWED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

export interface Caller {
  issuer: string;
  subject: string;
  email?: string;
  name?: string;
  /** The token's `iat` in seconds, when it has one: a deleted account refuses older tokens. */
  issuedAt?: number;
}

export class InvalidTokenError extends Error {}
export class ProviderUnavailableError extends Error {}

export interface TokenVerifier {
  verify(token: string): Promise<Caller>;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A claim we store: a string of printable characters, at most `max` long; otherwise left out. */
function cleanClaim(value: unknown, max: number): string | undefined {
  return typeof value === 'string' &&
    value.length > 0 &&
    value.length <= max &&
    !CONTROL.test(value)
    ? value
    : undefined;
}

/** Who the token names: `sub` must be a non-empty string of printable characters (OIDC: ≤ 255). */
function callerOf(issuer: string, payload: JWTPayload): Caller {
  const subject = cleanClaim(payload.sub, 255);
  if (!subject) throw new InvalidTokenError('invalid subject');
  const email = cleanClaim(payload.email, 320);
  const name = cleanClaim(payload.name, 500);
  const iat = payload.iat;
  return {
    issuer,
    subject,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(typeof iat === 'number' && Number.isFinite(iat) ? { issuedAt: iat } : {}),
  };
}

function verifierWith(
  getKey: () => Promise<JWTVerifyGetKey>,
  issuer: string,
  audience: string,
): TokenVerifier {
  return {
    async verify(token) {
      const keys = await getKey();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ALLOWED_ALGORITHMS,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: 30,
        }));
      } catch (err) {
        if (err instanceof ProviderUnavailableError) throw err;
        throw new InvalidTokenError(
          err instanceof joseErrors.JWTExpired ? 'token expired' : 'invalid token',
        );
      }
      return callerOf(issuer, payload);
    },
  };
}

/** Verifies tokens of the embedded provider against its own public keys, with no HTTP. */
export function localVerifier(issuer: string, audience: string, publicKeys: JWK[]): TokenVerifier {
  const keys = createLocalJWKSet({ keys: publicKeys });
  return verifierWith(async () => keys, issuer, audience);
}

/**
 * Verifies tokens of an external issuer (Entra ID, Auth0, Keycloak, …): its JWKS is found through
 * its discovery document on first use, then cached and refreshed by jose as keys rotate. The
 * issuer is compared exactly as configured (Auth0's ends in a slash). A key set that cannot be
 * fetched is the provider's outage (503), not the caller's bad token.
 */
export function remoteVerifier(issuer: string, audience: string): TokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const res = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    const doc = (await res.json()) as { issuer?: string; jwks_uri?: string };
    if (doc.issuer !== issuer || !doc.jwks_uri) {
      throw new Error(`discovery names issuer ${String(doc.issuer)}, not ${issuer}`);
    }
    const remote = createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: 5000 });
    const getKey: JWTVerifyGetKey = async (header, token) => {
      try {
        return await remote(header, token);
      } catch (err) {
        if (
          err instanceof joseErrors.JWKSNoMatchingKey ||
          err instanceof joseErrors.JWKSMultipleMatchingKeys ||
          err instanceof joseErrors.JOSENotSupported
        ) {
          throw err;
        }
        throw new ProviderUnavailableError(`the issuer's keys cannot be fetched: ${String(err)}`);
      }
    };
    return getKey;
  };
  return verifierWith(
    async () => {
      keys ??= discover().catch((err: unknown) => {
        keys = undefined; // try again on the next request
        throw new ProviderUnavailableError(
          `the identity provider cannot be reached: ${String(err)}`,
        );
      });
      return keys;
    },
    issuer,
    audience,
  );
}
