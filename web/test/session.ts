import { randomBytes } from 'node:crypto';
import type { CallName, CallRequest, CallResult } from '@trellis/core';
import { User } from 'oidc-client-ts';
import { inject } from 'vitest';
import { signIn } from '../../server/test/oidcFlow';
import { callApi } from '../src/api/client';

/** A real account on the test server (web/test/globalSetup.ts), signed in through its provider. */
export interface TestSession {
  baseUrl: string;
  token: string;
  user: User;
  /** Calls the API directly, for arranging a test's data and checking what a page wrote. */
  call<N extends CallName>(name: N, body: CallRequest<N>): Promise<CallResult<N>>;
}

/** Decodes a JWT's claims (the test trusts its own server). */
function claims(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function signUp(name = 'Test User'): Promise<TestSession> {
  const baseUrl = inject('apiBaseUrl');
  const email = `web-${randomBytes(5).toString('hex')}@example.com`;
  const tokens = await signIn({
    baseUrl,
    email,
    password: 'a long enough password',
    register: { name },
  });
  const idClaims = tokens.id_token ? claims(tokens.id_token) : {};
  const user = new User({
    access_token: tokens.access_token,
    token_type: tokens.token_type,
    scope: tokens.scope ?? 'openid profile email',
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
    profile: { name, email, ...idClaims } as User['profile'],
    ...(tokens.id_token ? { id_token: tokens.id_token } : {}),
  });
  return {
    baseUrl,
    token: tokens.access_token,
    user,
    call: (name, body) => callApi(name, body, { baseUrl, accessToken: tokens.access_token }),
  };
}
