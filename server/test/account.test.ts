import { randomBytes } from 'node:crypto';
import { ApiError, CALLS, type CallName } from '@trellis/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, BACKENDS, type TestServer, startServer } from './harness';
import { listenOnLoopback } from './listen';
import { signIn } from './oidcFlow';

/**
 * export_account and delete_account through the real HTTP app and the embedded provider. Ann has
 * two projects and Bob one; Ann exports, fails to delete without confirming, deletes, finds her
 * old token refused (also by a second server of the same store, which had her cached), and
 * registers her email again as a new, empty account. Bob's data never changes.
 */

const PASSWORD = 'a long enough password';

interface Account {
  email: string;
  token: string;
  refreshToken: string;
  idToken: string;
  /** The token's `sub`: the embedded provider's local account id. */
  subject: string;
  call(name: CallName, body: unknown, baseUrl?: string): Promise<ApiAnswer>;
}

async function signUp(server: TestServer, name: string, email?: string): Promise<Account> {
  const address = email ?? `acct-${randomBytes(4).toString('hex')}@example.com`;
  const tokens = await signIn({
    baseUrl: server.baseUrl,
    email: address,
    password: PASSWORD,
    register: { name },
  });
  const claims = JSON.parse(
    Buffer.from(tokens.access_token.split('.')[1] as string, 'base64url').toString('utf8'),
  ) as { sub: string };
  return {
    email: address,
    token: tokens.access_token,
    refreshToken: tokens.refresh_token as string,
    idToken: tokens.id_token as string,
    subject: claims.sub,
    async call(call, body, baseUrl = server.baseUrl) {
      const res = await fetch(`${baseUrl}/api/${call}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens.access_token}`,
        },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        headers: Object.fromEntries(res.headers),
        body: (await res.json()) as ApiAnswer['body'],
      };
    },
  };
}

describe.each(BACKENDS)('exporting and deleting an account on %s', (backend) => {
  let server: TestServer;
  /** A second server on the same store, as behind a load balancer. */
  let second: { app: FastifyInstance; baseUrl: string };
  let ann: Account;
  let bob: Account;
  let annId: string;
  let annProjects: string[];
  let bobProject: string;

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await server.db.query<{ v: T }>(sql, params))[0]?.v as T;

  /** Every row the account's owner has anywhere: user, projects, graph, sign-in, provider state. */
  async function rowsOf(account: Account) {
    const q = (sql: string) => server.db.query(sql, [account.subject]);
    const owned = `SELECT p.id FROM projects p JOIN users u ON u.id = p.owner_id WHERE u.subject = $1`;
    return {
      users: await q('SELECT * FROM users WHERE subject = $1'),
      projects: await q(`SELECT * FROM projects WHERE id IN (${owned}) ORDER BY id`),
      vertices: await q(`SELECT * FROM vertices WHERE project_id IN (${owned}) ORDER BY 1, 2`),
      edges: await q(`SELECT * FROM edges WHERE project_id IN (${owned}) ORDER BY 1, 2`),
      local: await q('SELECT * FROM local_accounts WHERE id = $1'),
      // Matched as text, independently of how the deletion finds them.
      provider: await q(
        `SELECT kind, id FROM oidc_payloads WHERE payload::text LIKE '%' || $1 || '%' ORDER BY 1, 2`,
      ),
    };
  }

  /** Every row of every table an account call could touch. */
  async function everything(): Promise<string> {
    const tables = ['users', 'projects', 'vertices', 'edges', 'local_accounts', 'deleted_accounts'];
    const rows = await Promise.all(
      tables.map((t) => server.db.query(`SELECT * FROM ${t} ORDER BY 1, 2`)),
    );
    const provider = await server.db.query(
      'SELECT kind, id, payload FROM oidc_payloads ORDER BY 1, 2',
    );
    return JSON.stringify({ rows, provider });
  }

  beforeAll(async () => {
    server = await startServer(backend);
    second = await listenOnLoopback(
      { db: server.db, description: 'second server', close: async () => undefined },
      { PUBLIC_URL: server.baseUrl },
    );
    ann = await signUp(server, 'Ann');
    bob = await signUp(server, 'Bob');
    annId = (await ann.call('initial_setup', {})).body.result.user.id;
    annProjects = [];
    for (const prompt of ['open a small bakery in Lisbon', 'plan a garden']) {
      const created = await ann.call('create_project', { prompt });
      expect(created.status).toBe(200);
      annProjects.push(created.body.result.project_id);
    }
    const nodes = await ann.call('batch_upsert_nodes', {
      project_id: annProjects[0],
      nodes: [
        { id: 'concept.secret', label: 'Concept', name: 'Secret recipe', attributes: { a: 1 } },
        { id: 'concept.oven', label: 'Concept', name: 'Oven' },
      ],
    });
    expect(nodes.status).toBe(200);
    const edge = await ann.call('upsert_edge', {
      project_id: annProjects[0],
      from: 'concept.secret',
      to: 'concept.oven',
      label: 'needs',
    });
    expect(edge.status).toBe(200);
    const mine = await bob.call('create_project', { prompt: 'plan a wedding' });
    bobProject = mine.body.result.project_id;
    await bob.call('upsert_node', {
      project_id: bobProject,
      id: 'concept.venue',
      label: 'Concept',
      properties: { name: 'Hidden venue' },
    });
  });
  afterAll(async () => {
    await second.app.close();
    await server.close();
  });

  it('export_account holds Ann’s profile and every project with its whole graph, nothing of Bob’s', async () => {
    const res = await ann.call('export_account', {});
    expect(res.status).toBe(200);
    const data = CALLS.export_account.result.parse(res.body.result);
    expect(data.user).toMatchObject({
      id: annId,
      issuer: `${server.baseUrl}/oidc`,
      subject: ann.subject,
      email: ann.email,
      name: 'Ann',
    });
    expect(Number.isNaN(Date.parse(data.user.created_at))).toBe(false);
    expect(Math.abs(Date.parse(data.exported_at) - Date.now())).toBeLessThan(60_000);

    const listed = (await ann.call('get_user_projects', {})).body.result.projects;
    expect(data.projects.map((p) => p.id)).toEqual(listed.map((p: { id: string }) => p.id));
    expect(new Set(data.projects.map((p) => p.id))).toEqual(new Set(annProjects));
    for (const project of data.projects) {
      const graph = (await ann.call('get_project_graph', { project_id: project.id })).body.result;
      expect(project.name).toBe(listed.find((p: { id: string }) => p.id === project.id).name);
      expect(project.nodes.length).toBeGreaterThan(0);
      expect(project.nodes).toEqual(graph.nodes);
      expect(project.edges).toEqual(graph.edges);
    }
    const bakery = data.projects.find((p) => p.id === annProjects[0]);
    expect(bakery?.nodes.find((n) => n.id === 'concept.secret')?.attributes).toEqual({ a: 1 });
    expect(bakery?.edges.map((e) => e.label)).toContain('needs');

    const text = JSON.stringify(res.body);
    for (const foreign of [bobProject, 'Hidden venue', bob.email, bob.subject]) {
      expect(text).not.toContain(foreign);
    }
    const bobs = CALLS.export_account.result.parse(
      (await bob.call('export_account', {})).body.result,
    );
    expect(bobs.projects.map((p) => p.id)).toEqual([bobProject]);
    expect(JSON.stringify(bobs)).not.toContain('Secret recipe');
  });

  it.each([
    ['no confirm', {}],
    ['confirm in lower case', { confirm: 'delete' }],
    ['confirm: true', { confirm: true }],
    ['a padded confirm', { confirm: ' DELETE' }],
  ])('delete_account with %s answers 400 and deletes nothing', async (_title, body) => {
    const before = await everything();
    const res = await ann.call('delete_account', body);
    expect(res.status).toBe(400);
    expect(ApiError.parse(res.body).error.code).toBe('invalid_request');
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(['confirm']);
    expect(await everything()).toBe(before);
    expect((await ann.call('initial_setup', {})).body.result.project_count).toBe(2);
  });

  it('delete_account removes Ann’s account and all it holds, and nothing of Bob’s', async () => {
    // Both servers know Ann now: the second must not let her cached token through later.
    expect((await ann.call('initial_setup', {}, second.baseUrl)).status).toBe(200);
    const annBefore = await rowsOf(ann);
    // What the deletion must remove is there to begin with.
    expect(annBefore.users).toHaveLength(1);
    expect(annBefore.local).toHaveLength(1);
    expect(annBefore.provider.length).toBeGreaterThan(0);
    expect(annBefore.edges.length).toBeGreaterThan(0);
    const bobBefore = await rowsOf(bob);

    const res = await ann.call('delete_account', { confirm: 'DELETE' });
    expect(res.status).toBe(200);
    expect(CALLS.delete_account.result.parse(res.body.result)).toEqual({
      deleted: {
        user_id: annId,
        projects: 2,
        nodes: annBefore.vertices.length,
        edges: annBefore.edges.length,
      },
    });
    expect(await rowsOf(ann)).toEqual({
      users: [],
      projects: [],
      vertices: [],
      edges: [],
      local: [],
      provider: [],
    });
    const leftovers = await one<number>(
      `SELECT ((SELECT count(*) FROM projects WHERE id = ANY($1::text[]))
             + (SELECT count(*) FROM vertices WHERE project_id = ANY($1::text[]))
             + (SELECT count(*) FROM edges WHERE project_id = ANY($1::text[])))::int AS v`,
      [annProjects],
    );
    expect(leftovers).toBe(0);
    expect(
      await one<number>(
        'SELECT count(*)::int AS v FROM local_accounts WHERE email_normalized = $1',
        [ann.email],
      ),
    ).toBe(0);
    expect(
      await server.db.query('SELECT issuer, subject FROM deleted_accounts WHERE subject = $1', [
        ann.subject,
      ]),
    ).toEqual([{ issuer: `${server.baseUrl}/oidc`, subject: ann.subject }]);

    expect(await rowsOf(bob)).toEqual(bobBefore);
    const bobsGraph = await bob.call('get_project_graph', { project_id: bobProject });
    expect(bobsGraph.body.result.nodes.map((n: { name: string }) => n.name)).toContain(
      'Hidden venue',
    );

    // Her refresh token went with the provider's state.
    const refreshed = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: ann.refreshToken,
        client_id: 'trellis-web',
      }).toString(),
    });
    expect(refreshed.status).toBe(400);

    // Signing out at the provider, which the web app does next, still works with her ID token.
    const end = new URL(`${server.baseUrl}/oidc/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: ann.idToken,
      post_logout_redirect_uri: `${server.baseUrl}/`,
    }).toString();
    const signOut = await fetch(end, { redirect: 'manual' });
    expect(signOut.status).toBe(200);
    expect(await signOut.text()).toContain('name="logout" value="yes"');
  });

  it('Ann’s old token answers 401 on both servers and does not bring the account back', async () => {
    const users = await one<number>('SELECT count(*)::int AS v FROM users');
    const attempts: [CallName, unknown][] = [
      ['initial_setup', {}],
      ['get_user_projects', {}],
      ['create_project', { prompt: 'open a small bakery in Porto' }],
      ['export_account', {}],
      ['delete_account', { confirm: 'DELETE' }],
    ];
    for (const baseUrl of [server.baseUrl, second.baseUrl]) {
      for (const [call, body] of attempts) {
        const res = await ann.call(call, body, baseUrl);
        expect(res.status, `${call} on ${baseUrl}`).toBe(401);
        expect(ApiError.parse(res.body).error.code).toBe('unauthorized');
        expect(res.headers['www-authenticate']).toMatch(/invalid_token/);
      }
    }
    expect(await one<number>('SELECT count(*)::int AS v FROM users')).toBe(users);
    expect(await rowsOf(ann)).toMatchObject({ users: [], projects: [] });
  });

  it('the email registers again through the embedded provider, as a new and empty account', async () => {
    // The old password signs in no more: the local account is gone.
    await expect(
      signIn({ baseUrl: server.baseUrl, email: ann.email, password: PASSWORD }),
    ).rejects.toThrow(/answered 401/);
    const again = await signUp(server, 'Ann Again', ann.email);
    expect(again.subject).not.toBe(ann.subject);
    const setup = await again.call('initial_setup', {});
    expect(setup.status).toBe(200);
    expect(setup.body.result).toMatchObject({
      created: true,
      project_count: 0,
      user: { email: ann.email, name: 'Ann Again' },
    });
    expect(setup.body.result.user.id).not.toBe(annId);
    const exported = await again.call('export_account', {});
    expect(exported.body.result.projects).toEqual([]);
    expect((await ann.call('initial_setup', {})).status).toBe(401);
  });
});
