import type { Archetype, GoalDef, Terms, Workstream } from '../archetype';
import { head } from '../phrases';
import { by, capitalise, inPlace, titleCase } from '../words';
import { linksTo } from './links';

type Kind = 'run' | 'triathlon' | 'weight' | 'strength' | 'general';

function kindOf(t: Terms): Kind {
  const s = `${t.subject} ${t.topic ?? ''}`.toLowerCase();
  if (/triathlon|ironman|duathlon/.test(s)) return 'triathlon';
  if (/marathon|\b\d+ ?km?\b|ultra|\brun|jog|race/.test(s)) return 'run';
  if (/weight|lose|fat|slim|\bkg\b|kilo|pound/.test(s)) return 'weight';
  if (/strength|strong|gym|muscle|lift|squat|bench|powerlift|bodybuild/.test(s)) return 'strength';
  return 'general';
}

/** Common words that, capitalised at the start of a subject, only began the prompt. */
const COMMON = new Set(
  'marathon half full ultra race triathlon sprint ironman duathlon trail road city charity'.split(
    ' ',
  ),
);

/** The race the subject names (`marathon`, `half marathon`, `Olympic triathlon`), if it names one. */
function race(t: Terms): string | undefined {
  const s = head(t.subject, COMMON);
  if (!s) return undefined;
  return /marathon|\b\d+ ?km?\b|ultra|race|triathlon|ironman|duathlon/i.test(s) ? s : undefined;
}

/** The usual longest training run before a race of this distance. */
function longestRun(r: string | undefined): string | undefined {
  const s = (r ?? '').toLowerCase();
  if (s.includes('half')) return '18–20 km';
  if (s.includes('ultra')) return undefined;
  if (s.includes('marathon')) return '30–32 km';
  if (/\b10 ?km?\b/.test(s)) return '12–15 km';
  if (/\b5 ?km?\b/.test(s)) return '8–10 km';
  return undefined;
}

/** A kind's items, written by name so links read as the plan reads. */
interface Plan {
  phases: Array<{
    name: string;
    weeks: number;
    focus: string;
    workouts: string[];
    checkpoint?: string;
  }>;
  workouts: Array<{
    name: string;
    kind: string;
    minutes: number;
    intensity: string;
    per_week: number;
    improves: string[];
  }>;
  benchmarks: Array<{ name: string; target: string; test_method: string }>;
  checkpoints: Array<{ name: string; week: number; target: string; checks: string[] }>;
  nutrition: Array<{ name: string; target: string; phases: string[] }>;
  recovery: Array<{ name: string; frequency: string; phases: string[] }>;
}

const SLEEP = 'Seven to nine hours of sleep';

function plan(kind: Kind, t: Terms): Plan {
  const r = race(t);
  const raceDay = !r
    ? 'Race day'
    : /race$/i.test(r)
      ? `${capitalise(r)} day`
      : `${capitalise(r)} race day`;
  const target = t.deadline ? capitalise(by(t.deadline)) : 'At the end of the plan';
  switch (kind) {
    case 'run': {
      const marathon = /marathon/i.test(r ?? '') && !/half/i.test(r ?? '');
      const finale = r ? raceDay : 'Goal 5 km run';
      return {
        phases: [
          {
            name: 'Base building',
            weeks: 6,
            focus: 'Easy running most days, strides once a week, and the strength routine.',
            workouts: ['Easy run', 'Long run', 'Strength and mobility'],
            checkpoint: 'Time trial after base',
          },
          {
            name: 'Build phase',
            weeks: 6,
            focus: 'One tempo and one interval session a week; the long run grows.',
            workouts: ['Easy run', 'Tempo run', 'Intervals', 'Long run'],
            checkpoint: 'Tune-up race',
          },
          {
            name: 'Peak phase',
            weeks: 3,
            focus: 'The longest runs and race-pace work, with fuelling rehearsed.',
            workouts: ['Long run', 'Tempo run', 'Strength and mobility'],
            checkpoint: 'Longest long run',
          },
          {
            name: 'Taper',
            weeks: marathon ? 3 : 2,
            focus: 'Volume drops by 40–60%, a little intensity stays, legs arrive fresh.',
            workouts: ['Easy run', 'Intervals'],
            checkpoint: finale,
          },
        ],
        workouts: [
          {
            name: 'Easy run',
            kind: 'run',
            minutes: 45,
            intensity: 'easy',
            per_week: 3,
            improves: ['Resting heart rate', 'Weekly distance'],
          },
          {
            name: 'Long run',
            kind: 'run',
            minutes: marathon ? 150 : 90,
            intensity: 'easy',
            per_week: 1,
            improves: ['Long-run distance'],
          },
          {
            name: 'Tempo run',
            kind: 'run',
            minutes: 50,
            intensity: 'moderate',
            per_week: 1,
            improves: ['5 km time'],
          },
          {
            name: 'Intervals',
            kind: 'intervals',
            minutes: 50,
            intensity: 'hard',
            per_week: 1,
            improves: ['5 km time'],
          },
          {
            name: 'Strength and mobility',
            kind: 'strength',
            minutes: 30,
            intensity: 'moderate',
            per_week: 2,
            improves: ['Single-leg squats per side'],
          },
        ],
        benchmarks: [
          {
            name: '5 km time',
            target: 'A steady improvement every 4–6 weeks',
            test_method: 'Flat, timed 5 km after a warm-up.',
          },
          {
            name: 'Weekly distance',
            target: 'Up by no more than 10% a week',
            test_method: 'Sum of the week’s runs from the watch or app.',
          },
          {
            name: 'Long-run distance',
            target: longestRun(r) ?? 'The plan’s longest run, completed comfortably',
            test_method: 'The longest run of the week.',
          },
          {
            name: 'Resting heart rate',
            target: 'Trending down',
            test_method: 'Measured on waking, weekly average.',
          },
          {
            name: 'Single-leg squats per side',
            target: '15 controlled reps',
            test_method: 'Slow, to a chair, each leg.',
          },
        ],
        checkpoints: [
          {
            name: 'Time trial after base',
            week: 6,
            target: 'A current time to set training paces from',
            checks: ['5 km time', 'Resting heart rate'],
          },
          {
            name: 'Tune-up race',
            week: 11,
            target: 'Race effort over a shorter distance',
            checks: ['5 km time'],
          },
          {
            name: 'Longest long run',
            week: 15,
            target: longestRun(r) ?? 'The plan’s longest run',
            checks: ['Long-run distance'],
          },
          {
            name: finale,
            week: marathon ? 18 : 17,
            target: r ? 'Finish strong and injury-free' : target,
            checks: ['5 km time', 'Long-run distance'],
          },
        ],
        nutrition: [
          {
            name: 'Carbohydrate to match training',
            target: 'More on long-run and workout days',
            phases: ['Build phase', 'Peak phase'],
          },
          {
            name: 'Long-run fuelling practice',
            target: 'About 30–60 g of carbohydrate an hour on runs over 90 minutes',
            phases: ['Peak phase'],
          },
          {
            name: 'Hydration and electrolytes',
            target: 'Drink to thirst; add salt in heat',
            phases: ['Build phase', 'Peak phase'],
          },
          {
            name: marathon ? 'Race-week carbohydrate loading' : 'Pre-race breakfast routine',
            target: marathon
              ? 'About 8–10 g of carbohydrate per kg a day for two days'
              : 'A tested breakfast 3 hours before the start',
            phases: ['Taper'],
          },
        ],
        recovery: [
          {
            name: SLEEP,
            frequency: 'Every night',
            phases: ['Base building', 'Build phase', 'Peak phase', 'Taper'],
          },
          {
            name: 'Easier week every fourth week',
            frequency: 'Every fourth week',
            phases: ['Base building', 'Build phase'],
          },
          {
            name: 'Rest day',
            frequency: 'At least one a week',
            phases: ['Build phase', 'Peak phase'],
          },
          {
            name: 'Foam rolling and stretching',
            frequency: 'After hard sessions',
            phases: ['Peak phase'],
          },
        ],
      };
    }
    case 'triathlon':
      return {
        phases: [
          {
            name: 'Base phase',
            weeks: 8,
            focus: 'Technique in the water, easy aerobic volume in all three sports.',
            workouts: ['Technique swim', 'Long ride', 'Easy run', 'Strength and mobility'],
            checkpoint: 'End-of-base tests',
          },
          {
            name: 'Build phase',
            weeks: 8,
            focus: 'Race-specific intensity, weekly bricks, open-water swims.',
            workouts: ['Open-water swim', 'Long ride', 'Brick session', 'Easy run'],
            checkpoint: 'Open-water rehearsal',
          },
          {
            name: 'Peak phase',
            weeks: 3,
            focus: 'Race-distance efforts with race kit, fuelling and transitions.',
            workouts: ['Brick session', 'Open-water swim', 'Long ride'],
            checkpoint: 'Race-distance brick',
          },
          {
            name: 'Taper',
            weeks: 2,
            focus: 'Less volume, short sharp efforts, everything packed and checked.',
            workouts: ['Technique swim', 'Easy run'],
            checkpoint: raceDay,
          },
        ],
        workouts: [
          {
            name: 'Technique swim',
            kind: 'swim',
            minutes: 45,
            intensity: 'easy',
            per_week: 2,
            improves: ['Swim pace per 100 m'],
          },
          {
            name: 'Open-water swim',
            kind: 'swim',
            minutes: 40,
            intensity: 'moderate',
            per_week: 1,
            improves: ['Swim pace per 100 m'],
          },
          {
            name: 'Long ride',
            kind: 'ride',
            minutes: 150,
            intensity: 'easy',
            per_week: 1,
            improves: ['Cycling threshold power'],
          },
          {
            name: 'Brick session',
            kind: 'ride',
            minutes: 90,
            intensity: 'moderate',
            per_week: 1,
            improves: ['Transition times', '5 km run time'],
          },
          {
            name: 'Easy run',
            kind: 'run',
            minutes: 40,
            intensity: 'easy',
            per_week: 2,
            improves: ['5 km run time'],
          },
          {
            name: 'Strength and mobility',
            kind: 'strength',
            minutes: 30,
            intensity: 'moderate',
            per_week: 1,
            improves: ['5 km run time'],
          },
        ],
        benchmarks: [
          {
            name: 'Swim pace per 100 m',
            target: 'Faster at the same effort',
            test_method: '400 m pool time trial.',
          },
          {
            name: 'Cycling threshold power',
            target: 'Up 5–10% over the plan',
            test_method: '20-minute test on a trainer.',
          },
          {
            name: '5 km run time',
            target: 'Faster off the bike',
            test_method: 'Timed 5 km, fresh and after a ride.',
          },
          {
            name: 'Transition times',
            target: 'Smooth, with nothing forgotten',
            test_method: 'Timed practice with race kit.',
          },
          {
            name: 'Resting heart rate',
            target: 'Trending down',
            test_method: 'Measured on waking, weekly average.',
          },
        ],
        checkpoints: [
          {
            name: 'End-of-base tests',
            week: 8,
            target: 'A current number in each sport to set training zones',
            checks: ['Swim pace per 100 m', 'Cycling threshold power', '5 km run time'],
          },
          {
            name: 'Open-water rehearsal',
            week: 16,
            target: 'The race swim distance without stopping',
            checks: ['Swim pace per 100 m'],
          },
          {
            name: 'Race-distance brick',
            week: 19,
            target: 'Ride and run at race effort with race fuelling',
            checks: ['Transition times', '5 km run time'],
          },
          {
            name: raceDay,
            week: 21,
            target: 'Finish strong and injury-free',
            checks: ['Transition times'],
          },
        ],
        nutrition: [
          {
            name: 'Daily carbohydrate to match training',
            target: 'More on long and double-session days',
            phases: ['Build phase', 'Peak phase'],
          },
          {
            name: 'Fuelling on long rides',
            target: 'About 60 g of carbohydrate an hour after the first hour',
            phases: ['Build phase', 'Peak phase'],
          },
          {
            name: 'Hydration and electrolytes',
            target: 'A plan per hour, adjusted for heat',
            phases: ['Build phase', 'Peak phase'],
          },
          {
            name: 'Race-day fuelling plan',
            target: 'Rehearsed exactly on the race-distance brick',
            phases: ['Taper'],
          },
        ],
        recovery: [
          {
            name: SLEEP,
            frequency: 'Every night',
            phases: ['Base phase', 'Build phase', 'Peak phase', 'Taper'],
          },
          {
            name: 'Recovery week every fourth week',
            frequency: 'Every fourth week',
            phases: ['Base phase', 'Build phase'],
          },
          {
            name: 'Rest day',
            frequency: 'At least one a week',
            phases: ['Build phase', 'Peak phase'],
          },
          {
            name: 'Foam rolling and stretching',
            frequency: 'After long sessions',
            phases: ['Peak phase'],
          },
        ],
      };
    case 'weight':
      return {
        phases: [
          {
            name: 'Habit foundation',
            weeks: 4,
            focus: 'Food log, protein at every meal, daily steps, three strength sessions.',
            workouts: ['Full-body strength', 'Brisk daily walk'],
            checkpoint: 'Four-week review',
          },
          {
            name: 'Steady deficit',
            weeks: 8,
            focus:
              'A deficit of about 300–500 kcal a day, progressive strength work, added cardio.',
            workouts: ['Full-body strength', 'Brisk daily walk', 'Low-impact cardio'],
            checkpoint: 'Halfway review',
          },
          {
            name: 'Diet break',
            weeks: 2,
            focus: 'Eat at maintenance to restore energy and keep the habits going.',
            workouts: ['Full-body strength', 'Brisk daily walk'],
          },
          {
            name: 'Second deficit block',
            weeks: 8,
            focus: 'Back to the deficit, with one interval session a week added.',
            workouts: ['Full-body strength', 'Brisk daily walk', 'Interval session'],
            checkpoint: 'Target weight reached',
          },
          {
            name: 'Maintenance',
            weeks: 12,
            focus: 'Find the new maintenance intake and keep training.',
            workouts: ['Full-body strength', 'Brisk daily walk'],
            checkpoint: 'Three months at the new weight',
          },
        ],
        workouts: [
          {
            name: 'Full-body strength',
            kind: 'strength',
            minutes: 50,
            intensity: 'moderate',
            per_week: 3,
            improves: ['Strength in key lifts'],
          },
          {
            name: 'Brisk daily walk',
            kind: 'walk',
            minutes: 40,
            intensity: 'easy',
            per_week: 7,
            improves: ['Daily steps'],
          },
          {
            name: 'Low-impact cardio',
            kind: 'ride',
            minutes: 40,
            intensity: 'moderate',
            per_week: 2,
            improves: ['Resting heart rate'],
          },
          {
            name: 'Interval session',
            kind: 'intervals',
            minutes: 20,
            intensity: 'hard',
            per_week: 1,
            improves: ['Resting heart rate'],
          },
        ],
        benchmarks: [
          {
            name: 'Weekly average weight',
            target: 'Down 0.5–1% of body weight a week',
            test_method: 'Weigh daily on waking; average the week.',
          },
          {
            name: 'Waist measurement',
            target: 'Down steadily',
            test_method: 'Tape at the navel, every two weeks.',
          },
          {
            name: 'Daily steps',
            target: '8,000 or more',
            test_method: 'Phone or watch, weekly average.',
          },
          {
            name: 'Strength in key lifts',
            target: 'Holding or rising while weight falls',
            test_method: 'Logged weights and reps.',
          },
          {
            name: 'Resting heart rate',
            target: 'Trending down',
            test_method: 'Measured on waking, weekly average.',
          },
        ],
        checkpoints: [
          {
            name: 'Four-week review',
            week: 4,
            target: 'Habits in place; first trend visible',
            checks: ['Weekly average weight', 'Waist measurement'],
          },
          {
            name: 'Halfway review',
            week: 12,
            target: 'About half of the planned loss',
            checks: ['Weekly average weight', 'Strength in key lifts'],
          },
          {
            name: 'Target weight reached',
            week: 22,
            target,
            checks: ['Weekly average weight', 'Waist measurement'],
          },
          {
            name: 'Three months at the new weight',
            week: 34,
            target: 'Weight held within 2 kg',
            checks: ['Weekly average weight'],
          },
        ],
        nutrition: [
          {
            name: 'Moderate calorie deficit',
            target: '300–500 kcal a day below maintenance',
            phases: ['Steady deficit', 'Second deficit block'],
          },
          {
            name: 'Protein at every meal',
            target: 'About 1.6 g per kg of body weight a day',
            phases: ['Habit foundation', 'Steady deficit', 'Second deficit block', 'Maintenance'],
          },
          {
            name: 'Food log',
            target: 'Everything eaten, for the first four weeks',
            phases: ['Habit foundation'],
          },
          {
            name: 'Vegetables and fibre',
            target: 'Half of each plate',
            phases: ['Steady deficit', 'Maintenance'],
          },
          {
            name: 'Maintenance calories',
            target: 'Raised slowly until weight holds',
            phases: ['Diet break', 'Maintenance'],
          },
        ],
        recovery: [
          {
            name: SLEEP,
            frequency: 'Every night',
            phases: ['Habit foundation', 'Steady deficit', 'Maintenance'],
          },
          {
            name: 'Rest day',
            frequency: 'One or two a week',
            phases: ['Steady deficit', 'Second deficit block'],
          },
          {
            name: 'Stress management',
            frequency: 'Daily, ten minutes',
            phases: ['Steady deficit', 'Diet break'],
          },
        ],
      };
    case 'strength':
      return {
        phases: [
          {
            name: 'Technique and base',
            weeks: 4,
            focus:
              'Learn the lifts with light weights, film sets, three full-body sessions a week.',
            workouts: [
              'Squat and bench press session',
              'Deadlift and overhead press session',
              'Mobility routine',
            ],
            checkpoint: 'Technique check',
          },
          {
            name: 'Linear progression',
            weeks: 8,
            focus: 'Add 2.5–5 kg to each lift each session or week while form holds.',
            workouts: [
              'Squat and bench press session',
              'Deadlift and overhead press session',
              'Accessory and core work',
            ],
            checkpoint: 'Twelve-week retest',
          },
          {
            name: 'Deload week',
            weeks: 1,
            focus: 'The same lifts at about 60% of the usual load.',
            workouts: ['Mobility routine'],
          },
          {
            name: 'Intermediate block',
            weeks: 8,
            focus: 'Heavy, medium and light days with weekly progression.',
            workouts: [
              'Squat and bench press session',
              'Deadlift and overhead press session',
              'Accessory and core work',
            ],
            checkpoint: 'Max test day',
          },
        ],
        workouts: [
          {
            name: 'Squat and bench press session',
            kind: 'strength',
            minutes: 60,
            intensity: 'hard',
            per_week: 2,
            improves: ['Squat best', 'Bench press best'],
          },
          {
            name: 'Deadlift and overhead press session',
            kind: 'strength',
            minutes: 60,
            intensity: 'hard',
            per_week: 1,
            improves: ['Deadlift best', 'Overhead press best'],
          },
          {
            name: 'Accessory and core work',
            kind: 'strength',
            minutes: 30,
            intensity: 'moderate',
            per_week: 2,
            improves: ['Strict pull-ups'],
          },
          {
            name: 'Mobility routine',
            kind: 'mobility',
            minutes: 15,
            intensity: 'easy',
            per_week: 3,
            improves: ['Squat best'],
          },
        ],
        benchmarks: [
          {
            name: 'Squat best',
            target: 'Body weight for 5 reps',
            test_method: 'Heaviest clean set of 5, logged.',
          },
          {
            name: 'Bench press best',
            target: '0.75 times body weight for 5 reps',
            test_method: 'Heaviest clean set of 5, logged.',
          },
          {
            name: 'Deadlift best',
            target: '1.5 times body weight for 1 rep',
            test_method: 'Heaviest clean single, logged.',
          },
          {
            name: 'Overhead press best',
            target: 'Half body weight for 5 reps',
            test_method: 'Heaviest clean set of 5, logged.',
          },
          {
            name: 'Strict pull-ups',
            target: '5 in one set',
            test_method: 'Dead hang to chin over bar.',
          },
        ],
        checkpoints: [
          {
            name: 'Technique check',
            week: 4,
            target: 'Clean form on all four lifts, on video or with a coach',
            checks: ['Squat best', 'Deadlift best'],
          },
          {
            name: 'Twelve-week retest',
            week: 12,
            target: 'Every main lift up from the start',
            checks: ['Squat best', 'Bench press best', 'Deadlift best', 'Overhead press best'],
          },
          {
            name: 'Max test day',
            week: 21,
            target: t.deadline
              ? `New bests on every main lift ${by(t.deadline)}`
              : 'New bests on every main lift',
            checks: ['Squat best', 'Bench press best', 'Deadlift best'],
          },
        ],
        nutrition: [
          {
            name: 'Protein target',
            target: '1.6–2.2 g per kg of body weight a day',
            phases: ['Linear progression', 'Intermediate block'],
          },
          {
            name: 'Small calorie surplus',
            target: 'About 200–300 kcal a day above maintenance when building muscle',
            phases: ['Linear progression'],
          },
          {
            name: 'Pre-training meal',
            target: 'Carbohydrate and protein 1–3 hours before lifting',
            phases: ['Linear progression', 'Intermediate block'],
          },
          {
            name: 'Creatine monohydrate',
            target: 'Optional, 3–5 g a day',
            phases: ['Intermediate block'],
          },
        ],
        recovery: [
          {
            name: SLEEP,
            frequency: 'Every night',
            phases: ['Technique and base', 'Linear progression', 'Intermediate block'],
          },
          {
            name: 'Rest day between sessions',
            frequency: 'After every session',
            phases: ['Linear progression', 'Intermediate block'],
          },
          {
            name: 'Planned deloads',
            frequency: 'Every four to six weeks',
            phases: ['Deload week'],
          },
        ],
      };
    case 'general':
      return {
        phases: [
          {
            name: 'Getting started',
            weeks: 4,
            focus: 'Three short sessions a week; the aim is the habit, not the intensity.',
            workouts: ['Brisk walk or easy run', 'Full-body strength', 'Mobility and stretching'],
            checkpoint: 'Four-week check',
          },
          {
            name: 'Building consistency',
            weeks: 8,
            focus: 'Reach 150 active minutes a week and two strength sessions.',
            workouts: ['Brisk walk or easy run', 'Full-body strength', 'Active hobby session'],
            checkpoint: 'Twelve-week retest',
          },
          {
            name: 'Progression',
            weeks: 8,
            focus: 'Add intervals and heavier strength work once the habit holds.',
            workouts: ['Interval session', 'Full-body strength', 'Active hobby session'],
            checkpoint: 'Final retest',
          },
        ],
        workouts: [
          {
            name: 'Brisk walk or easy run',
            kind: 'run',
            minutes: 30,
            intensity: 'easy',
            per_week: 3,
            improves: ['Time for 2 km', 'Weekly active minutes'],
          },
          {
            name: 'Full-body strength',
            kind: 'strength',
            minutes: 40,
            intensity: 'moderate',
            per_week: 2,
            improves: ['Push-ups in one set'],
          },
          {
            name: 'Mobility and stretching',
            kind: 'mobility',
            minutes: 10,
            intensity: 'easy',
            per_week: 5,
            improves: ['Plank hold'],
          },
          {
            name: 'Active hobby session',
            kind: 'ride',
            minutes: 60,
            intensity: 'moderate',
            per_week: 1,
            improves: ['Weekly active minutes'],
          },
          {
            name: 'Interval session',
            kind: 'intervals',
            minutes: 20,
            intensity: 'hard',
            per_week: 1,
            improves: ['Resting heart rate', 'Time for 2 km'],
          },
        ],
        benchmarks: [
          {
            name: 'Resting heart rate',
            target: 'Trending down',
            test_method: 'Measured on waking, weekly average.',
          },
          {
            name: 'Time for 2 km',
            target: 'Faster at the same effort',
            test_method: 'Walk or run a measured 2 km.',
          },
          {
            name: 'Push-ups in one set',
            target: 'Up by half',
            test_method: 'Full range, knees or toes, to failure.',
          },
          {
            name: 'Plank hold',
            target: '60 seconds',
            test_method: 'Forearm plank with a straight line.',
          },
          {
            name: 'Weekly active minutes',
            target: '150 or more',
            test_method: 'Watch, app or a paper log.',
          },
        ],
        checkpoints: [
          {
            name: 'Four-week check',
            week: 4,
            target: 'The habit in place and first numbers recorded',
            checks: ['Resting heart rate', 'Time for 2 km', 'Push-ups in one set'],
          },
          {
            name: 'Twelve-week retest',
            week: 12,
            target: 'Any improvement, and the habit holding',
            checks: ['Time for 2 km', 'Push-ups in one set'],
          },
          {
            name: 'Final retest',
            week: 20,
            target: 'Every benchmark better than at the four-week check',
            checks: ['Resting heart rate', 'Time for 2 km', 'Push-ups in one set', 'Plank hold'],
          },
        ],
        nutrition: [
          {
            name: 'Protein at every meal',
            target: 'A palm-sized portion',
            phases: ['Building consistency', 'Progression'],
          },
          {
            name: 'Vegetables and fruit',
            target: 'Five or more portions a day',
            phases: ['Getting started', 'Building consistency'],
          },
          {
            name: 'Water through the day',
            target: 'A glass with every meal and around training',
            phases: ['Getting started'],
          },
          {
            name: 'Fewer ultra-processed snacks',
            target: 'Swapped for fruit, nuts or yoghurt',
            phases: ['Building consistency'],
          },
        ],
        recovery: [
          {
            name: SLEEP,
            frequency: 'Every night',
            phases: ['Getting started', 'Building consistency', 'Progression'],
          },
          {
            name: 'Rest days',
            frequency: 'Two a week',
            phases: ['Building consistency', 'Progression'],
          },
          {
            name: 'Gentle movement on rest days',
            frequency: 'A walk or stretching',
            phases: ['Progression'],
          },
        ],
      };
  }
}

function goalsFor(kind: Kind, t: Terms): GoalDef[] {
  const due = t.deadline ? ` ${by(t.deadline)}` : '';
  const budget: GoalDef = {
    name: t.budget
      ? `Keep kit, coaching and entry costs within ${t.budget}`
      : 'Spend first on what prevents injury: good shoes and a few sessions with a coach',
    priority: 'low',
  };
  const sleep: GoalDef = { name: 'Sleep at least seven hours on most nights', priority: 'low' };
  const r = race(t);
  switch (kind) {
    case 'run': {
      const long = longestRun(r);
      return [
        {
          name: r ? `Run the ${r} injury-free${due}` : `Run 5 km without stopping${due}`,
          priority: 'high',
        },
        {
          name: 'Raise weekly distance by no more than 10% a week, with an easier week every fourth week',
          priority: 'high',
        },
        {
          name: long
            ? `Complete a ${long} long run about three weeks before race day`
            : 'Complete the longest planned run two to three weeks before the goal date',
          priority: 'high',
        },
        {
          name: 'Run about 80% of weekly distance at an easy, conversational pace',
          priority: 'medium',
        },
        { name: 'Do two strength and mobility sessions a week', priority: 'medium' },
        {
          name: 'Rehearse race-day fuelling, shoes and kit on at least three long runs',
          priority: 'medium',
        },
        budget,
        sleep,
      ];
    }
    case 'triathlon':
      return [
        { name: `Finish the ${r ?? 'triathlon'} strong and injury-free${due}`, priority: 'high' },
        {
          name: 'Swim the race distance continuously in open water at least three times before race day',
          priority: 'high',
        },
        {
          name: 'Train each of the three sports at least twice a week in the build phase',
          priority: 'high',
        },
        {
          name: 'Do a brick session (bike straight into run) every week for the last eight weeks',
          priority: 'medium',
        },
        {
          name: 'Rehearse both transitions with race kit until they run smoothly',
          priority: 'medium',
        },
        { name: 'Fuel every ride over 90 minutes as planned for the race', priority: 'medium' },
        budget,
        sleep,
      ];
    case 'weight':
      return [
        {
          name: t.deadline
            ? `Reach the target weight ${by(t.deadline)}, losing about 0.5–1% of body weight a week`
            : 'Lose about 0.5–1% of body weight a week until the target is reached',
          priority: 'high',
        },
        {
          name: 'Strength train three times a week to keep muscle while losing fat',
          priority: 'high',
        },
        { name: 'Eat about 1.6 g of protein per kg of body weight every day', priority: 'high' },
        { name: 'Walk at least 8,000 steps a day', priority: 'medium' },
        {
          name: 'Log all food for the first four weeks to learn real portion sizes',
          priority: 'medium',
        },
        {
          name: 'Hold the new weight within 2 kg for three months after reaching it',
          priority: 'medium',
        },
        sleep,
        budget,
      ];
    case 'strength':
      return [
        {
          name: 'Train three times a week on a progressive programme for at least 12 weeks',
          priority: 'high',
        },
        {
          name: 'Learn safe technique for the squat, deadlift, bench press and overhead press, checked on video or by a coach',
          priority: 'high',
        },
        {
          name: t.deadline
            ? `Add at least 20% to each main lift ${by(t.deadline)}`
            : 'Add weight or reps to the main lifts every week for the first 12 weeks',
          priority: 'high',
        },
        { name: 'Eat 1.6–2.2 g of protein per kg of body weight every day', priority: 'medium' },
        { name: 'Take a lighter deload week every four to six weeks', priority: 'medium' },
        { name: 'Deadlift 1.5 times body weight with clean form', priority: 'medium' },
        sleep,
        budget,
      ];
    case 'general':
      return [
        { name: 'Do at least 150 minutes of moderate activity every week', priority: 'high' },
        { name: 'Strength train on at least two days a week', priority: 'high' },
        {
          name: t.deadline
            ? `Improve every benchmark on the fitness retest ${by(t.deadline)}`
            : 'Improve every benchmark on the fitness retest after 20 weeks',
          priority: 'high',
        },
        { name: 'Take at least 8,000 steps a day', priority: 'medium' },
        { name: 'Do ten minutes of mobility work on most days', priority: 'medium' },
        { name: 'Never miss two planned sessions in a row', priority: 'medium' },
        sleep,
        budget,
      ];
  }
}

export const fitness: Archetype = {
  key: 'fitness',
  projectType: 'Fitness goal',
  keywords: [
    'marathon',
    'half marathon',
    'triathlon',
    'run',
    'running',
    'fitness',
    'fit',
    'lose weight',
    'weight loss',
    'body fat',
    'kg',
    'kilo',
    'weight',
    'gym',
    'training',
    'strength',
    'muscle',
    'health',
    'exercise',
    'workout',
  ],
  subject: 'fitness',

  name(t) {
    const kind = kindOf(t);
    const r = race(t);
    if ((kind === 'run' || kind === 'triathlon') && r) {
      const base = `${titleCase(r)} Training`;
      const place = t.place?.trim();
      const local =
        place && /^\p{Lu}\p{L}+$/u.test(place) && !r.toLowerCase().includes(place.toLowerCase());
      return local ? `${place} ${base}` : `${base} Plan`;
    }
    return {
      run: 'Running Plan',
      triathlon: 'Triathlon Training Plan',
      weight: 'Weight Loss Plan',
      strength: 'Strength Training Plan',
      general: 'Personal Fitness Plan',
    }[kind];
  },

  description(t) {
    const kind = kindOf(t);
    const r = race(t);
    const where = inPlace(t.place);
    const due = t.deadline ? ` ${by(t.deadline)}` : '';
    const withWhom = t.people ? ` Some sessions are shared with ${t.people}.` : '';
    const text = {
      run: r
        ? `A progressive plan to be ready for the ${r}${where}${due}: building distance safely, long runs, strength work, fuelling and recovery, with checkpoints along the way.`
        : `A progressive running plan${due}: building distance safely with easy runs, strength work and recovery, and checkpoints along the way.`,
      triathlon: `Training for the ${r ?? 'triathlon'}${where}${due} across swimming, cycling and running, with bricks, open-water practice and a taper before race day.`,
      weight: `A sustainable plan to lose weight${due}: a moderate calorie deficit, plenty of protein, strength training to keep muscle and daily movement, judged on weekly averages.`,
      strength: `A progressive strength programme${due}: learning the main lifts safely, adding load week by week, and eating and recovering to support it.`,
      general: `A balanced plan to get fitter${due}: regular cardio, strength training twice a week, mobility, and sleep and food habits that make it last.`,
    }[kind];
    return `${text}${withWhom}`;
  },

  questions(t) {
    const kind = kindOf(t);
    const r = race(t);
    const target = {
      run: r
        ? `What is your goal for the ${r}: to finish comfortably, or a target time?`
        : 'What is the running goal: a first 5 km, a faster time, or a race you have in mind?',
      triathlon:
        'Which distance is the triathlon (sprint, Olympic, half or full), and is your goal to finish or a target time?',
      weight:
        'How much weight do you want to lose, and how have your weight and habits changed over the past year?',
      strength:
        'What does stronger mean for you: numbers on specific lifts, everyday strength, or building muscle?',
      general: 'What would being fitter let you do that you cannot do now?',
    }[kind];
    const current = {
      run: 'How much do you run now: runs a week, your longest run in the last month, and any recent race times?',
      triathlon:
        'Which of the three sports is your weakest, and how comfortable are you swimming in open water?',
      weight: 'What does a typical day of eating and moving look like for you now?',
      strength:
        'Have you lifted weights before, and do you know your current best squat, deadlift or bench press?',
      general: 'What exercise do you do in a typical week right now?',
    }[kind];
    return [
      { text: target },
      {
        text:
          kind === 'run' || kind === 'triathlon'
            ? 'When is race day, or the date you are training for?'
            : 'By when do you want to reach the goal?',
        covers: 'deadline',
      },
      { text: current },
      {
        text: 'Do you have any injuries, medical conditions or medication that affect exercise, and has a doctor cleared you to train?',
      },
      { text: 'How many days a week, and for how long each time, can you realistically train?' },
      {
        text: 'Where will you train: a gym, a pool, a track, roads and trails, or at home?',
        covers: 'place',
      },
      {
        text: 'How many hours do you sleep on a typical night, and how stressful are work and family life right now?',
      },
      {
        text: 'Will you train alone, with friends or a club, or with a coach?',
        covers: 'people',
      },
      {
        text: 'What budget do you have for shoes, kit, a gym, coaching or entry fees?',
        covers: 'budget',
      },
      {
        text:
          kind === 'weight'
            ? 'Are you willing to log your food for the first four weeks?'
            : 'How do you eat now, and are you open to changing it to support training?',
      },
      { text: 'What has made you stop in the past, and what keeps you going?' },
      { text: 'How do you track training now: a watch, an app, a notebook, or not at all?' },
    ];
  },

  goals(t) {
    return goalsFor(kindOf(t), t);
  },

  types: [
    {
      name: 'Training Phase',
      notes:
        'A block of weeks with one focus (base, build, peak, taper), made of repeating workouts.',
      icon: 'calendar-range',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'weeks', type: 'integer', required: true },
        { name: 'focus', type: 'text', required: false },
        {
          name: 'weekly_volume',
          type: 'string',
          required: false,
          description: 'Distance or hours a week at the phase’s peak.',
        },
        {
          name: 'workouts',
          type: 'reference',
          required: false,
          relation: 'Workout',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Workout',
      notes:
        'A kind of session repeated through the plan, with its length, intensity and frequency.',
      icon: 'dumbbell',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'kind',
          type: 'enum',
          required: false,
          description: 'Run, ride, swim, walk, strength, mobility or intervals.',
        },
        { name: 'duration_minutes', type: 'integer', required: false },
        {
          name: 'intensity',
          type: 'enum',
          required: false,
          description: 'Easy, moderate or hard.',
        },
        { name: 'per_week', type: 'number', required: false },
      ],
    },
    {
      name: 'Benchmark',
      notes: 'A measurable sign of progress, tested the same way each time.',
      icon: 'gauge',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'baseline', type: 'string', required: false },
        { name: 'target', type: 'string', required: false },
        { name: 'test_method', type: 'text', required: false },
      ],
    },
    {
      name: 'Checkpoint',
      notes: 'A dated test, review or race that shows whether the plan is working.',
      icon: 'flag',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'week', type: 'integer', required: false, description: 'Week of the plan.' },
        { name: 'date', type: 'date', required: false },
        { name: 'target', type: 'string', required: false },
        {
          name: 'benchmarks',
          type: 'reference',
          required: false,
          relation: 'Benchmark',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Nutrition Habit',
      notes: 'An eating or drinking habit that fuels training or drives the goal.',
      icon: 'apple',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'target', type: 'string', required: false },
        { name: 'notes', type: 'text', required: false },
        {
          name: 'phases',
          type: 'reference',
          required: false,
          relation: 'Training Phase',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Recovery Practice',
      notes: 'Sleep, rest and mobility habits that let the body adapt to training.',
      icon: 'bed',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'frequency', type: 'string', required: false },
        { name: 'detail', type: 'text', required: false },
        {
          name: 'phases',
          type: 'reference',
          required: false,
          relation: 'Training Phase',
          cardinality: 'many',
        },
      ],
    },
  ],

  links: [
    {
      label: 'includes',
      from: 'Training Phase',
      to: 'Workout',
      description: 'A workout repeated during the phase.',
    },
    {
      label: 'leads_to',
      from: 'Training Phase',
      to: 'Checkpoint',
      description: 'The test or race that ends the phase.',
    },
    {
      label: 'improves',
      from: 'Workout',
      to: 'Benchmark',
      description: 'The benchmark this workout moves.',
    },
    {
      label: 'checks',
      from: 'Checkpoint',
      to: 'Benchmark',
      description: 'The benchmarks measured at this checkpoint.',
    },
    {
      label: 'fuels',
      from: 'Nutrition Habit',
      to: 'Training Phase',
      description: 'The phase this habit supports with energy and nutrients.',
    },
    {
      label: 'supports',
      from: 'Recovery Practice',
      to: 'Training Phase',
      description: 'The phase this recovery habit protects.',
    },
  ],

  workstreams(t) {
    const p = plan(kindOf(t), t);
    const ws: Workstream[] = [
      {
        name: 'Training phases',
        type: 'Training Phase',
        keywords: ['phase', 'block', 'plan', 'schedule', 'base', 'build', 'taper', 'programme'],
        summary: 'The blocks of weeks the plan moves through, each with one focus.',
        items: p.phases.map((ph) => ({
          name: ph.name,
          attributes: { weeks: ph.weeks, focus: ph.focus },
          links: [
            ...linksTo('includes', ...ph.workouts),
            ...(ph.checkpoint ? linksTo('leads_to', ph.checkpoint) : []),
          ],
        })),
      },
      {
        name: 'Workouts',
        type: 'Workout',
        keywords: ['workout', 'session', 'run', 'exercise', 'interval', 'lift', 'ride', 'swim'],
        summary: 'The sessions that repeat each week, and what each is for.',
        items: p.workouts.map((w) => ({
          name: w.name,
          attributes: {
            kind: w.kind,
            duration_minutes: w.minutes,
            intensity: w.intensity,
            per_week: w.per_week,
          },
          links: linksTo('improves', ...w.improves),
        })),
      },
      {
        name: 'Benchmarks',
        type: 'Benchmark',
        keywords: ['benchmark', 'measure', 'test', 'progress', 'metric', 'time', 'weight'],
        summary: 'The numbers that show progress, each tested the same way every time.',
        items: p.benchmarks.map((b) => ({
          name: b.name,
          attributes: { target: b.target, test_method: b.test_method },
        })),
      },
      {
        name: 'Checkpoints',
        type: 'Checkpoint',
        keywords: ['checkpoint', 'race', 'review', 'retest', 'milestone', 'race day'],
        summary: 'The tests, reviews and races that show whether the plan is working.',
        items: p.checkpoints.map((c) => ({
          name: c.name,
          attributes: { week: c.week, target: c.target },
          links: linksTo('checks', ...c.checks),
        })),
      },
      {
        name: 'Nutrition',
        type: 'Nutrition Habit',
        keywords: ['nutrition', 'food', 'diet', 'protein', 'calorie', 'fuel', 'hydration'],
        summary: 'The eating habits that fuel training and drive the goal.',
        items: p.nutrition.map((n) => ({
          name: n.name,
          attributes: { target: n.target },
          links: linksTo('fuels', ...n.phases),
        })),
      },
      {
        name: 'Recovery',
        type: 'Recovery Practice',
        keywords: ['recovery', 'sleep', 'rest', 'mobility', 'injury', 'stretch'],
        summary: 'Sleep, rest and mobility: where the body actually adapts.',
        items: p.recovery.map((r) => ({
          name: r.name,
          attributes: { frequency: r.frequency },
          links: linksTo('supports', ...r.phases),
        })),
      },
    ];
    return ws;
  },

  observations(t) {
    const kind = kindOf(t);
    const specific = {
      run: [
        'Around 80% of a distance runner’s weekly running should be easy enough to hold a conversation; the hard sessions only work on top of that base.',
        'Replace running shoes roughly every 600–800 km; worn-out cushioning is a common, avoidable cause of aches.',
      ],
      triathlon: [
        'Open-water swimming is very different from the pool (sighting, wetsuits, crowds, cold); practise it several times before race day.',
        'Bricks (a run straight after a ride) teach the legs the feel of running off the bike, the part most first-timers find hardest.',
      ],
      weight: [
        'Weight loss is driven mainly by eating: exercise keeps muscle and health, but it is easy to eat back the calories a workout burns.',
        'Body weight swings by 1–2 kg from day to day with water and food; judge progress by weekly averages, not single weigh-ins.',
      ],
      strength: [
        'Beginners can add weight to the main lifts almost every session for the first few months; when that stops, the programme needs to change, not the effort.',
        'Technique first: a lift filmed from the side shows most form faults, and fixing them early prevents most gym injuries.',
      ],
      general: [
        'The WHO recommends 150–300 minutes of moderate activity a week for adults, plus muscle-strengthening on two or more days.',
        'The best programme is the one you keep doing: consistency over months beats intensity over weeks.',
      ],
    }[kind];
    return [
      'Raise training load gradually, by no more than about 10% a week: most overuse injuries come from doing too much too soon.',
      ...specific,
      'Adaptation happens during rest: regularly sleeping under seven hours slows progress and raises the risk of injury and illness.',
      'See a doctor before starting if you have heart, lung or joint problems, or have been inactive for a long time.',
    ];
  },
};
