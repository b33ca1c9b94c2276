import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@trellis/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { purgeExpired } from './auth/provider/adapter';
import { registerEmbeddedProvider } from './auth/provider/interactions';
import { loadProviderSecrets, publicJwk } from './auth/provider/keys';
import { createEmbeddedProvider } from './auth/provider/provider';
import { type TokenVerifier, localVerifier, remoteVerifier } from './auth/verify';
import type { Config } from './config';
import { registerApi } from './http/api';
import { createEngine } from './planner';
import type { Engine } from './planner/engine';
import { errorHandler } from './http/errorHandler';
import { createMetrics, recordRequests } from './http/metrics';
import { registerOps } from './http/ops';
import { registerRateLimits } from './http/rateLimits';
import { registerSecurity } from './http/security';
import { meteredEngine } from './planner/metered';
import { registerWebApp } from './http/web';
import type { Store } from './store/open';

export interface AppOptions {
  config: Config;
  store: Store;
  /** Built web app to serve; defaults to web/dist of this checkout. */
  webDist?: string;
  /** Pino options, or false for none (tests). */
  logger?: boolean | object;
  /** The planning engine; by default the one the configuration selects. */
  engine?: Engine;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Builds the whole server, in layers: plugins and error handling, identity (the embedded
 * provider or an external issuer's keys), the API, then the web app with its client-route
 * fallback.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, store } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: LIMITS.bodyBytes,
    // One reverse proxy in front: the client is the address it saw, the last X-Forwarded-For
    // entry, not the first (which the client writes itself and would let it pose as anyone).
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });

  await registerSecurity(app, {
    publicUrl: config.publicUrl,
    externalIssuer: config.auth.mode === 'external' ? config.auth.issuer : undefined,
    corsOrigins: config.corsOrigins,
  });
  const limitCaller = await registerRateLimits(app, config.rateLimits);
  const metrics = createMetrics();
  recordRequests(app, metrics);
  registerOps(app, store.db, metrics, config.metricsToken);

  let verifier: TokenVerifier;
  if (config.auth.mode === 'embedded') {
    const secrets = await loadProviderSecrets(store.db);
    const provider = createEmbeddedProvider({
      publicUrl: config.publicUrl,
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      clientId: config.auth.clientId,
      secrets,
      db: store.db,
      trustProxy: config.trustProxy,
    });
    await registerEmbeddedProvider(app, provider, store.db);
    verifier = localVerifier(
      config.auth.issuer,
      config.auth.audience,
      secrets.signingKeys.map(publicJwk),
    );
    const purge = setInterval(
      () => void purgeExpired(store.db).catch(() => undefined),
      15 * 60_000,
    );
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));
  } else {
    verifier = remoteVerifier(config.auth.issuer, config.auth.audience);
  }

  /** What the web app needs to start the sign-in redirect. */
  app.get('/config.json', async (_req, reply) => {
    void reply.header('cache-control', 'no-cache');
    return {
      issuer: config.auth.issuer,
      client_id: config.auth.clientId,
      audience: config.auth.audience,
      scope: config.auth.scope,
      embedded: config.auth.mode === 'embedded',
    };
  });

  const engine = meteredEngine(options.engine ?? createEngine(config.planner), metrics.engineSteps);
  app.log.info(
    { planner: engine.name, model: engine.model },
    `planner: ${engine.name} (${engine.model})`,
  );
  await registerApi(app, store.db, verifier, engine, limitCaller);
  await registerWebApp(app, options.webDist ?? DEFAULT_WEB_DIST);
  return app;
}
