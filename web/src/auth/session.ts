import type { User } from 'oidc-client-ts';
import { getUserManager } from './userManager';

/** Seconds before expiry at which a token is renewed rather than sent. */
const RENEW_AHEAD_S = 30;

let renewing: Promise<User | null> | undefined;

/**
 * The access token for the next call, renewed silently (refresh token) when it is about to
 * expire. Concurrent callers share one renewal. Undefined when there is no usable token: the call
 * then goes without one (spec §6) and its 401 sends the user to sign in.
 */
export async function accessToken(): Promise<string | undefined> {
  const manager = await getUserManager();
  const user = await manager.getUser();
  if (!user) return undefined;
  if ((user.expires_in ?? Infinity) > RENEW_AHEAD_S) return user.access_token;
  renewing ??= manager.signinSilent().finally(() => {
    renewing = undefined;
  });
  const renewed = await renewing.catch(() => null);
  return renewed?.access_token;
}

let redirecting = false;

/** After a 401: forget the user and go through sign-in, coming back to the page they were on. */
export function signInAgain(): void {
  if (redirecting) return;
  redirecting = true;
  const returnTo = `${window.location.pathname}${window.location.search}`;
  void getUserManager()
    .then(async (manager) => {
      await manager.removeUser();
      await manager.signinRedirect({ state: { returnTo } });
    })
    .catch(() => {
      redirecting = false;
    });
}

/** The in-app path stored with a sign-in redirect, when it is a safe one. */
export function returnPath(state: unknown): string {
  const to = (state as { returnTo?: unknown } | undefined)?.returnTo;
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : '/';
}
