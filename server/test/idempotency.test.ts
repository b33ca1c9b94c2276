import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotentRunner, requestHash } from '../src/http/idempotency';
import { BACKENDS, type TestServer, type TestUser, startWithProject } from './harness';

describe.each(BACKENDS)('Idempotency-Key on %s', (backend) => {
  let server: TestServer;
  let ann: TestUser;
  let project: string;
  beforeAll(async () => {
    ({ server, user: ann, project } = await startWithProject(backend, 'plan a bake sale', 'Ann'));
  });
  afterAll(() => server.close());

  /** A call as `user` with an Idempotency-Key. */
  const keyed = (user: TestUser, name: string, key: string, body: unknown) =>
    server.raw(name, {
      token: user.token,
      body: JSON.stringify(body),
      headers: { 'idempotency-key': key },
    });

  const userIdOf = async (user: TestUser) => {
    const rows = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      user.email,
    ]);
    return rows[0]!.id;
  };

  const goalIds = async () => {
    const graph = await ann.call('get_project_graph', { project_id: project });
    return (graph.body.result.nodes as { id: string; label: string }[])
      .filter((n) => n.label.toLowerCase() === 'goal')
      .map((n) => n.id);
  };

  it('a retry gets the stored answer and writes nothing more', async () => {
    const key = randomUUID();
    const before = await goalIds();
    const first = await keyed(ann, 'add_goal', key, { project_id: project });
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await keyed(ann, 'add_goal', key, { project_id: project });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.result.node.id).toBe(first.body.result.node.id);
    // add_goal makes a new goal each time it runs: one more goal means it ran once.
    expect(await goalIds()).toEqual([...before, first.body.result.node.id]);
  });

  it('a replayed batch leaves the rows as the first request wrote them', async () => {
    const key = randomUUID();
    const body = {
      project_id: project,
      nodes: [{ id: 'concept.oven', label: 'Concept', name: 'Oven', attributes: { n: 1 } }],
    };
    const first = await keyed(ann, 'batch_upsert_nodes', key, body);
    expect(first.body.result).toEqual({ upserted: 1, ids: ['concept.oven'] });
    const written = await server.db.query<{ updated_at: Date }>(
      'SELECT updated_at FROM vertices WHERE project_id = $1 AND id = $2',
      [project, 'concept.oven'],
    );
    const again = await keyed(ann, 'batch_upsert_nodes', key, body);
    expect(again.body.result).toEqual(first.body.result);
    expect(
      await server.db.query('SELECT updated_at FROM vertices WHERE project_id = $1 AND id = $2', [
        project,
        'concept.oven',
      ]),
    ).toEqual(written);
  });

  it('the same key with another body → 422, nothing written', async () => {
    const key = randomUUID();
    await keyed(ann, 'batch_upsert_nodes', key, {
      project_id: project,
      nodes: [{ id: 'concept.flour', label: 'Concept', name: 'Flour' }],
    });
    const other = await keyed(ann, 'batch_upsert_nodes', key, {
      project_id: project,
      nodes: [{ id: 'concept.sugar', label: 'Concept', name: 'Sugar' }],
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    const got = await ann.call('get_node', { project_id: project, primary_key: 'concept.sugar' });
    expect(got.status).toBe(404);
    // Nor may another call reuse it.
    const elsewhere = await keyed(ann, 'add_goal', key, { project_id: project });
    expect(elsewhere.status).toBe(422);
  });

  it('two requests with one key at once write once; on PostgreSQL the second gets 409', async () => {
    const key = randomUUID();
    // Big enough that the first request is still writing when the second arrives.
    const body = {
      project_id: project,
      nodes: Array.from({ length: 2000 }, (_, i) => ({
        id: `concept.bulk-${i}`,
        label: 'Concept',
        name: `Bulk ${i}`,
        attributes: { i, note: 'x'.repeat(200) },
      })),
    };
    const both = await Promise.all([
      keyed(ann, 'batch_upsert_nodes', key, body),
      keyed(ann, 'batch_upsert_nodes', key, body),
    ]);
    const ran = both.filter((r) => r.status === 200 && !r.headers['idempotent-replayed']);
    expect(ran).toHaveLength(1);
    const other = both.find((r) => r !== ran[0])!;
    if (backend === 'postgres' || other.status === 409) {
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe('idempotency_key_in_use');
      expect(other.headers['retry-after']).toBe('1');
    } else {
      // PGlite runs in this process without yielding between statements, so the second request
      // is only read once the first has committed: it gets the stored answer.
      expect(other.headers['idempotent-replayed']).toBe('true');
    }
    const later = await keyed(ann, 'batch_upsert_nodes', key, body);
    expect(later.status).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.body.result.upserted).toBe(2000);
  });

  it('while a request holds its key, the same key is refused with 409 (the runner)', async () => {
    const once = idempotentRunner(server.db);
    const userId = await userIdOf(ann);
    const key = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = once(userId, key, 'add_goal', { a: 1 }, async () => {
      await held;
      return { done: true };
    });
    await expect(
      once(userId, key, 'add_goal', { a: 1 }, async () => 'twice'),
    ).rejects.toMatchObject({ status: 409, code: 'idempotency_key_in_use' });
    await expect(
      once(userId, key, 'add_goal', { a: 2 }, async () => 'other'),
    ).rejects.toMatchObject({ status: 422 });
    release();
    expect(await first).toEqual({ result: { done: true }, replayed: false });
    expect(await once(userId, key, 'add_goal', { a: 1 }, async () => 'twice')).toEqual({
      result: { done: true },
      replayed: true,
    });
  });

  it('a call that failed keeps no key: the retry runs again', async () => {
    const key = randomUUID();
    const body = {
      project_id: project,
      edges: [{ from: 'concept.later', to: 'concept.oven', label: 'uses' }],
    };
    const failed = await keyed(ann, 'batch_upsert_edges', key, body);
    expect(failed.status).toBe(404);
    await ann.call('batch_upsert_nodes', {
      project_id: project,
      nodes: [{ id: 'concept.later', label: 'Concept', name: 'Later' }],
    });
    const retried = await keyed(ann, 'batch_upsert_edges', key, body);
    expect(retried.status).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.body.result.upserted).toBe(1);
  });

  it('keys belong to their user: another user’s same key is another request', async () => {
    const bob = await server.newUser('Bob');
    const bobProject = (await bob.call('create_project', { prompt: 'start a choir' })).body.result
      .project_id;
    const key = randomUUID();
    const a = await keyed(ann, 'add_goal', key, { project_id: project });
    const b = await keyed(bob, 'add_goal', key, { project_id: bobProject });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.body.result.node.project_id).toBe(bobProject);
    // Bob replaying Ann's body under his key is a different request, not Ann's answer.
    const c = await keyed(bob, 'add_goal', key, { project_id: project });
    expect(c.status).toBe(422);
  });

  it('a key left pending by a request that died is taken over once stale', async () => {
    const key = randomUUID();
    const userId = await userIdOf(ann);
    await server.db.query(
      `INSERT INTO idempotency_keys (user_id, key, call, request_hash, claim, created_at)
       VALUES ($1, $2, 'add_goal', 'whatever', 'dead', now() - interval '10 minutes')`,
      [userId, key],
    );
    const res = await keyed(ann, 'add_goal', key, { project_id: project });
    expect(res.status).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    // A fresh pending key is the same request still running in another server process.
    const fresh = randomUUID();
    const body = { project_id: project };
    await server.db.query(
      `INSERT INTO idempotency_keys (user_id, key, call, request_hash, claim)
       VALUES ($1, $2, 'add_goal', $3, 'alive')`,
      [userId, fresh, requestHash('add_goal', body)],
    );
    const busy = await keyed(ann, 'add_goal', fresh, body);
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('idempotency_key_in_use');
  });

  it('refuses a malformed key, and a key on a call that cannot replay', async () => {
    const bad = await keyed(ann, 'add_goal', 'has spaces in it', { project_id: project });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/Idempotency-Key/);
    const engine = await keyed(ann, 'generate_goals', randomUUID(), { project_id: project });
    expect(engine.status).toBe(400);
    expect(engine.body.error.message).toBe('generate_goals does not take an Idempotency-Key.');
  });
});
