import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface RateLimits {
  /** Requests per minute from one address to the API and the identity provider. */
  ipPerMinute: number;
  /** API calls per minute by one signed-in user (those that run the engine apart). */
  userPerMinute: number;
  /** Calls that run the planning engine, per minute, by one signed-in user. */
  enginePerMinute: number;
}

const MINUTE = 60_000;

/** Whether the request's call runs the engine, as its handler declares (`runsEngine`). */
function runsEngine(req: FastifyRequest): boolean {
  const config = req.routeOptions.config as { runsEngine?: true | ((body: unknown) => boolean) };
  const declared = config.runsEngine;
  return typeof declared === 'function' ? declared(req.body) : declared === true;
}

function tooMany(ttlSeconds: number, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlSeconds));
  return new HttpError(
    429,
    'rate_limited',
    `Too many ${what}. Try again in ${seconds} s.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/**
 * Rate limits (@fastify/rate-limit, counted in this process): per address on `/api/` and
 * `/oidc/` before anything else (sign-in attempts, unauthenticated floods), then per signed-in
 * user on the API once the token is checked, with a stricter budget for the calls that run the
 * engine. Over a limit the answer is 429 `rate_limited` with `Retry-After`. Answers the hook to
 * add to the API's scope, after its authentication.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
): Promise<(api: FastifyInstance) => void> {
  await app.register(fastifyRateLimit, { global: false });
  const byAddress = app.createRateLimit({
    max: limits.ipPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (req) => `ip:${req.ip}`,
  });
  const byUser = app.createRateLimit({
    max: limits.userPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (req) => `user:${req.user?.id}`,
  });
  const byUserEngine = app.createRateLimit({
    max: limits.enginePerMinute,
    timeWindow: MINUTE,
    keyGenerator: (req) => `engine:${req.user?.id}`,
  });

  app.addHook('onRequest', async (req) => {
    const path = req.url;
    if (!path.startsWith('/api/') && !path.startsWith('/oidc/')) return;
    const r = await byAddress(req);
    if (!r.isAllowed && r.isExceeded) throw tooMany(r.ttlInSeconds, 'requests from this address');
  });

  return (api) => {
    api.addHook('preHandler', async (req) => {
      if (!req.user) return;
      const engine = runsEngine(req);
      const r = await (engine ? byUserEngine : byUser)(req);
      if (!r.isAllowed && r.isExceeded)
        throw tooMany(r.ttlInSeconds, engine ? 'planning requests' : 'requests');
    });
  };
}
