import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on semicolons at line ends and drops comments', () => {
    expect(
      splitStatements('-- a comment\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n'),
    ).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });

  it('keeps a dollar-quoted function body whole', () => {
    const sql =
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN NULL;\nEND\n$$;\nSELECT 1;';
    expect(splitStatements(sql)).toEqual([
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN NULL;\nEND\n$$',
      'SELECT 1',
    ]);
  });
});
