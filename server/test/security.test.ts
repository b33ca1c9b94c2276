import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer, startServer } from './harness';

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe.each(BACKENDS)('security headers on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  it('the web app is served under a CSP without inline or eval scripts', async () => {
    const res = await fetch(`${server.baseUrl}/`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Served over http: no HSTS (browsers ignore it there, and it would outlive a move to https).
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("the API's answers and the identity provider's pages carry the same headers", async () => {
    const user = await server.newUser();
    const api = await user.call('get_user_projects', {});
    expect(api.status).toBe(200);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const discovery = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(discovery.headers.get('x-content-type-options')).toBe('nosniff');
    expect(discovery.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers no cross-origin request when no origin is configured', async () => {
    const res = await fetch(`${server.baseUrl}/api/get_user_projects`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers behind https with allowed origins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', {
      PUBLIC_URL: 'https://trellis.example.com',
      CORS_ORIGINS: 'https://app.example.com, https://admin.example.com',
    });
  });
  afterAll(() => server.close());

  it('sends HSTS and upgrades insecure requests', async () => {
    const res = await fetch(`${server.baseUrl}/`);
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
    ).toBe(true);
  });

  it('lets a configured origin call the API, and no other', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.baseUrl}/api/get_user_projects`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,idempotency-key',
        },
      });
    const allowed = await preflight('https://admin.example.com');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example.com');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();

    const refused = await preflight('https://evil.example.com');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
