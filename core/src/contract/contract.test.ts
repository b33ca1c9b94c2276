import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { buildOpenApi } from '../openapi';
import { DeleteAccountRequest } from './account';
import { CALLS, type CallName } from './calls';
import { Attributes, jsonDepth } from './common';
import { NodeInput } from './nodes';

describe('NodeInput', () => {
  it('reads both payload shapes of spec §7 into one write', () => {
    expect(
      NodeInput.parse({
        id: 'p1',
        label: 'project',
        pk: 'project',
        project_id: 'p1',
        properties: {
          name: 'Bakery',
          description: 'Bread',
          project_type: 'Retail',
          attributes: { a: 1 },
        },
      }),
    ).toEqual({
      id: 'p1',
      label: 'project',
      pk: 'project',
      project_id: 'p1',
      name: 'Bakery',
      attributes: { a: 1, description: 'Bread', project_type: 'Retail' },
    });
    expect(NodeInput.parse({ primary_key: 'q1', x: 10, y: null, visible: false })).toEqual({
      id: 'q1',
      x: 10,
      y: null,
      visible: false,
    });
  });

  it('refuses an id and a primary_key that disagree, and blank names', () => {
    expect(NodeInput.safeParse({ id: 'a', primary_key: 'b' }).success).toBe(false);
    expect(NodeInput.safeParse({ id: 'a', name: '   ' }).success).toBe(false);
    expect(NodeInput.safeParse({ id: 'a', x: Number.POSITIVE_INFINITY }).success).toBe(false);
  });
});

describe('Attributes', () => {
  it('refuse prototype keys, deep nesting and oversized values', () => {
    expect(Attributes.safeParse(JSON.parse('{"__proto__": {"x": 1}}')).success).toBe(false);
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(Attributes.safeParse({ deep }).success).toBe(false);
    expect(Attributes.safeParse({ big: 'x'.repeat(LIMITS.attributesBytes) }).success).toBe(false);
    expect(Attributes.safeParse({ ok: { nested: [1, 2, { three: 3 }] } }).success).toBe(true);
  });

  it('measure depth without recursion', () => {
    expect(jsonDepth({ a: { b: [1] } }, 10)).toBe(3);
    expect(jsonDepth('x', 10)).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents every call with its request and response schema', () => {
    const names = Object.keys(CALLS) as CallName[];
    const doc = buildOpenApi(names) as {
      paths: Record<string, { post: { operationId: string; requestBody: unknown } }>;
    };
    expect(Object.keys(doc.paths)).toHaveLength(names.length);
    const upsert = doc.paths['/api/upsert_node']?.post;
    expect(upsert?.operationId).toBe('upsert_node');
    expect(JSON.stringify(upsert?.requestBody)).toContain('primary_key');
    const deletion = doc.paths['/api/delete_account']?.post;
    expect(JSON.stringify(deletion?.requestBody)).toContain('"const":"DELETE"');
  });
});

describe('DeleteAccountRequest', () => {
  it('takes only the exact confirmation word', () => {
    expect(DeleteAccountRequest.parse({ confirm: 'DELETE' })).toEqual({ confirm: 'DELETE' });
    for (const confirm of [undefined, 'delete', ' DELETE', 'DELETE ', true, 'yes']) {
      expect(DeleteAccountRequest.safeParse({ confirm }).success).toBe(false);
    }
  });
});
