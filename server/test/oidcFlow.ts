import { createHash, randomBytes } from 'node:crypto';

/**
 * Signs in through the embedded provider the way a browser and the web app do: authorization
 * request with PKCE S256, the sign-in (or create-account) form, the redirect back with a code,
 * and the code exchange. Cookies are kept in a small jar; redirects are followed by hand.
 */
export interface FlowOptions {
  baseUrl: string;
  clientId?: string;
  email: string;
  password: string;
  /** Create the account on the way (the create-account page) instead of signing in. */
  register?: { name: string };
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...v] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), v.join('='));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(res);
  return res;
}

/** Follows redirects until one leaves for `stopAt` (the client's redirect URI) or a page answers. */
export async function follow(
  jar: CookieJar,
  base: string,
  res: Response,
  stopAt: string,
): Promise<Response | URL> {
  let r = res;
  for (let i = 0; i < 10 && r.status >= 300 && r.status < 400; i++) {
    const location = new URL(r.headers.get('location') as string, base);
    if (location.href.startsWith(stopAt)) return location;
    r = await send(jar, location.href);
  }
  return r;
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export async function signIn(o: FlowOptions): Promise<Tokens> {
  const clientId = o.clientId ?? 'trellis-web';
  const redirectUri = `${o.baseUrl}/auth`;
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const auth = new URL(`${o.baseUrl}/oidc/auth`);
  auth.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();
  const page = await follow(jar, o.baseUrl, await send(jar, auth.href), redirectUri);
  if (page instanceof URL) throw new Error('expected the sign-in page');
  const interaction = page.url ? new URL(page.url) : undefined;
  const html = await page.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  if (!action)
    throw new Error(
      `no form on the sign-in page (status ${page.status}, url ${interaction?.href})`,
    );
  const base = action.replace(/\/login$/, '');
  const form: { path: string; body: Record<string, string> } = o.register
    ? {
        path: `${base}/register`,
        body: { name: o.register.name, email: o.email, password: o.password },
      }
    : { path: `${base}/login`, body: { email: o.email, password: o.password } };
  const posted = await send(jar, `${o.baseUrl}${form.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.body).toString(),
  });
  if (posted.status < 300 || posted.status >= 400) {
    throw new Error(
      `sign-in form answered ${posted.status}: ${(await posted.text()).slice(0, 300)}`,
    );
  }
  const back = await follow(jar, o.baseUrl, posted, redirectUri);
  if (!(back instanceof URL))
    throw new Error(
      `no redirect back to the app (status ${back.status}): ${(await back.text()).slice(0, 300)}`,
    );
  if (back.searchParams.get('state') !== state) throw new Error('state mismatch');
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code: ${back.href}`);
  const token = await fetch(`${o.baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (!token.ok) throw new Error(`token endpoint answered ${token.status}: ${await token.text()}`);
  return (await token.json()) as Tokens;
}
