import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge/load';
import { parseBrief } from './parse';
import { knownIn, mayBeIn } from './where';

const where = (goal: string, answers: string[] = []) =>
  parseBrief(goal, answers, knowledge().lexicon).where?.map((c) => c.code);

describe('where a goal is set', () => {
  it('is the country of the place it names, by city, region or country', () => {
    expect(where('open a nail salon in Houston')).toEqual(['us']);
    expect(where('get my CDL class A in Texas before the summer')).toEqual(['us']);
    expect(where('plan our wedding in Tuscany next June for 120 guests')).toEqual(['it']);
    expect(where('set up a repair café in Brunswick, Melbourne')).toEqual(['au']);
    expect(where('open a bakery in Lisbon')).toEqual(['pt']);
  });

  it('finds a city the countries do not list in the gazetteer, the larger city of a shared name', () => {
    expect(where('open a bakery in Nakuru')).toEqual(['ke']);
    expect(where('open a bouldering gym in Geelong')).toEqual(['au']);
    expect(where('open a board-game café in Ghent')).toEqual(['be']);
    expect(where('run a food bank in Perth')).toEqual(['au']);
  });

  it('reads a place from an answer when the goal names none', () => {
    expect(where('open a bakery', ['Porto, Portugal'])).toEqual(['pt']);
  });

  it('falls back to the currency of the budget', () => {
    expect(where('renovate our kitchen with £30,000')).toEqual(['uk']);
    const euro = where('renovate our kitchen with €30,000');
    expect(euro).toContain('pt');
    expect(euro).not.toContain('uk');
  });

  it('does not take a pronoun, an adjective or a common word for a place', () => {
    expect(where('help us build a mobile app for dog walkers')).toBeUndefined();
    expect(where('learn to cook nice Italian food')).toBeUndefined();
    expect(where('write a novel')).toBeUndefined();
  });

  it('keeps one country’s rules out of a plan set in another', () => {
    const texas = parseBrief('get my CDL in Texas', [], knowledge().lexicon).where;
    const euro = parseBrief('move house with €20,000', [], knowledge().lexicon).where;
    expect(mayBeIn(texas, ['uk'])).toBe(false);
    expect(mayBeIn(texas, ['us'])).toBe(true);
    expect(mayBeIn(undefined, ['uk'])).toBe(true);
    expect(knownIn(undefined, ['us'])).toBe(false);
    expect(knownIn(texas, ['us'])).toBe(true);
    expect(mayBeIn(euro, ['eu'])).toBe(true);
    expect(knownIn(euro, ['eu'])).toBe(true);
    expect(mayBeIn(euro, ['uk'])).toBe(false);
  });
});
