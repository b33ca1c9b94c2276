import type { Archetype, GoalDef, QuestionDef, Terms, Workstream } from '../archetype';
import { subjectTitle } from '../phrases';
import { bare, by, inPlace, placeName, titleCase, titlePlace, wordCount } from '../words';
import { linksTo } from './links';

const ACRONYMS: Record<string, string> = { seo: 'SEO', ppc: 'PPC', b2b: 'B2B', b2c: 'B2C' };

/** Words a title drops from the front of the subject: `our big campaign` → `Marketing Campaign`. */
const SIZE_WORDS = ['small', 'big', 'new', 'first'];

/**
 * The subject as a countable noun phrase without article: `our marketing` → `marketing campaign`,
 * `product launch campaign` stays as it is.
 */
function noun(subject: string): string {
  const stripped = bare(subject, '');
  if (stripped === '') return 'campaign';
  if (/^(ads|adverts|advertisements)$/i.test(stripped)) return 'ad campaign';
  return /\b(campaign|launch|promotion|drive|push|blitz|programme|program|plan|strategy)\b/i.test(
    stripped,
  )
    ? stripped
    : `${stripped} campaign`;
}

/** The campaign as a title of at most three words: `Oat Milk Launch`, else `Marketing Campaign`. */
function campaignTitle(subject: string): string {
  const title = subjectTitle(noun(subject), 'Marketing Campaign', {
    drop: SIZE_WORDS,
    acronyms: ACRONYMS,
  });
  return /^campaign$/i.test(title) ? 'Marketing Campaign' : title;
}

export const marketing: Archetype = {
  key: 'marketing',
  projectType: 'Marketing campaign',
  keywords: [
    'marketing',
    'campaign',
    'marketing campaign',
    'launch campaign',
    'product launch',
    'brand awareness',
    'advertising',
    'ad',
    'social media campaign',
    'seo',
    'newsletter',
    'email marketing',
    'content marketing',
    'influencer',
    'go-to-market',
    'promotion',
    'branding',
    'ppc',
  ],
  subject: 'campaign',

  name(t: Terms): string {
    const core = campaignTitle(t.subject);
    const topic = t.topic?.trim().replace(/^the\s+/i, '') ?? '';
    if (topic !== '' && !t.subject.toLowerCase().includes(topic.toLowerCase())) {
      const head = core === 'Marketing Campaign' ? 'Campaign' : core;
      if (wordCount(`${topic} ${head}`) <= 5) return titleCase(`${topic} ${head}`, ACRONYMS);
    }
    const place = titlePlace(t.place);
    if (
      place !== '' &&
      wordCount(`${place} ${core}`) <= 5 &&
      !t.subject.toLowerCase().includes(place.toLowerCase())
    ) {
      return `${titleCase(place, ACRONYMS)} ${core}`;
    }
    return wordCount(core) <= 3 && core !== 'Marketing Campaign'
      ? `${core} Plan`
      : 'Marketing Campaign Plan';
  },

  description(t: Terms): string {
    const what =
      t.topic && !t.subject.toLowerCase().includes(t.topic.toLowerCase()) ? ` for ${t.topic}` : '';
    const forWhom = t.audience ? ` aimed at ${t.audience}` : '';
    const where = inPlace(t.place);
    return (
      `Planning and running the ${noun(t.subject)}${what}${forWhom}${where}: audience, ` +
      'messages, channels, content, partners and the numbers that show whether it worked.'
    );
  },

  questions(t: Terms): QuestionDef[] {
    const theCampaign = `the ${noun(t.subject)}`;
    return [
      {
        text: `What exactly is ${theCampaign} promoting: a product, a service, an event or the brand itself?`,
        covers: 'topic',
      },
      {
        text: 'Who is the target audience, and what problem does your offer solve for them?',
        covers: 'audience',
      },
      {
        text: 'What is the one main objective (awareness, sign-ups, sales or downloads), and what number would count as success?',
      },
      {
        text: 'What is the total budget, including ad spend, content production and any agency or influencer fees?',
        covers: 'budget',
      },
      {
        text: `When does ${theCampaign} need to go live, and how long should it run?`,
        covers: 'deadline',
      },
      {
        text: 'Which markets or regions will it run in, and in which languages?',
        covers: 'place',
      },
      {
        text: 'Which channels already work for you, and how large are your email list and social followings today?',
      },
      {
        text: 'Who is on the team, and which skills (copywriting, design, video, paid ads) will you need to bring in?',
        covers: 'people',
      },
      { text: 'Who are your main competitors, and how do they market themselves?' },
      {
        text: 'What tracking is in place today: web analytics, tagged links, a CRM or sales attribution?',
      },
      {
        text: 'Are there brand guidelines, legal claims or industry rules that the content must follow?',
      },
    ];
  },

  goals(t: Terms): GoalDef[] {
    const theCampaign = `the ${noun(t.subject)}`;
    return [
      {
        name: t.deadline
          ? `Go live with ${theCampaign} ${by(t.deadline)}`
          : `Go live with ${theCampaign} on a fixed date, with all launch content ready a week before`,
        priority: 'high',
      },
      {
        name: t.budget
          ? `Keep total spend within ${t.budget}, holding 10% back for the best-performing channel`
          : 'Set a campaign budget and split it across channels before launch',
        priority: 'high',
      },
      {
        name: t.audience
          ? `Add 1,000 new email sign-ups from ${t.audience} during the campaign`
          : 'Add 1,000 new email sign-ups during the campaign',
        priority: 'medium',
      },
      { name: 'Reach a landing page conversion rate of at least 3%', priority: 'medium' },
      {
        name: 'Keep cost per acquisition below the agreed target on every paid channel',
        priority: 'medium',
      },
      {
        name: 'Tag every campaign link so that results can be attributed by channel',
        priority: 'medium',
      },
      {
        name: 'Publish a results report with lessons learnt within two weeks of the end',
        priority: 'low',
      },
    ];
  },

  types: [
    {
      name: 'Audience Segment',
      notes: 'A group of people the campaign speaks to, with their needs and where to reach them.',
      icon: 'users',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'description', type: 'text', required: false },
        { name: 'pain_points', type: 'text', required: false },
        { name: 'size_estimate', type: 'integer', required: false },
        {
          name: 'channels',
          type: 'reference',
          required: false,
          relation: 'Channel',
          cardinality: 'many',
          description: 'Where this segment can be reached.',
        },
      ],
    },
    {
      name: 'Message',
      notes: 'A claim the campaign makes to a segment, with the proof behind it.',
      icon: 'message-square',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'key_claim', type: 'text', required: false },
        { name: 'proof_point', type: 'text', required: false },
        { name: 'call_to_action', type: 'string', required: false },
        {
          name: 'segment',
          type: 'reference',
          required: false,
          relation: 'Audience Segment',
          cardinality: 'one',
        },
      ],
    },
    {
      name: 'Channel',
      notes: 'A paid, owned or earned route to the audience.',
      icon: 'megaphone',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'kind',
          type: 'enum',
          required: false,
          description: 'paid, owned, earned',
        },
        {
          name: 'budget_share',
          type: 'number',
          required: false,
          description: 'Percentage of the campaign budget.',
        },
        { name: 'primary_kpi', type: 'string', required: false },
        { name: 'owner', type: 'string', required: false },
      ],
    },
    {
      name: 'Content Piece',
      notes: 'An email, video, page, ad or article produced for the campaign.',
      icon: 'file-image',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'format', type: 'string', required: false },
        { name: 'publish_date', type: 'date', required: false },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'brief, draft, approved, live',
        },
        {
          name: 'channel',
          type: 'reference',
          required: false,
          relation: 'Channel',
          cardinality: 'one',
          instantiate: true,
        },
        {
          name: 'message',
          type: 'reference',
          required: false,
          relation: 'Message',
          cardinality: 'one',
        },
      ],
    },
    {
      name: 'Metric',
      notes: 'A number that shows whether the campaign is working, with its target.',
      icon: 'trending-up',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'target', type: 'number', required: false },
        { name: 'unit', type: 'string', required: false },
        { name: 'baseline', type: 'number', required: false },
        { name: 'measured_with', type: 'string', required: false },
      ],
    },
    {
      name: 'Partner',
      notes: 'An influencer, media outlet, newsletter or affiliate that spreads the content.',
      icon: 'handshake',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'kind',
          type: 'enum',
          required: false,
          description: 'influencer, media, sponsorship, affiliate',
        },
        { name: 'reach', type: 'integer', required: false },
        { name: 'fee', type: 'money', required: false },
        { name: 'contact', type: 'email', required: false },
      ],
    },
  ],

  links: [
    {
      label: 'targets',
      from: 'Message',
      to: 'Audience Segment',
      description: 'The message is written for this segment.',
    },
    {
      label: 'reaches',
      from: 'Channel',
      to: 'Audience Segment',
      description: 'The channel is a good way to reach this segment.',
    },
    {
      label: 'published_on',
      from: 'Content Piece',
      to: 'Channel',
      description: 'The content goes out through this channel.',
    },
    {
      label: 'conveys',
      from: 'Content Piece',
      to: 'Message',
      description: 'The content carries this message.',
    },
    {
      label: 'measured_by',
      from: 'Channel',
      to: 'Metric',
      description: 'The performance of the channel is judged by this metric.',
    },
    {
      label: 'amplifies',
      from: 'Partner',
      to: 'Content Piece',
      description: 'The partner shares or features this content.',
    },
  ],

  workstreams(t: Terms): Workstream[] {
    const offer = t.topic || 'the offer';
    const core = t.audience ? `Core segment: ${t.audience}` : 'Core buyers';
    const existing = 'Existing customers and followers';
    const warm = 'Warm leads who visited the site';
    const adjacent = 'Adjacent segment to test';
    const valueProp = 'Core value proposition';
    const proof = 'Customer proof story';
    const launchOffer = 'Launch offer';
    const objection = 'Answer to the main objection';
    const email = 'Email newsletter';
    const social = 'Organic social media';
    const paidSocial = 'Paid social ads';
    const searchAds = 'Search ads';
    const website = 'Website and SEO';
    const press = 'PR and press coverage';
    const landing = 'Campaign landing page';
    const announcement = 'Launch announcement email';
    const video = 'Short launch video';
    const adSet = 'Paid ad creative set';
    const caseStudy = 'Customer case study';
    const release = 'Press release';
    const reachMetric = 'Reach and impressions';
    const conversion = 'Landing page conversion rate';
    const cpa = 'Cost per acquisition';
    const ctr = 'Email click-through rate';
    const signUps = 'New email sign-ups';
    const mentions = 'Press mentions';

    return [
      {
        name: 'Audience',
        type: 'Audience Segment',
        keywords: ['audience', 'segment', 'persona', 'customer', 'target', 'buyer'],
        summary: `Who the campaign speaks to${inPlace(t.place)}, what they need and where to reach them.`,
        items: [
          {
            name: core,
            attributes: {
              description: t.audience
                ? `The people the campaign is mainly for: ${t.audience}.`
                : 'The people most likely to buy, described by need rather than demographics.',
              pain_points: `The problem ${offer} solves for them, in their own words.`,
            },
          },
          {
            name: existing,
            attributes: {
              description: 'People who already know and like the brand: the cheapest to activate.',
            },
          },
          {
            name: warm,
            attributes: {
              description:
                'Visitors who showed interest but did not act, reachable by retargeting.',
            },
          },
          {
            name: adjacent,
            attributes: {
              description: 'A neighbouring group tested with a small budget before scaling.',
            },
          },
        ],
      },
      {
        name: 'Messaging',
        type: 'Message',
        keywords: ['message', 'messaging', 'copy', 'positioning', 'claim', 'offer', 'tagline'],
        summary:
          'What the campaign says to each segment, the proof behind it and the action it asks for.',
        items: [
          {
            name: valueProp,
            attributes: {
              key_claim: `What ${offer} does for its buyers that the alternatives do not.`,
              call_to_action: 'Find out more',
            },
            links: [['targets', core]],
          },
          {
            name: proof,
            attributes: {
              key_claim: 'A real customer, a real result, with numbers.',
              proof_point: 'Quote and figures approved by the customer.',
            },
            links: linksTo('targets', core, existing),
          },
          {
            name: launchOffer,
            attributes: {
              key_claim: 'A time-limited reason to act now.',
              call_to_action: 'Claim the offer',
            },
            links: linksTo('targets', existing, warm),
          },
          {
            name: objection,
            attributes: { key_claim: 'The most common reason people hesitate, answered directly.' },
            links: linksTo('targets', warm, adjacent),
          },
        ],
      },
      {
        name: 'Channels',
        type: 'Channel',
        keywords: ['channel', 'email', 'social', 'ads', 'search', 'seo', 'press', 'pr'],
        summary: t.budget
          ? `The routes to the audience and how ${t.budget} is split between them.`
          : 'The routes to the audience and how the budget is split between them.',
        items: [
          {
            name: email,
            attributes: { kind: 'owned', budget_share: 5, primary_kpi: ctr },
            links: [
              ['reaches', existing],
              ['measured_by', ctr],
              ['measured_by', signUps],
            ],
          },
          {
            name: social,
            attributes: { kind: 'owned', budget_share: 10, primary_kpi: reachMetric },
            links: [
              ['reaches', existing],
              ['reaches', core],
              ['measured_by', reachMetric],
            ],
          },
          {
            name: paidSocial,
            attributes: { kind: 'paid', budget_share: 40, primary_kpi: cpa },
            links: [
              ...linksTo('reaches', core, adjacent, warm),
              ['measured_by', cpa],
              ['measured_by', reachMetric],
            ],
          },
          {
            name: searchAds,
            attributes: { kind: 'paid', budget_share: 25, primary_kpi: cpa },
            links: [
              ['reaches', core],
              ['measured_by', cpa],
            ],
          },
          {
            name: website,
            attributes: { kind: 'owned', budget_share: 10, primary_kpi: conversion },
            links: [['measured_by', conversion]],
          },
          {
            name: press,
            attributes: { kind: 'earned', budget_share: 10, primary_kpi: mentions },
            links: [['measured_by', mentions]],
          },
        ],
      },
      {
        name: 'Content',
        type: 'Content Piece',
        keywords: ['content', 'creative', 'video', 'post', 'email', 'landing page', 'article'],
        summary:
          'The pieces to brief, produce, approve and schedule, each tied to a channel and a message.',
        items: [
          {
            name: landing,
            attributes: { format: 'web page', status: 'brief' },
            links: [
              ['published_on', website],
              ['conveys', valueProp],
              ['conveys', proof],
            ],
          },
          {
            name: announcement,
            attributes: { format: 'email', status: 'brief' },
            links: [
              ['published_on', email],
              ['conveys', launchOffer],
            ],
          },
          {
            name: video,
            attributes: { format: 'vertical video, 15 to 30 seconds', status: 'brief' },
            links: [
              ['published_on', social],
              ['published_on', paidSocial],
              ['conveys', valueProp],
            ],
          },
          {
            name: adSet,
            attributes: { format: 'three to five ad variants', status: 'brief' },
            links: [
              ['published_on', paidSocial],
              ['published_on', searchAds],
              ['conveys', launchOffer],
              ['conveys', objection],
            ],
          },
          {
            name: caseStudy,
            attributes: { format: 'article', status: 'brief' },
            links: [
              ['published_on', website],
              ['conveys', proof],
            ],
          },
          {
            name: release,
            attributes: { format: 'press release', status: 'brief' },
            links: [
              ['published_on', press],
              ['conveys', valueProp],
            ],
          },
        ],
      },
      {
        name: 'Partners',
        type: 'Partner',
        keywords: ['partner', 'influencer', 'media', 'affiliate', 'sponsorship', 'creator'],
        summary:
          'The creators, outlets and affiliates who carry the campaign to audiences it does not yet reach.',
        items: [
          {
            name: 'Micro-influencers in the niche',
            attributes: { kind: 'influencer' },
            links: [['amplifies', video]],
          },
          {
            name: 'Industry newsletter sponsorship',
            attributes: { kind: 'sponsorship' },
            links: [['amplifies', caseStudy]],
          },
          {
            name: t.place ? `Media outlets in ${placeName(t.place)}` : 'Trade and local media',
            attributes: { kind: 'media' },
            links: [['amplifies', release]],
          },
          {
            name: 'Affiliate and referral partners',
            attributes: { kind: 'affiliate' },
            links: [['amplifies', landing]],
          },
        ],
      },
      {
        name: 'Measurement',
        type: 'Metric',
        keywords: ['metric', 'kpi', 'analytics', 'tracking', 'conversion', 'report', 'result'],
        summary:
          'The numbers that show whether the campaign works, with baselines, targets and where they are measured.',
        items: [
          {
            name: reachMetric,
            attributes: { unit: 'people', measured_with: 'Platform analytics' },
          },
          {
            name: conversion,
            attributes: { target: 3, unit: '%', measured_with: 'Web analytics with tagged links' },
          },
          {
            name: cpa,
            attributes: { unit: 'currency per customer', measured_with: 'Ad platform reports' },
          },
          { name: ctr, attributes: { target: 3, unit: '%', measured_with: 'Email platform' } },
          {
            name: signUps,
            attributes: { target: 1000, unit: 'sign-ups', measured_with: 'Email platform' },
          },
          {
            name: mentions,
            attributes: { target: 5, unit: 'articles', measured_with: 'Media monitoring' },
          },
        ],
      },
    ];
  },

  observations(): string[] {
    return [
      'Campaigns that spread thin rarely work: concentrate the budget on two or three channels where the audience already spends time, and cut the weakest after the first two weeks.',
      'Test messages and creative with small budgets before scaling; performance often differs several-fold between variants.',
      'People usually need several exposures before they act, so plan repeated touchpoints rather than a single announcement.',
      'In the EU and UK, marketing emails to individuals generally need recorded opt-in consent and an easy way to unsubscribe.',
      'Paid partnerships and influencer posts must be clearly labelled as advertising in most markets.',
      'Decide how success is measured before launch: without a baseline and tracking in place, results cannot be attributed to channels.',
    ];
  },
};
