import type { CallName, CallRequest, CallResult } from '@trellis/core';
import { createContext, useContext } from 'react';
import { ApiError, callApi } from './client';

export interface CallOptions {
  signal?: AbortSignal;
  /** Names a write so that sending it again (after a lost answer) does not write it twice. */
  idempotencyKey?: string;
}

/** Makes one API call as the signed-in user. */
export type Call = <N extends CallName>(
  name: N,
  body: CallRequest<N>,
  options?: CallOptions,
) => Promise<CallResult<N>>;

export interface CallSetup {
  baseUrl: string;
  /** The access token, renewed silently when needed; undefined sends the call without one. */
  getToken(): Promise<string | undefined>;
  /** The server refused the token: the user has to sign in again. */
  onUnauthorized(): void;
}

/** A Call bound to a base URL and a way to get tokens; a 401 also reports `onUnauthorized`. */
export function createCall(setup: CallSetup): Call {
  return async (name, body, options) => {
    const accessToken = await setup.getToken().catch(() => undefined);
    try {
      return await callApi(name, body, {
        baseUrl: setup.baseUrl,
        accessToken,
        signal: options?.signal,
        idempotencyKey: options?.idempotencyKey,
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setup.onUnauthorized();
      throw err;
    }
  };
}

export const CallContext = createContext<Call | undefined>(undefined);

/** The API of the signed-in user. */
export function useCall(): Call {
  const call = useContext(CallContext);
  if (!call) throw new Error('useCall must be used inside <ApiProvider>');
  return call;
}
