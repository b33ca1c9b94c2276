import { beforeAll, describe, expect, it } from 'vitest';
import { type TestSession, signUp } from '../../test/session';
import { createCall } from './call';
import { ApiError } from './client';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Caller');
});

describe('createCall', () => {
  it('sends the bearer token and answers the result', async () => {
    let unauthorized = 0;
    const call = createCall({
      baseUrl: session.baseUrl,
      getToken: async () => session.token,
      onUnauthorized: () => unauthorized++,
    });
    const { projects } = await call('get_user_projects', {});
    expect(projects).toEqual([]);
    expect(unauthorized).toBe(0);
  });

  it.each([
    ['a token the server refuses', async () => 'not-a-token'],
    ['no token at all (acquisition failed)', async () => undefined],
    [
      'a token whose acquisition threw',
      async () => {
        throw new Error('silent renew failed');
      },
    ],
  ])('reports a 401 with %s so the app can sign in again', async (_case, getToken) => {
    let unauthorized = 0;
    const call = createCall({
      baseUrl: session.baseUrl,
      getToken,
      onUnauthorized: () => unauthorized++,
    });
    const err = await call('get_user_projects', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(unauthorized).toBe(1);
  });

  it('turns a refused body into an ApiError naming the field, without reporting a 401', async () => {
    let unauthorized = 0;
    const call = createCall({
      baseUrl: session.baseUrl,
      getToken: async () => session.token,
      onUnauthorized: () => unauthorized++,
    });
    const err = (await call('create_project', { prompt: '   ' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(err.status).toBe(400);
    expect(err.details.map((d) => d.path)).toContain('prompt');
    expect(unauthorized).toBe(0);
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const call = createCall({
      baseUrl: 'http://127.0.0.1:9',
      getToken: async () => session.token,
      onUnauthorized: () => {},
    });
    const err = (await call('get_user_projects', {}).catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.message).toBe('The server cannot be reached.');
  });
});
