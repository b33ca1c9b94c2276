import type { Archetype, LinkDef, Terms, TypeDef } from './archetype';
import type { Reading } from './terms';
import { bare, by, capitalise, titleCase, unique } from './words';

/**
 * The archetype for goals no archetype knows ("adopt a rescue dog", "reduce my household's
 * energy bills"): built from the prompt itself — its verb, its nouns, its facts — around the
 * structure every plan shares: milestones, decisions, resources, people and risks.
 */

const VERB_NOUN: Record<string, string> = {
  open: 'Opening',
  launch: 'Launch',
  build: 'Build',
  adopt: 'Adoption',
  move: 'Move',
  reduce: 'Reduction',
  improve: 'Improvement',
  learn: 'Learning',
  write: 'Writing',
  find: 'Search',
  buy: 'Purchase',
  sell: 'Sale',
  hire: 'Hiring',
  grow: 'Growth',
  prepare: 'Preparation',
  design: 'Design',
  develop: 'Development',
  restore: 'Restoration',
  fix: 'Repair',
  publish: 'Publication',
  raise: 'Fundraiser',
  train: 'Training',
  study: 'Study',
  record: 'Recording',
  host: 'Event',
  renovate: 'Renovation',
  finish: 'Completion',
  convert: 'Conversion',
  expand: 'Expansion',
  teach: 'Course',
  produce: 'Production',
};

const IRREGULAR: Record<string, string> = {
  build: 'built',
  write: 'written',
  make: 'made',
  run: 'run',
  find: 'found',
  buy: 'bought',
  sell: 'sold',
  get: 'done',
  grow: 'grown',
  teach: 'taught',
  set: 'set',
  begin: 'begun',
  do: 'done',
  hold: 'held',
  throw: 'thrown',
  take: 'taken',
  give: 'given',
  become: 'reached',
  learn: 'learned',
  plan: 'planned',
  ship: 'shipped',
  stop: 'stopped',
  put: 'put',
  pay: 'paid',
};

/** `adopt` → `adopted`, `write` → `written`. */
function pastParticiple(verb: string): string {
  if (IRREGULAR[verb]) return IRREGULAR[verb] as string;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

/** The user's words turned to address them: "reduce my bills" → "reduce your bills". */
export function secondPerson(text: string): string {
  const map: Record<string, string> = {
    i: 'you',
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    we: 'you',
    us: 'you',
    our: 'your',
    ours: 'yours',
    ourselves: 'yourselves',
    "i'm": "you're",
    "we're": "you're",
  };
  return text.replace(/\b(i|me|my|mine|myself|we|us|our|ours|ourselves|i'm|we're)\b/gi, (w) => {
    const r = map[w.toLowerCase()] as string;
    return w === 'I' ? r : r;
  });
}

const field = (
  name: string,
  type: TypeDef['fields'][number]['type'],
  required = false,
  description?: string,
) => ({
  name,
  type,
  required,
  ...(description ? { description } : {}),
});

/** A type for the thing the prompt is about (and what it is about), named by its head noun. */
function domainTypes(reading: Reading, subject: string): TypeDef[] {
  const out: TypeDef[] = [];
  const { terms } = reading;
  reading.phrases.forEach((phrase, i) => {
    const isSubject = phrase === terms.subject;
    if (!isSubject && phrase !== terms.topic) return;
    const head = phrase.split(/[\s-]+/).pop() ?? '';
    if (head.length < 3 || /^\d/.test(head) || reading.heads[i] === undefined) return;
    out.push({
      name: titleCase(singular(head)),
      notes: isSubject
        ? `The ${bare(subject, 'project')} itself and the details that define it.`
        : `What the ${bare(subject, 'project')} is about: ${phrase}.`,
      icon: isSubject ? 'target' : 'box',
      fields: [
        field('name', 'string', true),
        field('description', 'text'),
        ...(isSubject
          ? [
              field('status', 'enum', false, 'idea, in progress, done'),
              field('target_date', 'date'),
            ]
          : [field('notes', 'text')]),
      ],
    });
  });
  return out;
}

/** `bills` → `bill`, `stories` → `story`; `glass`, `status` stay. */
export function singular(word: string): string {
  if (/ies$/i.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is|ics)$/i.test(word) || !/s$/i.test(word) || word.length < 4) return word;
  if (/(?:ches|shes|xes|sses)$/i.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const BASE_TYPES: TypeDef[] = [
  {
    name: 'Milestone',
    notes: 'A point on the way that shows real progress.',
    icon: 'flag',
    fields: [
      field('name', 'string', true),
      field('due_date', 'date'),
      field('status', 'enum', false, 'planned, in progress, done'),
      {
        name: 'needs',
        type: 'reference',
        required: false,
        relation: 'Resource',
        cardinality: 'many',
        instantiate: true,
      },
    ],
  },
  {
    name: 'Resource',
    notes: 'Money, time, tools, materials or knowledge the plan depends on.',
    icon: 'package',
    fields: [
      field('name', 'string', true),
      field('kind', 'enum', false, 'money, time, tool, material, knowledge'),
      field('cost', 'money'),
      field('source', 'string', false, 'Where it comes from'),
    ],
  },
  {
    name: 'Person',
    notes: 'Someone who takes part, helps or decides.',
    icon: 'user',
    fields: [
      field('name', 'string', true),
      field('role', 'string'),
      field('contact', 'email'),
      {
        name: 'responsible_for',
        type: 'reference',
        required: false,
        relation: 'Milestone',
        cardinality: 'many',
      },
    ],
  },
  {
    name: 'Risk',
    notes: 'Something that could go wrong, with what to do about it.',
    icon: 'triangle-alert',
    fields: [
      field('name', 'string', true),
      field('likelihood', 'enum', false, 'low, medium, high'),
      field('impact', 'enum', false, 'low, medium, high'),
      field('mitigation', 'text'),
    ],
  },
  {
    name: 'Decision',
    notes: 'A choice to make, its options and what was decided.',
    icon: 'split',
    fields: [
      field('name', 'string', true),
      field('options', 'text'),
      field('decided_on', 'date'),
      field('outcome', 'text'),
    ],
  },
];

const BASE_LINKS: LinkDef[] = [
  {
    label: 'responsible_for',
    from: 'Person',
    to: 'Milestone',
    description: 'Who sees a milestone through',
  },
  {
    label: 'needs',
    from: 'Milestone',
    to: 'Resource',
    description: 'What a milestone cannot be reached without',
  },
  { label: 'threatens', from: 'Risk', to: 'Milestone', description: 'What a risk would delay' },
  {
    label: 'blocks',
    from: 'Decision',
    to: 'Milestone',
    description: 'A choice that must be made first',
  },
];

/** An archetype made from the prompt: for goals outside the library. */
export function genericArchetype(reading: Reading): Archetype {
  const verb = reading.verb ?? 'complete';
  // With no object of its own ("move to Berlin"), the subject is the thing the prompt is for,
  // or the undertaking itself ("move").
  const fallback =
    reading.phrases.find((p, i) => ['for', 'about', 'on'].includes(reading.preps[i] ?? '')) ??
    (VERB_NOUN[verb] ?? 'project').toLowerCase();
  const subjectOf = (t: Terms) => bare(t.subject || fallback, 'project');
  const doing = secondPerson(reading.action.charAt(0).toLowerCase() + reading.action.slice(1));
  const types = unique(
    [...domainTypes(reading, reading.terms.subject || fallback), ...BASE_TYPES],
    (t) => t.name,
  );
  return {
    key: 'general',
    projectType: 'General',
    keywords: [],
    subject: fallback,
    name(t) {
      const core = titleCase(subjectOf(t)).split(' ').slice(-3).join(' ');
      const noun = VERB_NOUN[verb] ?? 'Plan';
      const name = core.toLowerCase().endsWith(noun.toLowerCase())
        ? `${core} Plan`
        : `${core} ${noun}`;
      const place = t.place && !name.includes(t.place) ? `${titleCase(t.place)} ` : '';
      return `${place}${name}`.split(' ').length <= 5 ? `${place}${name}` : name;
    },
    description(t) {
      return (
        `${capitalise(doing)}: what it takes, who is involved, the resources it needs and the ` +
        `milestones on the way${t.deadline ? `, finishing ${by(t.deadline)}` : ''}.`
      );
    },
    questions() {
      return [
        { text: `What would a good outcome look like once you ${doing}?` },
        { text: `By when do you want to ${doing}?`, covers: 'deadline' },
        { text: 'What budget can you put toward this, including ongoing costs?', covers: 'budget' },
        { text: 'Who else is involved, and what will each of them do?', covers: 'people' },
        { text: 'Which step are you least sure how to take, and who could show you?' },
        { text: 'What have you already done toward this, and what did you learn?' },
        { text: 'Where will this take place?', covers: 'place' },
        { text: 'Who will benefit from this, and what do they need from it?', covers: 'audience' },
        { text: 'What is the biggest obstacle you expect, and what would you do if it happened?' },
        { text: 'Which constraints cannot change: time, money, rules or people?' },
        { text: 'How many hours a week can you give to this?' },
        { text: 'Which decision do you need to make first?' },
      ];
    },
    goals(t) {
      const s = subjectOf(t);
      return [
        {
          name: `${capitalise(reading.action)}${t.deadline ? ` ${by(t.deadline)}` : ''}`,
          priority: 'high',
        },
        {
          name: `Agree what success for the ${s} looks like and how to measure it`,
          priority: 'high',
        },
        {
          name: t.budget
            ? `Keep the costs within ${t.budget}`
            : `Set a budget for the ${s} and track spending against it`,
          priority: 'medium',
        },
        { name: `Reach the first milestone within two weeks`, priority: 'medium' },
        { name: `List the risks to the ${s} with a fallback for each`, priority: 'medium' },
        { name: `Line up the people, skills and tools the ${s} needs`, priority: 'medium' },
        { name: 'Review progress every week and adjust the plan', priority: 'low' },
      ];
    },
    types,
    links: BASE_LINKS,
    workstreams(t) {
      const s = subjectOf(t);
      const done = `${capitalise(s)} ${pastParticiple(verb)}`;
      return [
        {
          name: 'Milestones',
          type: 'Milestone',
          keywords: ['milestone', 'step', 'stage', 'phase', 'timeline', 'schedule', 'deadline'],
          summary: `The points that show the ${s} is moving.`,
          items: [
            { name: 'Options researched', attributes: { status: 'planned' } },
            { name: 'Plan and budget agreed', attributes: { status: 'planned' } },
            { name: 'Everything needed in place', attributes: { status: 'planned' } },
            {
              name: done,
              attributes: { status: 'planned', ...(t.deadline ? { due_date: t.deadline } : {}) },
            },
          ],
        },
        {
          name: 'Decisions',
          type: 'Decision',
          keywords: ['decide', 'decision', 'choose', 'choice', 'option', 'compare'],
          summary: 'The choices to settle before the work can go ahead.',
          items: [
            {
              name: `Choose between the main options for the ${s}`,
              links: [['blocks', 'Plan and budget agreed']],
            },
            { name: 'Decide who does what', links: [['blocks', 'Everything needed in place']] },
            {
              name: t.budget ? `Split the ${t.budget} budget` : 'Decide how much to spend',
              links: [['blocks', 'Plan and budget agreed']],
            },
          ],
        },
        {
          name: 'Resources',
          type: 'Resource',
          keywords: [
            'resource',
            'money',
            'budget',
            'tool',
            'material',
            'equipment',
            'time',
            'cost',
          ],
          summary: `What the ${s} needs: money, time, tools and know-how.`,
          items: [
            { name: 'Time each week', attributes: { kind: 'time' } },
            {
              name: t.budget ? `Budget of ${t.budget}` : 'Money for the costs',
              attributes: { kind: 'money' },
            },
            { name: 'Tools and materials', attributes: { kind: 'tool' } },
            { name: 'Advice from someone who has done it', attributes: { kind: 'knowledge' } },
          ],
        },
        {
          name: 'People',
          type: 'Person',
          keywords: ['people', 'person', 'help', 'helper', 'team', 'partner', 'expert', 'hire'],
          summary: 'Who takes part, who helps and who decides.',
          items: [
            {
              name: 'You, as owner of the plan',
              attributes: { role: 'owner' },
              links: [['responsible_for', done]],
            },
            {
              name: 'A partner or helper',
              attributes: { role: 'helper' },
              links: [['responsible_for', 'Everything needed in place']],
            },
            {
              name: 'An expert to ask',
              attributes: { role: 'adviser' },
              links: [['responsible_for', 'Options researched']],
            },
          ],
        },
        {
          name: 'Risks',
          type: 'Risk',
          keywords: ['risk', 'problem', 'obstacle', 'danger', 'worry', 'fail'],
          summary: `What could go wrong with the ${s}, and the fallback for each.`,
          items: [
            {
              name: 'Running out of time',
              attributes: { likelihood: 'medium', impact: 'high' },
              links: [['threatens', done]],
            },
            {
              name: 'Costs higher than planned',
              attributes: { likelihood: 'medium', impact: 'medium' },
              links: [['threatens', 'Plan and budget agreed']],
            },
            {
              name: 'Losing momentum after the start',
              attributes: { likelihood: 'medium', impact: 'medium' },
              links: [['threatens', 'Everything needed in place']],
            },
          ],
        },
      ];
    },
    observations(t) {
      return [
        'Plans like this move faster with one clear next step written down at all times.',
        'Most plans overrun: allow a fifth more time than the first estimate.',
        `Talking to someone who has already managed to ${doing} saves the most expensive mistakes.`,
        ...(t.deadline
          ? [`Working back from ${t.deadline}: each milestone needs a date of its own.`]
          : []),
      ];
    },
  };
}
