import type { Archetype, Terms, WorkItem, Workstream } from '../archetype';
import { head } from '../phrases';
import { by, inPlace, placeName, titleCase, withArticle, wordCount } from '../words';
import { linksTo } from './links';

/** Common words that, capitalised at the start of a subject, only began the prompt. */
const COMMON = new Set(
  'community garden allotment urban school shared neighbourhood neighborhood city rooftop market vegetable kitchen food'.split(
    ' ',
  ),
);

/** The subject as usable words: `community garden`, `allotment`, `urban farm`. */
function garden(t: Terms): string {
  return head(t.subject, COMMON) ?? 'community garden';
}

/** Whether the garden is meant for children: a school or youth garden. */
function forChildren(t: Terms): boolean {
  return /school|child|kid|pupil|youth|nursery/i.test(`${t.subject} ${t.audience ?? ''}`);
}

export const communityGarden: Archetype = {
  key: 'community-garden',
  projectType: 'Community garden',
  keywords: [
    'community garden',
    'allotment',
    'urban farm',
    'school garden',
    'garden',
    'gardening',
    'plot',
    'compost',
    'vegetable',
    'grow',
    'raised bed',
    'orchard',
    'volunteer',
  ],
  subject: 'community garden',

  name(t) {
    const s = garden(t);
    const words = wordCount(s);
    const place = t.place?.trim();
    if (place && wordCount(place) <= 2 && words <= 3 && /^\p{Lu}/u.test(place)) {
      return `${place} ${titleCase(s)}`;
    }
    return words >= 2 ? titleCase(s) : `${titleCase(s)} Project`;
  },

  description(t) {
    const where = inPlace(t.place);
    const forWhom = t.audience ? ` for ${t.audience}` : '';
    const who = t.people ? `, run with ${t.people}` : '';
    return (
      `Setting up ${withArticle(garden(t))}${where}${forWhom}${who}: securing the land, building beds, ` +
      `water and compost, organising volunteers, and planning what to grow season by season.`
    );
  },

  questions(t) {
    const the = `the ${garden(t)}`;
    return [
      {
        text: `Where will ${the} be: which street, park, school grounds or estate?`,
        covers: 'place',
      },
      {
        text: 'Who owns the land, and can you get a written agreement to use it for several years?',
      },
      {
        text: 'How big is the site, and how many hours of direct sun does it get in summer?',
      },
      {
        text: 'Is there a water supply on site, and has the soil been tested for contamination?',
      },
      {
        text: 'How many people want to take part, and will they share beds, have their own plots, or both?',
        covers: 'people',
      },
      {
        text: `Who is ${the} for: neighbours, a school, older residents, people with disabilities, a food bank?`,
        covers: 'audience',
      },
      {
        text: 'What money do you have, or could you apply for, from council grants, local businesses or membership fees?',
        covers: 'budget',
      },
      {
        text: 'When do you want to plant first, and which growing season are you aiming for?',
        covers: 'deadline',
      },
      {
        text: 'What do you most want to grow: vegetables, herbs, fruit, or flowers for pollinators?',
        covers: 'topic',
      },
      {
        text: 'Will you form a committee or constituted group, and who will coordinate the volunteers?',
      },
      {
        text: 'Do you need insurance, accessible paths and raised beds, or secure storage for tools?',
      },
      {
        text: `Who will look after ${the} through the summer holidays and over winter?`,
      },
    ];
  },

  goals(t) {
    return [
      { name: 'Secure a written land-use agreement for at least three years', priority: 'high' },
      {
        name: t.deadline
          ? `Plant the first beds ${by(t.deadline)}`
          : 'Plant the first beds in the coming growing season',
        priority: 'high',
      },
      {
        name: t.people
          ? `Organise ${t.people} into a weekly rota`
          : 'Build a core group of 10 regular volunteers with a weekly rota',
        priority: 'high',
      },
      {
        name: t.budget
          ? `Fund tools, beds, water and insurance within ${t.budget}`
          : 'Raise enough to cover tools, beds, water and insurance for the first year',
        priority: 'medium',
      },
      { name: 'Install a reliable water supply with rainwater collection', priority: 'medium' },
      {
        name: 'Compost all of the garden’s green waste on site',
        priority: 'medium',
      },
      { name: 'Hold a harvest open day for the neighbourhood', priority: 'low' },
      {
        name: 'Give at least a fifth of the site to pollinator-friendly planting',
        priority: 'low',
      },
    ];
  },

  types: [
    {
      name: 'Plot',
      notes:
        'A bed or area of the site: shared beds, individual plots, borders, an orchard corner.',
      icon: 'sprout',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'size_m2', type: 'number', required: false, description: 'Area in m².' },
        {
          name: 'bed_type',
          type: 'enum',
          required: false,
          description: 'Raised, in-ground or container.',
        },
        {
          name: 'sun_hours',
          type: 'number',
          required: false,
          description: 'Hours of direct sun on a summer day.',
        },
        {
          name: 'allocated_to',
          type: 'string',
          required: false,
          description: 'Shared, or the member or group that tends it.',
        },
      ],
    },
    {
      name: 'Crop',
      notes: 'Something to grow, with when to sow or plant it and when it is ready.',
      icon: 'carrot',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'sow', type: 'string', required: false, description: 'When to sow or plant.' },
        { name: 'harvest', type: 'string', required: false },
        { name: 'spacing_cm', type: 'integer', required: false },
        {
          name: 'plot',
          type: 'reference',
          required: false,
          relation: 'Plot',
          cardinality: 'one',
        },
      ],
    },
    {
      name: 'Volunteer Role',
      notes: 'A job someone takes on for the garden, with its hours and the areas it covers.',
      icon: 'users',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'responsibilities', type: 'text', required: false },
        { name: 'hours_per_week', type: 'number', required: false },
        { name: 'person', type: 'string', required: false },
        {
          name: 'plots',
          type: 'reference',
          required: false,
          relation: 'Plot',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Infrastructure',
      notes: 'Shared equipment and structures: water, compost bays, shed, paths, bed frames.',
      icon: 'warehouse',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'cost', type: 'money', required: false },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'Planned, funded, built or needs repair.',
        },
        {
          name: 'maintained_by',
          type: 'reference',
          required: false,
          relation: 'Volunteer Role',
          cardinality: 'one',
          instantiate: true,
        },
        {
          name: 'funded_by',
          type: 'reference',
          required: false,
          relation: 'Funding Source',
          cardinality: 'one',
        },
      ],
    },
    {
      name: 'Funding Source',
      notes: 'A grant, sponsor, fee or donation that pays for the garden, with its conditions.',
      icon: 'hand-coins',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'amount', type: 'money', required: false },
        { name: 'application_deadline', type: 'date', required: false },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'Researching, applied, awarded or declined.',
        },
        { name: 'conditions', type: 'text', required: false },
      ],
    },
    {
      name: 'Garden Event',
      notes: 'A work day, workshop or open day that brings people into the garden.',
      icon: 'calendar-heart',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'date', type: 'date', required: false },
        { name: 'season', type: 'string', required: false },
        { name: 'expected_attendance', type: 'integer', required: false },
        {
          name: 'organiser',
          type: 'reference',
          required: false,
          relation: 'Volunteer Role',
          cardinality: 'one',
        },
      ],
    },
  ],

  links: [
    { label: 'grown_in', from: 'Crop', to: 'Plot', description: 'Where the crop is grown.' },
    {
      label: 'looks_after',
      from: 'Volunteer Role',
      to: 'Plot',
      description: 'The role tends this part of the site.',
    },
    {
      label: 'maintains',
      from: 'Volunteer Role',
      to: 'Infrastructure',
      description: 'The role keeps this equipment or structure working.',
    },
    {
      label: 'funds',
      from: 'Funding Source',
      to: 'Infrastructure',
      description: 'The money pays for this.',
    },
    {
      label: 'organised_by',
      from: 'Garden Event',
      to: 'Volunteer Role',
      description: 'The role that runs the event.',
    },
  ],

  workstreams(t): Workstream[] {
    const children = forChildren(t);
    const plots: WorkItem[] = [
      {
        name: 'Shared vegetable beds',
        attributes: { bed_type: 'raised', size_m2: 40, sun_hours: 6, allocated_to: 'Shared' },
      },
      {
        name: children ? "Children's growing beds" : 'Individual member plots',
        attributes: children
          ? { bed_type: 'raised', size_m2: 20, allocated_to: 'Classes or youth groups' }
          : { bed_type: 'in-ground', size_m2: 60, allocated_to: 'Members, about 10 m² each' },
      },
      {
        name: 'Accessible raised beds',
        attributes: { bed_type: 'raised', size_m2: 10, allocated_to: 'Shared, waist height' },
      },
      {
        name: 'Herb and pollinator border',
        attributes: { bed_type: 'in-ground', size_m2: 15, allocated_to: 'Shared' },
      },
      {
        name: 'Fruit tree and soft fruit corner',
        attributes: { bed_type: 'in-ground', size_m2: 20, allocated_to: 'Shared' },
      },
    ];
    const secondPlot = plots[1]?.name ?? 'Shared vegetable beds';
    return [
      {
        name: 'Site and plots',
        type: 'Plot',
        keywords: ['site', 'plot', 'bed', 'layout', 'land', 'soil', 'sun'],
        summary: `How the ${garden(t)} site is divided into beds and plots, and who tends each.`,
        items: plots,
      },
      {
        name: 'Planting plan',
        type: 'Crop',
        keywords: ['planting', 'crop', 'seed', 'sow', 'harvest', 'vegetable', 'grow'],
        summary:
          'A first-year plan of easy, productive crops, with months for a temperate northern-hemisphere climate.',
        items: [
          {
            name: 'Salad leaves',
            attributes: {
              sow: 'March to August, every three weeks',
              harvest: 'April to October',
              spacing_cm: 15,
            },
            links: [['grown_in', 'Shared vegetable beds']],
          },
          {
            name: 'Potatoes',
            attributes: { sow: 'March to April', harvest: 'June to September', spacing_cm: 30 },
            links: [['grown_in', secondPlot]],
          },
          {
            name: 'Tomatoes',
            attributes: {
              sow: 'Plant out after the last frost',
              harvest: 'July to September',
              spacing_cm: 45,
            },
            links: [['grown_in', 'Shared vegetable beds']],
          },
          {
            name: 'Runner beans',
            attributes: { sow: 'May to June', harvest: 'July to October', spacing_cm: 20 },
            links: [['grown_in', secondPlot]],
          },
          {
            name: 'Strawberries',
            attributes: {
              sow: 'Plant in autumn or early spring',
              harvest: 'June to July',
              spacing_cm: 35,
            },
            links: [['grown_in', 'Accessible raised beds']],
          },
          {
            name: 'Culinary herbs',
            attributes: { sow: 'April to May', harvest: 'May to October', spacing_cm: 25 },
            links: [['grown_in', 'Herb and pollinator border']],
          },
        ],
      },
      {
        name: 'Volunteers and roles',
        type: 'Volunteer Role',
        keywords: ['volunteer', 'role', 'rota', 'committee', 'member', 'coordinator'],
        summary: 'The jobs that keep the garden going and who has taken each on.',
        items: [
          {
            name: 'Garden coordinator',
            attributes: {
              responsibilities:
                'Keeps the plan, chairs meetings and is the contact for the landowner.',
              hours_per_week: 4,
            },
            links: [['looks_after', 'Shared vegetable beds']],
          },
          {
            name: 'Watering rota lead',
            attributes: {
              responsibilities:
                'Runs the watering rota, especially through summer heat and holidays.',
              hours_per_week: 2,
            },
            links: [
              ['looks_after', 'Shared vegetable beds'],
              ['looks_after', 'Accessible raised beds'],
              ['maintains', 'Water supply and rainwater butts'],
            ],
          },
          {
            name: 'Compost champion',
            attributes: {
              responsibilities: 'Turns the heaps and teaches what goes in them.',
              hours_per_week: 1,
            },
            links: [['maintains', 'Compost bays']],
          },
          {
            name: 'Tool shed keeper',
            attributes: {
              responsibilities: 'Keeps tools clean, sharp, counted and locked away.',
              hours_per_week: 1,
            },
            links: [['maintains', 'Tool shed and tools']],
          },
          {
            name: 'Treasurer',
            attributes: {
              responsibilities: 'Keeps the accounts, fees and grant reports.',
              hours_per_week: 1,
            },
          },
          {
            name: 'Outreach and events lead',
            attributes: {
              responsibilities: 'Recruits volunteers and organises events and newsletters.',
              hours_per_week: 2,
            },
            links: [['looks_after', 'Herb and pollinator border']],
          },
        ],
      },
      {
        name: 'Infrastructure and tools',
        type: 'Infrastructure',
        keywords: ['infrastructure', 'water', 'shed', 'tool', 'compost', 'path', 'fence'],
        summary: 'The shared equipment and structures the garden needs before and during planting.',
        items: [
          { name: 'Water supply and rainwater butts', attributes: { status: 'Planned' } },
          { name: 'Compost bays', attributes: { status: 'Planned' } },
          { name: 'Tool shed and tools', attributes: { status: 'Planned' } },
          { name: 'Raised bed frames', attributes: { status: 'Planned' } },
          { name: 'Paths and step-free access', attributes: { status: 'Planned' } },
        ],
      },
      {
        name: 'Funding and support',
        type: 'Funding Source',
        keywords: ['funding', 'grant', 'money', 'sponsor', 'donation', 'fee', 'budget'],
        summary: 'Where the money and donated materials come from, and what each source requires.',
        items: [
          {
            name: t.place ? `Community grant in ${placeName(t.place)}` : 'Council community grant',
            attributes: {
              status: 'Researching',
              conditions: 'Usually needs a constituted group, a bank account and a simple budget.',
            },
            links: linksTo('funds', 'Raised bed frames', 'Water supply and rainwater butts'),
          },
          {
            name: 'Local business sponsorship',
            attributes: {
              status: 'Researching',
              conditions: 'A sign or thanks in the newsletter.',
            },
            links: [['funds', 'Tool shed and tools']],
          },
          {
            name: 'Membership and plot fees',
            attributes: {
              status: 'Researching',
              conditions: 'Kept low, with reduced rates for those who need them.',
            },
            links: [['funds', 'Water supply and rainwater butts']],
          },
          {
            name: 'In-kind donations',
            attributes: {
              status: 'Researching',
              conditions: 'Wood chip from tree surgeons, pallets, surplus seedlings and tools.',
            },
            links: linksTo('funds', 'Paths and step-free access', 'Compost bays'),
          },
        ],
      },
      {
        name: 'Events and outreach',
        type: 'Garden Event',
        keywords: ['event', 'open day', 'workshop', 'outreach', 'work day', 'neighbour'],
        summary: 'Events that build the volunteer group and open the garden to the neighbourhood.',
        items: [
          {
            name: 'Site clearance work day',
            attributes: { season: 'Late winter', expected_attendance: 20 },
            links: [['organised_by', 'Garden coordinator']],
          },
          {
            name: 'Seed and seedling swap',
            attributes: { season: 'Spring', expected_attendance: 40 },
            links: [['organised_by', 'Outreach and events lead']],
          },
          {
            name: 'Composting workshop',
            attributes: { season: 'Spring', expected_attendance: 15 },
            links: [['organised_by', 'Compost champion']],
          },
          {
            name: 'Harvest open day',
            attributes: { season: 'Early autumn', expected_attendance: 80 },
            links: [['organised_by', 'Outreach and events lead']],
          },
        ],
      },
    ];
  },

  observations() {
    return [
      'Get a written agreement with the landowner before investing in beds or a shed: gardens that run on informal permission are the ones that get lost.',
      'Test urban soil for lead and other contaminants; where results are poor, grow in raised beds filled with clean imported soil.',
      'Water is the most common limit on a community garden: a tap on site or large rainwater butts are worth more than any tool.',
      'Volunteer numbers peak in spring and drop in late summer, so set the watering rota before the summer heat and holidays.',
      'Most grant funders ask for a constituted group, a bank account and public liability insurance.',
    ];
  },
};
