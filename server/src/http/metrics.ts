import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The server's Prometheus metrics, in a registry of its own (so that two apps in one process,
 * as in the tests, keep separate counts): requests by route and status (errors are the 4xx and
 * 5xx ones) and their latency per route, engine steps by method and outcome, and the process's own (memory, event loop lag, GC).
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  latency: Histogram<'route'>;
  engineSteps: Histogram<'engine' | 'step' | 'outcome'>;
}

/** Latency buckets in seconds: the API's budgets sit between 5 ms and 1 s, the engine's above. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const ENGINE_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'trellis_' });
  return {
    registry,
    requests: new Counter({
      name: 'trellis_http_requests_total',
      help: 'HTTP requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    latency: new Histogram({
      name: 'trellis_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route.',
      labelNames: ['route'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    engineSteps: new Histogram({
      name: 'trellis_engine_step_duration_seconds',
      help: 'Duration of each call to the planning engine, by engine, step and outcome.',
      labelNames: ['engine', 'step', 'outcome'],
      buckets: ENGINE_BUCKETS,
      registers: [registry],
    }),
  };
}

/**
 * The route a request matched, as registered ('/api/get_project_graph', '/oidc/*'), so that
 * labels stay few whatever the URLs; 'unmatched' for a 404 outside every route.
 */
function routeOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? 'unmatched';
}

/** Counts every answer and its latency (Fastify's reply.elapsedTime, in ms). */
export function recordRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(req);
    const status = String(reply.statusCode);
    metrics.requests.inc({ method: req.method, route, status });
    metrics.latency.observe({ route }, reply.elapsedTime / 1000);
  });
}
