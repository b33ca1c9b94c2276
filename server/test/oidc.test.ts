import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startServer } from './harness';
import { CookieJar, follow, pkce, send, signIn } from './oidcFlow';

/** Opens an authorization request and answers the sign-in page's form action. */
async function openSignIn(server: TestServer, jar: CookieJar): Promise<string> {
  const { challenge } = pkce();
  const url = new URL(`${server.baseUrl}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'trellis-web',
    response_type: 'code',
    redirect_uri: `${server.baseUrl}/auth`,
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const page = await follow(
    jar,
    server.baseUrl,
    await send(jar, url.href),
    `${server.baseUrl}/auth`,
  );
  if (page instanceof URL) throw new Error('expected a page');
  const html = await page.text();
  expect(html).toContain('<label for="email">Email</label>');
  expect(html).toContain('<label for="password">Password</label>');
  expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
  return (/action="([^"]+)"/.exec(html) as RegExpExecArray)[1] as string;
}

async function postForm(
  server: TestServer,
  jar: CookieJar,
  path: string,
  body: Record<string, string>,
) {
  return send(jar, `${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
}

describe('the embedded identity provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
    await signIn({
      baseUrl: server.baseUrl,
      email: 'kim@example.com',
      password: 'right password',
      register: { name: 'Kim' },
    });
  });
  afterAll(() => server.close());

  it('gives the same message for a wrong password and an unknown email', async () => {
    const jar = new CookieJar();
    const action = await openSignIn(server, jar);
    const wrong = await postForm(server, jar, action, {
      email: 'kim@example.com',
      password: 'wrong password',
    });
    const unknown = await postForm(server, jar, action, {
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await wrong.text();
    const b = await unknown.text();
    expect(a).toContain('Incorrect email or password.');
    expect(a.replace(/kim@example\.com/g, '')).toBe(b.replace(/nobody@example\.com/g, ''));
  });

  it('the create-account page has Name, Email and Password and links back to sign in', async () => {
    const jar = new CookieJar();
    const action = await openSignIn(server, jar);
    const base = action.replace(/\/login$/, '');
    const page = await send(jar, `${server.baseUrl}${base}/register`);
    const html = await page.text();
    for (const label of ['Name', 'Email', 'Password']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('>Create account</button>');
    expect(html).toContain(`href="${base}"`);
    const short = await postForm(server, jar, `${base}/register`, {
      name: 'Lee',
      email: 'lee@example.com',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('at least 8 characters');
    const taken = await postForm(server, jar, `${base}/register`, {
      name: 'Kim 2',
      email: 'KIM@example.com',
      password: 'another password',
    });
    expect(taken.status).toBe(409);
  });

  it('issues refresh tokens that yield new access tokens the API accepts', async () => {
    const tokens = await signIn({
      baseUrl: server.baseUrl,
      email: 'kim@example.com',
      password: 'right password',
    });
    expect(tokens.refresh_token).toBeTruthy();
    const res = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token as string,
        client_id: 'trellis-web',
      }).toString(),
    });
    expect(res.status).toBe(200);
    const refreshed = (await res.json()) as { access_token: string };
    const call = await server.raw('initial_setup', { token: refreshed.access_token, body: '{}' });
    expect(call.status).toBe(200);
    expect(call.body.result.user.email).toBe('kim@example.com');
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL(`${server.baseUrl}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'trellis-web',
      response_type: 'code',
      redirect_uri: `${server.baseUrl}/auth`,
      scope: 'openid',
    }).toString();
    const res = await fetch(url, { redirect: 'manual' });
    const location = new URL(res.headers.get('location') as string);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('publishes discovery with the code flow and S256 only', async () => {
    const doc = (await (
      await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${server.baseUrl}/oidc`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.end_session_endpoint).toBe(`${server.baseUrl}/oidc/session/end`);
  });
});
