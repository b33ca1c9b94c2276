import type { Archetype, Terms, WorkItem, Workstream } from '../archetype';
import { head, shortPhrase } from '../phrases';
import { by, capitalise, placeName, titleCase, withArticle } from '../words';
import { linksTo } from './links';

type Kind = 'fiction' | 'memoir' | 'cookbook' | 'nonfiction';

const FICTION =
  /novel|fiction|story|stories|thriller|fantasy|romance|mystery|crime|sci-?fi|horror|saga|children|picture book|young adult|\bya\b/i;

function kindOf(t: Terms): Kind {
  const s = `${t.subject} ${t.topic ?? ''}`;
  if (/cookbook|cook book|recipe/i.test(s)) return 'cookbook';
  if (/memoir|autobiograph|life story/i.test(s)) return 'memoir';
  if (/non-?fiction/i.test(s)) return 'nonfiction';
  if (FICTION.test(s)) return 'fiction';
  return 'nonfiction';
}

/** Common words that, capitalised at the start of a subject, only began the prompt. */
const COMMON = new Set(
  'book novel memoir cookbook fantasy thriller romance mystery crime historical literary children picture poetry short non-fiction nonfiction self-help business travel family epic debut'.split(
    ' ',
  ),
);

/** The subject as usable words: `novel`, `fantasy novel`, `cookbook`. */
function book(t: Terms): string {
  return head(t.subject, COMMON) ?? 'book';
}

/**
 * What the book is about: the subject's own tail when it says (`cookbook of Portuguese home
 * cooking` → `Portuguese home cooking`), else the topic found in the prompt.
 */
function topicOf(t: Terms): string | undefined {
  const tail = /\s(?:of|about|on)\s+(.+)$/i.exec(t.subject.trim())?.[1];
  return shortPhrase(tail, 5) ?? t.topic;
}

interface Chapter {
  name: string;
  summary: string;
  target_words: number;
  /** Indexes into the kind's story elements and research sources. */
  elements: number[];
  sources: number[];
}

interface Element {
  name: string;
  kind: string;
  description: string;
}

interface KindPlan {
  chapters: Chapter[];
  elements: Element[];
  sources: Array<{ name: string; kind: string; permission_needed: boolean }>;
  /** The typical length range, for the observations. */
  length: string;
}

function plan(kind: Kind, t: Terms): KindPlan {
  const topic = topicOf(t);
  const setting = t.place ? `Set in ${placeName(t.place)}.` : 'Where and when the story happens.';
  switch (kind) {
    case 'fiction':
      return {
        length: 'most adult novels run 70,000–100,000 words, young adult 50,000–80,000',
        elements: [
          {
            name: 'Protagonist',
            kind: 'character',
            description: 'What they want, what they need, and the flaw between the two.',
          },
          {
            name: 'Antagonist',
            kind: 'character',
            description: 'The force that opposes the protagonist, with understandable motives.',
          },
          { name: 'Central setting', kind: 'setting', description: setting },
          {
            name: 'Core theme',
            kind: 'theme',
            description: topic
              ? `What the story says about ${topic}.`
              : 'What the story is really about, beneath the plot.',
          },
          {
            name: 'Supporting cast',
            kind: 'character',
            description: 'Allies, mentors and rivals, each with a job in the plot.',
          },
        ],
        sources: [
          { name: 'Setting research', kind: 'site visit', permission_needed: false },
          { name: 'Expert interviews', kind: 'interview', permission_needed: false },
          { name: 'Comparable titles', kind: 'book', permission_needed: false },
          { name: 'Period and technical details', kind: 'archive', permission_needed: false },
        ],
        chapters: [
          {
            name: 'Opening and inciting incident',
            summary: 'The protagonist in their ordinary world, until something breaks it.',
            target_words: 10000,
            elements: [0, 2],
            sources: [0],
          },
          {
            name: 'First turning point',
            summary: 'The protagonist commits to the goal, and there is no way back.',
            target_words: 12000,
            elements: [0, 4],
            sources: [],
          },
          {
            name: 'Rising complications',
            summary: 'Each attempt costs more; the antagonist pushes back.',
            target_words: 18000,
            elements: [0, 1, 4],
            sources: [1, 3],
          },
          {
            name: 'Midpoint reversal',
            summary: 'A revelation changes what the story is about.',
            target_words: 15000,
            elements: [0, 1, 3],
            sources: [],
          },
          {
            name: 'Crisis and darkest moment',
            summary: 'Everything seems lost; the flaw must be faced.',
            target_words: 15000,
            elements: [0, 3],
            sources: [],
          },
          {
            name: 'Climax and resolution',
            summary: 'The final confrontation, and the new normal it leaves behind.',
            target_words: 15000,
            elements: [0, 1, 2],
            sources: [0],
          },
        ],
      };
    case 'memoir':
      return {
        length: 'most memoirs run 60,000–90,000 words',
        elements: [
          {
            name: 'Narrator as a younger self',
            kind: 'character',
            description: 'Who you were then, seen honestly from now.',
          },
          {
            name: 'Key people',
            kind: 'character',
            description: 'The real people in the story, and how they are portrayed fairly.',
          },
          {
            name: 'Defining place',
            kind: 'setting',
            description: t.place
              ? `${t.place}, as it was then`
              : 'The place that shaped the story.',
          },
          {
            name: 'Central theme',
            kind: 'theme',
            description: topic
              ? `What ${topic} meant, seen from today.`
              : 'The one question the memoir explores.',
          },
        ],
        sources: [
          { name: 'Diaries, letters and photographs', kind: 'archive', permission_needed: true },
          {
            name: 'Conversations with family and friends',
            kind: 'interview',
            permission_needed: false,
          },
          { name: 'Public records and news archives', kind: 'archive', permission_needed: false },
          { name: 'Comparable memoirs', kind: 'book', permission_needed: false },
        ],
        chapters: [
          {
            name: 'Opening scene',
            summary: 'Start in the moment everything changed, then step back.',
            target_words: 5000,
            elements: [0, 3],
            sources: [0],
          },
          {
            name: 'Origins',
            summary: 'Family, place and the person you were before.',
            target_words: 15000,
            elements: [0, 1, 2],
            sources: [0, 1],
          },
          {
            name: 'The turning point',
            summary: 'The event the whole book turns on.',
            target_words: 15000,
            elements: [0, 1],
            sources: [1, 2],
          },
          {
            name: 'The hardest years',
            summary: 'What it cost, told in scenes rather than summary.',
            target_words: 20000,
            elements: [0, 1, 3],
            sources: [0],
          },
          {
            name: 'What changed',
            summary: 'How you came through, and what you understand now.',
            target_words: 15000,
            elements: [0, 3],
            sources: [],
          },
          {
            name: 'Where I stand now',
            summary: 'A closing that answers the question the opening raised.',
            target_words: 5000,
            elements: [0, 2, 3],
            sources: [],
          },
        ],
      };
    case 'cookbook':
      return {
        length: 'most cookbooks hold 70–120 recipes',
        elements: [
          {
            name: 'Author’s voice and story',
            kind: 'idea',
            description: 'Why you, and why these recipes: the thread through every headnote.',
          },
          {
            name: 'Culinary tradition',
            kind: 'setting',
            description: topic
              ? `${capitalise(topic)}, and how you interpret it.`
              : 'The cuisine or way of cooking the book belongs to.',
          },
          {
            name: 'Core ingredients',
            kind: 'idea',
            description: 'The pantry the recipes rely on, and where readers can buy it.',
          },
          {
            name: 'Signature dishes',
            kind: 'idea',
            description: 'The recipes the book will be known for, and the cover shot.',
          },
        ],
        sources: [
          { name: 'Recipe testing log', kind: 'recipe test', permission_needed: false },
          {
            name: 'Ingredient suppliers and producers',
            kind: 'interview',
            permission_needed: false,
          },
          { name: 'Technique and food-history references', kind: 'book', permission_needed: false },
          { name: 'Comparable cookbooks', kind: 'book', permission_needed: false },
        ],
        chapters: [
          {
            name: 'Introduction and story',
            summary: 'Who you are, where the food comes from, how to use the book.',
            target_words: 4000,
            elements: [0, 1],
            sources: [3],
          },
          {
            name: 'Pantry and techniques',
            summary: 'The ingredients and methods every later recipe builds on.',
            target_words: 5000,
            elements: [2],
            sources: [2],
          },
          {
            name: 'Breakfasts and small plates',
            summary: 'Quick recipes that win readers over.',
            target_words: 10000,
            elements: [1, 2],
            sources: [0, 1],
          },
          {
            name: 'Main dishes',
            summary: 'The heart of the book, including the signature dishes.',
            target_words: 15000,
            elements: [1, 3],
            sources: [0, 1],
          },
          {
            name: 'Desserts and baking',
            summary: 'Weighed precisely and tested more than once.',
            target_words: 10000,
            elements: [1, 3],
            sources: [0, 1],
          },
          {
            name: 'Menus and index',
            summary: 'Menus for occasions, conversions and a full index.',
            target_words: 3000,
            elements: [0],
            sources: [],
          },
        ],
      };
    case 'nonfiction':
      return {
        length: 'most non-fiction books run 50,000–80,000 words',
        elements: [
          {
            name: 'Central argument',
            kind: 'idea',
            description: topic
              ? `The one claim the book makes about ${topic}.`
              : 'The one claim the book makes, in a sentence.',
          },
          {
            name: 'Reader’s problem',
            kind: 'idea',
            description: 'What the reader struggles with before opening the book.',
          },
          {
            name: 'Author’s credibility',
            kind: 'idea',
            description: 'The experience and evidence that make you the one to write it.',
          },
          {
            name: 'Running case study',
            kind: 'character',
            description: 'A person or organisation followed through the book.',
          },
        ],
        sources: [
          { name: 'Published studies and data', kind: 'book', permission_needed: false },
          { name: 'Expert interviews', kind: 'interview', permission_needed: false },
          { name: 'Case-study subjects', kind: 'interview', permission_needed: true },
          { name: 'Comparable titles', kind: 'book', permission_needed: false },
        ],
        chapters: [
          {
            name: 'Introduction: the problem',
            summary: 'The reader’s problem, made vivid, and the promise of the book.',
            target_words: 6000,
            elements: [1, 3],
            sources: [2],
          },
          {
            name: 'The core idea',
            summary: 'The central argument, stated plainly and defended.',
            target_words: 12000,
            elements: [0, 2],
            sources: [0],
          },
          {
            name: 'Evidence and case studies',
            summary: 'Research and stories that show the idea at work.',
            target_words: 15000,
            elements: [0, 3],
            sources: [0, 1, 2],
          },
          {
            name: 'The method in practice',
            summary: 'Step by step, what the reader can do with it.',
            target_words: 15000,
            elements: [1],
            sources: [1],
          },
          {
            name: 'Objections and limits',
            summary: 'Where the idea does not hold, and what to do then.',
            target_words: 8000,
            elements: [0],
            sources: [0, 1],
          },
          {
            name: 'Conclusion and next steps',
            summary: 'What changes for the reader from tomorrow.',
            target_words: 5000,
            elements: [1, 3],
            sources: [],
          },
        ],
      };
  }
}

export const bookWriting: Archetype = {
  key: 'book',
  projectType: 'Book writing',
  keywords: [
    'book',
    'novel',
    'memoir',
    'manuscript',
    'write book',
    'cookbook',
    'self-publish',
    'publish',
    'publishing',
    'author',
    'chapter',
    'fiction',
    'literary agent',
    'write',
  ],
  subject: 'book',

  name(t) {
    const s = book(t);
    return /writing|publishing/i.test(s) ? titleCase(s) : `${titleCase(s)} Writing Project`;
  },

  description(t) {
    const topic = topicOf(t);
    const about = topic ? ` about ${topic}` : '';
    const forWhom = t.audience ? ` for ${t.audience}` : '';
    const when = t.deadline ? ` ${by(t.deadline)}` : '';
    return (
      `Writing ${withArticle(book(t))}${about}${forWhom}, from outline to a finished draft${when}, ` +
      `then through revision, feedback and editing to publication.`
    );
  },

  questions(t) {
    const kind = kindOf(t);
    const length =
      kind === 'cookbook'
        ? 'How many recipes will it hold, and will it have photographs of every dish?'
        : `How long will it be? (${plan(kind, t).length.replace(/^m/, 'M')}.)`;
    return [
      { text: 'What is the book about, in one or two sentences?', covers: 'topic' },
      {
        text: 'Who is the reader, and what should they feel or be able to do after reading it?',
        covers: 'audience',
      },
      {
        text: 'Which shelf would it sit on in a bookshop, and which two or three recent books is it most like?',
      },
      {
        text: 'How far along are you: an idea, an outline, some chapters, or a finished first draft?',
      },
      {
        text: 'Do you want a traditional publisher (usually through a literary agent), to self-publish, or a hybrid route?',
      },
      { text: 'How many hours a week can you write, and at what time of day do you write best?' },
      {
        text: 'By when do you want the first draft finished, and is there a publication date you are aiming for?',
        covers: 'deadline',
      },
      { text: length },
      {
        text: 'What budget do you have for editing, cover design, ISBNs and marketing?',
        covers: 'budget',
      },
      {
        text: 'Who will read early drafts: beta readers, a writing group, a co-author or a professional editor?',
        covers: 'people',
      },
      {
        text:
          kind === 'cookbook'
            ? 'Who will test the recipes and take the photographs?'
            : 'Does the book need research, interviews, or permission for quotes, lyrics or images?',
      },
      {
        text: 'Do you have a platform to help sell it: a newsletter, a social following, talks or a business?',
      },
    ];
  },

  goals(t) {
    const kind = kindOf(t);
    return [
      {
        name: t.deadline
          ? `Finish the first draft ${by(t.deadline)}`
          : 'Finish a complete first draft',
        priority: 'high',
      },
      {
        name:
          kind === 'cookbook'
            ? 'Test every recipe at least twice, once by someone other than the author'
            : 'Write 1,000 words on at least four days every week',
        priority: 'high',
      },
      { name: 'Complete a structural revision based on reader feedback', priority: 'high' },
      {
        name: t.audience
          ? `Get feedback from at least five beta readers among ${t.audience}`
          : 'Get feedback from at least five beta readers who match the intended reader',
        priority: 'medium',
      },
      {
        name: 'Prepare a complete submission package or print-ready files, depending on the route chosen',
        priority: 'medium',
      },
      {
        name: t.budget
          ? `Keep editing, design and launch costs within ${t.budget}`
          : 'Set money aside for a professional copyedit and cover design',
        priority: 'medium',
      },
      { name: 'Build a mailing list of 500 readers before launch', priority: 'low' },
      {
        name: 'Collect 20 reader reviews in the first three months after publication',
        priority: 'low',
      },
    ];
  },

  types: [
    {
      name: 'Chapter',
      notes: 'A chapter or part of the book, with its purpose, length target and progress.',
      icon: 'file-text',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'summary',
          type: 'text',
          required: false,
          description: 'What happens or what it argues.',
        },
        { name: 'target_words', type: 'integer', required: false },
        { name: 'word_count', type: 'integer', required: false },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'Planned, drafted, revised or final.',
        },
        {
          name: 'elements',
          type: 'reference',
          required: false,
          relation: 'Story Element',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Story Element',
      notes: 'A character, setting, theme or central idea the book is built on.',
      icon: 'drama',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'kind',
          type: 'enum',
          required: false,
          description: 'Character, setting, theme or idea.',
        },
        { name: 'description', type: 'text', required: false },
        {
          name: 'arc',
          type: 'text',
          required: false,
          description: 'How it changes or develops across the book.',
        },
      ],
    },
    {
      name: 'Research Source',
      notes:
        'Material the book draws on: interviews, archives, studies, recipe tests, comparable titles.',
      icon: 'library',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'kind',
          type: 'enum',
          required: false,
          description: 'Interview, book, archive, site visit or recipe test.',
        },
        { name: 'citation', type: 'string', required: false },
        {
          name: 'permission_needed',
          type: 'boolean',
          required: false,
          description: 'Whether quoting or showing it needs written permission.',
        },
        { name: 'url', type: 'url', required: false },
      ],
    },
    {
      name: 'Revision',
      notes:
        'One pass over the whole manuscript, from first draft to proofread, each with one focus.',
      icon: 'pen-line',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'focus', type: 'text', required: false },
        { name: 'target_date', type: 'date', required: false },
        { name: 'word_count', type: 'integer', required: false },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'Not started, in progress or done.',
        },
      ],
    },
    {
      name: 'Reader',
      notes:
        'Someone who reads the manuscript and gives feedback: writing group, beta readers, editors.',
      icon: 'book-open-check',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'role',
          type: 'enum',
          required: false,
          description: 'Writing group, beta reader, editor or proofreader.',
        },
        {
          name: 'profile',
          type: 'string',
          required: false,
          description: 'Who they are as readers.',
        },
        { name: 'feedback_due', type: 'date', required: false },
        {
          name: 'revision',
          type: 'reference',
          required: false,
          relation: 'Revision',
          cardinality: 'one',
        },
      ],
    },
    {
      name: 'Publishing Step',
      notes:
        'A step from finished manuscript to a book on sale, on the traditional or self-publishing route.',
      icon: 'book-up',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'route',
          type: 'string',
          required: false,
          description: 'Traditional, self-publishing, or both.',
        },
        { name: 'cost', type: 'money', required: false },
        { name: 'due', type: 'date', required: false },
        { name: 'owner', type: 'string', required: false },
      ],
    },
  ],

  links: [
    {
      label: 'features',
      from: 'Chapter',
      to: 'Story Element',
      description: 'The character, setting, theme or idea that carries the chapter.',
    },
    {
      label: 'draws_on',
      from: 'Chapter',
      to: 'Research Source',
      description: 'The research the chapter depends on.',
    },
    {
      label: 'reviews',
      from: 'Reader',
      to: 'Revision',
      description: 'The draft this reader gives feedback on.',
    },
    {
      label: 'requires',
      from: 'Publishing Step',
      to: 'Revision',
      description: 'The revision that must be finished before this step.',
    },
  ],

  workstreams(t): Workstream[] {
    const kind = kindOf(t);
    const p = plan(kind, t);
    const elementName = (i: number) => p.elements[i]?.name ?? p.elements[0]?.name ?? 'Protagonist';
    const sourceName = (i: number) =>
      p.sources[i]?.name ?? p.sources[0]?.name ?? 'Comparable titles';
    const chapters: WorkItem[] = p.chapters.map((c) => ({
      name: c.name,
      attributes: { summary: c.summary, target_words: c.target_words, status: 'Planned' },
      links: [
        ...linksTo('features', ...c.elements.map(elementName)),
        ...linksTo('draws_on', ...c.sources.map(sourceName)),
      ],
    }));
    const proposal =
      kind === 'fiction' || kind === 'memoir'
        ? { name: 'Query letter and synopsis', after: 'Line edit' }
        : { name: 'Book proposal and sample chapters', after: 'Structural revision' };
    return [
      {
        name: kind === 'cookbook' ? 'Chapters and recipes' : 'Structure and chapters',
        type: 'Chapter',
        keywords: ['chapter', 'outline', 'structure', 'plot', 'draft', 'scene', 'recipe'],
        summary: `The shape of the ${book(t)}, part by part, with a word target for each.`,
        items: chapters,
      },
      {
        name: kind === 'fiction' || kind === 'memoir' ? 'Characters and setting' : 'Core ideas',
        type: 'Story Element',
        keywords: ['character', 'setting', 'theme', 'idea', 'world', 'voice'],
        summary: 'The people, places and ideas the book is built on, and how each develops.',
        items: p.elements.map((e) => ({
          name: e.name,
          attributes: { kind: e.kind, description: e.description },
        })),
      },
      {
        name: 'Research',
        type: 'Research Source',
        keywords: ['research', 'source', 'interview', 'archive', 'fact', 'permission'],
        summary: 'What the book draws on, and which sources need permission to quote or show.',
        items: p.sources.map((s) => ({
          name: s.name,
          attributes: { kind: s.kind, permission_needed: s.permission_needed },
        })),
      },
      {
        name: 'Drafts and revisions',
        type: 'Revision',
        keywords: ['revision', 'draft', 'edit', 'rewrite', 'copyedit', 'proofread'],
        summary: 'The passes from first draft to clean proofs, each with a single focus.',
        items: [
          {
            name: 'First draft',
            attributes: {
              focus: 'Get the whole book down, start to finish, without stopping to polish.',
              status: 'In progress',
            },
          },
          {
            name: 'Structural revision',
            attributes: {
              focus: 'Order, pacing, gaps and what to cut, chapter by chapter.',
              status: 'Not started',
            },
          },
          {
            name: 'Line edit',
            attributes: {
              focus: 'Sentence-level clarity, rhythm and voice.',
              status: 'Not started',
            },
          },
          {
            name: 'Copyedit',
            attributes: {
              focus: 'Grammar, consistency, facts and house style.',
              status: 'Not started',
            },
          },
          {
            name: 'Proofread',
            attributes: {
              focus: 'Typos and layout errors in the typeset pages.',
              status: 'Not started',
            },
          },
        ],
      },
      {
        name: 'Readers and editors',
        type: 'Reader',
        keywords: ['reader', 'beta reader', 'editor', 'feedback', 'critique', 'writing group'],
        summary: 'Who reads each draft and what kind of feedback they give.',
        items: [
          {
            name: kind === 'cookbook' ? 'Recipe testing group' : 'Writing group',
            attributes:
              kind === 'cookbook'
                ? {
                    role: 'Beta reader',
                    profile: 'Home cooks who cook from the draft and report back',
                  }
                : { role: 'Writing group', profile: 'Fellow writers who read work in progress' },
            links: [['reviews', 'First draft']],
          },
          {
            name: 'Beta readers',
            attributes: {
              role: 'Beta reader',
              profile: t.audience
                ? `Five to ten readers among ${t.audience}`
                : 'Five to ten readers who match the intended reader',
            },
            links: [['reviews', 'Structural revision']],
          },
          {
            name: 'Developmental editor',
            attributes: {
              role: 'Editor',
              profile: 'A professional who reads for structure and big-picture problems',
            },
            links: [['reviews', 'First draft']],
          },
          {
            name: 'Copyeditor',
            attributes: {
              role: 'Editor',
              profile: 'A professional who checks every sentence for errors and consistency',
            },
            links: [['reviews', 'Copyedit']],
          },
          {
            name: 'Proofreader',
            attributes: { role: 'Proofreader', profile: 'Fresh eyes on the final typeset pages' },
            links: [['reviews', 'Proofread']],
          },
        ],
      },
      {
        name: 'Publishing and launch',
        type: 'Publishing Step',
        keywords: ['publishing', 'publish', 'agent', 'cover', 'isbn', 'launch', 'marketing'],
        summary: 'The steps from a finished manuscript to a book readers can buy and find.',
        items: [
          {
            name: 'Choose the publishing route',
            attributes: { route: 'Both' },
            links: [['requires', 'First draft']],
          },
          {
            name: proposal.name,
            attributes: { route: 'Traditional' },
            links: [['requires', proposal.after]],
          },
          {
            name: 'Cover design',
            attributes: { route: 'Self-publishing' },
            links: [['requires', 'Structural revision']],
          },
          { name: 'ISBNs and metadata', attributes: { route: 'Self-publishing' } },
          {
            name: 'Typesetting for print and ebook',
            attributes: { route: 'Self-publishing' },
            links: [['requires', 'Copyedit']],
          },
          {
            name: 'Launch plan and advance copies',
            attributes: { route: 'Both' },
            links: [['requires', 'Proofread']],
          },
        ],
      },
    ];
  },

  observations(t) {
    const kind = kindOf(t);
    const p = plan(kind, t);
    return [
      'Finishing a complete first draft matters more than polishing early chapters: most of a book is made in revision.',
      kind === 'fiction' || kind === 'memoir'
        ? 'Literary agents expect a finished, revised manuscript for fiction and most memoirs before they will consider it.'
        : 'Non-fiction is usually sold to publishers on a proposal with sample chapters, before the whole book is written.',
      'A professional copyedit and cover are the two costs self-published authors most often regret skipping.',
      `As a guide, ${p.length}; far outside that range is harder to sell.`,
      'Writing 500 words a day produces a 90,000-word draft in about six months.',
      kind === 'cookbook'
        ? 'Recipes written from memory fail in other kitchens: weigh everything and have each recipe tested by someone else.'
        : 'Quoting song lyrics or poetry almost always needs paid permission; budget time and money for it or paraphrase.',
    ];
  },
};
