import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge/load';
import { type Brief, constraint } from './brief';
import { parseBrief } from './parse';

const read = (goal: string, answers: string[] = []) =>
  parseBrief(goal, answers, knowledge().lexicon);
const facts = (b: Brief) =>
  Object.fromEntries(b.constraints.map((c) => [c.kind, c.value] as const));

describe('reading a goal into a brief', () => {
  it('tells a deadline from a span and a frequency', () => {
    const pilot = read(
      'I can fly two lessons a week and want my private pilot licence in 12 months',
    );
    expect(facts(pilot)).toEqual({ frequency: 'two lessons a week', duration: '12 months' });
    expect(pilot.subject?.text).toBe('private pilot licence');

    expect(facts(read('Bring our company to SOC 2 Type II by March 2027'))).toMatchObject({
      deadline: 'March 2027',
    });
    expect(facts(read('launch our card game next October'))).toEqual({
      deadline: 'next October',
    });
    expect(facts(read('cut support backlog by 30% this quarter')).deadline).toBe('this quarter');
    expect(facts(read('organise a 3-day conference in Berlin'))).toEqual({
      duration: '3 days',
      place: 'Berlin',
    });
    expect(facts(read('finish the thesis by the end of 2026')).deadline).toBe('the end of 2026');
  });

  it('keeps numbers that qualify the subject out of its name', () => {
    const b = read('Bring our 40-person company to SOC 2 Type II by March 2027');
    expect(constraint(b, 'headcount')).toMatchObject({ value: '40 people', count: 40 });
    expect(b.subject?.text).toBe('company');
    expect(b.org).toBe('company');
    expect(b.standard).toBe('SOC 2 Type II');
    expect(b.level).toBe('Type II');
  });

  it('reads money with its currency', () => {
    const b = read('open a Neapolitan pizzeria in Porto with a budget of USD 120,000');
    expect(constraint(b, 'budget')).toMatchObject({
      value: 'USD 120,000',
      amount: 120000,
      currency: 'USD',
    });
    expect(b.subject).toEqual({
      text: 'Neapolitan pizzeria',
      head: 'pizzeria',
      modifiers: ['Neapolitan'],
    });
    expect(constraint(read('renovate the bathroom for under £30k'), 'budget')).toMatchObject({
      amount: 30000,
      currency: 'GBP',
    });
    expect(constraint(read('a 20k EUR budget for the move'), 'budget')?.currency).toBe('EUR');
  });

  it('reads a measurable target: metric, baseline, target, direction', () => {
    const ed = read(
      'Reduce emergency department waiting times from 6 hours to 4 hours by December 2027',
    );
    expect(ed.target).toMatchObject({
      metric: 'emergency department waiting times',
      baseline: '6 hours',
      target: '4 hours',
      direction: 'down',
      verb: 'reduce',
    });
    expect(facts(ed)).toEqual({ deadline: 'December 2027' });
    const clinic = read('cut no-shows at our clinic by 40% this quarter');
    expect(clinic.target).toMatchObject({
      metric: 'no-shows',
      change: 'by 40%',
      direction: 'down',
    });
    expect(clinic.org).toBe('clinic');
    expect(read('raise our NPS from 30 to 50').target).toMatchObject({ direction: 'up' });
  });

  it('reads money to raise as a target, not a budget', () => {
    const b = read("raise €50,000 for our school's new playground");
    expect(b.target).toMatchObject({ metric: 'funds raised', target: '€50,000' });
    expect(constraint(b, 'budget')).toBeUndefined();
  });

  it('tells the language, and reads nothing into a goal it cannot read', () => {
    const es = read('abrir una panadería en Lisboa');
    expect(es.language).toMatchObject({ code: 'es', name: 'Spanish', english: false });
    expect(es.subject).toBeUndefined();
    expect(read('Ich möchte ein Café in Berlin eröffnen').language.code).toBe('de');
    expect(read('東京でラーメン屋を開きたい').language.name).toBe('Japanese');
    expect(read('open a café in São Paulo').language.english).toBe(true);
  });

  it('takes places and facts from answers, the latest winning', () => {
    const b = read('open a bakery', ['Porto', 'About €80,000, opening next spring']);
    expect(facts(b)).toMatchObject({
      place: 'Porto',
      budget: '€80,000',
      deadline: 'next spring',
    });
  });

  it('keeps sentences of a long brief that say what cannot change', () => {
    const long = `We are a 12-person design studio in Leeds. We want to move to a new office by June 2027.
      The budget is £90,000 including furniture. The new office must be within a ten-minute walk of the
      station and we cannot lose more than one working day to the move itself. Everyone keeps their
      own desk; hot-desking is not an option for us at all, and the studio has to stay open for
      clients throughout the whole period of the move and the fit-out.`;
    const b = read(long);
    expect(b.constraints.filter((c) => c.kind === 'non_negotiable').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(facts(b)).toMatchObject({ budget: '£90,000', deadline: 'June 2027' });
  });
});
