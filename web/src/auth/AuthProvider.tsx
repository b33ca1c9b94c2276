import type { User } from 'oidc-client-ts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type Auth, AuthContext, type AuthState } from './context';
import { getUserManager } from './userManager';

const UNAVAILABLE = 'Sign-in is unavailable right now. Please try again in a moment.';

/** The stored user if it can still be used: an expired one is renewed once, else forgotten. */
async function restoreUser(): Promise<User | null> {
  const manager = await getUserManager();
  const user = await manager.getUser();
  if (!user || !user.expired) return user;
  if (user.refresh_token) {
    try {
      return await manager.signinSilent();
    } catch {
      // Fall through: the refresh token is no longer good either.
    }
  }
  await manager.removeUser();
  return null;
}

/** Holds who is signed in and keeps it current with the UserManager's events. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const set = (next: AuthState) => {
      if (active) setState(next);
    };
    getUserManager()
      .then(async (manager) => {
        const offLoaded = manager.events.addUserLoaded((user) => set({ status: 'signedIn', user }));
        const offUnloaded = manager.events.addUserUnloaded(() => set({ status: 'signedOut' }));
        unsubscribe = () => {
          offLoaded();
          offUnloaded();
        };
        const user = await restoreUser();
        set(user ? { status: 'signedIn', user } : { status: 'signedOut' });
      })
      .catch(() => set({ status: 'signedOut', error: UNAVAILABLE }));
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const auth = useMemo<Auth>(
    () => ({
      state,
      async signIn() {
        try {
          // Come back to the page the visitor asked for (a shared link, say), not only to /.
          const returnTo = `${window.location.pathname}${window.location.search}`;
          await (await getUserManager()).signinRedirect({ state: { returnTo } });
        } catch {
          setState({ status: 'signedOut', error: UNAVAILABLE });
        }
      },
      async signOut() {
        const manager = await getUserManager();
        try {
          await manager.signoutRedirect();
        } catch {
          // The provider cannot be reached: at least forget the user here.
          await manager.removeUser();
        }
      },
    }),
    [state],
  );

  return <AuthContext value={auth}>{children}</AuthContext>;
}
