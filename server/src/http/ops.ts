import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/db';
import { HttpError } from './errors';
import type { Metrics } from './metrics';

/** How long /readyz waits for the store before answering that it is not ready. */
const READY_TIMEOUT_MS = 2000;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The operator's endpoints: `/healthz` (the process answers), `/readyz` (the store answers a
 * query within two seconds; 503 otherwise, so a load balancer stops sending traffic while the
 * database is down) and `/metrics` in Prometheus's text format, for a bearer `METRICS_TOKEN` or,
 * without one, for callers on this machine only (it tells an outsider what runs and how busy it
 * is). "On this machine" is the connection's own address with no forwarding header: a reverse
 * proxy on the same host connects from loopback, so whatever it forwards is refused.
 */
export function registerOps(
  app: FastifyInstance,
  db: Db,
  metrics: Metrics,
  metricsToken: string | undefined,
): void {
  app.get('/healthz', async (_req, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ready' };
    } catch (err) {
      req.log.warn({ err }, 'readyz: the store does not answer');
      throw new HttpError(503, 'unavailable', 'The store does not answer.');
    } finally {
      clearTimeout(timer);
    }
  });

  app.get('/metrics', async (req, reply) => {
    if (metricsToken) {
      const auth = req.headers.authorization ?? '';
      if (!(auth.startsWith('Bearer ') && sameSecret(auth.slice(7), metricsToken)))
        throw new HttpError(401, 'unauthorized', 'A bearer METRICS_TOKEN is required.', undefined, {
          'www-authenticate': 'Bearer',
        });
    } else {
      const forwarded = req.headers['x-forwarded-for'] ?? req.headers.forwarded;
      if (forwarded !== undefined || !LOOPBACK.test(req.socket.remoteAddress ?? ''))
        throw new HttpError(
          403,
          'forbidden',
          'Metrics answer callers on this machine only unless METRICS_TOKEN is set.',
        );
    }
    void reply.header('cache-control', 'no-store');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
