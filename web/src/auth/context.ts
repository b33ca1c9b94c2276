import type { User } from 'oidc-client-ts';
import { createContext, useContext } from 'react';

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut'; error?: string }
  | { status: 'signedIn'; user: User };

export interface Auth {
  state: AuthState;
  /** Starts the redirect to the identity provider. */
  signIn(): Promise<void>;
  /** Ends the session at the identity provider, which then sends the browser back to /. */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<Auth | undefined>(undefined);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/** The signed-in user; for components that are only rendered when someone is signed in. */
export function useUser(): User {
  const { state } = useAuth();
  if (state.status !== 'signedIn') throw new Error('useUser needs a signed-in user');
  return state.user;
}

/** The name to greet the user with: their name, else their email. */
export function displayName(user: User): string {
  const { name, email, preferred_username } = user.profile;
  return name || email || preferred_username || 'you';
}
