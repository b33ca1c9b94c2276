import { ApiError, LIMITS } from '@trellis/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer, type TestUser, startServer } from './harness';

/**
 * Malformed input through the real HTTP app (DESIGN.md, API conventions): JSON bodies only (415
 * otherwise), 400 naming the field, 413 over the body limit, 404 JSON for an unknown call, never a
 * 500 for bad input, and nothing written when a call fails.
 */

interface Answer {
  status: number;
  contentType: string;
  body: any;
}

/** `n` arrays inside each other, `[[[…]]]`. */
const nestedArrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
/** `n` objects inside each other, `{"a":{"a":…{}}}`. */
const nestedObjects = (n: number) => `${'{"a":'.repeat(n)}{}${'}'.repeat(n)}`;

describe.each(BACKENDS)('bad input on %s', (backend) => {
  let server: TestServer;
  let ann: TestUser;
  let project: string;

  /** POST with any body, content type and method; the answer's body parsed when it is JSON. */
  async function send(
    path: string,
    init: {
      body?: string | Uint8Array | ReadableStream<Uint8Array>;
      contentType?: string | null;
      method?: string;
      token?: string | null;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    const token = init.token === undefined ? ann.token : init.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.contentType !== null) headers['content-type'] = init.contentType ?? 'application/json';
    const res = await fetch(`${server.baseUrl}${path}`, {
      method: init.method ?? 'POST',
      headers,
      ...(init.body !== undefined ? { body: init.body } : {}),
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = { notJson: text.slice(0, 200) };
    }
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', body };
  }

  /** Every row of the tables a call could write. */
  async function store(): Promise<string> {
    const [users, projects, vertices, edges] = await Promise.all([
      server.db.query('SELECT * FROM users ORDER BY id'),
      server.db.query('SELECT * FROM projects ORDER BY id'),
      server.db.query('SELECT * FROM vertices ORDER BY project_id, id'),
      server.db.query('SELECT * FROM edges ORDER BY project_id, id'),
    ]);
    return JSON.stringify({ users, projects, vertices, edges });
  }

  async function counts() {
    const rows = await server.db.query<{ projects: number; vertices: number; edges: number }>(
      `SELECT (SELECT count(*) FROM projects)::int AS projects, (SELECT count(*) FROM vertices)::int AS vertices,
              (SELECT count(*) FROM edges)::int AS edges`,
    );
    return rows[0];
  }

  /** Runs `act`, expects `status` and the error envelope, and a store with the same rows after. */
  async function rejects(status: number | number[], act: () => Promise<Answer>): Promise<Answer> {
    const before = await store();
    const beforeCounts = await counts();
    const res = await act();
    if (Array.isArray(status)) expect(status).toContain(res.status);
    else expect(res.status).toBe(status);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(ApiError.safeParse(res.body).success, JSON.stringify(res.body)).toBe(true);
    expect(await counts()).toEqual(beforeCounts);
    expect(await store()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    return res;
  }

  const json = (call: string, body: unknown) => () =>
    send(`/api/${call}`, { body: JSON.stringify(body) });
  const text = (call: string, body: string) => () => send(`/api/${call}`, { body });

  beforeAll(async () => {
    server = await startServer(backend);
    ann = await server.newUser('Ann');
    const created = await ann.call('create_project', { prompt: 'brew cider at home' });
    expect(created.status).toBe(200);
    project = created.body.result.project_id;
    const nodes = await ann.call('batch_upsert_nodes', {
      project_id: project,
      nodes: [
        { id: 'concept.apples', label: 'Concept', name: 'Apples' },
        { id: 'concept.yeast', label: 'Concept', name: 'Yeast' },
      ],
    });
    expect(nodes.status).toBe(200);
  });
  afterAll(() => server.close());

  it('a well-formed call works (control), also with a charset in the content type', async () => {
    const res = await send('/api/get_node', {
      body: JSON.stringify({ project_id: project, primary_key: 'concept.apples' }),
      contentType: 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.node.name).toBe('Apples');
  });

  describe('wrong types answer 400 naming the field', () => {
    const cases: [string, string, () => unknown, string][] = [
      ['prompt: 5', 'create_project', () => ({ prompt: 5 }), 'prompt'],
      ['project_id: 5', 'get_project_graph', () => ({ project_id: 5 }), 'project_id'],
      ['project_id: null', 'bootstrap_project', () => ({ project_id: null }), 'project_id'],
      ['project_id: {}', 'delete_project_partition', () => ({ project_id: {} }), 'project_id'],
      ['nodes: "x"', 'batch_upsert_nodes', () => ({ project_id: project, nodes: 'x' }), 'nodes'],
      [
        'nodes: {}',
        'batch_upsert_nodes',
        () => ({ project_id: project, nodes: { 0: { name: 'x' } } }),
        'nodes',
      ],
      ['nodes: []', 'batch_upsert_nodes', () => ({ project_id: project, nodes: [] }), 'nodes'],
      ['edges: 7', 'batch_upsert_edges', () => ({ project_id: project, edges: 7 }), 'edges'],
      [
        'a node item that is a string',
        'batch_upsert_nodes',
        () => ({ project_id: project, nodes: ['x'] }),
        'nodes.0',
      ],
      ['name: 7', 'upsert_node', () => ({ project_id: project, id: 'concept.n', name: 7 }), 'name'],
      ['x: "left"', 'upsert_node', () => ({ primary_key: 'concept.apples', x: 'left' }), 'x'],
      [
        'visible: "yes"',
        'upsert_node',
        () => ({ primary_key: 'concept.apples', visible: 'yes' }),
        'visible',
      ],
      [
        'attributes: [1]',
        'upsert_node',
        () => ({ primary_key: 'concept.apples', attributes: [1] }),
        'attributes',
      ],
      [
        'attributes: "x"',
        'upsert_node',
        () => ({ primary_key: 'concept.apples', attributes: 'x' }),
        'attributes',
      ],
      [
        'properties.attributes: 3',
        'upsert_node',
        () => ({ primary_key: 'concept.apples', properties: { attributes: 3 } }),
        'properties.attributes',
      ],
      [
        'properties: 3 on an edge',
        'upsert_edge',
        () => ({ project_id: project, from: 'concept.apples', to: 'concept.yeast', properties: 3 }),
        'properties',
      ],
      [
        'priority: "urgent"',
        'add_goal',
        () => ({ project_id: project, priority: 'urgent' }),
        'priority',
      ],
      [
        'answer: ["a"]',
        'answer_question',
        () => ({ project_id: project, question_pk: 'q', answer: ['a'] }),
        'answer',
      ],
      [
        'continue_on_error: "yes"',
        'batch_upsert_nodes',
        () => ({
          project_id: project,
          nodes: [{ id: 'concept.apples' }],
          options: { continue_on_error: 'yes' },
        }),
        'options.continue_on_error',
      ],
      [
        'an id with a control character',
        'upsert_node',
        () => ({ project_id: project, id: 'concept.\u0001', name: 'x' }),
        'id',
      ],
      ['a coordinate of 1e400 (Infinity once parsed)', 'upsert_node', () => null, 'x'],
      ['confirm: "yes"', 'delete_account', () => ({ confirm: 'yes' }), 'confirm'],
    ];
    it.each(cases)('%s (%s)', async (_title, call, body, field) => {
      const raw =
        body() === null ? `{"primary_key":"concept.apples","x":1e400}` : JSON.stringify(body());
      const res = await rejects(400, text(call, raw));
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.details?.map((d: { path: string }) => d.path)).toContain(field);
    });

    it.each([
      ['an array', '[]'],
      ['a string', '"create"'],
      ['a number', '42'],
      ['null', 'null'],
      ['true', 'true'],
    ])('a body that is %s answers 400', async (_title, raw) => {
      await rejects(400, text('create_project', raw));
      await rejects(400, text('get_project_graph', raw));
    });
  });

  describe('missing required fields answer 400 naming the field', () => {
    const cases: [string, () => unknown, string][] = [
      ['create_project', () => ({}), 'prompt'],
      ['create_project', () => ({ prompt: '   ' }), 'prompt'],
      ['get_project_graph', () => ({}), 'project_id'],
      ['bootstrap_project', () => ({ project_id: '' }), 'project_id'],
      ['get_node', () => ({ project_id: project }), 'primary_key'],
      ['upsert_node', () => ({ name: 'Orphan' }), 'project_id'],
      [
        'upsert_node',
        () => ({ project_id: project, id: 'concept.nameless', label: 'Concept' }),
        'name',
      ],
      ['batch_upsert_nodes', () => ({ nodes: [{ name: 'x' }] }), 'project_id'],
      ['batch_upsert_nodes', () => ({ project_id: project }), 'nodes'],
      [
        'batch_upsert_nodes',
        () => ({ project_id: project, nodes: [{ id: 'concept.nameless', label: 'Concept' }] }),
        'nodes.0.name',
      ],
      [
        'batch_upsert_nodes',
        () => ({
          project_id: project,
          nodes: [{ id: 'concept.fine', label: 'Concept', name: 'Fine' }, { label: 'Concept' }],
        }),
        'nodes.1.name',
      ],
      ['upsert_edge', () => ({ project_id: project, from: 'concept.apples' }), 'to'],
      [
        'batch_upsert_edges',
        () => ({ project_id: project, edges: [{ from: 'concept.apples' }] }),
        'edges.0.to',
      ],
      ['delete_vertex', () => ({ project_id: project }), 'id'],
      ['delete_edge', () => ({ project_id: project }), 'edge_id'],
      ['answer_question', () => ({ project_id: project, question_pk: 'q' }), 'answer'],
      ['answer_question', () => ({ project_id: project, answer: 'yes' }), 'question_pk'],
      ['add_goal', () => ({}), 'project_id'],
      ['get_group_members', () => ({ project_id: project }), 'group_label'],
      ['delete_account', () => ({}), 'confirm'],
    ];
    it.each(cases)('%s without it', async (call, body, field) => {
      const res = await rejects(400, json(call, body()));
      expect(res.body.error.details?.[0]?.path).toBe(field);
      expect(res.body.error.message).toContain(field);
    });
  });

  describe('bodies that are not JSON', () => {
    it.each([
      ['a cut-off object', '{"prompt": "cider"'],
      ['single quotes and bare keys', "{prompt: 'cider'}"],
      ['a trailing comma', '{"prompt": "cider",}'],
      ['NaN', '{"project_id": NaN}'],
      ['two objects', '{"prompt": "a"}{"prompt": "b"}'],
      ['an empty body', ''],
      [
        'bytes that are not UTF-8',
        new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      ],
    ])('%s answers 400', async (_title, body) => {
      const res = await rejects(400, () => send('/api/create_project', { body }));
      expect(res.body.error.code).toBe('invalid_request');
    });

    it.each([
      ['text/plain', '{"prompt":"cider"}'],
      ['application/x-www-form-urlencoded', 'prompt=cider'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="prompt"\r\n\r\ncider\r\n--x--\r\n',
      ],
      ['application/xml', '<prompt>cider</prompt>'],
      ['application/octet-stream', '{"prompt":"cider"}'],
    ])('%s answers 415', async (contentType, body) => {
      const res = await rejects(415, () => send('/api/create_project', { body, contentType }));
      expect(res.body.error.code).toBe('unsupported_media_type');
    });

    it('a body without a content type answers 415', async () => {
      // fetch labels a string body text/plain; a byte body goes without a content type at all.
      await rejects(415, () =>
        send('/api/create_project', {
          body: new TextEncoder().encode('{"prompt":"cider"}'),
          contentType: null,
        }),
      );
    });
  });

  describe('size limits', () => {
    it('a body over LIMITS.bodyBytes answers 413', async () => {
      const body = JSON.stringify({ prompt: 'x'.repeat(LIMITS.bodyBytes + 10) });
      const res = await rejects(413, () => send('/api/create_project', { body }));
      expect(res.body.error.code).toBe('payload_too_large');
    });

    it('a chunked body (no Content-Length) over the limit answers 413', async () => {
      const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024)}",`);
      const chunks = Math.ceil(LIMITS.bodyBytes / chunk.length) + 2;
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new TextEncoder().encode('{"prompt":"x","pad":['));
          if (sent++ < chunks) controller.enqueue(chunk);
          else {
            controller.enqueue(new TextEncoder().encode('"x"]}'));
            controller.close();
          }
        },
      });
      const res = await rejects(413, () => send('/api/create_project', { body: stream }));
      expect(res.body.error.code).toBe('payload_too_large');
    });

    it.each([
      [
        'a name of 100k characters',
        'upsert_node',
        () => ({ project_id: project, id: 'concept.big', name: 'n'.repeat(100_000) }),
        'name',
      ],
      [
        'a prompt of 100k characters',
        'create_project',
        () => ({ prompt: 'p'.repeat(100_000) }),
        'prompt',
      ],
      [
        'an id of 1,000 characters',
        'upsert_node',
        () => ({ project_id: project, id: 'i'.repeat(1000), name: 'x' }),
        'id',
      ],
      [
        'a label of 1,000 characters',
        'upsert_node',
        () => ({ project_id: project, id: 'concept.l', label: 'L'.repeat(1000), name: 'x' }),
        'label',
      ],
      [
        'an answer of 100k characters',
        'answer_question',
        () => ({ project_id: project, question_pk: 'q', answer: 'a'.repeat(100_000) }),
        'answer',
      ],
      [
        'an attribute key of 10k characters',
        'upsert_node',
        () => ({ primary_key: 'concept.apples', attributes: { ['k'.repeat(10_000)]: 1 } }),
        'attributes',
      ],
      [
        'attributes of 1 MB',
        'upsert_node',
        () => ({ primary_key: 'concept.apples', attributes: { blob: 'b'.repeat(1_000_000) } }),
        'attributes',
      ],
      [
        'edge properties of 1 MB',
        'upsert_edge',
        () => ({
          project_id: project,
          from: 'concept.apples',
          to: 'concept.yeast',
          properties: { blob: 'b'.repeat(1_000_000) },
        }),
        'properties',
      ],
      [
        'a node batch over LIMITS.batchNodes',
        'batch_upsert_nodes',
        () => ({
          project_id: project,
          nodes: Array.from({ length: LIMITS.batchNodes + 1 }, (_, i) => ({
            id: `c.${i}`,
            name: 'x',
          })),
        }),
        'nodes',
      ],
    ])('%s answers 400', async (_title, call, body, field) => {
      const res = await rejects(400, json(call, body()));
      expect(res.body.error.details?.[0]?.path ?? '').toMatch(
        new RegExp(`^${field.replace('.', '\\.')}`),
      );
      // The message names the field; it does not echo a huge value back (a huge key is its name).
      if (!_title.includes('key')) expect(JSON.stringify(res.body).length).toBeLessThan(5000);
    });
  });

  describe('deep nesting answers 4xx, never 500', () => {
    const deep = [
      ['10k nested arrays', nestedArrays(10_000)],
      ['10k nested objects', nestedObjects(10_000)],
      ['100k nested arrays', nestedArrays(100_000)],
    ] as const;

    it.each(deep)('%s in attributes', async (_title, nested) => {
      await rejects(
        400,
        text('upsert_node', `{"primary_key":"concept.apples","attributes":{"deep":${nested}}}`),
      );
    });

    it.each(deep)('%s in properties.attributes of a new node', async (_title, nested) => {
      await rejects(
        400,
        text(
          'upsert_node',
          `{"project_id":"${project}","id":"concept.deep","properties":{"name":"Deep","attributes":{"d":${nested}}}}`,
        ),
      );
    });

    it.each(deep)('%s in edge properties', async (_title, nested) => {
      await rejects(
        400,
        text(
          'upsert_edge',
          `{"project_id":"${project}","from":"concept.apples","to":"concept.yeast","properties":{"d":${nested}}}`,
        ),
      );
    });

    it.each(deep)('%s as a batch item', async (_title, nested) => {
      await rejects(
        400,
        text('batch_upsert_nodes', `{"project_id":"${project}","nodes":[${nested}]}`),
      );
    });

    it.each(deep)('%s in place of project_id', async (_title, nested) => {
      await rejects(400, text('get_project_graph', `{"project_id":${nested}}`));
    });

    it.each(deep)('%s as the whole body', async (_title, nested) => {
      await rejects(400, text('create_project', nested));
    });

    it('nested nine levels (one past the limit) is refused; eight are taken', async () => {
      const nine = { a: { b: { c: { d: { e: { f: { g: { h: {} } } } } } } } };
      const res = await rejects(
        400,
        json('upsert_node', { primary_key: 'concept.apples', attributes: nine }),
      );
      expect(res.body.error.details?.[0]?.path).toBe('attributes');
      const eight = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
      const ok = await ann.call('upsert_node', { primary_key: 'concept.yeast', attributes: eight });
      expect(ok.status).toBe(200);
      expect(ok.body.result.node.attributes.a).toEqual(eight.a);
    });
  });

  describe('__proto__, constructor and prototype keys answer 4xx', () => {
    const raw: [string, string, () => string][] = [
      [
        '__proto__ at the top level',
        'create_project',
        () => '{"__proto__":{"polluted":true},"prompt":"cider"}',
      ],
      [
        'escaped __proto__ at the top level',
        'create_project',
        () => '{"\\u005f_proto__":{"polluted":true},"prompt":"cider"}',
      ],
      [
        'constructor.prototype at the top level',
        'create_project',
        () => '{"constructor":{"prototype":{"polluted":true}},"prompt":"cider"}',
      ],
      [
        '__proto__ in attributes',
        'upsert_node',
        () => '{"primary_key":"concept.apples","attributes":{"__proto__":{"polluted":true}}}',
      ],
      [
        '__proto__ deep in attributes',
        'upsert_node',
        () =>
          '{"primary_key":"concept.apples","attributes":{"a":{"b":{"__proto__":{"polluted":true}}}}}',
      ],
      [
        'constructor in attributes',
        'upsert_node',
        () => '{"primary_key":"concept.apples","attributes":{"constructor":"x"}}',
      ],
      [
        'constructor.prototype in attributes',
        'upsert_node',
        () =>
          '{"primary_key":"concept.apples","attributes":{"constructor":{"prototype":{"polluted":true}}}}',
      ],
      [
        'prototype in attributes',
        'upsert_node',
        () => '{"primary_key":"concept.apples","attributes":{"prototype":{"polluted":true}}}',
      ],
      [
        '__proto__ in properties.attributes',
        'upsert_node',
        () =>
          '{"primary_key":"concept.apples","properties":{"attributes":{"__proto__":{"polluted":true}}}}',
      ],
      [
        'constructor in properties.attributes',
        'upsert_node',
        () => '{"primary_key":"concept.apples","properties":{"attributes":{"constructor":"x"}}}',
      ],
      [
        '__proto__ in a batch item',
        'batch_upsert_nodes',
        () =>
          `{"project_id":"${project}","nodes":[{"__proto__":{"id":"concept.apples"},"name":"x"}]}`,
      ],
      [
        'constructor in a batch item’s attributes',
        'batch_upsert_nodes',
        () =>
          `{"project_id":"${project}","nodes":[{"id":"concept.apples","attributes":{"constructor":"x"}}]}`,
      ],
      [
        '__proto__ in edge properties',
        'upsert_edge',
        () =>
          `{"project_id":"${project}","from":"concept.apples","to":"concept.yeast","properties":{"__proto__":{"polluted":true}}}`,
      ],
      [
        'constructor in edge properties',
        'upsert_edge',
        () =>
          `{"project_id":"${project}","from":"concept.apples","to":"concept.yeast","properties":{"constructor":"x"}}`,
      ],
    ];
    it.each(raw)('%s', async (_title, call, body) => {
      const res = await rejects([400, 422], text(call, body()));
      expect(res.status).toBeLessThan(500);
      const node = await ann.call('get_node', {
        project_id: project,
        primary_key: 'concept.apples',
      });
      expect(Object.keys(node.body.result.node.attributes)).not.toContain('polluted');
    });
  });

  describe('text the store cannot hold answers 400, not 500', () => {
    // PostgreSQL text and jsonb cannot hold U+0000; the contract lets it through for names.
    it.each([
      [
        'a NUL in a name',
        'upsert_node',
        () => ({ primary_key: 'concept.apples', name: 'App\u0000les' }),
      ],
      [
        'a NUL in a new node’s name',
        'upsert_node',
        () => ({ project_id: project, id: 'concept.nul', name: 'a\u0000b' }),
      ],
      [
        'a NUL in an attribute value',
        'upsert_node',
        () => ({ primary_key: 'concept.apples', attributes: { note: 'a\u0000b' } }),
      ],
      [
        'a NUL in a label',
        'upsert_node',
        () => ({ project_id: project, id: 'concept.nul', label: 'Con\u0000cept', name: 'x' }),
      ],
      ['a NUL in a prompt', 'create_project', () => ({ prompt: 'brew \u0000 cider' })],
      [
        'a NUL in an edge label',
        'upsert_edge',
        () => ({
          project_id: project,
          from: 'concept.apples',
          to: 'concept.yeast',
          label: 'a\u0000b',
        }),
      ],
      ['a NUL in a goal name', 'add_goal', () => ({ project_id: project, name: 'Goal \u0000' })],
    ])('%s', async (_title, call, body) => {
      await rejects(400, json(call, body()));
    });
  });

  describe('unknown calls and methods', () => {
    it.each([
      '/api/nope',
      '/api/__proto__',
      '/api/constructor',
      '/api/toString',
      '/api',
      '/api/',
      '/api/run_prompt_queue/x',
    ])('POST %s answers 404 JSON', async (path) => {
      const res = await rejects(404, () => send(path, { body: '{}' }));
      expect(res.body.error.code).toBe('not_found');
    });

    it('an unknown call without a token answers 401 or 404, in JSON', async () => {
      await rejects([401, 404], () => send('/api/nope', { body: '{}', token: null }));
    });

    it.each(['GET', 'PUT', 'DELETE', 'PATCH'])(
      '%s on a call answers 404 or 405 JSON',
      async (method) => {
        await rejects([404, 405], () =>
          send('/api/create_project', {
            method,
            ...(method === 'GET' ? { contentType: null } : { body: '{"prompt":"cider"}' }),
          }),
        );
      },
    );
  });

  describe('batches are all or nothing unless continue_on_error', () => {
    const items = () => [
      { id: 'concept.press', label: 'Concept', name: 'Press' },
      { id: 'concept.bad', label: 'Concept', name: 42 },
      { id: 'concept.bottle', label: 'Concept', name: 'Bottle' },
      { id: 'concept.nameless', label: 'Concept' },
    ];

    it('one invalid node among valid ones rejects the whole batch and writes nothing', async () => {
      const res = await rejects(
        400,
        json('batch_upsert_nodes', { project_id: project, nodes: items() }),
      );
      const paths = res.body.error.details.map((d: { path: string }) => d.path);
      expect(paths).toContain('nodes.1.name');
      for (const id of ['concept.press', 'concept.bottle']) {
        expect((await ann.call('get_node', { project_id: project, primary_key: id })).status).toBe(
          404,
        );
      }
    });

    it('a node that is valid in shape but cannot be created rejects the whole batch', async () => {
      const res = await rejects(
        400,
        json('batch_upsert_nodes', {
          project_id: project,
          nodes: [items()[0], items()[3], { primary_key: 'concept.apples', name: 'Green apples' }],
        }),
      );
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(['nodes.1.name']);
      const apples = await ann.call('get_node', {
        project_id: project,
        primary_key: 'concept.apples',
      });
      expect(apples.body.result.node.name).toBe('Apples');
    });

    it.each([
      ['options.continue_on_error', { options: { continue_on_error: true } }],
      ['continue_on_error', { continue_on_error: true }],
    ])('with %s the valid nodes are written and each item reports', async (_title, flag) => {
      const ids = items().map((n, i) => ({ ...n, id: `${n.id}.${_title.length}.${i}` }));
      const before = await counts();
      const res = await ann.call('batch_upsert_nodes', {
        project_id: project,
        nodes: ids,
        ...flag,
      });
      expect(res.status).toBe(200);
      expect(res.body.result.upserted).toBe(2);
      expect(res.body.result.results).toEqual([
        { index: 0, id: ids[0]?.id, ok: true },
        expect.objectContaining({
          index: 1,
          ok: false,
          error: expect.objectContaining({ code: 'invalid_request' }),
        }),
        { index: 2, id: ids[2]?.id, ok: true },
        expect.objectContaining({
          index: 3,
          ok: false,
          error: expect.objectContaining({ message: expect.stringContaining('name') }),
        }),
      ]);
      expect(res.body.result.results[1].error.message).toContain('nodes.1.name');
      expect(await counts()).toEqual({ ...before, vertices: (before?.vertices ?? 0) + 2 });
      expect(
        (await ann.call('get_node', { project_id: project, primary_key: ids[0]?.id })).status,
      ).toBe(200);
      expect(
        (await ann.call('get_node', { project_id: project, primary_key: ids[1]?.id })).status,
      ).toBe(404);
      expect(
        (await ann.call('get_node', { project_id: project, primary_key: ids[3]?.id })).status,
      ).toBe(404);
    });

    it('one invalid edge among valid ones rejects the whole batch; continue_on_error writes the valid ones', async () => {
      const edges = [
        { from: 'concept.apples', to: 'concept.yeast', label: 'feeds' },
        { from: 'concept.apples', to: 'concept.apples' },
        { from: 'concept.yeast', to: 'concept.apples', label: 'eats', properties: 'heavy' },
      ];
      const res = await rejects(400, json('batch_upsert_edges', { project_id: project, edges }));
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual([
        'edges.1.to',
        'edges.2.properties',
      ]);

      const before = await counts();
      const partial = await ann.call('batch_upsert_edges', {
        project_id: project,
        edges,
        options: { continue_on_error: true },
      });
      expect(partial.status).toBe(200);
      expect(partial.body.result.upserted).toBe(1);
      expect(partial.body.result.results.map((r: { ok: boolean }) => r.ok)).toEqual([
        true,
        false,
        false,
      ]);
      expect(await counts()).toEqual({ ...before, edges: (before?.edges ?? 0) + 1 });
    });
  });
});
