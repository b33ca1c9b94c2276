import type { Archetype, Terms, Workstream } from '../archetype';
import { shortPhrase } from '../phrases';
import { bare, by, inPlace, titleCase } from '../words';
import { linksTo } from './links';

/** How a language is usually levelled and examined: CEFR and its exams, or a scale of its own. */
interface LevelProfile {
  /** The two checkpoints before the target, easiest first: `A2`, `B1`. */
  checkpoints: [string, string];
  /** The usual intermediate target: `B2`, `JLPT N3`. */
  target: string;
  /** The target as a goal says it: `B2`, `JLPT N3 level`. */
  targetPhrase: string;
  /** The official exam at that level, when the language has a well-known one. */
  exam?: string;
  /** The reading skill's name, for languages whose script is a study of its own. */
  reading: string;
}

const CEFR = { checkpoints: ['A2', 'B1'] as [string, string], target: 'B2', targetPhrase: 'B2' };

function profile(language: string | undefined): LevelProfile {
  const l = (language ?? '').toLowerCase();
  if (l.includes('japanese')) {
    return {
      checkpoints: ['JLPT N5', 'JLPT N4'],
      target: 'JLPT N3',
      targetPhrase: 'JLPT N3 level',
      exam: 'JLPT N3',
      reading: 'Reading and kanji',
    };
  }
  if (l.includes('mandarin') || l.includes('chinese')) {
    return {
      checkpoints: ['HSK 2', 'HSK 3'],
      target: 'HSK 4',
      targetPhrase: 'HSK 4 level',
      exam: 'HSK 4',
      reading: 'Reading and characters',
    };
  }
  if (l.includes('korean')) {
    return {
      checkpoints: ['TOPIK 1', 'TOPIK 2'],
      target: 'TOPIK 3',
      targetPhrase: 'TOPIK level 3',
      exam: 'TOPIK II',
      reading: 'Reading',
    };
  }
  const exams: Array<[string, string]> = [
    ['spanish', 'DELE B2'],
    ['french', 'DELF B2'],
    ['german', 'Goethe-Zertifikat B2'],
    ['italian', 'CILS DUE-B2'],
    ['brazil', 'Celpe-Bras'],
    ['portuguese', 'CAPLE DIPLE (B2)'],
    ['english', 'Cambridge B2 First'],
  ];
  const exam = exams.find(([k]) => l.includes(k))?.[1];
  return { ...CEFR, reading: 'Reading', ...(exam ? { exam } : {}) };
}

const LANGUAGE_NAMES = new Set(
  (
    'spanish french german italian portuguese brazilian japanese chinese mandarin cantonese ' +
    'korean arabic russian dutch swedish norwegian danish finnish polish greek turkish hindi ' +
    'urdu bengali hebrew thai vietnamese indonesian swahili czech hungarian romanian ' +
    'ukrainian catalan irish welsh latin esperanto tagalog persian farsi english european ' +
    'latin american business'
  ).split(' '),
);

/** The language as a proper noun, when the user named a short one. */
function languageName(t: Terms): string | undefined {
  // The subject names the language only when it is one (`French`), not `fluent` or `language`.
  const subjectIsLanguage = LANGUAGE_NAMES.has(
    t.subject.trim().split(/\s+/)[0]?.toLowerCase() ?? '',
  );
  const named = t.topic ?? (subjectIsLanguage ? t.subject : undefined);
  if (!named) return undefined;
  const language = shortPhrase(bare(named, ''));
  return language && titleCase(language);
}

/** The place, unless the reading took a level (`to B2`) for one. */
function place(t: Terms): string | undefined {
  return t.place && !/^(?:[abc][12]|n[1-5]|hsk ?\d|topik ?\d)$/i.test(t.place.trim())
    ? t.place
    : undefined;
}

export const languageLearning: Archetype = {
  key: 'language-learning',
  projectType: 'Language learning',
  keywords: [
    'learn language',
    'language',
    'fluency',
    'fluent',
    'spanish',
    'french',
    'german',
    'italian',
    'japanese',
    'chinese',
    'mandarin',
    'portuguese',
    'korean',
    'arabic',
    'vocabulary',
    'grammar',
    'b1',
    'b2',
    'c1',
    'dele',
    'delf',
    'jlpt',
    'hsk',
    'cefr',
    'tutor',
    'speak',
    'learn',
  ],
  subject: 'language',

  name(t) {
    const lang = languageName(t);
    return lang ? `${lang} Fluency Plan` : 'Language Fluency Plan';
  },

  description(t) {
    const lang = languageName(t) ?? 'a new language';
    const p = profile(languageName(t));
    const due = t.deadline ? ` ${by(t.deadline)}` : '';
    const forWhom = t.audience ? ` It is written for ${t.audience}.` : '';
    return (
      `A plan to learn ${lang} from the current level to confident, real-world use, ` +
      `aiming at ${p.targetPhrase}${due} through daily study, regular speaking practice and ` +
      `measured checkpoints.${forWhom}`
    );
  },

  questions(t) {
    const lang = languageName(t) ?? 'the language';
    const p = profile(languageName(t));
    const examples = p.exam ? `such as the ${p.exam}` : 'such as DELE, DELF, Goethe, JLPT or HSK';
    return [
      {
        text: 'Which language do you want to learn, and which variety matters to you (for example European or Latin American Spanish)?',
        covers: 'topic',
      },
      {
        text: `What is your current level in ${lang}, and how did you learn what you already know?`,
      },
      {
        text: `Why are you learning ${lang}: work, a move abroad, family, travel or an exam?`,
      },
      {
        text: `What level do you want to reach, and do you need an official certificate ${examples} to prove it?`,
      },
      { text: 'By when do you want to reach that level?', covers: 'deadline' },
      { text: 'How many minutes a day can you realistically study, and on which days?' },
      {
        text: 'Which skill matters most to you right now: speaking, listening, reading or writing?',
      },
      {
        text: `Do you have people to speak ${lang} with, or will you learn alone?`,
        covers: 'people',
      },
      {
        text: 'How much can you spend each month on tutors, courses, apps and books?',
        covers: 'budget',
      },
      {
        text: `Will you spend time where ${lang} is spoken, or will you learn from home?`,
        covers: 'place',
      },
      { text: 'What worked, and what made you stop, in earlier attempts at learning a language?' },
      {
        text: 'Which situations must you handle first: small talk, work meetings, travel, reading news, or family conversations?',
      },
    ];
  },

  goals(t) {
    const lang = languageName(t) ?? 'the language';
    const p = profile(languageName(t));
    return [
      {
        name: t.deadline
          ? `Reach ${p.targetPhrase} in ${lang} ${by(t.deadline)}`
          : `Reach ${p.targetPhrase} in ${lang} within 12 months`,
        priority: 'high',
      },
      {
        name: 'Study at least 20 minutes every day and keep a log of each session',
        priority: 'high',
      },
      {
        name: `Hold a 30-minute conversation in ${lang} without switching to your own language`,
        priority: 'high',
      },
      {
        name: 'Learn the 2,000 most frequent words with spaced repetition',
        priority: 'medium',
      },
      {
        name: t.people
          ? `Practise speaking with ${t.people} at least twice a week`
          : 'Have two speaking sessions a week with a tutor or exchange partner',
        priority: 'medium',
      },
      {
        name: p.exam
          ? `Pass a full ${p.exam} mock exam under timed conditions`
          : `Pass a timed ${p.target} mock exam covering all four skills`,
        priority: 'medium',
      },
      {
        name: t.budget
          ? `Keep tutors, courses and materials within ${t.budget}`
          : 'Keep spending on tutors and materials to a fixed monthly amount',
        priority: 'low',
      },
      { name: `Read a whole graded reader or short novel in ${lang}`, priority: 'low' },
    ];
  },

  types: [
    {
      name: 'Skill',
      notes:
        'One of the abilities the learner builds (speaking, listening, reading, writing, grammar, vocabulary), with where it is now and where it should get to.',
      icon: 'mic',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'current_level',
          type: 'string',
          required: false,
          description: 'A CEFR level (A1–C2) or the language’s own scale.',
        },
        { name: 'target_level', type: 'string', required: false },
        {
          name: 'weekly_minutes',
          type: 'integer',
          required: false,
          description: 'Minutes a week planned for this skill.',
        },
        {
          name: 'resources',
          type: 'reference',
          required: false,
          relation: 'Resource',
          cardinality: 'many',
          description: 'The materials that train this skill.',
        },
      ],
    },
    {
      name: 'Resource',
      notes: 'A textbook, app, podcast, course, graded reader or series used to learn.',
      icon: 'book-open',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'kind',
          type: 'enum',
          required: false,
          description: 'Textbook, app, podcast, course, reader or video.',
        },
        { name: 'level', type: 'string', required: false, description: 'The level it suits.' },
        { name: 'cost_per_month', type: 'money', required: false },
        { name: 'url', type: 'url', required: false },
        {
          name: 'skills',
          type: 'reference',
          required: false,
          relation: 'Skill',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Practice Partner',
      notes: 'Someone to speak and write with: a tutor, an exchange partner, a class or a meetup.',
      icon: 'users',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'role',
          type: 'string',
          required: false,
          description: 'Tutor, exchange partner, class or meetup.',
        },
        { name: 'sessions_per_week', type: 'number', required: false },
        { name: 'cost_per_session', type: 'money', required: false },
        { name: 'platform', type: 'string', required: false },
        {
          name: 'skills',
          type: 'reference',
          required: false,
          relation: 'Skill',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Routine',
      notes: 'A recurring study block with a fixed time and length, the habit the plan runs on.',
      icon: 'calendar-clock',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'minutes', type: 'integer', required: true },
        {
          name: 'when',
          type: 'string',
          required: false,
          description: 'The time or trigger: after breakfast, on the commute.',
        },
        {
          name: 'resource',
          type: 'reference',
          required: false,
          relation: 'Resource',
          cardinality: 'one',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Milestone',
      notes: 'A checkpoint that proves progress: a level test, a mock exam, a first conversation.',
      icon: 'flag',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'level', type: 'string', required: false },
        { name: 'target_date', type: 'date', required: false },
        {
          name: 'assessment',
          type: 'text',
          required: false,
          description: 'How it is tested and what counts as a pass.',
        },
        {
          name: 'skills',
          type: 'reference',
          required: false,
          relation: 'Skill',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Vocabulary Set',
      notes: 'A themed set of words and phrases, usually kept as a spaced-repetition deck.',
      icon: 'layers',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'word_count', type: 'integer', required: false },
        {
          name: 'situations',
          type: 'text',
          required: false,
          description: 'Where these words will be needed.',
        },
        {
          name: 'milestone',
          type: 'reference',
          required: false,
          relation: 'Milestone',
          cardinality: 'one',
        },
      ],
    },
  ],

  links: [
    {
      label: 'trains',
      from: 'Resource',
      to: 'Skill',
      description: 'The resource builds this skill.',
    },
    {
      label: 'practises',
      from: 'Practice Partner',
      to: 'Skill',
      description: 'Sessions with this partner exercise the skill.',
    },
    {
      label: 'uses',
      from: 'Routine',
      to: 'Resource',
      description: 'The routine is done with this resource.',
    },
    {
      label: 'tests',
      from: 'Milestone',
      to: 'Skill',
      description: 'The milestone measures this skill.',
    },
    {
      label: 'prepares_for',
      from: 'Vocabulary Set',
      to: 'Milestone',
      description: 'The words are needed to pass this milestone.',
    },
  ],

  workstreams(t): Workstream[] {
    const lang = languageName(t);
    const p = profile(lang);
    const inLang = lang ? ` in ${lang}` : '';
    const [first, second] = p.checkpoints;
    const finalMilestone = p.exam ? `${p.exam} exam` : `${p.target} level test`;
    return [
      {
        name: 'Skills and levels',
        type: 'Skill',
        keywords: ['skill', 'level', 'speaking', 'listening', 'reading', 'writing', 'grammar'],
        summary: `Where each skill${inLang} stands today and the level it should reach.`,
        items: [
          {
            name: 'Speaking and pronunciation',
            attributes: { target_level: p.target, weekly_minutes: 90 },
          },
          {
            name: 'Listening comprehension',
            attributes: { target_level: p.target, weekly_minutes: 120 },
          },
          { name: p.reading, attributes: { target_level: p.target, weekly_minutes: 90 } },
          { name: 'Writing', attributes: { target_level: p.target, weekly_minutes: 45 } },
          { name: 'Grammar', attributes: { target_level: p.target, weekly_minutes: 60 } },
          { name: 'Vocabulary', attributes: { target_level: p.target, weekly_minutes: 105 } },
        ],
      },
      {
        name: 'Resources and materials',
        type: 'Resource',
        keywords: ['resource', 'textbook', 'app', 'podcast', 'course', 'book', 'material'],
        summary: 'The few materials chosen to learn from, each matched to the skills it trains.',
        items: [
          {
            name: 'Spaced-repetition flashcard app',
            attributes: { kind: 'app', level: 'All levels' },
            links: [['trains', 'Vocabulary']],
          },
          {
            name: 'Core course book with audio',
            attributes: { kind: 'textbook', level: `${first} to ${p.target}` },
            links: linksTo('trains', 'Grammar', p.reading),
          },
          {
            name: 'Podcast for learners',
            attributes: { kind: 'podcast', level: `${first} and up` },
            links: [['trains', 'Listening comprehension']],
          },
          {
            name: 'Graded readers',
            attributes: { kind: 'reader', level: `${first} to ${second}` },
            links: linksTo('trains', p.reading, 'Vocabulary'),
          },
          {
            name: 'TV series with target-language subtitles',
            attributes: { kind: 'video', level: `${second} and up` },
            links: [['trains', 'Listening comprehension']],
          },
        ],
      },
      {
        name: 'Speaking practice',
        type: 'Practice Partner',
        keywords: ['tutor', 'partner', 'exchange', 'conversation', 'class', 'meetup', 'speaking'],
        summary:
          'Regular people to speak and write with, so the language is used and not only studied.',
        items: [
          {
            name: 'Online tutor',
            attributes: { role: 'Tutor', sessions_per_week: 2, platform: 'italki or Preply' },
            links: linksTo('practises', 'Speaking and pronunciation', 'Grammar'),
          },
          {
            name: 'Language exchange partner',
            attributes: {
              role: 'Exchange partner',
              sessions_per_week: 1,
              platform: 'Tandem or HelloTalk',
            },
            links: linksTo('practises', 'Speaking and pronunciation', 'Listening comprehension'),
          },
          {
            name: place(t)
              ? `Conversation meetup${inPlace(place(t))}`
              : 'Local conversation meetup',
            attributes: { role: 'Meetup', sessions_per_week: 0.5 },
            links: [['practises', 'Speaking and pronunciation']],
          },
          {
            name: 'Written journal corrections',
            attributes: { role: 'Tutor or native-speaker community', sessions_per_week: 1 },
            links: [['practises', 'Writing']],
          },
        ],
      },
      {
        name: 'Daily routine',
        type: 'Routine',
        keywords: ['routine', 'habit', 'daily', 'schedule', 'streak', 'session'],
        summary: 'The fixed daily and weekly study blocks that keep progress steady.',
        items: [
          {
            name: 'Morning flashcard review',
            attributes: { minutes: 15, when: 'With the first coffee' },
            links: [['uses', 'Spaced-repetition flashcard app']],
          },
          {
            name: 'Commute listening',
            attributes: { minutes: 20, when: 'On the way to and from work' },
            links: [['uses', 'Podcast for learners']],
          },
          {
            name: 'Evening reading',
            attributes: { minutes: 20, when: 'Before bed' },
            links: [['uses', 'Graded readers']],
          },
          {
            name: 'Weekly course-book unit',
            attributes: { minutes: 60, when: 'Saturday morning' },
            links: [['uses', 'Core course book with audio']],
          },
          {
            name: 'Shadowing practice',
            attributes: { minutes: 10, when: 'After the commute listening' },
            links: [['uses', 'Podcast for learners']],
          },
        ],
      },
      {
        name: 'Milestones and exams',
        type: 'Milestone',
        keywords: ['milestone', 'exam', 'test', 'level', 'certificate', 'mock'],
        summary:
          'Checkpoints that show real progress, from a first conversation to the target exam.',
        items: [
          {
            name: 'First 15-minute conversation',
            attributes: {
              level: first,
              assessment: 'A 15-minute unscripted chat with a tutor about yourself and your week.',
            },
            links: linksTo('tests', 'Speaking and pronunciation', 'Listening comprehension'),
          },
          {
            name: `${first} checkpoint`,
            attributes: {
              level: first,
              assessment: 'A free online placement test, plus a short spoken check with the tutor.',
            },
            links: linksTo('tests', 'Grammar', 'Vocabulary'),
          },
          {
            name: `${second} mock exam`,
            attributes: { level: second, assessment: 'A past paper taken under timed conditions.' },
            links: linksTo('tests', p.reading, 'Writing'),
          },
          {
            name: finalMilestone,
            attributes: {
              level: p.target,
              assessment: p.exam
                ? 'The official exam, booked as soon as the date is published.'
                : 'A full timed test of all four skills, marked by a tutor.',
            },
            links: linksTo(
              'tests',
              'Speaking and pronunciation',
              'Listening comprehension',
              p.reading,
              'Writing',
            ),
          },
        ],
      },
      {
        name: 'Vocabulary',
        type: 'Vocabulary Set',
        keywords: ['vocabulary', 'word', 'phrase', 'deck', 'flashcard'],
        summary: 'Themed word sets, learned in order of how soon they are needed.',
        items: [
          {
            name: 'Survival phrases and numbers',
            attributes: {
              word_count: 150,
              situations: 'Greetings, shops, directions, numbers and time.',
            },
            links: [['prepares_for', 'First 15-minute conversation']],
          },
          {
            name: 'Top 1,000 words',
            attributes: { word_count: 1000, situations: 'Everyday conversation and simple texts.' },
            links: [['prepares_for', `${first} checkpoint`]],
          },
          {
            name: 'Travel and daily life',
            attributes: { word_count: 300, situations: 'Transport, food, housing, health.' },
            links: [['prepares_for', `${first} checkpoint`]],
          },
          {
            name: 'Work and professional vocabulary',
            attributes: {
              word_count: 400,
              situations: 'Meetings, emails, your own job and field.',
            },
            links: [['prepares_for', `${second} mock exam`]],
          },
          {
            name: 'Opinions and argument',
            attributes: {
              word_count: 300,
              situations:
                'Agreeing, disagreeing, giving reasons: what exam essays and debates need.',
            },
            links: [['prepares_for', finalMilestone]],
          },
        ],
      },
    ];
  },

  observations(t) {
    const p = profile(languageName(t));
    return [
      'The US Foreign Service Institute estimates about 600–750 class hours for English speakers to reach professional working proficiency in Spanish, French or Italian, and about 2,200 hours for Japanese, Mandarin, Korean or Arabic.',
      'Short daily sessions beat long weekly ones: spaced repetition needs frequent reviews, and a missed week costs far more than a missed day.',
      'The 2,000 most frequent words cover around 80% of everyday text, so they are worth learning before rarer, topic-specific words.',
      'Speaking improves mainly by speaking: plan regular conversation from the first month rather than waiting until the grammar feels ready.',
      p.exam
        ? `The ${p.exam} runs on only a few dates a year and registration closes weeks before; check the dates and book early.`
        : 'Official language exams run on only a few dates a year and registration closes weeks before; check the dates and book early.',
    ];
  },
};
