import { describe, expect, it } from 'vitest';
import { findRequirements } from './requirements';

/** [goal, its main clause, the requirements read: `!` before a firm one]. */
type Case = [string, string, string[]];

const texts = (goal: string, action: string) =>
  findRequirements(goal, action).map((r) => (r.firm ? `!${r.text}` : r.text));

const reads = (cases: Case[]) => {
  for (const [goal, action, expected] of cases) expect(texts(goal, action), goal).toEqual(expected);
};

describe('findRequirements', () => {
  it('lists what a brief says it needs, one thing each, in the user’s words', () =>
    reads([
      [
        'Organise a 24-hour game jam in Galway. We need a venue, sponsors for food and prizes, and safeguarding properly sorted since they are all minors.',
        'organise a 24-hour game jam in Galway',
        ['Venue', 'Sponsors for food and prizes', 'Safeguarding properly sorted'],
      ],
    ]));

  it('marks musts and non-negotiables as firm, and keeps "and" inside one thing', () =>
    reads([
      [
        'Relocate our practice. Non-negotiables: no more than two working days of downtime, plotters and servers moved over one weekend, and staff consulted on desk layout and hybrid working.',
        'relocate our practice',
        [
          '!No more than two working days of downtime',
          '!Plotters and servers moved over one weekend',
          '!Staff consulted on desk layout and hybrid working',
        ],
      ],
      [
        'Ship the game. Must keep the look of our fonts, handle CJK line-breaking properly, and have native testers.',
        'ship the game',
        [
          '!Keep the look of your fonts',
          '!Handle CJK line-breaking properly',
          '!Have native testers',
        ],
      ],
      [
        'Launch a lunchbox. Requirements: all materials food-safe, and a 1.5 m drop test passed.',
        'launch a lunchbox',
        ['!All materials food-safe', '!1.5 m drop test passed'],
      ],
    ]));

  it('splits a last "and" only where a new thing starts', () =>
    reads([
      [
        'Open a gym. Must have a kids’ area, a small café and a training board.',
        'open a gym',
        ['!Kids’ area', '!Small café', '!Training board'],
      ],
      [
        'Run it. It needs HDEC ethics approval, ANZCTR registration and some stats support.',
        'run it well',
        ['HDEC ethics approval', 'ANZCTR registration', 'Stats support'],
      ],
    ]));

  it('reads no requirement from the goal itself, a question, a need to do, or a short aside', () =>
    reads([
      ['We need to hire three engineers by June.', 'hire three engineers by June', []],
      ['Open a clinic. What do we need to sort out first?', 'open a clinic', []],
      ['Get ISO 9001. Please set out what we need to do, in what order.', 'get ISO 9001', []],
      ['Roll out eMAR. Staff trained across all shifts, including nights.', 'roll out eMAR', []],
      ['Hire agents. We need an actual process.', 'hire agents', []],
    ]));

  it('ends a list where a new clause starts, and leaves the budget to the budget', () =>
    reads([
      [
        'Open a gym. Still need council change-of-use approval, and we want to open by winter because the crags get wet.',
        'open a gym',
        ['Council change-of-use approval'],
      ],
      [
        'Plan a trip. Five staff will go, including me as the trip leader, and the head has agreed it.',
        'plan a trip',
        [],
      ],
      [
        'Get certified. We need the certificate by March, and have a budget of £18,000.',
        'get certified',
        ['Certificate by March'],
      ],
    ]));
});
