import { DEFAULT_NODE_TYPE_COLOR } from '@trellis/core';
import { describe, expect, it } from 'vitest';
import { themeByName } from '../../theme/themes';
import { checkNewTypeName, parseFields, swatchColor } from './schemaModel';

describe('parseFields', () => {
  const fields = [
    { name: 'title', type: 'string', required: true, description: 'What it is called' },
    { name: 'habitat', relation: 'Location', cardinality: 'many', instantiate: true },
  ];

  it('reads an array of field definitions, the type defaulting to string', () => {
    expect(parseFields(fields)).toEqual([
      { name: 'title', type: 'string', required: true, description: 'What it is called' },
      {
        name: 'habitat',
        type: 'string',
        required: false,
        relation: 'Location',
        cardinality: 'many',
        instantiate: true,
      },
    ]);
  });

  it('reads the same definitions from a JSON string of the array', () => {
    expect(parseFields(JSON.stringify(fields))).toEqual(parseFields(fields));
    expect(parseFields(` ${JSON.stringify(fields)}\n`)).toHaveLength(2);
  });

  it('answers no fields for nothing, blanks, bad JSON and values that are not lists', () => {
    for (const value of [undefined, null, '', '   ', '[{"name":', '{"name":"x"}', 42, {}, true]) {
      expect(parseFields(value)).toEqual([]);
    }
  });

  it('drops entries without a name and reads loose values', () => {
    expect(
      parseFields([
        null,
        7,
        [],
        { type: 'number' },
        { name: '   ' },
        ' plain ',
        { name: ' size ', type: ' ', required: 'true', instantiate: 'false', cardinality: 1 },
      ]),
    ).toEqual([
      { name: 'plain', type: 'string', required: false },
      { name: 'size', type: 'string', required: true, instantiate: false, cardinality: '1' },
    ]);
  });

  it('treats anything but true as not required', () => {
    const [a, b] = parseFields([
      { name: 'a', required: 'yes' },
      { name: 'b', required: 1 },
    ]);
    expect(a?.required).toBe(false);
    expect(b?.required).toBe(false);
  });
});

describe('swatchColor', () => {
  const ivy = themeByName('Ivy Grove');
  const plum = themeByName('Midnight Plum');

  it('uses the type’s own colour first', () => {
    expect(swatchColor({ color: '#123456', color_token: 'node-2' }, ivy)).toBe('#123456');
  });

  it('resolves the colour token through the given theme', () => {
    expect(swatchColor({ color: null, color_token: 'node-2' }, ivy)).toBe(ivy.palette[1]);
    expect(swatchColor({ color: '', color_token: 'node-2' }, plum)).toBe(plum.palette[1]);
    expect(ivy.palette[1]).not.toBe(plum.palette[1]);
  });

  it('ignores an own colour that is not one, such as a url() that would load from elsewhere', () => {
    const color = 'url(https://evil.invalid/beacon.png)';
    expect(swatchColor({ color, color_token: 'node-2' }, ivy)).toBe(ivy.palette[1]);
    expect(swatchColor({ color, color_token: null }, ivy)).toBe(DEFAULT_NODE_TYPE_COLOR);
  });

  it('falls back to the default type colour', () => {
    expect(swatchColor({ color: null, color_token: null }, ivy)).toBe(DEFAULT_NODE_TYPE_COLOR);
    expect(swatchColor({ color: null, color_token: 'no-such-token' }, ivy)).toBe(
      DEFAULT_NODE_TYPE_COLOR,
    );
  });
});

describe('checkNewTypeName', () => {
  const types = [
    { id: 'node-type.concept', name: 'Concept' },
    { id: 'node-type.my-type', name: 'My Type' },
  ];

  it('trims the name and turns spaces into dashes in the id', () => {
    expect(checkNewTypeName('  Sea   Creature ', types)).toEqual({
      ok: true,
      name: 'Sea Creature',
      id: 'node-type.sea-creature',
    });
  });

  it('refuses a blank name', () => {
    for (const raw of ['', '   ', '\n\t']) {
      expect(checkNewTypeName(raw, types)).toEqual({
        ok: false,
        message: 'Enter a name for the new type.',
      });
    }
  });

  it('refuses a name that exists, whatever its case', () => {
    expect(checkNewTypeName(' concept ', types)).toEqual({
      ok: false,
      message: 'A type named “Concept” already exists.',
    });
  });

  it('refuses a name whose id another type already has', () => {
    expect(checkNewTypeName('my-type', types)).toEqual({
      ok: false,
      message: 'A type named “My Type” already exists.',
    });
  });

  it('refuses an id that another vertex holds', () => {
    expect(checkNewTypeName('Thing', types, [{ id: 'node-type.thing' }])).toEqual({
      ok: false,
      message: 'The id node-type.thing is already used in this project.',
    });
  });
});
