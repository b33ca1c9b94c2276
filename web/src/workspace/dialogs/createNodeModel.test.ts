import type { NodeType } from '@trellis/core';
import { describe, expect, it } from 'vitest';
import { compositionFor, keptAttributes, matchType, typeNames } from './createNodeModel';

const type = (name: string, fields: NodeType['fields'] = []): NodeType => ({
  id: `node-type.${name.toLowerCase()}`,
  name,
  color: null,
  color_token: null,
  icon: null,
  notes: null,
  fields,
  visible: true,
});

describe('Create Node model', () => {
  it('offers the default types while the schema has none', () => {
    expect(typeNames({ node_types: [] })).toEqual(['Concept', 'Schema', 'Project', 'Task']);
    expect(typeNames({ node_types: [type('Loaf')] })).toEqual(['Loaf']);
  });

  it('keeps a prefilled type the schema lacks, and matches one it has whatever the case', () => {
    expect(typeNames({ node_types: [type('Loaf')] }, 'Ingredient')).toEqual(['Loaf', 'Ingredient']);
    expect(typeNames({ node_types: [type('Loaf')] }, 'loaf')).toEqual(['Loaf']);
    expect(matchType(['Loaf', 'Task'], ' task ')).toBe('Task');
    expect(matchType(['Loaf'], null)).toBeUndefined();
  });

  it('builds a section per related field, or one Members section', () => {
    const loaf = type('Loaf', [
      { name: 'Ingredients', type: 'string', required: false, relation: 'Ingredient' },
      { name: 'weight', type: 'number', required: false },
      { name: 'Baker', type: 'string', required: false, relation: ' Person ' },
    ]);
    expect(compositionFor({ node_types: [loaf] }, 'loaf')).toEqual([
      { member_label: 'Ingredient', edge_label: 'contains', title: 'Ingredients' },
      { member_label: 'Person', edge_label: 'contains', title: 'Baker' },
    ]);
    expect(compositionFor({ node_types: [type('Task')] }, 'Task')).toEqual([
      { member_label: '', edge_label: 'contains', title: 'Members' },
    ]);
  });

  it('keeps a pair only when its trimmed key is not blank, values as typed', () => {
    const kept = keptAttributes([
      { key: ' flour ', value: ' rye ' },
      { key: '   ', value: 'dropped' },
      { key: 'empty', value: '' },
      { key: '__proto__', value: 'an own key the server refuses by name' },
    ]);
    expect(JSON.parse(JSON.stringify(kept))).toEqual({
      flour: ' rye ',
      empty: '',
      ['__proto__']: 'an own key the server refuses by name',
    });
  });
});
