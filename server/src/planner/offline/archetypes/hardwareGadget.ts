import type { Archetype, Terms, Workstream } from '../archetype';
import { head, launchName, shortPhrase } from '../phrases';
import { by, placeName } from '../words';
import { linksTo } from './links';

const ACRONYMS: Record<string, string> = {
  iot: 'IoT',
  pcb: 'PCB',
  usb: 'USB',
  led: 'LED',
  gps: 'GPS',
  ble: 'BLE',
  ai: 'AI',
  diy: 'DIY',
  ev: 'EV',
};

/** Subjects that name no particular product, with the head noun a name should use. */
const GENERIC: Record<string, string> = {
  device: 'Device',
  gadget: 'Gadget',
  hardware: 'Device',
  'hardware device': 'Device',
  'hardware product': 'Device',
  'hardware gadget': 'Gadget',
  product: 'Device',
  'iot device': 'IoT Device',
  'iot product': 'IoT Device',
  'electronic device': 'Device',
  electronics: 'Device',
  prototype: 'Device',
  wearable: 'Wearable',
};

/** Common words that, capitalised at the start of a subject, only began the prompt. */
const COMMON = new Set(
  'smart device gadget hardware wearable sensor portable wireless connected electronic home plant air pet bike solar battery tracker'.split(
    ' ',
  ),
);

/** The subject as usable words (`smart plant sensor`, `IoT device`), or undefined when too long. */
const cleanSubject = (t: Terms) => head(t.subject, COMMON, { maxWords: 4, acronyms: ACRONYMS });

/** `the smart plant sensor`, `the device`. */
const the = (t: Terms) => `the ${cleanSubject(t) ?? 'device'}`;

export const hardwareGadget: Archetype = {
  key: 'hardware',
  projectType: 'Hardware product',
  keywords: [
    'hardware',
    'gadget',
    'device',
    'prototype',
    'pcb',
    'sensor',
    'iot',
    'wearable',
    'firmware',
    'electronics',
    'kickstarter',
    'crowdfunding',
    'manufacture',
    'manufacturing',
    'embedded',
    'arduino',
  ],
  subject: 'hardware device',

  name(t) {
    return launchName(cleanSubject(t), t.topic, {
      generic: GENERIC,
      acronyms: ACRONYMS,
      fallback: 'Hardware Device Launch',
    });
  },

  description(t) {
    const s = cleanSubject(t);
    const topic = shortPhrase(t.topic);
    const product = s && topic && GENERIC[s.toLowerCase()] ? `the ${topic} ${s}` : the(t);
    const forWhom = t.audience ? ` It is designed for ${t.audience}.` : '';
    const when = t.deadline ? ` ${by(t.deadline)}` : '';
    return (
      `Taking ${product} from prototype to a certified, manufacturable product: ` +
      `electronics, firmware and enclosure, a costed bill of materials, and a first production run${when}.${forWhom}`
    );
  },

  questions(t) {
    return [
      {
        text: `Who will use ${the(t)}, and where: at home, outdoors, in industry, or worn on the body?`,
        covers: 'audience',
      },
      {
        text: 'What must the device measure, control or display, and how accurately?',
        covers: 'topic',
      },
      {
        text: 'How will it be powered (mains, replaceable batteries or a rechargeable battery), and how long must it run between charges?',
      },
      {
        text: 'How does it connect: Bluetooth, Wi-Fi, cellular, LoRa or not at all, and does it need a companion app?',
      },
      {
        text: 'How many units do you plan for the first production run, and at what retail price?',
      },
      {
        text: 'How far along is it: an idea, a breadboard, a development-kit prototype, or a custom board?',
      },
      {
        text: 'What budget do you have for prototypes, tooling, certification and the first production run?',
        covers: 'budget',
      },
      {
        text: 'When do you need sellable units, and is a fixed date driving it (a crowdfunding campaign, a trade show, a retailer)?',
        covers: 'deadline',
      },
      {
        text: 'Who is on the team, and which skills do you have in-house: electronics, firmware, mechanical or industrial design?',
        covers: 'people',
      },
      {
        text: 'Which markets will you sell in first (this decides the certifications needed, such as CE and UKCA, or FCC)?',
        covers: 'place',
      },
      {
        text: 'Will you assemble it yourselves or use a contract manufacturer, and do you have one in mind?',
      },
      {
        text: 'How will you sell it: crowdfunding, your own online shop, retail, or direct to businesses?',
      },
    ];
  },

  goals(t) {
    return [
      {
        name: 'Test a works-like prototype with 10 target users and act on what they find',
        priority: 'high',
      },
      {
        name: t.deadline
          ? `Deliver the first production units ${by(t.deadline)}`
          : 'Deliver the first production run on a date committed to customers',
        priority: 'high',
      },
      {
        name: 'Pass the safety, EMC and radio certifications of every launch market before shipping',
        priority: 'high',
      },
      {
        name: 'Keep the bill of materials at or below a quarter of the retail price',
        priority: 'medium',
      },
      {
        name: t.budget
          ? `Keep development, tooling and the first run within ${t.budget}`
          : 'Fund tooling and the first production run before committing to a factory',
        priority: 'medium',
      },
      { name: 'Reach a first-pass production yield above 95%', priority: 'medium' },
      { name: 'Ship with over-the-air firmware updates working', priority: 'low' },
      { name: 'Keep warranty returns below 2% in the first six months', priority: 'low' },
    ];
  },

  types: [
    {
      name: 'Subsystem',
      notes:
        'A functional block of the product (main board, sensing, power, connectivity, enclosure, firmware) with its requirements.',
      icon: 'circuit-board',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'owner', type: 'string', required: false },
        { name: 'requirements', type: 'text', required: false },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'Concept, prototyped, validated or frozen.',
        },
        {
          name: 'components',
          type: 'reference',
          required: false,
          relation: 'Component',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Component',
      notes: 'A line of the bill of materials: a part with its cost, lead time and source.',
      icon: 'cpu',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'part_number', type: 'string', required: false },
        {
          name: 'unit_cost',
          type: 'money',
          required: false,
          description: 'At the planned volume.',
        },
        { name: 'lead_time_weeks', type: 'integer', required: false },
        {
          name: 'lifecycle',
          type: 'enum',
          required: false,
          description: 'Active, not recommended for new designs, or end of life.',
        },
        {
          name: 'supplier',
          type: 'reference',
          required: false,
          relation: 'Supplier',
          cardinality: 'one',
        },
      ],
    },
    {
      name: 'Supplier',
      notes: 'A company that makes, supplies or assembles part of the product.',
      icon: 'factory',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'role', type: 'string', required: false },
        { name: 'location', type: 'string', required: false },
        { name: 'minimum_order_quantity', type: 'integer', required: false },
        { name: 'contact', type: 'string', required: false },
      ],
    },
    {
      name: 'Prototype Build',
      notes:
        'One round of building units, from breadboard to engineering, design and production validation builds.',
      icon: 'wrench',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'stage',
          type: 'enum',
          required: false,
          description: 'Proof of concept, works-like, looks-like, EVT, DVT or PVT.',
        },
        { name: 'units', type: 'integer', required: false },
        { name: 'target_date', type: 'date', required: false },
        { name: 'findings', type: 'text', required: false },
        {
          name: 'subsystems',
          type: 'reference',
          required: false,
          relation: 'Subsystem',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Test',
      notes: 'A verification or certification test, with its standard and pass criteria.',
      icon: 'clipboard-check',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'standard', type: 'string', required: false },
        { name: 'pass_criteria', type: 'text', required: false },
        {
          name: 'result',
          type: 'enum',
          required: false,
          description: 'Not run, passed, failed or retest.',
        },
        { name: 'lab', type: 'string', required: false },
      ],
    },
  ],

  links: [
    {
      label: 'part_of',
      from: 'Component',
      to: 'Subsystem',
      description: 'The subsystem the component belongs to.',
    },
    {
      label: 'sourced_from',
      from: 'Component',
      to: 'Supplier',
      description: 'Where the component is bought or made.',
    },
    {
      label: 'includes',
      from: 'Prototype Build',
      to: 'Subsystem',
      description: 'The subsystems built and tested in this round.',
    },
    {
      label: 'built_by',
      from: 'Prototype Build',
      to: 'Supplier',
      description: 'Who builds or assembles the units.',
    },
    {
      label: 'verifies',
      from: 'Test',
      to: 'Subsystem',
      description: 'The subsystem whose design the test proves.',
    },
  ],

  workstreams(t): Workstream[] {
    const topic = shortPhrase(t.topic);
    const sensing = 'Sensing and inputs';
    const board = 'Main board and microcontroller';
    const power = 'Power and battery';
    const radio = 'Connectivity';
    const enclosure = 'Enclosure and mechanical design';
    const firmware = 'Firmware and companion app';
    return [
      {
        name: 'Architecture and subsystems',
        type: 'Subsystem',
        keywords: ['architecture', 'subsystem', 'requirement', 'design', 'spec', 'electronics'],
        summary: `The functional blocks of ${the(t)} and what each must achieve.`,
        items: [
          {
            name: board,
            attributes: {
              requirements:
                'Runs the firmware, with flash and RAM to spare for over-the-air updates.',
              status: 'Concept',
            },
          },
          {
            name: sensing,
            attributes: {
              requirements: topic
                ? `Measures or detects ${topic} with the accuracy users need, calibrated in production.`
                : 'Measures or detects what the product is for, with the accuracy users need.',
              status: 'Concept',
            },
          },
          {
            name: power,
            attributes: {
              requirements: 'Meets the battery-life target with margin, charges safely over USB-C.',
              status: 'Concept',
            },
          },
          {
            name: radio,
            attributes: {
              requirements: 'Pairs in under a minute and reconnects on its own after dropouts.',
              status: 'Concept',
            },
          },
          {
            name: enclosure,
            attributes: {
              requirements:
                'Survives a 1 m drop and the target ingress rating; can be moulded in volume.',
              status: 'Concept',
            },
          },
          {
            name: firmware,
            attributes: {
              requirements: 'Safe over-the-air updates with rollback, and a simple setup flow.',
              status: 'Concept',
            },
          },
        ],
      },
      {
        name: 'Bill of materials',
        type: 'Component',
        keywords: ['bom', 'bill of materials', 'component', 'part', 'cost', 'sourcing'],
        summary:
          'Every part with its cost at volume, lead time and source, reviewed for availability.',
        items: [
          {
            name: 'Pre-certified wireless microcontroller module',
            attributes: {
              part_number: 'ESP32-S3 or nRF52840 class module',
              lead_time_weeks: 4,
              lifecycle: 'Active',
            },
            links: [
              ['part_of', board],
              ['part_of', radio],
              ['sourced_from', 'Electronics distributor'],
            ],
          },
          {
            name: 'Primary sensor',
            attributes: { lead_time_weeks: 8, lifecycle: 'Active' },
            links: [
              ['part_of', sensing],
              ['sourced_from', 'Electronics distributor'],
            ],
          },
          {
            name: 'Lithium-ion battery pack',
            attributes: {
              part_number: 'Pack with protection circuit and UN 38.3 report',
              lead_time_weeks: 6,
            },
            links: [
              ['part_of', power],
              ['sourced_from', 'Battery pack supplier'],
            ],
          },
          {
            name: 'USB-C charger and protection circuit',
            attributes: { lead_time_weeks: 4, lifecycle: 'Active' },
            links: [
              ['part_of', power],
              ['sourced_from', 'Electronics distributor'],
            ],
          },
          {
            name: 'Printed circuit board',
            attributes: { part_number: 'Four-layer board, lead-free finish', lead_time_weeks: 2 },
            links: [
              ['part_of', board],
              ['sourced_from', 'PCB fabrication and assembly house'],
            ],
          },
          {
            name: 'Moulded enclosure parts',
            attributes: {
              part_number: 'Top and bottom housing, button, light pipe',
              lead_time_weeks: 8,
            },
            links: [
              ['part_of', enclosure],
              ['sourced_from', 'Injection moulder'],
            ],
          },
        ],
      },
      {
        name: 'Prototypes and builds',
        type: 'Prototype Build',
        keywords: ['prototype', 'build', 'evt', 'dvt', 'pvt', 'iteration', 'pilot'],
        summary:
          'The rounds of building units, each answering a clear question before money is spent on the next.',
        items: [
          {
            name: 'Breadboard proof of concept',
            attributes: {
              stage: 'Proof of concept',
              units: 1,
              findings: 'Does the core function work at all?',
            },
            links: linksTo('includes', board, sensing),
          },
          {
            name: 'Works-like prototype',
            attributes: {
              stage: 'Works-like',
              units: 10,
              findings: 'Does it work for real users in real conditions?',
            },
            links: [
              ...linksTo('includes', board, sensing, power, radio, firmware),
              ['built_by', 'PCB fabrication and assembly house'],
            ],
          },
          {
            name: 'Looks-like model',
            attributes: {
              stage: 'Looks-like',
              units: 3,
              findings: 'Size, feel and appearance, 3D printed.',
            },
            links: [['includes', enclosure]],
          },
          {
            name: 'Engineering validation build',
            attributes: {
              stage: 'EVT',
              units: 30,
              findings: 'All features on the final board design; pre-compliance tests.',
            },
            links: [
              ...linksTo('includes', board, power, radio),
              ['built_by', 'PCB fabrication and assembly house'],
            ],
          },
          {
            name: 'Design validation build',
            attributes: {
              stage: 'DVT',
              units: 100,
              findings: 'Production tooling and materials; certification units.',
            },
            links: [
              ['includes', enclosure],
              ['includes', power],
              ['built_by', 'Contract manufacturer'],
            ],
          },
          {
            name: 'Production validation pilot run',
            attributes: {
              stage: 'PVT',
              units: 300,
              findings: 'The real line at real speed; yield and test fixtures.',
            },
            links: [
              ['includes', board],
              ['includes', enclosure],
              ['built_by', 'Contract manufacturer'],
            ],
          },
        ],
      },
      {
        name: 'Testing and certification',
        type: 'Test',
        keywords: ['test', 'certification', 'compliance', 'emc', 'fcc', 'ce', 'safety'],
        summary: t.place
          ? `The tests that prove the design works and may legally be sold in ${placeName(t.place)}.`
          : 'The tests that prove the design works and may legally be sold in each launch market.',
        items: [
          {
            name: 'EMC pre-compliance scan',
            attributes: {
              standard: 'EN 55032 and FCC Part 15B emissions',
              pass_criteria: 'At least 6 dB of margin below the limits.',
            },
            links: linksTo('verifies', board, radio),
          },
          {
            name: 'Radio certification',
            attributes: {
              standard: 'Radio Equipment Directive in the EU, FCC Part 15C in the US',
              pass_criteria: 'Certificate issued for every launch market.',
            },
            links: [['verifies', radio]],
          },
          {
            name: 'Battery safety and transport tests',
            attributes: {
              standard: 'IEC 62133 and UN 38.3',
              pass_criteria: 'Reports from an accredited lab.',
            },
            links: [['verifies', power]],
          },
          {
            name: 'Drop and ingress test',
            attributes: {
              standard: 'IEC 60529 for the ingress rating',
              pass_criteria: 'Works after 1 m drops onto concrete and meets the target rating.',
            },
            links: [['verifies', enclosure]],
          },
          {
            name: 'Battery life test',
            attributes: {
              pass_criteria: 'Meets the advertised battery life with 20% margin in typical use.',
            },
            links: linksTo('verifies', power, firmware),
          },
          {
            name: 'Field trial with target users',
            attributes: {
              pass_criteria: t.audience
                ? `Ten target users (${t.audience}) use it for two weeks without needing help.`
                : 'Ten target users use it for two weeks without needing help.',
            },
            links: linksTo('verifies', sensing, firmware),
          },
        ],
      },
      {
        name: 'Suppliers and manufacturing',
        type: 'Supplier',
        keywords: ['supplier', 'manufacturer', 'factory', 'manufacturing', 'assembly', 'tooling'],
        summary:
          'The partners who make and assemble the product, chosen before the design is frozen.',
        items: [
          {
            name: 'PCB fabrication and assembly house',
            attributes: { role: 'Boards for prototypes and small runs', minimum_order_quantity: 5 },
          },
          {
            name: 'Contract manufacturer',
            attributes: {
              role: 'Final assembly, testing and packing',
              minimum_order_quantity: 1000,
            },
          },
          {
            name: 'Injection moulder',
            attributes: {
              role: 'Enclosure tooling and moulded parts',
              minimum_order_quantity: 1000,
            },
          },
          {
            name: 'Electronics distributor',
            attributes: {
              role: 'Components for prototypes (Digi-Key, Mouser or similar)',
              minimum_order_quantity: 1,
            },
          },
          {
            name: 'Battery pack supplier',
            attributes: {
              role: 'Battery packs with protection and test reports',
              minimum_order_quantity: 500,
            },
          },
        ],
      },
    ];
  },

  observations() {
    return [
      'Certification (EMC, radio, battery safety) often takes 6–12 weeks and a large share of the budget; a pre-compliance scan before the formal test saves costly re-runs.',
      'A pre-certified radio module costs more per unit than a chip-down design but saves much of the radio certification work and risk for a first product.',
      'A common rule of thumb: the retail price needs to be four to five times the bill-of-materials cost to cover manufacturing, margins, shipping and returns.',
      'Injection-moulding tools cost thousands and take 4–8 weeks to cut, so freeze the enclosure design before ordering them.',
      'Check every component’s lifecycle status and stock early: a single end-of-life or out-of-stock part can stop production.',
      'Crowdfunded hardware is very often late; plan for at least one extra build round and tell backers about delays early.',
    ];
  },
};
