import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  publicUrl: string;
  /** The external identity provider's issuer, whose endpoints the web app calls; none if embedded. */
  externalIssuer?: string | undefined;
  /** Origins allowed to call the API from a browser (CORS); empty: the app's own origin only. */
  corsOrigins: readonly string[];
}

/**
 * Response headers for every answer, the identity provider's pages included (helmet writes them
 * on the raw response, which the provider's hijacked replies keep):
 *
 * - a Content-Security-Policy with scripts from this origin only (no inline script, no eval),
 *   `object-src 'none'`, `base-uri 'none'`, `frame-ancestors 'none'`, forms posting here only;
 *   inline styles stay allowed (the toasts and the canvas's export insert style elements), as do
 *   data: and blob: images (export) and blob: workers;
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, a same-origin opener and
 *   resource policy, and HSTS (a year) only when PUBLIC_URL is https, as is
 *   `upgrade-insecure-requests`;
 * - CORS only for the configured origins: none by default.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const https = options.publicUrl.startsWith('https://');
  const connect = ["'self'"];
  if (options.externalIssuer) connect.push(new URL(options.externalIssuer).origin);
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': connect,
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  if (options.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: [...options.corsOrigins],
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-request-id'],
      exposedHeaders: ['retry-after', 'x-request-id'],
      credentials: false,
      maxAge: 600,
    });
  }
}
