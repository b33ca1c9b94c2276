import type { Archetype, Terms, Workstream } from '../archetype';
import { head, launchName, shortPhrase } from '../phrases';
import { by, placeName } from '../words';
import { linksTo } from './links';

const ACRONYMS: Record<string, string> = {
  saas: 'SaaS',
  mvp: 'MVP',
  b2b: 'B2B',
  b2c: 'B2C',
  ai: 'AI',
  api: 'API',
  crm: 'CRM',
  erp: 'ERP',
  hr: 'HR',
  seo: 'SEO',
  ios: 'iOS',
};

/** Subjects that say only "some software", with the head noun a name should use. */
const GENERIC: Record<string, string> = {
  saas: 'SaaS',
  'saas product': 'SaaS',
  'saas app': 'SaaS',
  software: 'Software',
  'software product': 'Software',
  app: 'App',
  'web app': 'App',
  'web application': 'App',
  platform: 'Platform',
  startup: 'Startup',
  mvp: 'MVP',
  product: 'Product',
  tool: 'Tool',
};

/** Common words that, capitalised at the start of a subject, only began the prompt. */
const COMMON = new Set(
  'app web software platform tool product startup budgeting booking scheduling invoicing project online mobile small simple subscription marketplace dashboard analytics crm'.split(
    ' ',
  ),
);

/** The subject as usable words (`budgeting app`, `SaaS`), or undefined when too long for a sentence. */
const cleanSubject = (t: Terms) => head(t.subject, COMMON, { maxWords: 4, acronyms: ACRONYMS });

/** `the budgeting app`, `the SaaS`, `the product`. */
const the = (t: Terms) => `the ${cleanSubject(t) ?? 'product'}`;

export const saas: Archetype = {
  key: 'saas',
  projectType: 'Software product',
  keywords: [
    'saas',
    'software as a service',
    'web app',
    'web application',
    'app for',
    'online platform',
    'software',
    'app',
    'platform',
    'startup',
    'mvp',
    'subscription',
    'b2b',
    'dashboard',
    'customer',
    'launch',
  ],
  subject: 'software product',

  name(t) {
    return launchName(cleanSubject(t), t.topic, {
      generic: GENERIC,
      acronyms: ACRONYMS,
      fallback: 'Software Product Launch',
    });
  },

  description(t) {
    const about = shortPhrase(t.topic) ? ` for ${t.topic}` : '';
    const forWhom = t.audience ? ` The first customers are ${t.audience}.` : '';
    const when = t.deadline ? ` ${by(t.deadline)}` : '';
    return (
      `Building and launching ${the(t)}${about}: validating the problem with real customers, ` +
      `shipping a focused first version${when}, and turning trials into paying subscriptions.${forWhom}`
    );
  },

  questions(t) {
    return [
      {
        text: 'Who exactly is the customer (for a business product, which role in which kind of organisation), and what painful job will the product do for them?',
        covers: 'audience',
      },
      {
        text: 'Which problem area does the product work in, for example invoicing, scheduling or reporting?',
        covers: 'topic',
      },
      {
        text: 'What do those customers use today instead (spreadsheets, a competitor, nothing), and why would they switch?',
      },
      {
        text: `What is the smallest version of ${the(t)} that solves the core problem well enough for someone to pay for it?`,
      },
      {
        text: 'How will you charge (per seat, per usage or flat tiers), and at roughly what monthly price?',
      },
      {
        text: 'Who is building it: how many developers and designers, and how many hours a week each?',
        covers: 'people',
      },
      {
        text: 'When do you want the first paying customers, and is a fixed date driving it (funding, a conference, a signed contract)?',
        covers: 'deadline',
      },
      {
        text: 'What budget or runway do you have for building, hosting and marketing until revenue covers costs?',
        covers: 'budget',
      },
      {
        text: 'Which countries will you sell in first, and which data-protection or data-residency rules apply there?',
        covers: 'place',
      },
      {
        text: 'Do you already have prospects or design partners who have agreed to try it and give feedback?',
      },
      {
        text: 'Which integrations will customers expect on day one (single sign-on, Slack, accounting or payment tools)?',
      },
      {
        text: 'How will customers find you: founder-led sales, content and search, marketplaces or partners?',
      },
    ];
  },

  goals(t) {
    return [
      {
        name: t.deadline
          ? `Launch a paid beta of ${the(t)} ${by(t.deadline)}`
          : `Launch a paid beta of ${the(t)} within 12 weeks`,
        priority: 'high',
      },
      {
        name: t.audience
          ? `Sign the first 10 paying customers among ${t.audience}`
          : 'Sign the first 10 paying customers',
        priority: 'high',
      },
      {
        name: 'Run 20 problem interviews with target customers before building past the prototype',
        priority: 'high',
      },
      {
        name: t.budget
          ? `Keep build, hosting and marketing costs within ${t.budget} until revenue covers them`
          : 'Cap monthly hosting and tool costs until revenue covers them',
        priority: 'medium',
      },
      { name: 'Reach a trial-to-paid conversion of at least 15%', priority: 'medium' },
      { name: 'Keep monthly customer churn below 3%', priority: 'medium' },
      {
        name: 'Publish pricing, terms of service and a privacy policy before the paid launch',
        priority: 'medium',
      },
      { name: 'Hold 99.9% uptime with monitoring and alerts in place', priority: 'low' },
    ];
  },

  types: [
    {
      name: 'Persona',
      notes: 'A kind of customer or user: their role, the pain they have, and what they would pay.',
      icon: 'user-round',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'role', type: 'string', required: false },
        {
          name: 'segment',
          type: 'string',
          required: false,
          description: 'The kind of organisation or market they belong to.',
        },
        { name: 'pain_point', type: 'text', required: false },
        { name: 'willingness_to_pay', type: 'money', required: false },
      ],
    },
    {
      name: 'Feature',
      notes: 'A capability of the product, written as a user story and prioritised for a release.',
      icon: 'puzzle',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'priority',
          type: 'enum',
          required: false,
          description: 'Must, should or could have for its release.',
        },
        { name: 'effort_days', type: 'number', required: false },
        { name: 'user_story', type: 'text', required: false },
        {
          name: 'personas',
          type: 'reference',
          required: false,
          relation: 'Persona',
          cardinality: 'many',
        },
        {
          name: 'release',
          type: 'reference',
          required: false,
          relation: 'Release',
          cardinality: 'one',
        },
      ],
    },
    {
      name: 'Release',
      notes: 'A version shipped to users, with its scope, date and the metric that says it worked.',
      icon: 'rocket',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'target_date', type: 'date', required: false },
        { name: 'scope', type: 'text', required: false },
        { name: 'success_metric', type: 'string', required: false },
        {
          name: 'features',
          type: 'reference',
          required: false,
          relation: 'Feature',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Integration',
      notes: 'A third-party service or piece of infrastructure the product depends on.',
      icon: 'plug',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'provider', type: 'string', required: false },
        { name: 'purpose', type: 'text', required: false },
        { name: 'monthly_cost', type: 'money', required: false },
        { name: 'needed_for_launch', type: 'boolean', required: false },
      ],
    },
    {
      name: 'Channel',
      notes: 'A way customers discover and buy the product, with its cost and expected results.',
      icon: 'megaphone',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'cost_per_month', type: 'money', required: false },
        { name: 'expected_signups_per_month', type: 'integer', required: false },
        { name: 'owner', type: 'string', required: false },
        {
          name: 'personas',
          type: 'reference',
          required: false,
          relation: 'Persona',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Metric',
      notes: 'A number that shows whether the product is working, with its definition and target.',
      icon: 'gauge',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'definition', type: 'text', required: false },
        { name: 'target', type: 'string', required: false },
        { name: 'current', type: 'string', required: false },
        {
          name: 'review_cadence',
          type: 'string',
          required: false,
          description: 'How often it is checked: weekly, monthly.',
        },
      ],
    },
  ],

  links: [
    {
      label: 'serves',
      from: 'Feature',
      to: 'Persona',
      description: 'The persona whose job this feature does.',
    },
    {
      label: 'ships_in',
      from: 'Feature',
      to: 'Release',
      description: 'The release the feature is planned for.',
    },
    {
      label: 'depends_on',
      from: 'Feature',
      to: 'Integration',
      description: 'The service or infrastructure the feature cannot work without.',
    },
    {
      label: 'reaches',
      from: 'Channel',
      to: 'Persona',
      description: 'The persona this channel brings in.',
    },
    {
      label: 'measured_by',
      from: 'Release',
      to: 'Metric',
      description: 'The metric that tells whether the release succeeded.',
    },
  ],

  workstreams(t): Workstream[] {
    const topic = shortPhrase(t.topic);
    const core = topic ? `Core ${topic} workflow` : 'Core workflow';
    const segment: Record<string, string> = t.audience ? { segment: t.audience } : {};
    return [
      {
        name: 'Customer discovery',
        type: 'Persona',
        keywords: ['customer', 'persona', 'user', 'interview', 'buyer', 'discovery', 'segment'],
        summary: 'Who buys and who uses the product, and the problem each needs solved.',
        items: [
          {
            name: 'Buyer with the budget',
            attributes: {
              ...segment,
              role: 'Owner or team lead who signs off the purchase',
              pain_point: 'Wants the problem gone at a predictable cost, without a long rollout.',
            },
          },
          {
            name: 'Everyday user',
            attributes: {
              ...segment,
              role: 'The person who does the job in the product every day',
              pain_point: 'Loses hours to manual steps and workarounds.',
            },
          },
          {
            name: 'Account admin',
            attributes: {
              ...segment,
              role: 'Sets up the account, users and integrations',
              pain_point: 'Needs access control and a setup that takes minutes, not days.',
            },
          },
          {
            name: 'Design partner',
            attributes: {
              ...segment,
              role: 'Early customer who shapes the product in return for a discount',
              pain_point: 'Feels the problem sharply enough to try an unfinished product.',
            },
          },
        ],
      },
      {
        name: 'MVP features',
        type: 'Feature',
        keywords: ['feature', 'mvp', 'scope', 'user story', 'backlog', 'build'],
        summary: 'The smallest set of features that does the core job well enough to charge for.',
        items: [
          {
            name: 'Sign-up and onboarding',
            attributes: { priority: 'must', effort_days: 5 },
            links: [
              ['serves', 'Everyday user'],
              ['ships_in', 'Private beta'],
              ['depends_on', 'Authentication and single sign-on'],
            ],
          },
          {
            name: core,
            attributes: { priority: 'must', effort_days: 20 },
            links: [
              ['serves', 'Everyday user'],
              ['serves', 'Design partner'],
              ['ships_in', 'Private beta'],
              ['depends_on', 'Hosting and database'],
            ],
          },
          {
            name: 'Billing and subscriptions',
            attributes: { priority: 'must', effort_days: 5 },
            links: [
              ['serves', 'Buyer with the budget'],
              ['ships_in', 'Paid launch'],
              ['depends_on', 'Payment provider'],
            ],
          },
          {
            name: 'Team accounts and roles',
            attributes: { priority: 'should', effort_days: 6 },
            links: [
              ['serves', 'Account admin'],
              ['ships_in', 'Paid launch'],
              ['depends_on', 'Authentication and single sign-on'],
            ],
          },
          {
            name: 'Email notifications',
            attributes: { priority: 'should', effort_days: 3 },
            links: [
              ['serves', 'Everyday user'],
              ['ships_in', 'Private beta'],
              ['depends_on', 'Transactional email'],
            ],
          },
          {
            name: 'Data import and export',
            attributes: { priority: 'could', effort_days: 4 },
            links: [
              ['serves', 'Account admin'],
              ['ships_in', 'Version 1.1'],
            ],
          },
        ],
      },
      {
        name: 'Releases and roadmap',
        type: 'Release',
        keywords: ['release', 'roadmap', 'beta', 'launch', 'version', 'prototype'],
        summary: 'The sequence of versions from prototype to paid launch, each with a clear test.',
        items: [
          {
            name: 'Clickable prototype',
            attributes: {
              scope: 'A design prototype walked through with 5 to 8 target customers.',
              success_metric: 'At least half ask when they can use it',
            },
          },
          {
            name: 'Private beta',
            attributes: {
              scope: 'The core workflow for a handful of design partners, free or discounted.',
              success_metric: 'Activation rate',
            },
            links: [['measured_by', 'Activation rate']],
          },
          {
            name: 'Paid launch',
            attributes: {
              scope: t.deadline
                ? `Billing on and public sign-up open, planned for ${t.deadline}.`
                : 'Billing on and public sign-up open.',
              success_metric: 'Trial-to-paid conversion',
            },
            links: linksTo(
              'measured_by',
              'Trial-to-paid conversion',
              'Monthly recurring revenue',
              'Uptime',
            ),
          },
          {
            name: 'Version 1.1',
            attributes: {
              scope: 'The most requested fixes and features from the first paying customers.',
              success_metric: 'Monthly customer churn',
            },
            links: [['measured_by', 'Monthly customer churn']],
          },
        ],
      },
      {
        name: 'Integrations and infrastructure',
        type: 'Integration',
        keywords: [
          'integration',
          'infrastructure',
          'hosting',
          'payment',
          'stack',
          'api',
          'security',
        ],
        summary: 'The services and infrastructure to buy rather than build, chosen for launch.',
        items: [
          {
            name: 'Payment provider',
            attributes: {
              provider: 'Stripe, or Paddle as merchant of record to handle sales tax',
              needed_for_launch: true,
            },
          },
          {
            name: 'Authentication and single sign-on',
            attributes: {
              provider: 'A hosted identity service or a well-tested library',
              needed_for_launch: true,
            },
          },
          {
            name: 'Transactional email',
            attributes: { provider: 'Postmark, Amazon SES or similar', needed_for_launch: true },
          },
          {
            name: 'Hosting and database',
            attributes: {
              provider: 'A managed platform with a managed Postgres and daily backups',
              needed_for_launch: true,
            },
          },
          {
            name: 'Error monitoring and uptime alerts',
            attributes: {
              provider: 'Sentry and an external uptime checker',
              needed_for_launch: true,
            },
          },
        ],
      },
      {
        name: 'Go-to-market',
        type: 'Channel',
        keywords: [
          'marketing',
          'sales',
          'channel',
          'acquisition',
          'go-to-market',
          'pricing',
          'growth',
        ],
        summary: 'How the first customers hear about the product and decide to buy.',
        items: [
          {
            name: 'Founder-led outreach',
            attributes: { expected_signups_per_month: 10, owner: 'Founder' },
            links: linksTo('reaches', 'Buyer with the budget', 'Design partner'),
          },
          {
            name: 'Content and search',
            attributes: { expected_signups_per_month: 20 },
            links: [['reaches', 'Everyday user']],
          },
          {
            name: 'Marketplaces and software directories',
            attributes: { expected_signups_per_month: 10 },
            links: [['reaches', 'Account admin']],
          },
          {
            name: 'Partner referrals',
            attributes: { expected_signups_per_month: 5 },
            links: [['reaches', 'Buyer with the budget']],
          },
          {
            name: 'Launch announcement',
            attributes: { expected_signups_per_month: 50 },
            links: [['reaches', 'Everyday user']],
          },
        ],
      },
      {
        name: 'Metrics',
        type: 'Metric',
        keywords: ['metric', 'kpi', 'analytics', 'revenue', 'churn', 'conversion', 'retention'],
        summary: 'The handful of numbers reviewed every week to decide what to build next.',
        items: [
          {
            name: 'Activation rate',
            attributes: {
              definition:
                'Share of new sign-ups who complete the core workflow in their first week.',
              target: '40%',
              review_cadence: 'Weekly',
            },
          },
          {
            name: 'Trial-to-paid conversion',
            attributes: {
              definition: 'Share of trials that become paying subscriptions.',
              target: '15%',
              review_cadence: 'Weekly',
            },
          },
          {
            name: 'Monthly recurring revenue',
            attributes: {
              definition: 'Sum of active subscriptions, normalised to a month.',
              review_cadence: 'Monthly',
            },
          },
          {
            name: 'Monthly customer churn',
            attributes: {
              definition: 'Share of paying customers who cancel in a month.',
              target: 'Below 3%',
              review_cadence: 'Monthly',
            },
          },
          {
            name: 'Uptime',
            attributes: {
              definition: 'Share of minutes the product is available.',
              target: '99.9%',
              review_cadence: 'Monthly',
            },
          },
        ],
      },
    ];
  },

  observations(t) {
    return [
      'Most early software products fail for lack of demand, not technology: validate with paying design partners before building beyond the core workflow.',
      'Charging from the first version, even a small amount, says more about demand than any number of free sign-ups.',
      'Billing, onboarding, account deletion and data export are slow and risky to add late; plan them into the first release.',
      'Business customers often take weeks or months to buy, so plan runway for a sales cycle, not just the build.',
      t.place
        ? `Selling in ${placeName(t.place)} may bring data-protection duties (such as a privacy policy, processing agreements and a list of sub-processors); check them before the first customer signs.`
        : 'Storing customer data brings data-protection duties (such as GDPR in the EU): a privacy policy, processing agreements and a list of sub-processors.',
    ];
  },
};
