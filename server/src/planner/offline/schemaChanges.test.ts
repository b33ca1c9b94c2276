import { describe, expect, it } from 'vitest';
import { guessField, readSchemaChanges, typeName } from './schemaChanges';
import { breakDown } from './work';

describe('reading schema changes', () => {
  it.each([
    [
      'Add Creature and Location types',
      [{ kind: 'add', names: ['Creature', 'Location'], fields: [] }],
    ],
    [
      'add a habitat field to Creature',
      [{ kind: 'add_fields', type: 'Creature', fields: ['habitat'] }],
    ],
    [
      'Creatures should have a danger level and diet',
      [{ kind: 'add_fields', type: 'Creatures', fields: ['danger level', 'diet'] }],
    ],
    ['Rename Location to Realm', [{ kind: 'rename', from: 'Location', to: 'Realm' }]],
    ['remove the Potion type', [{ kind: 'remove', names: ['Potion'] }]],
    [
      'link Creature to Location as lives_in',
      [{ kind: 'link', from: 'Creature', to: 'Location', label: 'lives_in' }],
    ],
    [
      'Add a Supplier type with fields phone and email. Then remove Potion',
      [
        { kind: 'add', names: ['Supplier'], fields: ['phone', 'email'] },
        { kind: 'remove', names: ['Potion'] },
      ],
    ],
    ['make it better', []],
  ])('%s', (prompt, changes) => {
    expect(readSchemaChanges(prompt)).toEqual(changes);
  });

  it('names types in the singular, title case, and refuses what is not a noun', () => {
    expect(['Creatures', 'the locations', 'menu items', 'Stories', 'Status'].map(typeName)).toEqual(
      ['Creature', 'Location', 'Menu Item', 'Story', 'Status'],
    );
    expect(typeName('it better')).toBeUndefined();
    expect(typeName('{name}')).toBeUndefined();
  });

  it('guesses field types from their names', () => {
    const types = ['Location'];
    expect(
      [
        'due_date',
        'price',
        'quantity',
        'is_active',
        'website',
        'email',
        'notes',
        'colour',
        'location',
      ].map((n) => guessField(n, types).type),
    ).toEqual([
      'date',
      'money',
      'number',
      'boolean',
      'url',
      'email',
      'text',
      'string',
      'reference',
    ]);
  });
});

describe('breaking a request into work', () => {
  it('shapes the steps by the kind of work and speaks of the object', () => {
    const w = breakDown('find suppliers for flour and butter', 'find');
    expect(w.name).toBe('Find suppliers for flour and butter');
    expect(w.steps).toHaveLength(4);
    expect(w.steps.every((s) => s.includes('suppliers for flour and butter'))).toBe(true);
    expect(breakDown('write my wedding speech', 'write').steps[0]).toBe(
      'Outline your wedding speech',
    );
    expect(breakDown('sort things out', undefined).steps[0]).toMatch(/“sort things out”/);
  });
});
