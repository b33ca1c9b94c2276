import { describe, expect, it } from 'vitest';
import { actionOf, factsIn, readPrompt } from './terms';

describe('reading the user’s terms from a prompt', () => {
  it.each([
    ['I want to open a small bakery in Lisbon', { subject: 'small bakery', place: 'Lisbon' }],
    [
      'plan our wedding in Tuscany for 80 guests next June',
      { subject: 'wedding', place: 'Tuscany', people: '80 guests', deadline: 'next June' },
    ],
    [
      'finish my PhD thesis on coral reef bleaching by June 2027',
      { subject: 'PhD thesis', topic: 'coral reef bleaching', deadline: 'June 2027' },
    ],
    [
      'renovate the kitchen and bathroom of my flat for under £30,000',
      { subject: 'kitchen and bathroom', budget: '£30,000' },
    ],
    [
      'build a SaaS for small accounting firms to track invoices',
      { subject: 'SaaS', audience: 'small accounting firms' },
    ],
    [
      'learn Spanish well enough to live in Madrid',
      { subject: '', topic: 'Spanish', place: 'Madrid' },
    ],
    ["reduce my household's energy bills", { subject: 'energy bills' }],
    [
      'write a fantasy novel about a city of glass',
      { subject: 'fantasy novel', topic: 'city of glass' },
    ],
    [
      'Build an indie platformer in Godot and release it on Steam next year',
      { subject: 'indie platformer', deadline: 'next year' },
    ],
    ['Learn Spanish to B2 by June', { subject: '', topic: 'Spanish', deadline: 'June' }],
    [
      'Build a budgeting app for young couples',
      { subject: 'budgeting app', audience: 'young couples' },
    ],
    ['run my first marathon in under four hours', { subject: 'first marathon' }],
    ['I want to restore a 1970s sailing boat', { subject: '1970s sailing boat' }],
  ])('%s', (prompt, terms) => {
    expect(readPrompt(prompt).terms).toEqual(terms);
  });

  it('takes facts from answers, which win over the prompt', () => {
    const r = readPrompt('open a bakery by May', [
      'budget 20k EUR, open by March',
      'About 3 staff',
    ]);
    expect(r.terms).toMatchObject({ budget: '20k EUR', deadline: 'March', people: '3 staff' });
  });

  it.each([
    ['We have about $5000 and three months', { budget: '$5000', deadline: 'within three months' }],
    ['€12,500 max', { budget: '€12,500' }],
    ['a budget of 8000', { budget: '8000' }],
    ['30 thousand pounds', { budget: '30 thousand pounds' }],
    ['Before the end of September', { deadline: 'end of September' }],
  ])('finds facts in "%s"', (text, expected) => {
    const facts = Object.fromEntries(factsIn(text).map((f) => [f.kind, f.value]));
    expect(facts).toMatchObject(expected);
  });

  it('strips polite lead-ins and keeps the first clause', () => {
    expect(actionOf("Hi! Could you help me to plan a garden party? It's in May.")).toBe(
      'plan a garden party',
    );
    expect(actionOf("We're planning to launch our app")).toBe('launch our app');
  });
});

describe('text that is not words', () => {
  it('leaves runs of over 40 characters out of the reading', () => {
    const mash = 'x'.repeat(3990);
    expect(readPrompt(mash).terms.subject).toBe('');
    const mixed = readPrompt(`open a bakery in Lisbon ${'a1'.repeat(30)}`).terms;
    expect(mixed).toMatchObject({ subject: 'bakery', place: 'Lisbon' });
    expect(JSON.stringify(mixed)).not.toContain('a1a1');
  });
});
