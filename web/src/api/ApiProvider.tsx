import { type ReactNode, useMemo } from 'react';
import { accessToken, signInAgain } from '../auth/session';
import { CallContext, createCall } from './call';

/** Gives the pages a Call that carries the signed-in user's token (spec §6). */
export function ApiProvider({ children }: { children: ReactNode }) {
  const call = useMemo(
    () => createCall({ baseUrl: '', getToken: accessToken, onUnauthorized: signInAgain }),
    [],
  );
  return <CallContext value={call}>{children}</CallContext>;
}
