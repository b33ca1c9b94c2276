import type { Archetype, Terms, WorkItem, Workstream } from '../archetype';
import { head } from '../phrases';
import { by, inPlace, placeName, titleCase, wordCount } from '../words';
import { linksIf, linksTo } from './links';

type Focus = 'kitchen' | 'bathroom' | 'loft' | 'extension' | 'home';

/** What kind of renovation the subject names; a whole-home refurbishment when none. */
function focusOf(t: Terms): Focus {
  const s = t.subject.toLowerCase();
  if (s.includes('kitchen')) return 'kitchen';
  if (/bathroom|shower|en-?suite|wet ?room/.test(s)) return 'bathroom';
  if (/loft|attic/.test(s)) return 'loft';
  if (/extension|conservatory|orangery/.test(s)) return 'extension';
  return 'home';
}

const ACTIVITY =
  /renovation|remodel|refurbishment|refurb|conversion|extension|refit|makeover|restoration|upgrade/i;

/** Common words that, capitalised at the start of a subject, only began the prompt. */
const COMMON = new Set(
  'kitchen bathroom loft attic basement cellar house home flat apartment extension conversion renovation refurbishment remodel rear side garage bedroom shower wet utility terraced semi detached cottage bungalow'.split(
    ' ',
  ),
);

/** The work as a noun phrase: `kitchen renovation`, `loft conversion`, `home renovation`. */
function job(t: Terms): string {
  const s = head(t.subject, COMMON);
  if (!s || /^(renovat|remodel|refurbish|redo|convert|extend|build)/i.test(s)) {
    return 'home renovation';
  }
  return ACTIVITY.test(s) ? s : `${s} renovation`;
}

interface Room {
  name: string;
  scope: string;
}

interface Material {
  name: string;
  lead_time_weeks: number;
  quantity: string;
  /** Indexes into the plan's rooms. */
  rooms: number[];
  for: 'firstFix' | 'structure' | 'secondFix';
}

interface FocusPlan {
  rooms: Room[];
  /** The structural or preparatory package this kind of job needs. */
  structure: string;
  /** Indexes of the rooms the structural package touches. */
  structureRooms: number[];
  /** Whether the job changes the structure: engineer, planning check and neighbours' notices. */
  structural: boolean;
  materials: Material[];
}

const PLANS: Record<Focus, FocusPlan> = {
  kitchen: {
    rooms: [
      {
        name: 'Kitchen',
        scope: 'New units, worktops, appliances, lighting, sockets and flooring.',
      },
      {
        name: 'Dining area',
        scope: 'Opened up to the kitchen if the wall allows, with flooring run through to match.',
      },
      {
        name: 'Utility space',
        scope: 'Washing machine, boiler access and bulk storage moved out of the kitchen.',
      },
    ],
    structure: 'Knock-through and steel beam',
    structureRooms: [0, 1],
    structural: true,
    materials: [
      {
        name: 'Kitchen units and worktops',
        lead_time_weeks: 8,
        quantity: 'Per the kitchen design',
        rooms: [0],
        for: 'secondFix',
      },
      {
        name: 'Appliances',
        lead_time_weeks: 3,
        quantity: 'Oven, hob, extractor, fridge, dishwasher',
        rooms: [0],
        for: 'secondFix',
      },
      {
        name: 'Sink and taps',
        lead_time_weeks: 2,
        quantity: '1 set',
        rooms: [0],
        for: 'secondFix',
      },
      {
        name: 'Floor tiles',
        lead_time_weeks: 4,
        quantity: 'Floor area plus 10% for cuts',
        rooms: [0, 1],
        for: 'secondFix',
      },
      {
        name: 'Steel beam',
        lead_time_weeks: 2,
        quantity: 'Sized by the structural engineer',
        rooms: [1],
        for: 'structure',
      },
    ],
  },
  bathroom: {
    rooms: [
      {
        name: 'Bathroom',
        scope: 'New suite, waterproofed shower area, tiling, ventilation, heating and lighting.',
      },
      {
        name: 'Airing cupboard and boiler',
        scope: 'Hot water supply and pressure checked and sized for the new shower.',
      },
      { name: 'Landing and hallway', scope: 'Protected during works; route for new pipe runs.' },
    ],
    structure: 'Floor repairs and waterproofing',
    structureRooms: [0],
    structural: false,
    materials: [
      {
        name: 'Sanitaryware',
        lead_time_weeks: 3,
        quantity: 'Toilet, basin, bath or shower tray',
        rooms: [0],
        for: 'secondFix',
      },
      {
        name: 'Wall and floor tiles',
        lead_time_weeks: 4,
        quantity: 'Tiled area plus 10% for cuts',
        rooms: [0],
        for: 'secondFix',
      },
      {
        name: 'Shower enclosure and mixer',
        lead_time_weeks: 3,
        quantity: '1 set',
        rooms: [0],
        for: 'secondFix',
      },
      {
        name: 'Tanking kit',
        lead_time_weeks: 1,
        quantity: 'Shower walls and floor',
        rooms: [0],
        for: 'structure',
      },
      { name: 'Extractor fan', lead_time_weeks: 1, quantity: '1', rooms: [0], for: 'firstFix' },
    ],
  },
  loft: {
    rooms: [
      {
        name: 'Loft bedroom',
        scope: 'A new habitable room with insulation, windows, heating and enough head height.',
      },
      {
        name: 'Loft shower room',
        scope: 'A compact shower room under the eaves, where drainage allows.',
      },
      {
        name: 'New staircase',
        scope: 'A fixed stair from the landing meeting the rules for head height and fire escape.',
      },
    ],
    structure: 'Dormer, floor joists and steels',
    structureRooms: [0, 2],
    structural: true,
    materials: [
      {
        name: 'Roof windows',
        lead_time_weeks: 4,
        quantity: '2 to 3 units',
        rooms: [0],
        for: 'structure',
      },
      {
        name: 'Insulation boards',
        lead_time_weeks: 1,
        quantity: 'Roof slopes, walls and floor',
        rooms: [0],
        for: 'firstFix',
      },
      {
        name: 'Staircase',
        lead_time_weeks: 6,
        quantity: '1 made-to-measure flight',
        rooms: [2],
        for: 'secondFix',
      },
      {
        name: 'Structural steels',
        lead_time_weeks: 2,
        quantity: 'Sized by the structural engineer',
        rooms: [0],
        for: 'structure',
      },
      {
        name: 'Fire doors',
        lead_time_weeks: 3,
        quantity: 'One per room off the stair',
        rooms: [2],
        for: 'secondFix',
      },
    ],
  },
  extension: {
    rooms: [
      { name: 'Extension', scope: 'New foundations, walls, roof, glazing, heating and lighting.' },
      {
        name: 'Existing rear room',
        scope: 'Opened into the extension, with a beam where the rear wall comes out.',
      },
      {
        name: 'Garden and site access',
        scope: 'Access for materials, drainage, and making good the garden.',
      },
    ],
    structure: 'Foundations and shell',
    structureRooms: [0, 1],
    structural: true,
    materials: [
      {
        name: 'Glazed rear doors',
        lead_time_weeks: 8,
        quantity: '1 set, made to measure',
        rooms: [0],
        for: 'structure',
      },
      {
        name: 'Roof covering and rooflights',
        lead_time_weeks: 4,
        quantity: 'Whole extension roof',
        rooms: [0],
        for: 'structure',
      },
      {
        name: 'Underfloor heating',
        lead_time_weeks: 2,
        quantity: 'Extension floor area',
        rooms: [0],
        for: 'firstFix',
      },
      {
        name: 'Structural steel',
        lead_time_weeks: 2,
        quantity: 'Sized by the structural engineer',
        rooms: [1],
        for: 'structure',
      },
      {
        name: 'Flooring',
        lead_time_weeks: 3,
        quantity: 'Both rooms plus 10%',
        rooms: [1],
        for: 'secondFix',
      },
    ],
  },
  home: {
    rooms: [
      { name: 'Kitchen', scope: 'Layout, units, appliances and services.' },
      { name: 'Bathroom', scope: 'Suite, tiling, waterproofing and ventilation.' },
      { name: 'Living room', scope: 'Plaster repairs, flooring, lighting and decoration.' },
      { name: 'Bedrooms', scope: 'Sockets, flooring, storage and decoration.' },
      { name: 'Hallway and stairs', scope: 'Flooring, balustrade and decoration, done last.' },
    ],
    structure: 'Structural alterations',
    structureRooms: [0, 2],
    structural: true,
    materials: [
      {
        name: 'Kitchen units and worktops',
        lead_time_weeks: 8,
        quantity: 'Per the kitchen design',
        rooms: [0],
        for: 'secondFix',
      },
      {
        name: 'Bathroom suite',
        lead_time_weeks: 3,
        quantity: 'Toilet, basin, bath or shower',
        rooms: [1],
        for: 'secondFix',
      },
      {
        name: 'Flooring',
        lead_time_weeks: 3,
        quantity: 'Whole-home floor area plus 10%',
        rooms: [2],
        for: 'secondFix',
      },
      {
        name: 'Internal doors',
        lead_time_weeks: 4,
        quantity: 'One per room',
        rooms: [3],
        for: 'secondFix',
      },
      {
        name: 'Consumer unit and wiring',
        lead_time_weeks: 1,
        quantity: 'Whole home',
        rooms: [4],
        for: 'firstFix',
      },
    ],
  },
};

const PACKAGE = {
  design: 'Survey and design',
  strip: 'Strip-out and waste removal',
  firstFix: 'First-fix electrics and plumbing',
  plaster: 'Plastering and making good',
  secondFix: 'Second fix and finishing',
};

export const homeRenovation: Archetype = {
  key: 'home-renovation',
  projectType: 'Home renovation',
  keywords: [
    'renovation',
    'renovate',
    'remodel',
    'refurbish',
    'refurbishment',
    'kitchen',
    'bathroom',
    'loft conversion',
    'extension',
    'loft',
    'contractor',
    'builder',
    'house',
    'flat',
    'apartment',
    'home',
  ],
  subject: 'home renovation',

  name(t) {
    const base = titleCase(job(t));
    const place = t.place?.trim();
    return place && /^\p{Lu}\p{L}+$/u.test(place) && wordCount(base) <= 3
      ? `${place} ${base}`
      : base;
  },

  description(t) {
    const where = inPlace(t.place);
    const money = t.budget ? ` within ${t.budget}` : '';
    const when = t.deadline ? `, finished ${by(t.deadline)}` : '';
    return (
      `The ${job(t)}${where}: scope, design, permits, trades and materials planned in the order ` +
      `the work happens, delivered${money || ' to a fixed budget'}${when}.`
    );
  },

  questions(t) {
    const property = t.place ? `the ${t.place} property` : 'the property';
    return [
      {
        text: `Which rooms and areas of ${property} does the ${job(t)} include, and is any of the work structural (removing walls, new openings, an extension)?`,
      },
      {
        text: 'Where is the property, and is it listed, in a conservation area, or a flat with building rules to follow?',
        covers: 'place',
      },
      {
        text: 'What is the total budget, and does it include a contingency of 10–20% for surprises?',
        covers: 'budget',
      },
      { text: `By when must the ${job(t)} be finished, and why that date?`, covers: 'deadline' },
      {
        text: 'How old is the property, and what do you know about the state of its wiring, plumbing, roof and damp?',
      },
      {
        text: 'Will you hire one main contractor, manage separate trades yourself, or do some of the work yourself?',
      },
      { text: 'Do you already have drawings or a designer, or do you still need an architect?' },
      {
        text: 'Who lives in the home, and what must the new layout work for (children, working from home, older relatives, accessibility)?',
        covers: 'people',
      },
      { text: 'Will you live in the property during the works, or can you move out?' },
      {
        text: 'What finish level are you after, and have you already chosen any materials, fittings or appliances?',
      },
      {
        text: 'Do you want energy upgrades while walls and floors are open (insulation, new windows, heat pump, underfloor heating)?',
      },
      {
        text: 'Do neighbours or the building need to be notified or agree before work starts?',
      },
    ];
  },

  goals(t) {
    return [
      {
        name: t.budget
          ? `Keep the ${job(t)} within ${t.budget}, contingency included`
          : 'Fix a total budget with a 15% contingency before any work starts',
        priority: 'high',
      },
      {
        name: t.deadline
          ? `Finish the ${job(t)} ${by(t.deadline)}`
          : 'Agree a week-by-week schedule with every trade booked in order',
        priority: 'high',
      },
      { name: 'Secure every permit and approval before work begins', priority: 'high' },
      {
        name: 'Get at least three itemised quotes for the same written scope before choosing a contractor',
        priority: 'medium',
      },
      {
        name: 'Freeze the layout and order long-lead items before strip-out starts',
        priority: 'medium',
      },
      {
        name: 'Collect sign-offs and certificates for structure, electrics, gas and plumbing',
        priority: 'medium',
      },
      {
        name: 'Close the snagging list with no open items before the final payment',
        priority: 'low',
      },
      {
        name: 'Improve insulation and airtightness wherever walls, floors or ceilings are opened',
        priority: 'low',
      },
    ];
  },

  types: [
    {
      name: 'Room',
      notes: 'A room or area of the property in the scope of work, with what will change in it.',
      icon: 'door-open',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'area_m2', type: 'number', required: false, description: 'Floor area in m².' },
        { name: 'scope', type: 'text', required: false, description: 'What changes in this room.' },
        {
          name: 'condition',
          type: 'string',
          required: false,
          description: 'Known problems: damp, cracks, old wiring.',
        },
        {
          name: 'finish_level',
          type: 'string',
          required: false,
          description: 'Budget, mid-range or high-end.',
        },
      ],
    },
    {
      name: 'Work Package',
      notes:
        'A stage of the works done by one trade or team, in the order the job needs: strip-out, structure, first fix, plaster, second fix.',
      icon: 'hammer',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'trade', type: 'string', required: false },
        { name: 'duration_weeks', type: 'number', required: false },
        { name: 'estimated_cost', type: 'money', required: false },
        {
          name: 'rooms',
          type: 'reference',
          required: false,
          relation: 'Room',
          cardinality: 'many',
        },
        {
          name: 'contractor',
          type: 'reference',
          required: false,
          relation: 'Contractor',
          cardinality: 'one',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Contractor',
      notes: 'A firm, tradesperson or professional hired for the job, with their quote and checks.',
      icon: 'hard-hat',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'trade', type: 'string', required: false },
        { name: 'quote', type: 'money', required: false },
        { name: 'insured', type: 'boolean', required: false },
        {
          name: 'references_checked',
          type: 'boolean',
          required: false,
          description: 'Past clients called and finished work seen.',
        },
        { name: 'contact', type: 'string', required: false },
      ],
    },
    {
      name: 'Permit',
      notes: 'A permission, approval, notice or certificate the works need, and who grants it.',
      icon: 'file-check',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'authority', type: 'string', required: false },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'To check, applied, granted or not needed.',
        },
        {
          name: 'needed_before',
          type: 'string',
          required: false,
          description: 'The stage that cannot start without it.',
        },
        { name: 'decision_date', type: 'date', required: false },
      ],
    },
    {
      name: 'Material',
      notes: 'A material, fitting or appliance to choose and order, with its lead time.',
      icon: 'package',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'supplier', type: 'string', required: false },
        {
          name: 'lead_time_weeks',
          type: 'integer',
          required: false,
          description: 'Weeks from order to delivery.',
        },
        { name: 'quantity', type: 'string', required: false },
        { name: 'cost', type: 'money', required: false },
        {
          name: 'room',
          type: 'reference',
          required: false,
          relation: 'Room',
          cardinality: 'one',
        },
      ],
    },
  ],

  links: [
    {
      label: 'takes_place_in',
      from: 'Work Package',
      to: 'Room',
      description: 'The work package is carried out in this room.',
    },
    {
      label: 'carried_out_by',
      from: 'Work Package',
      to: 'Contractor',
      description: 'The contractor responsible for the work package.',
    },
    {
      label: 'requires',
      from: 'Work Package',
      to: 'Permit',
      description: 'The work cannot start or be signed off without this permit.',
    },
    {
      label: 'installed_in',
      from: 'Material',
      to: 'Room',
      description: 'Where the material or fitting goes.',
    },
    {
      label: 'needed_for',
      from: 'Material',
      to: 'Work Package',
      description: 'The work package that needs the material on site.',
    },
  ],

  workstreams(t): Workstream[] {
    const plan = PLANS[focusOf(t)];
    const main = plan.rooms[0]?.name ?? 'Kitchen';
    const all = plan.rooms.map((r) => r.name);
    const inRooms = (names: string[]) => linksTo('takes_place_in', ...names);
    const packageName = { ...PACKAGE, structure: plan.structure };
    const authority = t.place
      ? `Local authority in ${placeName(t.place)}`
      : 'Local planning authority';

    const packages: WorkItem[] = [
      {
        name: PACKAGE.design,
        attributes: {
          trade: plan.structural ? 'Architect and structural engineer' : 'Designer',
          duration_weeks: plan.structural ? 4 : 2,
        },
        links: [
          ...inRooms(all),
          ['carried_out_by', 'Architect or designer'],
          ...linksIf(plan.structural, ['carried_out_by', 'Structural engineer']),
        ],
      },
      {
        name: PACKAGE.strip,
        attributes: { trade: 'General builder', duration_weeks: 1 },
        links: [
          ...inRooms(all),
          ['carried_out_by', 'Main contractor'],
          ...linksIf(!plan.structural, ['requires', 'Neighbour and party wall notices']),
        ],
      },
      {
        name: plan.structure,
        attributes: { trade: 'General builder', duration_weeks: 2 },
        links: [
          ...inRooms(plan.structureRooms.map((i) => plan.rooms[i]?.name ?? main)),
          ['carried_out_by', 'Main contractor'],
          ...linksIf(plan.structural, ['requires', 'Planning permission check']),
          ['requires', 'Building regulations approval'],
          ...linksIf(plan.structural, ['requires', 'Neighbour and party wall notices']),
        ],
      },
      {
        name: PACKAGE.firstFix,
        attributes: { trade: 'Electrician and plumber', duration_weeks: 1 },
        links: [
          ...inRooms(all),
          ['carried_out_by', 'Electrician'],
          ['carried_out_by', 'Plumber and heating engineer'],
        ],
      },
      {
        name: PACKAGE.plaster,
        attributes: { trade: 'Plasterer', duration_weeks: 1 },
        links: [...inRooms(all), ['carried_out_by', 'Main contractor']],
      },
      {
        name: PACKAGE.secondFix,
        attributes: { trade: 'All trades, then decorator', duration_weeks: 2 },
        links: [
          ...inRooms(all),
          ['carried_out_by', 'Main contractor'],
          ['carried_out_by', 'Electrician'],
          ['requires', 'Electrical and gas safety certificates'],
        ],
      },
    ];

    return [
      {
        name: 'Rooms and scope',
        type: 'Room',
        keywords: ['room', 'scope', 'layout', 'space', 'area'],
        summary: `Exactly which rooms the ${job(t)} touches and what changes in each.`,
        items: plan.rooms.map((r) => ({ name: r.name, attributes: { scope: r.scope } })),
      },
      {
        name: 'Works and schedule',
        type: 'Work Package',
        keywords: ['work', 'schedule', 'stage', 'phase', 'trade', 'first fix', 'second fix'],
        summary: 'The stages of the works in the order they must happen, each with its trade.',
        items: packages,
      },
      {
        name: 'Contractors and quotes',
        type: 'Contractor',
        keywords: [
          'contractor',
          'builder',
          'quote',
          'trade',
          'electrician',
          'plumber',
          'architect',
        ],
        summary:
          'The professionals and trades to find, compare on like-for-like quotes, and check.',
        items: [
          { name: 'Architect or designer', attributes: { trade: 'Design and drawings' } },
          {
            name: 'Structural engineer',
            attributes: { trade: 'Structural calculations and beam sizing' },
          },
          { name: 'Main contractor', attributes: { trade: 'General building and coordination' } },
          { name: 'Electrician', attributes: { trade: 'Certified electrical installer' } },
          {
            name: 'Plumber and heating engineer',
            attributes: { trade: 'Plumbing, heating and gas (registered)' },
          },
        ],
      },
      {
        name: 'Permits and approvals',
        type: 'Permit',
        keywords: ['permit', 'permission', 'approval', 'planning', 'regulation', 'certificate'],
        summary: 'The permissions, notices and certificates to obtain, and when each is needed.',
        items: [
          {
            name: 'Planning permission check',
            attributes: {
              authority,
              status: 'To check',
              needed_before: plan.structural ? packageName.structure : PACKAGE.strip,
            },
          },
          {
            name: 'Building regulations approval',
            attributes: {
              authority: 'Building control',
              status: 'To check',
              needed_before: packageName.structure,
            },
          },
          {
            name: 'Neighbour and party wall notices',
            attributes: {
              authority: 'Neighbours and the building owner',
              status: 'To check',
              needed_before: plan.structural ? packageName.structure : PACKAGE.strip,
            },
          },
          {
            name: 'Electrical and gas safety certificates',
            attributes: {
              authority: 'Registered installers',
              status: 'To check',
              needed_before: 'Handover',
            },
          },
        ],
      },
      {
        name: 'Materials and fittings',
        type: 'Material',
        keywords: ['material', 'fitting', 'tile', 'appliance', 'order', 'supplier', 'lead time'],
        summary:
          'What to choose and order, long-lead items first, so no trade waits on a delivery.',
        items: plan.materials.map((m) => ({
          name: m.name,
          attributes: { lead_time_weeks: m.lead_time_weeks, quantity: m.quantity },
          links: [
            ...linksTo('installed_in', ...m.rooms.map((i) => plan.rooms[i]?.name ?? main)),
            ['needed_for', packageName[m.for]],
          ],
        })),
      },
    ];
  },

  observations(t) {
    return [
      'Budget a contingency of 10–20%: opening up walls and floors, above all in older properties, almost always reveals extra work.',
      'Kitchens, made-to-measure windows and special-order tiles often take 6–12 weeks to arrive; order them before strip-out so trades are not left waiting.',
      'Trades follow a fixed order (strip-out, structure, first fix, plaster, second fix, decoration), and one late trade delays everything after it.',
      'Compare quotes line by line: a cheap quote often leaves out waste removal, making good or provisional sums that come back as extras.',
      'Tie stage payments to finished, inspected work and hold back a retention until the snagging list is closed.',
      t.place
        ? `Check the local rules in ${placeName(t.place)} early: permits, heritage status and building approvals can take weeks or months.`
        : 'Check local rules early: permits, heritage status and building approvals can take weeks or months.',
    ];
  },
};
