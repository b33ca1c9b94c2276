import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CallName, CallRequest } from '@trellis/core';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { Db } from '../src/store/db';
import { openPglite } from '../src/store/pglite';
import { openPostgres } from '../src/store/postgres';
import type { Store } from '../src/store/open';
import { PG_TEMPLATE_DB, withDatabase } from './globalSetup';
import { freePort, listenOnLoopback } from './listen';
import { signIn } from './oidcFlow';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when the run has a server (TEST_DATABASE_URL). */
export const BACKENDS: Backend[] = inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];

export { freePort };

/** A fresh, migrated store: PGlite from the dumped template, or a new database cloned from the template. */
export async function freshStore(backend: Backend): Promise<Store> {
  if (backend === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const db = await openPglite({ loadDataDir: blob });
    return { db, description: 'test PGlite', close: () => db.close() };
  }
  const url = inject('postgresTemplate') as string;
  const name = `trellis_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, 1);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  const db = await openPostgres(withDatabase(url, name), 10);
  return {
    db,
    description: `test PostgreSQL ${name}`,
    async close() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

export interface ApiAnswer<T = any> {
  status: number;
  headers: Record<string, string>;
  body: {
    success: boolean;
    result: T;
    error: { code: string; message: string; details: { path: string; message: string }[] };
  };
}

export interface TestUser {
  email: string;
  token: string;
  call<N extends CallName>(
    name: N,
    body: CallRequest<N> | Record<string, unknown>,
  ): Promise<ApiAnswer>;
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  db: Db;
  backend: Backend;
  /** Creates an account through the embedded provider's pages and signs it in (code + PKCE). */
  newUser(name?: string): Promise<TestUser>;
  /** POST /api/<name> with any token (or none) and any body. */
  raw(
    name: string,
    init: { token?: string; body?: string; headers?: Record<string, string> },
  ): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export async function startServer(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const store = await freshStore(backend);
  const { app, baseUrl } = await listenOnLoopback(store, env);

  const raw: TestServer['raw'] = async (name, init) => {
    const res = await fetch(`${baseUrl}/api/${name}`, {
      method: 'POST',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: init.body } : {}),
    });
    const text = await res.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text };
    }
    return { status: res.status, body, headers: Object.fromEntries(res.headers) };
  };

  let n = 0;
  return {
    baseUrl,
    app,
    db: store.db,
    backend,
    raw,
    async newUser(name = 'Test User') {
      const email = `user${++n}-${randomBytes(4).toString('hex')}@example.com`;
      const tokens = await signIn({
        baseUrl,
        email,
        password: 'a long enough password',
        register: { name },
      });
      const token = tokens.access_token;
      return {
        email,
        token,
        call: (call, body) => raw(call, { token, body: JSON.stringify(body) }),
      };
    },
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/** A server with one signed-in user who owns one project made from `prompt`. */
export async function startWithProject(
  backend: Backend,
  prompt: string,
  name?: string,
): Promise<{ server: TestServer; user: TestUser; project: string }> {
  const server = await startServer(backend);
  const user = await server.newUser(name);
  const created = await user.call('create_project', { prompt });
  if (created.status !== 200) throw new Error(`create_project answered ${created.status}`);
  return { server, user, project: created.body.result.project_id as string };
}
