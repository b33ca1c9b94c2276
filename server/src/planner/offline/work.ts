import { capitalise } from './words';
import { secondPerson } from './words';

/**
 * Breaks a request the user typed ("find suppliers for flour and butter") into a work item and
 * its steps, shaped by what kind of work the lead verb asks for.
 */

interface Intent {
  verbs: string[];
  steps(object: string): string[];
}

const INTENTS: Intent[] = [
  {
    verbs: [
      'find',
      'choose',
      'select',
      'hire',
      'buy',
      'source',
      'pick',
      'get',
      'look',
      'recruit',
      'rent',
      'book',
    ],
    steps: (o) => [
      `List what you need from ${o}`,
      `Shortlist three options for ${o}`,
      `Compare the options for ${o} on price, quality and terms`,
      `Confirm the choice of ${o}`,
    ],
  },
  {
    verbs: [
      'write',
      'draft',
      'design',
      'create',
      'make',
      'build',
      'develop',
      'prepare',
      'produce',
      'record',
      'compose',
      'draw',
      'code',
    ],
    steps: (o) => [
      `Outline ${o}`,
      `Make a first version of ${o}`,
      `Get feedback on the first version of ${o}`,
      `Finish ${o}`,
    ],
  },
  {
    verbs: [
      'plan',
      'organise',
      'organize',
      'schedule',
      'arrange',
      'set',
      'coordinate',
      'host',
      'run',
    ],
    steps: (o) => [
      `List everything ${o} involves`,
      `Put a date and an owner on each part of ${o}`,
      `Book what ${o} needs early`,
      `Check ${o} a week before`,
    ],
  },
  {
    verbs: [
      'learn',
      'study',
      'practise',
      'practice',
      'research',
      'understand',
      'read',
      'explore',
      'investigate',
    ],
    steps: (o) => [
      `Find the best sources on ${o}`,
      `Set a weekly routine for ${o}`,
      `Apply ${o} to a real example`,
      `Check what you now know about ${o}`,
    ],
  },
  {
    verbs: [
      'launch',
      'open',
      'promote',
      'market',
      'sell',
      'publish',
      'announce',
      'release',
      'advertise',
      'ship',
    ],
    steps: (o) => [
      `Pick the date and channels for ${o}`,
      `Prepare the material for ${o}`,
      `Tell the first people about ${o}`,
      `Measure the response to ${o} and follow up`,
    ],
  },
  {
    verbs: [
      'fix',
      'improve',
      'reduce',
      'cut',
      'increase',
      'grow',
      'optimise',
      'optimize',
      'speed',
      'lower',
      'raise',
      'boost',
    ],
    steps: (o) => [
      `Measure where ${o} stands today`,
      `Find the two biggest causes behind ${o}`,
      `Try one change to ${o} and measure again`,
      `Keep the changes to ${o} that worked`,
    ],
  },
];

const GENERAL: Intent = {
  verbs: [],
  steps: (o) => [
    `Work out what ${o} involves`,
    `Decide the first step for ${o}`,
    `Do the first step for ${o} and note what you learn`,
    `Review ${o} and decide the next step`,
  ],
};

export interface WorkBreakdown {
  /** The work item: the user's request as an instruction. */
  name: string;
  steps: string[];
}

/** The request as a work item with 4 steps. */
export function breakDown(action: string, verb: string | undefined): WorkBreakdown {
  const intent = INTENTS.find((i) => verb !== undefined && i.verbs.includes(verb)) ?? GENERAL;
  const words = action.trim().split(/\s+/);
  if (intent === GENERAL || words.length < 2) {
    return { name: capitalise(action), steps: intent.steps(`“${secondPerson(action)}”`) };
  }
  const object = secondPerson(
    words
      .slice(1)
      .join(' ')
      .replace(/^(?:a|an|the)\s+/i, ''),
  );
  return { name: capitalise(action), steps: intent.steps(object) };
}

/** The work item a budget or deadline from an answer calls for. */
export function factWorkName(kind: 'budget' | 'deadline', value: string): string {
  return kind === 'budget'
    ? `Plan spending within the ${value} budget`
    : `Work back from ${value} and date each milestone`;
}

/** Steps that turn a budget or a deadline the user gave into a plan. */
export function factWork(
  kind: 'budget' | 'deadline',
  value: string,
  subject: string,
): WorkBreakdown {
  const steps =
    kind === 'budget'
      ? [
          `List every cost of the ${subject}`,
          'Estimate each cost and add a 15% contingency',
          `Check the total against the ${value} budget`,
          `Cut or phase what does not fit in ${value}`,
        ]
      : [
          `List the milestones between now and ${value}`,
          `Give each milestone a date, working back from ${value}`,
          `Mark what must be booked or ordered early to make ${value}`,
          `Review the dates every week until ${value}`,
        ];
  return { name: factWorkName(kind, value), steps };
}
