import { describe, expect, it } from 'vitest';
import { nameKey, textProblem } from './text';

describe('engine text checks', () => {
  it('catch placeholders and printed missing values', () => {
    for (const leak of [
      'Open {name}',
      'Hire {{ role }}',
      'Cost ${price}',
      '<%= title %>',
      'undefined',
      ' null ',
      '[object Object]',
      '{}',
    ]) {
      expect(textProblem(leak), leak).toBeDefined();
    }
    expect(textProblem('  ')).toBe('is blank');
  });

  it('let ordinary language through', () => {
    for (const ok of [
      'Fix undefined behaviour in the parser',
      'Handle null values',
      'Budget: 20k EUR (by March)',
      'Use “curly quotes”',
    ]) {
      expect(textProblem(ok), ok).toBeUndefined();
    }
  });

  it('compare names ignoring case, spacing and end punctuation', () => {
    expect(nameKey('  Bake   BREAD. ')).toBe(nameKey('bake bread'));
  });
});
