import { describe, expect, it } from 'vitest';
import { findRequirements } from './requirements';

const texts = (goal: string, action = 'organise something') =>
  findRequirements(goal, action).map((r) => (r.firm ? `!${r.text}` : r.text));

describe('findRequirements', () => {
  it('lists what a brief says it needs, one thing each, in the user’s words', () => {
    expect(
      texts(
        'Organise a 24-hour game jam in Galway. We need a venue, sponsors for food and prizes, and safeguarding properly sorted since they are all minors.',
        'organise a 24-hour game jam in Galway',
      ),
    ).toEqual(['Venue', 'Sponsors for food and prizes', 'Safeguarding properly sorted']);
  });

  it('marks musts and non-negotiables as firm, and keeps "and" inside one thing', () => {
    expect(
      texts(
        'Relocate our practice. Non-negotiables: no more than two working days of downtime, plotters and servers moved over one weekend, and staff consulted on desk layout and hybrid working.',
        'relocate our practice',
      ),
    ).toEqual([
      '!No more than two working days of downtime',
      '!Plotters and servers moved over one weekend',
      '!Staff consulted on desk layout and hybrid working',
    ]);
    expect(
      texts(
        'Ship the game. Must keep the look of our fonts, handle CJK line-breaking properly, and have native testers.',
        'ship the game',
      ),
    ).toEqual([
      '!Keep the look of your fonts',
      '!Handle CJK line-breaking properly',
      '!Have native testers',
    ]);
  });

  it('splits a last "and" only where a new thing starts', () => {
    expect(
      texts('Open a gym. Must have a kids’ area, a small café and a training board.', 'open a gym'),
    ).toEqual(['!Kids’ area', '!Small café', '!Training board']);
    expect(
      texts(
        'Run it. It needs HDEC ethics approval, ANZCTR registration and some stats support.',
        'run it well',
      ),
    ).toEqual(['HDEC ethics approval', 'ANZCTR registration', 'Stats support']);
  });

  it('reads no requirement from the goal itself, a question, a need to do, or a short aside', () => {
    expect(
      texts('We need to hire three engineers by June.', 'hire three engineers by June'),
    ).toEqual([]);
    expect(texts('Open a clinic. What do we need to sort out first?', 'open a clinic')).toEqual([]);
    expect(
      texts('Get ISO 9001. Please set out what we need to do, in what order.', 'get ISO 9001'),
    ).toEqual([]);
    expect(
      texts('Roll out eMAR. Staff trained across all shifts, including nights.', 'roll out eMAR'),
    ).toEqual([]);
    expect(texts('Hire agents. We need an actual process.', 'hire agents')).toEqual([]);
  });

  it('ends a list where a new clause starts, and leaves the budget to the budget', () => {
    expect(
      texts(
        'Open a gym. Still need council change-of-use approval, and we want to open by winter because the crags get wet.',
        'open a gym',
      ),
    ).toEqual(['Council change-of-use approval']);
    expect(
      texts(
        'Plan a trip. Five staff will go, including me as the trip leader, and the head has agreed it.',
        'plan a trip',
      ),
    ).toEqual([]);
    expect(
      texts(
        'Get certified. We need the certificate by March, and have a budget of £18,000.',
        'get certified',
      ),
    ).toEqual(['Certificate by March']);
  });
});
