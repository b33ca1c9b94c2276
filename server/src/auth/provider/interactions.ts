import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Queryable } from '../../store/db';
import { EmailTakenError, authenticate, createAccount } from '../accounts';
import { errorPage, loginPage, registerPage } from './pages';

interface Form {
  name?: string;
  email?: string;
  password?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Params = { uid: string };

/**
 * Mounts the provider at /oidc and serves its interaction pages (sign in, create account).
 * The provider reads its own request bodies, so its routes hand over the raw request before
 * Fastify parses anything.
 */
export async function registerEmbeddedProvider(
  app: FastifyInstance,
  provider: Provider,
  db: Queryable,
): Promise<void> {
  const callback = provider.callback();
  app.route({
    method: ['GET', 'POST', 'HEAD', 'OPTIONS', 'DELETE'],
    url: '/oidc/*',
    onRequest: (req, reply, done) => {
      reply.hijack();
      const raw = req.raw as typeof req.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice('/oidc'.length) || '/';
      void callback(raw, reply.raw);
      done();
    },
    handler: async () => undefined,
  });

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('x-frame-options', 'DENY')
        .type('text/html; charset=utf-8')
        .send(body);

    /** The interaction this request belongs to, or an error page when it expired. */
    async function details(req: FastifyRequest, reply: FastifyReply) {
      try {
        return await provider.interactionDetails(req.raw, reply.raw);
      } catch {
        await html(
          reply,
          400,
          errorPage('This sign-in link has expired. Go back to Trellis and sign in again.'),
        );
        return undefined;
      }
    }

    async function finishLogin(req: FastifyRequest, reply: FastifyReply, accountId: string) {
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(to, 303);
    }

    scope.get<{ Params: Params }>('/oidc/interaction/:uid', async (req, reply) => {
      const d = await details(req, reply);
      if (!d) return reply;
      if (d.prompt.name === 'login') return html(reply, 200, loginPage(d.uid));
      // Consent is granted by loadExistingGrant for the first-party app; anything else asking
      // for it is finished with the grant the provider has resolved.
      const grant = new provider.Grant({
        clientId: String(d.params.client_id),
        accountId: String(d.session?.accountId),
      });
      grant.addOIDCScope(String(d.params.scope ?? 'openid'));
      const grantId = await grant.save();
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { consent: { grantId } },
        {
          mergeWithLastSubmission: true,
        },
      );
      return reply.redirect(to, 303);
    });

    scope.get<{ Params: Params }>('/oidc/interaction/:uid/register', async (req, reply) => {
      const d = await details(req, reply);
      if (!d) return reply;
      return html(reply, 200, registerPage(d.uid));
    });

    scope.post<{ Params: Params; Body: Form }>(
      '/oidc/interaction/:uid/login',
      async (req, reply) => {
        const d = await details(req, reply);
        if (!d) return reply;
        const email = String(req.body?.email ?? '').trim();
        const password = String(req.body?.password ?? '');
        if (!email || !password) {
          return html(
            reply,
            400,
            loginPage(d.uid, { email, error: 'Enter your email and password.' }),
          );
        }
        const account = await authenticate(db, email, password.slice(0, 1024));
        if (!account) {
          return html(
            reply,
            401,
            loginPage(d.uid, { email, error: 'Incorrect email or password.' }),
          );
        }
        return finishLogin(req, reply, account.id);
      },
    );

    scope.post<{ Params: Params; Body: Form }>(
      '/oidc/interaction/:uid/register',
      async (req, reply) => {
        const d = await details(req, reply);
        if (!d) return reply;
        const name = String(req.body?.name ?? '').trim();
        const email = String(req.body?.email ?? '').trim();
        const password = String(req.body?.password ?? '');
        const error = !name
          ? 'Enter your name.'
          : name.length > 200
            ? 'Your name is too long (200 characters at most).'
            : !EMAIL.test(email) || email.length > 254
              ? 'Enter a valid email address.'
              : password.length < 8
                ? 'Choose a password of at least 8 characters.'
                : password.length > 256
                  ? 'Choose a password of at most 256 characters.'
                  : undefined;
        if (error) return html(reply, 400, registerPage(d.uid, { name, email, error }));
        try {
          const account = await createAccount(db, { name, email, password });
          return await finishLogin(req, reply, account.id);
        } catch (err) {
          if (!(err instanceof EmailTakenError)) throw err;
          return html(
            reply,
            409,
            registerPage(d.uid, {
              name,
              email,
              error: 'An account with this email already exists. Sign in instead.',
            }),
          );
        }
      },
    );
  });
}
