import type { Archetype, GoalDef, QuestionDef, Terms, Workstream } from '../archetype';
import { subjectTitle } from '../phrases';
import { bare, by, titleCase, wordCount } from '../words';
import { linksTo } from './links';

const ACRONYMS: Record<string, string> = {
  phd: 'PhD',
  dphil: 'DPhil',
  mphil: 'MPhil',
  msc: 'MSc',
  bsc: 'BSc',
  ma: 'MA',
  ba: 'BA',
  mba: 'MBA',
};

/** Words a title drops from the front of the subject: `my final thesis` → `Thesis`. */
const SIZE_WORDS = ['short', 'long', 'final', 'new', 'first'];

/** Whether the subject is a paper or article rather than a thesis. */
const isPaper = (t: Terms) => /\b(paper|article|manuscript)\b/i.test(t.subject);

/** Whether the subject already says which degree it is for. */
const saysLevel = (t: Terms) =>
  /\b(phd|doctor\w*|dphil|mphil|master\w*|msc|ma|mba|bachelor\w*|bsc|ba|undergrad\w*|honours|paper|article|manuscript)\b/i.test(
    t.subject,
  );

export const thesis: Archetype = {
  key: 'thesis',
  projectType: 'Academic research',
  keywords: [
    'thesis',
    'dissertation',
    'phd',
    'doctorate',
    'doctoral',
    "master's thesis",
    'research paper',
    'literature review',
    'research proposal',
    'journal article',
    'viva',
    'supervisor',
    'research question',
    'academic',
  ],
  subject: 'thesis',

  name(t: Terms): string {
    const core = subjectTitle(t.subject, 'Thesis', { drop: SIZE_WORDS, acronyms: ACRONYMS });
    const topic = t.topic?.trim().replace(/^the\s+/i, '') ?? '';
    const named = `${topic} ${core}`.trim();
    if (
      topic !== '' &&
      wordCount(named) <= 5 &&
      !t.subject.toLowerCase().includes(topic.toLowerCase())
    ) {
      return titleCase(named, ACRONYMS);
    }
    return core === 'Thesis' ? 'Thesis Writing Plan' : `${core} Plan`;
  },

  description(t: Terms): string {
    const on =
      t.topic && !t.subject.toLowerCase().includes(t.topic.toLowerCase()) ? ` on ${t.topic}` : '';
    const due = t.deadline ? `, to be submitted ${by(t.deadline)}` : '';
    return (
      `Researching and writing the ${bare(t.subject, 'thesis')}${on}${due}: research questions, literature, ` +
      'methods, data, chapters and milestones up to submission.'
    );
  },

  questions(t: Terms): QuestionDef[] {
    const noun = bare(t.subject, 'thesis');
    const questions: QuestionDef[] = [
      {
        text: `What is the topic of your ${noun}, and do you have a working research question yet?`,
        covers: 'topic',
      },
      {
        text: 'When is the submission deadline, and are there earlier checkpoints such as a proposal or progress review?',
        covers: 'deadline',
      },
      {
        text: 'Which method do you expect to use: experiments, surveys, interviews, archival work, modelling or a literature-based study?',
      },
      {
        text: 'Do you already have data, or must you collect it, and does it involve people or personal data?',
      },
      {
        text: 'Which field and institution is it for, and are there length or formatting rules you must follow?',
      },
      {
        text: 'Who is involved besides you: supervisors, co-authors, a lab or research group?',
        covers: 'people',
      },
      {
        text: 'How much of the reading and writing have you already done?',
      },
      {
        text: 'How many hours a week can you give to it alongside teaching, work or other commitments?',
      },
      {
        text: 'How often do you meet your supervisor, and what do they expect to see before each meeting?',
      },
      {
        text: 'Who should it speak to besides the examiners: researchers in your field, practitioners or policy makers?',
        covers: 'audience',
      },
      {
        text: 'Is there funding for costs such as equipment, participant payments, travel or open-access fees?',
        covers: 'budget',
      },
    ];
    if (!saysLevel(t)) {
      questions.splice(1, 0, {
        text: "Is this for a PhD, a master's or a bachelor's degree, or is it a paper for a journal?",
      });
    } else {
      questions.push({
        text: 'Which reference manager and writing tools do you use, for example Zotero, LaTeX or Word?',
      });
    }
    return questions;
  },

  goals(t: Terms): GoalDef[] {
    const noun = bare(t.subject, 'thesis');
    const part = isPaper(t) ? 'section' : 'chapter';
    const goals: GoalDef[] = [
      {
        name: t.deadline
          ? `Submit the ${noun} ${by(t.deadline)}`
          : `Agree a submission date for the ${noun} and submit on time`,
        priority: 'high',
      },
      {
        name: t.topic
          ? `Agree a precise research question on ${t.topic} and a ${part} outline with the supervisor`
          : `Agree a precise research question and a ${part} outline with the supervisor`,
        priority: 'high',
      },
      {
        name: 'Complete a full first draft two months before the submission date',
        priority: 'high',
      },
      { name: 'Write at least 500 words on five days of every week', priority: 'medium' },
      {
        name: 'Obtain ethics approval, where needed, before data collection starts',
        priority: 'medium',
      },
      {
        name: 'Keep every source in a reference manager, with consistent citations throughout',
        priority: 'low',
      },
      {
        name: isPaper(t)
          ? 'Choose the target journal early and follow its author guidelines from the first draft'
          : 'Turn at least one chapter into a paper submitted to a peer-reviewed journal',
        priority: 'low',
      },
    ];
    if (t.budget) {
      goals.splice(5, 0, { name: `Keep research costs within ${t.budget}`, priority: 'medium' });
    }
    return goals;
  },

  types: [
    {
      name: 'Research Question',
      notes: 'A question the research sets out to answer: the central one or a sub-question.',
      icon: 'lightbulb',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'statement',
          type: 'text',
          required: false,
          description: 'The question as it will be written in the text.',
        },
        { name: 'hypothesis', type: 'text', required: false },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'draft, agreed, answered',
        },
        {
          name: 'methods',
          type: 'reference',
          required: false,
          relation: 'Method',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Chapter',
      notes: 'A chapter of the thesis, or a section of a paper.',
      icon: 'book-open',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'order', type: 'integer', required: false },
        {
          name: 'target_share',
          type: 'number',
          required: false,
          description: 'Percentage of the total length.',
        },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'outline, draft, revised, final',
        },
        {
          name: 'sources',
          type: 'reference',
          required: false,
          relation: 'Source',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Source',
      notes: 'A publication, report or body of work the research builds on.',
      icon: 'library',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'authors', type: 'string', required: false },
        { name: 'year', type: 'integer', required: false },
        {
          name: 'kind',
          type: 'enum',
          required: false,
          description: 'journal article, book, review, thesis, report, dataset',
        },
        { name: 'key_finding', type: 'text', required: false },
        { name: 'link', type: 'url', required: false },
      ],
    },
    {
      name: 'Method',
      notes:
        'A way of producing or analysing evidence: a search strategy, study design or analysis.',
      icon: 'flask-conical',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'approach',
          type: 'enum',
          required: false,
          description: 'qualitative, quantitative, mixed, literature-based',
        },
        { name: 'tools', type: 'string', required: false },
        { name: 'ethics_approval_needed', type: 'boolean', required: false },
        {
          name: 'datasets',
          type: 'reference',
          required: false,
          relation: 'Dataset',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Dataset',
      notes: 'Data collected, obtained or derived for the research, with where it is kept.',
      icon: 'database',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'origin',
          type: 'enum',
          required: false,
          description: 'collected, public, provided, exported, derived',
        },
        { name: 'format', type: 'string', required: false },
        { name: 'storage', type: 'string', required: false },
        { name: 'personal_data', type: 'boolean', required: false },
      ],
    },
    {
      name: 'Milestone',
      notes: 'A checkpoint with a date and a deliverable, usually reviewed by the supervisor.',
      icon: 'flag',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'due', type: 'string', required: false },
        { name: 'deliverable', type: 'text', required: false },
        { name: 'reviewed_by_supervisor', type: 'boolean', required: false },
        {
          name: 'chapters',
          type: 'reference',
          required: false,
          relation: 'Chapter',
          cardinality: 'many',
        },
      ],
    },
  ],

  links: [
    {
      label: 'addresses',
      from: 'Chapter',
      to: 'Research Question',
      description: 'The chapter works towards answering this research question.',
    },
    {
      label: 'cites',
      from: 'Chapter',
      to: 'Source',
      description: 'The chapter draws on and cites this source.',
    },
    {
      label: 'answered_by',
      from: 'Research Question',
      to: 'Method',
      description: 'The research question is answered with this method.',
    },
    {
      label: 'uses_data',
      from: 'Method',
      to: 'Dataset',
      description: 'The method produces or works on this dataset.',
    },
    {
      label: 'delivers',
      from: 'Milestone',
      to: 'Chapter',
      description: 'A draft of the chapter is due at this milestone.',
    },
  ],

  workstreams(t: Terms): Workstream[] {
    const paper = isPaper(t);
    const noun = bare(t.subject, 'thesis');
    const area = t.topic || 'the research area';
    const central = t.topic
      ? `Central research question on ${t.topic}`
      : 'Central research question';
    const evidenceQuestion = 'Sub-question on existing evidence';
    const empiricalQuestion = 'Sub-question on the new findings';
    const implicationsQuestion = 'Sub-question on implications for practice';
    const landmark = 'Landmark papers in the field';
    const reviews = 'Systematic reviews from the last five years';
    const handbook = 'Methods handbook for the chosen approach';
    const groupWork = 'Publications from your research group';
    const introduction = 'Introduction';
    const literature = paper ? 'Background and related work' : `Literature review on ${area}`;
    const methodology = paper ? 'Methods' : 'Methodology';
    const results = 'Results';
    const discussion = 'Discussion';
    const conclusion = 'Conclusion';
    const search = 'Systematic literature search';
    const collection = 'Primary data collection';
    const analysis = 'Data analysis';
    const pilot = 'Pilot study';
    const primaryData = 'Primary study data';
    const publicData = 'Public reference datasets';
    const searchExport = 'Literature search export';
    const cleanData = 'Cleaned analysis dataset';
    const due: Record<string, string> = t.deadline ? { due: t.deadline } : {};

    return [
      {
        name: 'Research questions',
        type: 'Research Question',
        keywords: ['question', 'hypothesis', 'aim', 'objective', 'scope'],
        summary: `The central question of the ${noun} and the sub-questions that break it into answerable parts.`,
        items: [
          {
            name: central,
            attributes: {
              statement: `One precise, answerable question that the whole ${noun} answers about ${area}.`,
              status: 'draft',
            },
            links: linksTo('answered_by', collection, analysis),
          },
          {
            name: evidenceQuestion,
            attributes: {
              statement: 'What is already known, and where is the gap?',
              status: 'draft',
            },
            links: [['answered_by', search]],
          },
          {
            name: empiricalQuestion,
            attributes: { statement: 'What does the new evidence show?', status: 'draft' },
            links: linksTo('answered_by', collection, analysis),
          },
          {
            name: implicationsQuestion,
            attributes: {
              statement: 'What do the findings mean for practice, policy or further research?',
              status: 'draft',
            },
          },
        ],
      },
      {
        name: 'Literature',
        type: 'Source',
        keywords: ['literature', 'source', 'reading', 'paper', 'reference', 'citation', 'review'],
        summary: `Key published work on ${area}, kept in a reference manager with reading notes.`,
        items: [
          { name: landmark, attributes: { kind: 'journal article' } },
          { name: reviews, attributes: { kind: 'review' } },
          { name: handbook, attributes: { kind: 'book' } },
          { name: groupWork, attributes: { kind: 'journal article' } },
          { name: 'Recent theses on related topics', attributes: { kind: 'thesis' } },
        ],
      },
      {
        name: paper ? 'Sections' : 'Chapters',
        type: 'Chapter',
        keywords: ['chapter', 'section', 'draft', 'writing', 'outline', 'structure'],
        summary: `The structure of the ${noun}, with the share of the length each part should take.`,
        items: [
          {
            name: introduction,
            attributes: { order: 1, target_share: 10, status: 'outline' },
            links: [['addresses', central]],
          },
          {
            name: literature,
            attributes: { order: 2, target_share: 20, status: 'outline' },
            links: [
              ['addresses', evidenceQuestion],
              ['cites', landmark],
              ['cites', reviews],
            ],
          },
          {
            name: methodology,
            attributes: { order: 3, target_share: 15, status: 'outline' },
            links: [['cites', handbook]],
          },
          {
            name: results,
            attributes: { order: 4, target_share: 25, status: 'outline' },
            links: [['addresses', empiricalQuestion]],
          },
          {
            name: discussion,
            attributes: { order: 5, target_share: 20, status: 'outline' },
            links: [
              ['addresses', central],
              ['addresses', implicationsQuestion],
              ['cites', groupWork],
            ],
          },
          {
            name: conclusion,
            attributes: { order: 6, target_share: 10, status: 'outline' },
            links: [['addresses', central]],
          },
        ],
      },
      {
        name: 'Methods',
        type: 'Method',
        keywords: [
          'method',
          'methodology',
          'design',
          'analysis',
          'experiment',
          'survey',
          'interview',
        ],
        summary:
          'How the evidence is found, collected and analysed, and which steps need ethics approval.',
        items: [
          {
            name: search,
            attributes: {
              approach: 'literature-based',
              tools: 'Scopus, Web of Science or Google Scholar, and a reference manager',
              ethics_approval_needed: false,
            },
            links: [['uses_data', searchExport]],
          },
          {
            name: pilot,
            attributes: { approach: 'mixed', ethics_approval_needed: true },
            links: [['uses_data', primaryData]],
          },
          {
            name: collection,
            attributes: { approach: 'mixed', ethics_approval_needed: true },
            links: [['uses_data', primaryData]],
          },
          {
            name: analysis,
            attributes: { approach: 'quantitative', tools: 'R, Python, SPSS or NVivo' },
            links: linksTo('uses_data', primaryData, publicData, cleanData),
          },
        ],
      },
      {
        name: 'Data management',
        type: 'Dataset',
        keywords: ['data', 'dataset', 'storage', 'backup', 'gdpr', 'anonymisation'],
        summary:
          'The data the research collects, obtains and derives, where each set is stored, and how personal data is protected.',
        items: [
          {
            name: primaryData,
            attributes: {
              origin: 'collected',
              storage: 'Institution-managed encrypted storage',
              personal_data: true,
            },
          },
          { name: publicData, attributes: { origin: 'public', personal_data: false } },
          {
            name: searchExport,
            attributes: { origin: 'exported', format: 'RIS or CSV', personal_data: false },
          },
          {
            name: cleanData,
            attributes: {
              origin: 'derived',
              storage: 'Version-controlled repository with off-site backup',
              personal_data: false,
            },
          },
        ],
      },
      {
        name: 'Milestones',
        type: 'Milestone',
        keywords: ['milestone', 'deadline', 'submission', 'proposal', 'draft', 'defence', 'viva'],
        summary: t.deadline
          ? `The checkpoints between now and submission ${by(t.deadline)}, each with a deliverable.`
          : 'The checkpoints between now and submission, each with a deliverable.',
        items: [
          {
            name: 'Research proposal approved',
            attributes: {
              deliverable: 'Research question, outline and method agreed in writing.',
              reviewed_by_supervisor: true,
            },
            links: linksTo('delivers', introduction, methodology),
          },
          {
            name: 'Ethics approval, where needed',
            attributes: { deliverable: 'Approval letter from the ethics committee.' },
          },
          {
            name: paper ? 'Related work drafted' : 'Literature review drafted',
            attributes: {
              deliverable: 'A full draft of the review of existing work.',
              reviewed_by_supervisor: true,
            },
            links: [['delivers', literature]],
          },
          {
            name: 'Full first draft',
            attributes: {
              deliverable: 'Every part drafted, even roughly.',
              reviewed_by_supervisor: true,
            },
            links: linksTo('delivers', results, discussion, conclusion),
          },
          {
            name: 'Submission',
            attributes: { ...due, deliverable: 'Final, proofread and formatted text submitted.' },
          },
          {
            name: paper ? 'Peer review and revisions' : 'Defence or viva, where required',
            attributes: {
              deliverable: paper
                ? 'Point-by-point response to the reviewers.'
                : 'Presentation prepared and likely questions rehearsed.',
            },
          },
        ],
      },
    ];
  },

  observations(): string[] {
    return [
      'The writing-up stage is routinely underestimated; drafting chapters as the research goes is far safer than writing everything at the end.',
      'Research with human participants or personal data normally needs ethics approval before any data is collected, and approval can take several weeks.',
      'A narrow, answerable research question is the best protection against a project that grows without limit.',
      'Keep raw data, analysis scripts and drafts under version control with an off-site backup; lost work is a common and avoidable cause of delay.',
      'Supervisors give better feedback on short, frequent drafts than on a whole text at once; agree turnaround times in advance.',
      "Check your institution's rules on length, formatting, plagiarism checks and the use of AI tools before writing.",
    ];
  },
};
