import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer, startServer } from './harness';

function expectLimited(answer: { status: number; headers: Record<string, string>; body: any }) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.body.success).toBe(false);
  expect(answer.body.error.code).toBe('rate_limited');
  expect(answer.body.error.message).toMatch(/^Too many .+\. Try again in \d+ s\.$/);
}

describe.each(BACKENDS)('rate limits on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend, {
      RATE_LIMIT_USER_PER_MIN: '5',
      RATE_LIMIT_ENGINE_PER_MIN: '2',
    });
  });
  afterAll(() => server.close());

  it('counts each signed-in user apart, though all call from one address', async () => {
    const ann = await server.newUser('Ann');
    const bob = await server.newUser('Bob');
    for (let i = 0; i < 5; i++) expect((await ann.call('get_user_projects', {})).status).toBe(200);
    const refused = await ann.call('get_user_projects', {});
    expectLimited(refused);
    expect(refused.body.error.message).toMatch(/^Too many requests\./);
    // Bob, from the same address, is not held back by Ann.
    expect((await bob.call('get_user_projects', {})).status).toBe(200);
  });

  it('holds the calls that run the engine to their own, stricter budget, and writes nothing over it', async () => {
    const cy = await server.newUser('Cy');
    for (const prompt of ['open a bakery', 'open a café']) {
      expect((await cy.call('create_project', { prompt })).status).toBe(200);
    }
    const refused = await cy.call('create_project', { prompt: 'open a bookshop' });
    expectLimited(refused);
    expect(refused.body.error.message).toMatch(/^Too many planning requests\./);
    // The engine budget is its own: other calls still go through, and show two projects.
    const listed = await cy.call('get_user_projects', {});
    expect(listed.status).toBe(200);
    expect(listed.body.result.projects).toHaveLength(2);
    expect(JSON.stringify(listed.body.result)).not.toMatch(/bookshop/i);
  });
});

describe('the per-address limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { RATE_LIMIT_IP_PER_MIN: '3' });
  });
  afterAll(() => server.close());

  it('stops a flood of API calls before their token is even checked, and leaves the probes alone', async () => {
    for (let i = 0; i < 3; i++)
      expect((await server.raw('get_user_projects', { body: '{}' })).status).toBe(401);
    const refused = await server.raw('get_user_projects', { body: '{}' });
    expectLimited(refused);
    expect(refused.body.error.message).toMatch(/^Too many requests from this address\./);
    // Sign-in pages count too.
    expect((await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(
      429,
    );
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  });
});

describe('the per-address limit behind a reverse proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { RATE_LIMIT_IP_PER_MIN: '2', TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    // The proxy appends the address it saw; the entries before it are the client's own words.
    const from = (spoof: string, seen: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/get_user_projects',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${spoof}, ${seen}` },
        payload: '{}',
      });
    expect((await from('10.0.0.1', '203.0.113.7')).statusCode).toBe(401);
    expect((await from('10.0.0.2', '203.0.113.7')).statusCode).toBe(401);
    expect((await from('10.0.0.3', '203.0.113.7')).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await from('10.0.0.3', '198.51.100.4')).statusCode).toBe(401);
  });
});
