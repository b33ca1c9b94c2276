import Provider, { type Configuration, type KoaContextWithOIDC, errors } from 'oidc-provider';
import type { Queryable } from '../../store/db';
import { findAccount } from '../accounts';
import { storeAdapter } from './adapter';
import type { ProviderSecrets } from './keys';
import { errorPage, loggedOutPage, logoutPage } from './pages';

export interface EmbeddedProviderOptions {
  publicUrl: string;
  issuer: string;
  audience: string;
  clientId: string;
  secrets: ProviderSecrets;
  db: Queryable;
  trustProxy: boolean;
}

/** Scopes the web app asks for; the first-party client is granted them without a consent page. */
const OIDC_SCOPES = 'openid profile email offline_access';
const API_SCOPE = 'api';

/**
 * The embedded OpenID Connect provider (used when no OIDC_ISSUER is configured): authorization
 * code with PKCE S256 for one public client, the web app; JWT access tokens for the API audience
 * through resource indicators; refresh tokens; all state in the store.
 */
export function createEmbeddedProvider(o: EmbeddedProviderOptions): Provider {
  const configuration: Configuration = {
    adapter: storeAdapter(o.db),
    jwks: { keys: o.secrets.signingKeys as never },
    cookies: { keys: o.secrets.cookieKeys },
    clients: [
      {
        client_id: o.clientId,
        client_name: 'Trellis',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${o.publicUrl}/auth`],
        post_logout_redirect_uris: [`${o.publicUrl}/`, o.publicUrl],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access', API_SCOPE],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, sub) => {
      const account = await findAccount(o.db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: false,
          name: account.name,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => o.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== o.audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: o.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 60 * 60,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // The API learns who is calling from the access token alone.
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await findAccount(o.db, token.accountId);
      return account ? { email: account.email, name: account.name } : undefined;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      // The web app is first party: grant it what it asks for instead of showing a consent page.
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client || client.clientId !== o.clientId) return undefined;
      const grantId =
        (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
        session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(o.audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error ?? 'Something went wrong.'));
    },
  };
  const provider = new Provider(o.issuer, configuration);
  provider.proxy = o.trustProxy;
  return provider;
}
