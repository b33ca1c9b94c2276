import { createHmac, createPublicKey, randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import { ApiError } from '@trellis/core';
import { type JWK, type JWTPayload, SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Backend, type TestServer, freePort, startServer } from './harness';
import { signIn } from './oidcFlow';

/**
 * Token verification through the real HTTP app (DESIGN.md, Identity): issuer, audience,
 * exp/nbf and asymmetric algorithms only. Every bad token answers 401 in the error envelope with a
 * `WWW-Authenticate` header and writes nothing; the embedded provider's own key, and with
 * OIDC_ISSUER an external issuer's key found through its discovery document, are accepted.
 */

interface Answer {
  status: number;
  headers: Headers;
  body: { success: boolean; result?: any; error?: { code: string; message: string } };
}

async function post(
  baseUrl: string,
  call: string,
  authorization?: string,
  body: unknown = {},
): Promise<Answer> {
  const res = await fetch(`${baseUrl}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

const b64 = (v: unknown) =>
  Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A JWT with any header, signed (or not) by hand: for what jose refuses to produce. */
function handMade(
  header: Record<string, unknown>,
  payload: JWTPayload,
  sign: (input: string) => string,
): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign(input)}`;
}

async function signRs256(
  privateJwk: JWK,
  payload: JWTPayload,
  header: Record<string, unknown> = {},
): Promise<string> {
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', ...header }).sign(key);
}

/** Counts of the rows a call could write, so that a rejected call can be shown to write nothing. */
async function counts(server: TestServer) {
  const rows = await server.db.query<{ users: number; projects: number; vertices: number }>(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM projects)::int AS projects,
            (SELECT count(*) FROM vertices)::int AS vertices`,
  );
  return rows[0];
}

function expect401(res: Answer) {
  expect(res.status).toBe(401);
  expect(ApiError.parse(res.body).error.code).toBe('unauthorized');
  expect(res.headers.get('www-authenticate') ?? '').toMatch(/^Bearer\b/);
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
}

describe.each(BACKENDS)('tokens of the embedded provider on %s', (backend) => {
  let server: TestServer;
  let issuer: string;
  let audience: string;
  let realKey: JWK;
  let validToken: string;
  let idToken: string;
  let refreshToken: string;
  let attacker: JWK;

  /** A token signed with the provider's real key; `over` replaces claims, `header` header fields. */
  const forge = (over: JWTPayload = {}, header: Record<string, unknown> = {}) =>
    signRs256(
      realKey,
      {
        iss: issuer,
        aud: audience,
        sub: `forged-${randomUUID()}`,
        iat: now(),
        exp: now() + 600,
        ...over,
      },
      { kid: realKey.kid, ...header },
    );

  beforeAll(async () => {
    server = await startServer(backend);
    issuer = `${server.baseUrl}/oidc`;
    audience = `${server.baseUrl}/api`;
    const rows = await server.db.query<{ value: JWK[] }>(
      "SELECT value FROM identity_secrets WHERE name = 'signing_keys'",
    );
    realKey = rows[0]?.value[0] as JWK;
    expect(realKey.d).toBeDefined();
    const tokens = await signIn({
      baseUrl: server.baseUrl,
      email: `ann-${randomUUID()}@example.com`,
      password: 'a long enough password',
      register: { name: 'Ann' },
    });
    validToken = tokens.access_token;
    idToken = tokens.id_token as string;
    refreshToken = tokens.refresh_token as string;
    const pair = await generateKeyPair('RS256', { extractable: true });
    attacker = await exportJWK(pair.privateKey);
  });
  afterAll(() => server.close());

  it('the access token from signing in is accepted', async () => {
    const res = await post(server.baseUrl, 'initial_setup', `Bearer ${validToken}`);
    expect(res.status).toBe(200);
    expect(res.body.result.user.name).toBe('Ann');
  });

  it('a token signed with the provider’s key, issuer and audience is accepted (positive control)', async () => {
    const sub = `someone-${randomUUID()}`;
    const token = await forge({ sub, email: 'someone@example.com', name: 'Some One' });
    const res = await post(server.baseUrl, 'initial_setup', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      created: true,
      user: { email: 'someone@example.com', name: 'Some One' },
    });
    const users = await server.db.query<{ subject: string; issuer: string }>(
      'SELECT subject, issuer FROM users WHERE subject = $1',
      [sub],
    );
    expect(users).toEqual([{ subject: sub, issuer }]);
  });

  it('no Authorization header answers 401 with WWW-Authenticate: Bearer', async () => {
    const res = await post(server.baseUrl, 'initial_setup');
    expect401(res);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  const bad: [string, () => Promise<string>][] = [
    ['garbage', async () => 'Bearer not-a-token'],
    ['garbage with three parts', async () => 'Bearer aaaa.bbbb.cccc'],
    ['characters a token cannot hold', async () => 'Bearer abc$def"ghi'],
    ['an empty bearer', async () => 'Bearer '],
    ['a non-Bearer scheme with a valid token', async () => `Token ${validToken}`],
    ['Basic credentials', async () => `Basic ${Buffer.from('ann:password').toString('base64')}`],
    ['two tokens', async () => `Bearer ${validToken} ${validToken}`],
    ['an expired token', () => forge({ iat: now() - 7200, exp: now() - 3600 })],
    ['a token not valid before an hour from now', () => forge({ nbf: now() + 3600 })],
    ['a token without exp', () => forge({ exp: undefined })],
    ['a token without sub', () => forge({ sub: undefined })],
    ['a wrong issuer', () => forge({ iss: 'https://evil.example.com/oidc' })],
    ['no issuer', () => forge({ iss: undefined })],
    ['a wrong audience', () => forge({ aud: 'https://evil.example.com/api' })],
    ['the web client as audience (an ID token’s audience)', () => forge({ aud: 'trellis-web' })],
    ['no audience', () => forge({ aud: undefined })],
    ['the real ID token (audience is the client, not the API)', async () => `Bearer ${idToken}`],
    ['the refresh token', async () => `Bearer ${refreshToken}`],
    [
      'alg none, unsigned',
      async () =>
        handMade(
          { alg: 'none', typ: 'JWT' },
          { iss: issuer, aud: audience, sub: 'x', exp: now() + 600 },
          () => '',
        ),
    ],
    [
      'alg none with the real kid',
      async () =>
        handMade(
          { alg: 'none', kid: realKey.kid },
          { iss: issuer, aud: audience, sub: 'x', exp: now() + 600 },
          () => '',
        ),
    ],
    [
      'HS256 keyed with the public key’s PEM',
      async () => {
        const pem = createPublicKey({ key: realKey as never, format: 'jwk' }).export({
          type: 'spki',
          format: 'pem',
        });
        return handMade(
          { alg: 'HS256', typ: 'JWT', kid: realKey.kid },
          { iss: issuer, aud: audience, sub: 'x', exp: now() + 600 },
          (input) => createHmac('sha256', pem).update(input).digest('base64url'),
        );
      },
    ],
    [
      'HS256 keyed with the public JWK’s JSON',
      async () => {
        const { kty, n, e, kid, alg, use } = realKey;
        return handMade(
          { alg: 'HS256', kid },
          { iss: issuer, aud: audience, sub: 'x', exp: now() + 600 },
          (input) =>
            createHmac('sha256', JSON.stringify({ kty, n, e, kid, alg, use }))
              .update(input)
              .digest('base64url'),
        );
      },
    ],
    [
      'HS256 keyed with the modulus n',
      async () =>
        handMade(
          { alg: 'HS256', kid: realKey.kid },
          { iss: issuer, aud: audience, sub: 'x', exp: now() + 600 },
          (input) =>
            createHmac('sha256', Buffer.from(realKey.n as string, 'base64url'))
              .update(input)
              .digest('base64url'),
        ),
    ],
    [
      'signed by an unknown RSA key with an unknown kid',
      async () =>
        signRs256(
          attacker,
          { iss: issuer, aud: audience, sub: 'x', exp: now() + 600 },
          { kid: 'attacker-key' },
        ),
    ],
    [
      'signed by an unknown RSA key claiming the real kid',
      async () =>
        signRs256(
          attacker,
          { iss: issuer, aud: audience, sub: 'x', exp: now() + 600 },
          { kid: realKey.kid },
        ),
    ],
    [
      'signed by an unknown RSA key with no kid',
      async () => signRs256(attacker, { iss: issuer, aud: audience, sub: 'x', exp: now() + 600 }),
    ],
    [
      'signed by an unknown key that carries its own jwk header',
      async () => {
        const { kty, n, e } = attacker;
        return signRs256(
          attacker,
          { iss: issuer, aud: audience, sub: 'x', exp: now() + 600 },
          { jwk: { kty, n, e } },
        );
      },
    ],
    [
      'a valid token with its kid swapped',
      async () => {
        const [h, p, s] = validToken.split('.') as [string, string, string];
        const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as Record<
          string,
          unknown
        >;
        return `Bearer ${b64({ ...header, kid: 'some-other-kid' })}.${p}.${s}`;
      },
    ],
    [
      'a valid token with its payload changed',
      async () => {
        const [h, p, s] = validToken.split('.') as [string, string, string];
        const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<
          string,
          unknown
        >;
        return `Bearer ${h}.${b64({ ...payload, sub: 'someone-else' })}.${s}`;
      },
    ],
    [
      'a valid token with its signature cut off',
      async () => `Bearer ${validToken.split('.').slice(0, 2).join('.')}.`,
    ],
  ];

  it.each(bad)('%s answers 401 and writes nothing', async (_title, make) => {
    const made = await make();
    const authorization = /^(Bearer|Token|Basic) /.test(made) ? made : `Bearer ${made}`;
    const before = await counts(server);
    const res = await post(server.baseUrl, 'create_project', authorization, {
      prompt: 'plant a forest',
    });
    expect401(res);
    expect(await counts(server)).toEqual(before);
  });

  it.each([
    ['a number', 123],
    ['an object', { id: 'x' }],
    ['an array', ['a']],
    ['empty', ''],
    ['null', null],
    ['a string with a NUL character', 'a\u0000b'],
  ])('a signed token whose sub is %s answers 401 and writes nothing', async (_title, sub) => {
    const before = await counts(server);
    const res = await post(
      server.baseUrl,
      'initial_setup',
      `Bearer ${await forge({ sub: sub as string })}`,
    );
    expect401(res);
    expect(await counts(server)).toEqual(before);
  });

  it.each([
    ['name', { name: 'Ann\u0000Smith' }],
    ['email', { email: 'ann\u0000@example.com' }],
    ['name that is not a string', { name: { first: 'Ann' } }],
  ])(
    'a signed token whose %s is odd is accepted or refused, never a 500',
    async (_title, claims) => {
      const res = await post(server.baseUrl, 'initial_setup', `Bearer ${await forge(claims)}`);
      expect([200, 401]).toContain(res.status);
    },
  );
});

/** A tiny OpenID provider: discovery document and JWKS of a key made here. */
interface FakeIssuer {
  url: string;
  port: number;
  privateJwk: JWK;
  hits: { discovery: number; jwks: number };
  close(): Promise<void>;
}

interface IssuerOptions {
  port?: number;
  trailingSlash?: boolean;
  jwksUri?: (url: string) => string;
  jwksStatus?: number;
}

/**
 * Starts an issuer with `options` and an app that trusts it, calls initial_setup with a token
 * that issuer signed for `sub`, closes both, and answers what the call and the issuer saw.
 */
async function callThroughIssuer(backend: Backend, sub: string, options: IssuerOptions) {
  const idp = await startIssuer(options);
  const server = await startServer(backend, {
    OIDC_ISSUER: idp.url,
    OIDC_AUDIENCE: EXTERNAL_AUDIENCE,
  });
  try {
    const res = await post(
      server.baseUrl,
      'initial_setup',
      `Bearer ${await externalToken(idp, { sub })}`,
    );
    return { res, hits: { ...idp.hits }, url: idp.url };
  } finally {
    await server.close();
    await idp.close();
  }
}

async function startIssuer(o: IssuerOptions = {}): Promise<FakeIssuer> {
  const port = o.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const url = o.trailingSlash ? `${base}/` : base;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `ext-${randomUUID()}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const hits = { discovery: 0, jwks: 0 };
  const server: Server = createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      hits.discovery++;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ issuer: url, jwks_uri: o.jwksUri ? o.jwksUri(base) : `${base}/jwks` }),
      );
    } else if (req.url === '/jwks') {
      hits.jwks++;
      res.statusCode = o.jwksStatus ?? 200;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    port,
    privateJwk,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const EXTERNAL_AUDIENCE = 'api://trellis';

function externalToken(
  issuer: FakeIssuer,
  over: JWTPayload = {},
  header: Record<string, unknown> = {},
) {
  return signRs256(
    issuer.privateJwk,
    {
      iss: issuer.url,
      aud: EXTERNAL_AUDIENCE,
      sub: randomUUID(),
      iat: now(),
      exp: now() + 600,
      ...over,
    },
    { kid: issuer.privateJwk.kid, ...header },
  );
}

describe.each(BACKENDS)('an external issuer (OIDC_ISSUER) on %s', (backend: Backend) => {
  let idp: FakeIssuer;
  let server: TestServer;
  beforeAll(async () => {
    idp = await startIssuer();
    server = await startServer(backend, { OIDC_ISSUER: idp.url, OIDC_AUDIENCE: EXTERNAL_AUDIENCE });
  });
  afterAll(async () => {
    await server.close();
    await idp.close();
  });

  it('the embedded provider is not mounted and /config.json names the external issuer', async () => {
    const cfg = (await (await fetch(`${server.baseUrl}/config.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(cfg).toMatchObject({ issuer: idp.url, audience: EXTERNAL_AUDIENCE, embedded: false });
    const discovery = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(404);
  });

  it('tokens of that issuer are accepted; two subs are two users who cannot see each other’s projects', async () => {
    const alice = `Bearer ${await externalToken(idp, { sub: 'alice', email: 'alice@example.com', name: 'Alice' })}`;
    const bob = `Bearer ${await externalToken(idp, { sub: 'bob', name: 'Bob' })}`;
    const a = await post(server.baseUrl, 'initial_setup', alice);
    const b = await post(server.baseUrl, 'initial_setup', bob);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.result.user).toMatchObject({ email: 'alice@example.com', name: 'Alice' });
    expect(b.body.result.user.id).not.toBe(a.body.result.user.id);
    expect(idp.hits.discovery).toBeGreaterThan(0);
    expect(idp.hits.jwks).toBeGreaterThan(0);

    const created = await post(server.baseUrl, 'create_project', alice, {
      prompt: 'run a marathon',
    });
    expect(created.status).toBe(200);
    const projectId = created.body.result.project_id as string;
    const bobs = await post(server.baseUrl, 'get_user_projects', bob, {
      user_id: a.body.result.user.id,
    });
    expect(bobs.body.result.projects).toEqual([]);
    expect(
      (await post(server.baseUrl, 'get_project_graph', bob, { project_id: projectId })).status,
    ).toBe(404);
    expect(
      (await post(server.baseUrl, 'get_project_graph', alice, { project_id: projectId })).status,
    ).toBe(200);

    const users = await server.db.query<{ issuer: string; subject: string }>(
      'SELECT issuer, subject FROM users ORDER BY subject',
    );
    expect(users).toEqual([
      { issuer: idp.url, subject: 'alice' },
      { issuer: idp.url, subject: 'bob' },
    ]);
  });

  it('a new token of the same sub is the same user', async () => {
    const first = await post(
      server.baseUrl,
      'initial_setup',
      `Bearer ${await externalToken(idp, { sub: 'carol' })}`,
    );
    const second = await post(
      server.baseUrl,
      'initial_setup',
      `Bearer ${await externalToken(idp, { sub: 'carol' })}`,
    );
    expect(second.body.result.user.id).toBe(first.body.result.user.id);
    expect(second.body.result.created).toBe(false);
  });

  const rejected: [string, () => Promise<string>][] = [
    ['another audience', () => externalToken(idp, { aud: 'api://someone-else' })],
    ['the embedded audience', () => externalToken(idp, { aud: `${server.baseUrl}/api` })],
    ['another issuer', () => externalToken(idp, { iss: 'https://login.example.com' })],
    ['the embedded issuer', () => externalToken(idp, { iss: `${server.baseUrl}/oidc` })],
    ['an expired token', () => externalToken(idp, { iat: now() - 7200, exp: now() - 3600 })],
    [
      'a key the issuer does not publish',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT({ sub: 'mallory' })
          .setProtectedHeader({ alg: 'RS256', kid: idp.privateJwk.kid as string })
          .setIssuer(idp.url)
          .setAudience(EXTERNAL_AUDIENCE)
          .setExpirationTime('10m')
          .sign(privateKey);
      },
    ],
    [
      'HS256 keyed with the issuer’s public key',
      async () => {
        const pem = createPublicKey({ key: idp.privateJwk as never, format: 'jwk' }).export({
          type: 'spki',
          format: 'pem',
        });
        return handMade(
          { alg: 'HS256', kid: idp.privateJwk.kid },
          { iss: idp.url, aud: EXTERNAL_AUDIENCE, sub: 'mallory', exp: now() + 600 },
          (input) => createHmac('sha256', pem).update(input).digest('base64url'),
        );
      },
    ],
    [
      'alg none',
      async () =>
        handMade(
          { alg: 'none' },
          { iss: idp.url, aud: EXTERNAL_AUDIENCE, sub: 'mallory', exp: now() + 600 },
          () => '',
        ),
    ],
  ];

  it.each(rejected)('%s answers 401 and writes nothing', async (_title, make) => {
    const before = await counts(server);
    const res = await post(server.baseUrl, 'create_project', `Bearer ${await make()}`, {
      prompt: 'x marks the spot',
    });
    expect401(res);
    expect(await counts(server)).toEqual(before);
  });
});

describe.each(BACKENDS)('an external issuer’s discovery and keys on %s', (backend: Backend) => {
  it('answers 503 while discovery is down, and recovers once the issuer is back', async () => {
    const port = await freePort(); // nothing listens here yet
    const url = `http://127.0.0.1:${port}`;
    const server = await startServer(backend, {
      OIDC_ISSUER: url,
      OIDC_AUDIENCE: EXTERNAL_AUDIENCE,
    });
    let idp: FakeIssuer | undefined;
    try {
      const stand = await startIssuer(); // a key to sign with; its own URL is not used
      await stand.close();
      const token = await signRs256(
        stand.privateJwk,
        { iss: url, aud: EXTERNAL_AUDIENCE, sub: 'dave', exp: now() + 600 },
        { kid: stand.privateJwk.kid },
      );
      const before = await counts(server);
      const down = await post(server.baseUrl, 'create_project', `Bearer ${token}`, {
        prompt: 'wait for it',
      });
      expect(down.status).toBe(503);
      expect(ApiError.parse(down.body).error.code).toBe('unavailable');
      expect(await counts(server)).toEqual(before);

      idp = await startIssuer({ port });
      const up = await post(
        server.baseUrl,
        'initial_setup',
        `Bearer ${await externalToken(idp, { sub: 'dave' })}`,
      );
      expect(up.status).toBe(200);
    } finally {
      await idp?.close();
      await server.close();
    }
  });

  it('answers 503, not 401, when the discovery document names a JWKS that cannot be reached', async () => {
    const deadPort = await freePort();
    const { res, hits } = await callThroughIssuer(backend, 'erin', {
      jwksUri: () => `http://127.0.0.1:${deadPort}/jwks`,
    });
    expect(hits.discovery).toBe(1);
    expect(res.status).toBe(503);
    expect(ApiError.parse(res.body).error.code).toBe('unavailable');
  });

  it('answers 503, not 401, when the JWKS endpoint fails with a server error', async () => {
    const { res, hits } = await callThroughIssuer(backend, 'gina', { jwksStatus: 500 });
    expect(hits.jwks).toBeGreaterThan(0);
    expect(res.status).toBe(503);
    expect(ApiError.parse(res.body).error.code).toBe('unavailable');
  });

  it('accepts tokens of an issuer whose identifier ends in a slash (as Auth0’s does)', async () => {
    const { res, url } = await callThroughIssuer(backend, 'frank', { trailingSlash: true });
    expect(url.endsWith('/')).toBe(true);
    expect(res.status).toBe(200);
  });
});
