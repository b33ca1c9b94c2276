import { CALLS, buildOpenApi, type CallName } from '@trellis/core';
import type { FastifyInstance } from 'fastify';
import { HANDLERS } from '../api';
import { RawJson, type CallHandler } from '../api/registry';
import type { TokenVerifier } from '../auth/verify';
import type { Engine } from '../planner/engine';
import { requireCaller } from '../auth/caller';
import type { Db } from '../store/db';
import { purgeKeys } from '../store/idempotency';
import { badRequest, validationError } from './errors';
import { IDEMPOTENCY_HEADER, idempotentRunner, parseIdempotencyKey } from './idempotency';

/**
 * `POST /api/<call>` for every handler: bearer token checked before the body is read, body
 * validated by the call's contract, result wrapped in `{success: true, result}`.
 */
export async function registerApi(
  app: FastifyInstance,
  db: Db,
  verifier: TokenVerifier,
  engine: Engine,
  /** Adds the per-user rate limits to the API's scope, after authentication. */
  limitCaller: (api: FastifyInstance) => void = () => undefined,
): Promise<void> {
  const names = HANDLERS.map((h) => h.name as CallName);
  const openapi = buildOpenApi(names);
  app.get('/api/openapi.json', async () => openapi);

  const once = idempotentRunner(db);
  const purge = setInterval(() => void purgeKeys(db).catch(() => undefined), 60 * 60_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  await app.register(async (api) => {
    // JSON only: text/plain (Fastify's other default) answers 415 like any other type.
    api.removeContentTypeParser('text/plain');
    api.addHook('onRequest', requireCaller(db, verifier));
    limitCaller(api);
    for (const h of HANDLERS as unknown as CallHandler<CallName, unknown>[]) {
      const contract = CALLS[h.name].request;
      const parse =
        h.parse ??
        ((body: unknown) => {
          const parsed = contract.safeParse(body);
          if (!parsed.success) throw validationError(parsed.error);
          return parsed.data;
        });
      api.post(`/api/${h.name}`, { config: { runsEngine: h.runsEngine } }, async (req, reply) => {
        const input = parse(req.body ?? {});
        const key = parseIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]);
        const user = req.user as NonNullable<typeof req.user>;
        const run = (callDb: Db) =>
          h.run(input, {
            db: callDb,
            user,
            log: req.log,
            firstSeen: req.firstSeen ?? false,
            engine,
          });
        if (key !== undefined) {
          if (!h.idempotent) throw badRequest(`${h.name} does not take an Idempotency-Key.`);
          const answer = await once(user.id, key, h.name, req.body ?? {}, run);
          if (answer.replayed) void reply.header('idempotent-replayed', 'true');
          return { success: true, result: answer.result };
        }
        const result = await run(db);
        if (result instanceof RawJson) {
          return reply
            .type('application/json; charset=utf-8')
            .send(`{"success":true,"result":${result.text}}`);
        }
        return { success: true, result };
      });
    }
  });
}
