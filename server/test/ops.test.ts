import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer, startServer } from './harness';

const TOKEN = 'metrics-token-0123456789';

describe.each(BACKENDS)('operations endpoints on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(() => server.close());

  it('/healthz answers while the process runs', async () => {
    const res = await fetch(`${server.baseUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ready while the store answers', async () => {
    const res = await fetch(`${server.baseUrl}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('/metrics counts requests per route, errors, latency and engine steps', async () => {
    const user = await server.newUser();
    const made = await user.call('create_project', { prompt: 'open a small bakery in Lisbon' });
    expect(made.status).toBe(200);
    const missing = await user.call('get_project_graph', { project_id: 'nobody-s-project' });
    expect(missing.status).toBe(404);

    const res = await fetch(`${server.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /trellis_http_requests_total\{method="POST",route="\/api\/create_project",status="200"\} 1\b/,
    );
    expect(text).toMatch(
      /trellis_http_requests_total\{method="POST",route="\/api\/get_project_graph",status="404"\} 1\b/,
    );
    expect(text).toMatch(
      /trellis_http_request_duration_seconds_count\{route="\/api\/create_project"\} 1\b/,
    );
    expect(text).toMatch(
      /trellis_engine_step_duration_seconds_count\{engine="offline",step="draft",outcome="ok"\} 1\b/,
    );
    // The process's own figures come along.
    expect(text).toContain('trellis_process_resident_memory_bytes');
    // A URL outside every route is one label, not one per URL.
    await fetch(`${server.baseUrl}/no/such/${Date.now()}`);
    const after = await (await fetch(`${server.baseUrl}/metrics`)).text();
    expect(after).toMatch(/trellis_http_requests_total\{method="GET",route="unmatched"/);
  });

  it('/metrics refuses a caller that is not on this machine when no token is set', async () => {
    const remote = await server.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ success: false, error: { code: 'forbidden' } });
    // A proxy on this machine connects from loopback: what it forwards is someone else.
    const proxied = await fetch(`${server.baseUrl}/metrics`, {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(proxied.status).toBe(403);
    expect(await proxied.text()).not.toContain('trellis_http');
  });
});

describe.each(BACKENDS)('operations on %s with METRICS_TOKEN', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  it('/metrics asks every caller for the bearer token, loopback too', async () => {
    const none = await fetch(`${server.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(await none.json()).toMatchObject({ success: false, error: { code: 'unauthorized' } });
    const wrong = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('trellis_http_requests_total');
  });

  it('/readyz answers 503 once the store no longer answers', async () => {
    await server.db.close();
    const res = await fetch(`${server.baseUrl}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      error: { code: 'unavailable', message: 'The store does not answer.' },
    });
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });
});
