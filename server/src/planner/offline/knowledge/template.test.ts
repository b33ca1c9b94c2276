import { describe, expect, it } from 'vitest';
import { type Casing, render, templateProblems, variantsOf } from './template';

const casing: Casing = {
  title: (t) => t.replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
  capitalise: (t) => t.charAt(0).toUpperCase() + t.slice(1),
  withArticle: (t) => `a ${t}`,
};

describe('templates', () => {
  it('uses the first variant whose required slots are known; optional slots leave no gap', () => {
    const t = ['Open the {noun} {by_deadline}', 'Open the {noun} {in_place?}'];
    expect(render(t, { noun: 'bakery', by_deadline: 'by May' }, casing)).toBe(
      'Open the bakery by May',
    );
    expect(render(t, { noun: 'bakery' }, casing)).toBe('Open the bakery');
    expect(render('{route} Migration', {}, casing)).toBeUndefined();
  });

  it('skips a conditional variant whose conditions do not hold', () => {
    const t = [{ text: 'Launching {subject|a} online', when: ['online'] }, 'Opening {subject|a}'];
    const online = (c: { when?: readonly string[] | undefined }) => !!c.when?.includes('online');
    expect(render(t, { subject: 'shop' }, casing, online)).toBe('Launching a shop online');
    expect(render(t, { subject: 'shop' }, casing, () => false)).toBe('Opening a shop');
    expect(variantsOf(t, () => false)).toEqual(['Opening {subject|a}']);
  });

  it('names unknown slots and stray braces', () => {
    expect(templateProblems('{nope} and {route}')).toEqual(['unknown slot {nope}']);
    expect(templateProblems('a } b')).toEqual(['has a brace outside a slot']);
  });
});
