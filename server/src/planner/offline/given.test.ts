import { describe, expect, it } from 'vitest';
import { parseBrief } from './brief/parse';
import { countGiven } from './given';
import { knowledge } from './knowledge/load';

const given = (goal: string, question: string) =>
  countGiven(parseBrief(goal, [], knowledge().lexicon), question);

describe('countGiven', () => {
  it('knows a count the goal gives, however it is written', () => {
    expect(
      given('Record and release a 6-track EP of folk songs', 'How many tracks will it have?'),
    ).toBe(true);
    expect(
      given(
        'Raise £18,000 for the roof. We have about 10 active adult volunteers.',
        'How many volunteers can you count on at the start?',
      ),
    ).toBe(true);
    expect(
      given(
        'I want 500 units injection-moulded by next fall',
        'How many units would the first run be?',
      ),
    ).toBe(true);
    expect(
      given(
        'open a salon with four styling chairs',
        'How many styling chairs and backwash basins will the salon have?',
      ),
    ).toBe(true);
  });

  it('asks when the goal counts something else, or nothing', () => {
    expect(given('open a salon in Leeds', 'How many styling chairs will the salon have?')).toBe(
      false,
    );
    expect(given('hire 3 engineers in 6 weeks', 'How many hours a week can you give it?')).toBe(
      false,
    );
    expect(given('open a salon with four chairs', 'Which products will you retail?')).toBe(false);
  });
});
