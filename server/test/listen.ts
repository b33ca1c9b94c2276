import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Store } from '../src/store/open';

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * The real app on `store`, listening on a free loopback port with PUBLIC_URL to match (so the
 * embedded issuer is that address): silent logs, no web app. Tests and benchmarks share it;
 * `env` adds or overrides configuration (an external issuer, say).
 */
export async function listenOnLoopback(
  store: Store,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    // Tests and benchmarks make many calls from one address and one user in a few seconds; the
    // rate limits' own tests pass lower ones.
    RATE_LIMIT_IP_PER_MIN: '1000000',
    RATE_LIMIT_USER_PER_MIN: '1000000',
    RATE_LIMIT_ENGINE_PER_MIN: '1000000',
    ...env,
  });
  const app = await buildApp({ config, store, logger: false, webDist: '/nonexistent' });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, baseUrl };
}
