import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { sendError } from './errorHandler';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for
 * every other GET that is not the API or the identity provider, so client routes survive reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes(`${join(distDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const index = built ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      return sendError(
        reply,
        new HttpError(404, 'not_found', `Unknown call ${req.method} ${path}.`),
      );
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && index && !/\.[a-z0-9]+$/i.test(path)) {
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(index);
    }
    return sendError(reply, new HttpError(404, 'not_found', `Nothing at ${path}.`));
  });
}
