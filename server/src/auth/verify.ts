import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
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
}

export class InvalidTokenError extends Error {}
export class ProviderUnavailableError extends Error {}

export interface TokenVerifier {
  verify(token: string): Promise<Caller>;
}

function verifierWith(
  getKey: () => Promise<JWTVerifyGetKey>,
  issuer: string,
  audience: string,
): TokenVerifier {
  return {
    async verify(token) {
      const keys = await getKey();
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ALLOWED_ALGORITHMS,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: 30,
        });
        return {
          issuer,
          subject: payload.sub as string,
          ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
          ...(typeof payload.name === 'string' ? { name: payload.name } : {}),
        };
      } catch (err) {
        if (err instanceof joseErrors.JWKSTimeout) {
          throw new ProviderUnavailableError('the identity provider did not answer in time');
        }
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) {
          throw new InvalidTokenError(
            err instanceof joseErrors.JWTExpired ? 'token expired' : 'invalid token',
          );
        }
        if (err instanceof Error && /fetch|network|ECONN|timeout/i.test(err.message)) {
          throw new ProviderUnavailableError('the identity provider cannot be reached');
        }
        throw new InvalidTokenError('invalid token');
      }
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
 * its discovery document on first use, then cached and refreshed by jose as keys rotate.
 */
export function remoteVerifier(issuer: string, audience: string): TokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    const doc = (await res.json()) as { issuer?: string; jwks_uri?: string };
    if (doc.issuer?.replace(/\/+$/, '') !== issuer || !doc.jwks_uri) {
      throw new Error('discovery document does not match OIDC_ISSUER');
    }
    return createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: 5000 });
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
