import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { loadClientConfig } from './config';

const SCOPE = 'openid profile email';

let pending: Promise<UserManager> | undefined;

/**
 * The one UserManager of the app: authorization code + PKCE against the issuer the server names,
 * callback at /auth, the signed-in user (and the redirect state) kept in sessionStorage.
 */
export function getUserManager(): Promise<UserManager> {
  pending ??= loadClientConfig().then((config) => {
    const origin = window.location.origin;
    const store = () => new WebStorageStateStore({ prefix: 'trellis.', store: sessionStorage });
    return new UserManager({
      authority: config.issuer,
      client_id: config.client_id,
      redirect_uri: `${origin}/auth`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: config.scope || SCOPE,
      // Auth0 and others need the API audience on the authorization request to issue a JWT for
      // it; the embedded provider defaults to it. Providers that do not know the parameter ignore it.
      ...(config.embedded ? {} : { extraQueryParams: { audience: config.audience } }),
      userStore: store(),
      stateStore: store(),
    });
  });
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
