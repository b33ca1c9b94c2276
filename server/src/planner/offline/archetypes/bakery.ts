import type { Archetype, GoalDef, QuestionDef, Terms, WorkItem, Workstream } from '../archetype';
import { subjectTitle } from '../phrases';
import {
  bare,
  by,
  inPlace,
  placeName,
  titleCase,
  titlePlace,
  withArticle,
  wordCount,
} from '../words';
import { linksTo } from './links';

/** Words a title drops from the front of the subject: `small family-run bakery` → `Bakery`. */
const SIZE_WORDS =
  'small little tiny new own local cosy cozy charming independent family-run'.split(' ');

export const bakery: Archetype = {
  key: 'bakery',
  projectType: 'Food business',
  keywords: [
    'bakery',
    'restaurant',
    'café',
    'cafe',
    'coffee shop',
    'bake',
    'baking',
    'baker',
    'bread',
    'pastry',
    'patisserie',
    'food truck',
    'bistro',
    'pizzeria',
    'sourdough',
    'croissant',
    'cake shop',
    'tea room',
    'deli',
    'street food',
    'brunch',
    'food business',
  ],
  subject: 'bakery',

  name(t: Terms): string {
    const core = subjectTitle(t.subject, 'Bakery', { drop: SIZE_WORDS });
    const place = titlePlace(t.place);
    const placeWords = wordCount(place);
    if (
      place !== '' &&
      placeWords <= 2 &&
      !t.subject.toLowerCase().includes(place.toLowerCase()) &&
      placeWords + wordCount(core) <= 4
    ) {
      return `${titleCase(place)} ${core} Launch`;
    }
    return `${core} Launch`;
  },

  description(t: Terms): string {
    const where = inPlace(t.place);
    const speciality =
      t.topic && !t.subject.toLowerCase().includes(t.topic.toLowerCase())
        ? `, specialising in ${t.topic}`
        : '';
    const forWhom = t.audience ? ` for ${t.audience}` : '';
    return (
      `Opening ${withArticle(bare(t.subject, 'bakery'))}${where}${forWhom}${speciality}: premises, permits, menu, ` +
      'suppliers, equipment and team, from first plans to opening day.'
    );
  },

  questions(t: Terms): QuestionDef[] {
    const yours = `your ${bare(t.subject, 'bakery')}`;
    return [
      { text: `In which city or town will ${yours} be based?`, covers: 'place' },
      {
        text: 'What is your start-up budget, including fit-out, equipment and the first three months of running costs?',
        covers: 'budget',
      },
      { text: `When would you like ${yours} to open its doors?`, covers: 'deadline' },
      {
        text: 'Who will your main customers be: commuters buying breakfast, local families, tourists, or wholesale clients such as cafés and hotels?',
        covers: 'audience',
      },
      {
        text: `Which neighbourhood${t.place ? ` of ${placeName(t.place.split(',')[0] ?? t.place)}` : ''} are you considering, and have you found premises yet?`,
      },
      {
        text: 'What will your signature products be, and is there a speciality such as sourdough, gluten-free or vegan baking?',
        covers: 'topic',
      },
      {
        text: 'Will you make everything from scratch on site, or buy in some part-baked or ready-made products?',
      },
      {
        text: 'Do you want customers to be able to sit and eat in, or will it be take-away only?',
      },
      {
        text: 'How many people will work with you at opening, and who will cover the early-morning preparation shifts?',
        covers: 'people',
      },
      {
        text: 'Do you already have professional baking or catering experience, or a food hygiene certificate?',
      },
      {
        text: 'Besides the counter, will you sell through wholesale, delivery apps or pre-ordered celebration cakes?',
      },
      { text: 'Which opening days and hours do you have in mind?' },
    ];
  },

  goals(t: Terms): GoalDef[] {
    const noun = bare(t.subject, 'bakery');
    return [
      {
        name: t.deadline
          ? `Open the ${noun} ${by(t.deadline)}`
          : `Set an opening date for the ${noun} and open on schedule`,
        priority: 'high',
      },
      {
        name: t.budget
          ? `Keep start-up costs within ${t.budget}`
          : 'Set a start-up budget with a 15% contingency and keep to it',
        priority: 'high',
      },
      {
        name: 'Secure every permit and pass the hygiene inspection before opening day',
        priority: 'high',
      },
      {
        name: `Sign a lease on premises${inPlace(t.place)} with room for a production kitchen and the power supply the ovens need`,
        priority: 'high',
      },
      {
        name: 'Finalise a launch menu of 10 to 15 products, each with a costed recipe and a food cost under 30% of its price',
        priority: 'medium',
      },
      {
        name: t.audience
          ? `Win 150 regular customers among ${t.audience} within three months of opening`
          : 'Win 150 regular customers within three months of opening',
        priority: 'medium',
      },
      {
        name: 'Cover monthly running costs from sales within the first year',
        priority: 'medium',
      },
      { name: 'Keep unsold products below 5% of daily production', priority: 'low' },
    ];
  },

  types: [
    {
      name: 'Product',
      notes: 'Something on the menu: a bread, pastry, cake, savoury item or drink.',
      icon: 'croissant',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'category',
          type: 'enum',
          required: false,
          description: 'bread, viennoiserie, cake, savoury, drink, speciality',
        },
        { name: 'price', type: 'money', required: false, description: 'Selling price.' },
        {
          name: 'daily_quantity',
          type: 'integer',
          required: false,
          description: 'Units made on a normal day.',
        },
        {
          name: 'ingredients',
          type: 'reference',
          required: false,
          relation: 'Ingredient',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Ingredient',
      notes: 'A raw material bought in and used in recipes.',
      icon: 'wheat',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'unit',
          type: 'string',
          required: false,
          description: 'How it is bought: kg, litre, tray.',
        },
        { name: 'cost_per_unit', type: 'money', required: false },
        {
          name: 'allergens',
          type: 'string',
          required: false,
          description: 'Which of the regulated allergens it contains, if any.',
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
      notes: 'A business that delivers ingredients, packaging or services.',
      icon: 'truck',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'supplies', type: 'string', required: false, description: 'What it delivers.' },
        { name: 'contact', type: 'email', required: false },
        { name: 'delivery_days', type: 'string', required: false },
        { name: 'minimum_order', type: 'money', required: false },
      ],
    },
    {
      name: 'Equipment',
      notes: 'An oven, mixer, fridge or machine the kitchen or counter needs.',
      icon: 'cooking-pot',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'category',
          type: 'enum',
          required: false,
          description: 'baking, preparation, cooling, service',
        },
        { name: 'price', type: 'money', required: false, description: 'Purchase or lease price.' },
        {
          name: 'power_supply',
          type: 'enum',
          required: false,
          description: 'single-phase, three-phase, gas',
        },
        {
          name: 'location',
          type: 'reference',
          required: false,
          relation: 'Space',
          cardinality: 'one',
        },
      ],
    },
    {
      name: 'Permit',
      notes:
        'A registration, licence, certificate or plan required by law before or after opening.',
      icon: 'file-badge',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'authority', type: 'string', required: false, description: 'Who issues it.' },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'to apply, applied, granted',
        },
        { name: 'lead_time_weeks', type: 'integer', required: false },
        {
          name: 'renewal',
          type: 'string',
          required: false,
          description: 'How often it is renewed.',
        },
      ],
    },
    {
      name: 'Staff Role',
      notes: 'A position in the team, with its shifts and the equipment it works with.',
      icon: 'chef-hat',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'hours_per_week', type: 'number', required: false },
        { name: 'shift', type: 'string', required: false },
        { name: 'certifications', type: 'string', required: false },
        {
          name: 'equipment',
          type: 'reference',
          required: false,
          relation: 'Equipment',
          cardinality: 'many',
        },
      ],
    },
    {
      name: 'Space',
      notes: 'An area of the premises: production kitchen, shop floor, storage or seating.',
      icon: 'store',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'area_sqm', type: 'number', required: false },
        {
          name: 'requirements',
          type: 'text',
          required: false,
          description: 'What the fit-out must provide.',
        },
        { name: 'fit_out_cost', type: 'money', required: false },
        {
          name: 'permits',
          type: 'reference',
          required: false,
          relation: 'Permit',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
  ],

  links: [
    {
      label: 'made_with',
      from: 'Product',
      to: 'Ingredient',
      description: 'The recipe of the product uses this ingredient.',
    },
    {
      label: 'supplies',
      from: 'Supplier',
      to: 'Ingredient',
      description: 'The supplier delivers this ingredient.',
    },
    {
      label: 'produced_on',
      from: 'Product',
      to: 'Equipment',
      description: 'The product is mixed, shaped, baked or made with this equipment.',
    },
    {
      label: 'installed_in',
      from: 'Equipment',
      to: 'Space',
      description: 'The equipment stands in this area of the premises.',
    },
    {
      label: 'operates',
      from: 'Staff Role',
      to: 'Equipment',
      description: 'People in this role are trained to use the equipment.',
    },
    {
      label: 'requires_permit',
      from: 'Space',
      to: 'Permit',
      description: 'This area cannot be used until the permit is granted.',
    },
  ],

  workstreams(t: Terms): Workstream[] {
    const flour = 'Organic strong wheat flour';
    const butter = 'Unsalted butter';
    const eggs = 'Free-range eggs';
    const beans = 'Espresso beans';
    const milk = 'Whole milk';
    const fruit = 'Seasonal fruit';
    const deckOven = 'Deck oven';
    const convection = 'Convection oven';
    const mixer = 'Spiral mixer';
    const sheeter = 'Dough sheeter';
    const espresso = 'Two-group espresso machine';
    const fridge = 'Reach-in refrigerator';
    const kitchen = 'Production kitchen';
    const shopFloor = 'Shop floor and counter';
    const storage = 'Dry and cold storage';
    const seating = 'Customer seating';
    const registration = 'Food business registration';
    const haccp = 'HACCP food safety plan';
    const signPermit = 'Shop sign permit';
    const terrace = 'Pavement seating licence';

    const menu: WorkItem[] = [
      {
        name: 'Sourdough country loaf',
        attributes: { category: 'bread', daily_quantity: 40 },
        links: [
          ['made_with', flour],
          ['produced_on', deckOven],
          ['produced_on', mixer],
        ],
      },
      {
        name: 'Butter croissant',
        attributes: { category: 'viennoiserie', daily_quantity: 60 },
        links: [
          ['made_with', flour],
          ['made_with', butter],
          ['produced_on', sheeter],
          ['produced_on', convection],
        ],
      },
      {
        name: 'Seasonal fruit tart',
        attributes: { category: 'cake', daily_quantity: 16 },
        links: [...linksTo('made_with', flour, butter, eggs, fruit), ['produced_on', convection]],
      },
      {
        name: 'Focaccia with rosemary and sea salt',
        attributes: { category: 'savoury', daily_quantity: 30 },
        links: [
          ['made_with', flour],
          ['produced_on', deckOven],
        ],
      },
      {
        name: 'Espresso-based coffee drinks',
        attributes: { category: 'drink', daily_quantity: 120 },
        links: [
          ['made_with', beans],
          ['made_with', milk],
          ['produced_on', espresso],
        ],
      },
    ];
    if (t.topic) {
      menu.push({
        name: `Signature range: ${t.topic}`,
        attributes: { category: 'speciality', daily_quantity: 30 },
      });
    }

    return [
      {
        name: 'Menu',
        type: 'Product',
        keywords: ['menu', 'product', 'recipe', 'price', 'bread', 'pastry', 'cake'],
        summary: `The products the ${bare(t.subject, 'bakery')} sells, each with a costed recipe, price and daily quantity.`,
        items: menu,
      },
      {
        name: 'Ingredients',
        type: 'Ingredient',
        keywords: ['ingredient', 'flour', 'butter', 'allergen', 'recipe', 'stock'],
        summary: 'The raw materials the recipes need, with units, costs and allergens.',
        items: [
          { name: flour, attributes: { unit: '25 kg sack', allergens: 'gluten' } },
          { name: butter, attributes: { unit: 'kg', allergens: 'milk' } },
          { name: eggs, attributes: { unit: 'tray of 30', allergens: 'eggs' } },
          { name: beans, attributes: { unit: 'kg', allergens: 'none' } },
          { name: milk, attributes: { unit: 'litre', allergens: 'milk' } },
          { name: fruit, attributes: { unit: 'kg', allergens: 'none' } },
        ],
      },
      {
        name: 'Suppliers',
        type: 'Supplier',
        keywords: ['supplier', 'wholesaler', 'delivery', 'order', 'mill', 'roaster'],
        summary: `Who delivers ingredients and packaging${t.place ? ` in and around ${placeName(t.place)}` : ''}, how often and at what minimum order.`,
        items: [
          {
            name: 'Regional flour mill',
            attributes: { supplies: 'Flours', delivery_days: 'Weekly' },
            links: [['supplies', flour]],
          },
          {
            name: 'Dairy and egg wholesaler',
            attributes: { supplies: 'Butter, milk and eggs', delivery_days: 'Three times a week' },
            links: linksTo('supplies', butter, milk, eggs),
          },
          {
            name: 'Speciality coffee roaster',
            attributes: { supplies: 'Coffee beans', delivery_days: 'Every two weeks' },
            links: [['supplies', beans]],
          },
          {
            name: 'Fruit and vegetable market',
            attributes: { supplies: 'Fresh produce', delivery_days: 'Collected as needed' },
            links: [['supplies', fruit]],
          },
          {
            name: 'Packaging supplier',
            attributes: { supplies: 'Paper bags, cake boxes and cups', delivery_days: 'Monthly' },
          },
        ],
      },
      {
        name: 'Kitchen equipment',
        type: 'Equipment',
        keywords: ['equipment', 'oven', 'mixer', 'fridge', 'machine', 'kitchen'],
        summary:
          'The ovens, mixers, refrigeration and counter machines, where they stand and what power they need.',
        items: [
          {
            name: deckOven,
            attributes: { category: 'baking', power_supply: 'three-phase' },
            links: [['installed_in', kitchen]],
          },
          {
            name: convection,
            attributes: { category: 'baking', power_supply: 'three-phase' },
            links: [['installed_in', kitchen]],
          },
          {
            name: mixer,
            attributes: { category: 'preparation', power_supply: 'three-phase' },
            links: [['installed_in', kitchen]],
          },
          {
            name: sheeter,
            attributes: { category: 'preparation', power_supply: 'single-phase' },
            links: [['installed_in', kitchen]],
          },
          {
            name: espresso,
            attributes: { category: 'service', power_supply: 'single-phase' },
            links: [['installed_in', shopFloor]],
          },
          {
            name: fridge,
            attributes: { category: 'cooling', power_supply: 'single-phase' },
            links: [['installed_in', storage]],
          },
        ],
      },
      {
        name: 'Permits and licences',
        type: 'Permit',
        keywords: ['permit', 'licence', 'license', 'registration', 'inspection', 'hygiene'],
        summary: `The registrations, licences and food safety paperwork required${inPlace(t.place)} before and after opening.`,
        items: [
          {
            name: registration,
            attributes: {
              authority: 'Local food safety authority',
              status: 'to apply',
              lead_time_weeks: 4,
            },
          },
          {
            name: haccp,
            attributes: {
              authority: 'Written by the business, checked at inspection',
              status: 'to apply',
            },
          },
          {
            name: 'Food hygiene certificates for staff',
            attributes: { authority: 'Accredited training provider', renewal: 'Every three years' },
          },
          {
            name: 'Business and tax registration',
            attributes: { authority: 'Tax office', status: 'to apply', lead_time_weeks: 2 },
          },
          {
            name: signPermit,
            attributes: { authority: 'Municipality', status: 'to apply', lead_time_weeks: 6 },
          },
          {
            name: terrace,
            attributes: { authority: 'Municipality', renewal: 'Yearly', lead_time_weeks: 8 },
          },
        ],
      },
      {
        name: 'Team',
        type: 'Staff Role',
        keywords: ['staff', 'team', 'baker', 'barista', 'hire', 'shift', 'role'],
        summary: t.people
          ? `The roles, shifts and training for a team of ${t.people}.`
          : 'The roles, shifts and training the team needs from the first day.',
        items: [
          {
            name: 'Head baker',
            attributes: {
              hours_per_week: 40,
              shift: '04:00 to 12:00',
              certifications: 'Food hygiene certificate',
            },
            links: linksTo('operates', deckOven, mixer),
          },
          {
            name: 'Pastry chef',
            attributes: {
              hours_per_week: 40,
              shift: '05:00 to 13:00',
              certifications: 'Food hygiene certificate',
            },
            links: linksTo('operates', sheeter, convection),
          },
          {
            name: 'Barista and counter staff',
            attributes: { hours_per_week: 30, shift: '07:00 to 15:00' },
            links: [['operates', espresso]],
          },
          {
            name: 'Kitchen porter',
            attributes: { hours_per_week: 20, shift: '10:00 to 14:00' },
          },
          {
            name: 'Owner-manager',
            attributes: { hours_per_week: 50, certifications: 'Food safety supervisor course' },
          },
        ],
      },
      {
        name: 'Premises and fit-out',
        type: 'Space',
        keywords: ['premise', 'premises', 'lease', 'shop', 'fit-out', 'renovation', 'kitchen'],
        summary: `The premises${inPlace(t.place)} and the fit-out each area needs before it can pass inspection.`,
        items: [
          {
            name: kitchen,
            attributes: {
              area_sqm: 40,
              requirements:
                'Washable walls and floors, separate hand-wash basin, extraction hood and grease trap.',
            },
            links: linksTo('requires_permit', registration, haccp),
          },
          {
            name: shopFloor,
            attributes: {
              area_sqm: 25,
              requirements: 'Display counter with sneeze guards, till, step-free entrance.',
            },
            links: [['requires_permit', signPermit]],
          },
          {
            name: storage,
            attributes: {
              area_sqm: 10,
              requirements: 'Shelving off the floor, temperature log for chilled storage.',
            },
          },
          {
            name: seating,
            attributes: {
              area_sqm: 20,
              requirements: 'Tables for 16 to 20, customer toilet if required locally.',
            },
            links: [['requires_permit', terrace]],
          },
          {
            name: 'Staff changing room and toilet',
            attributes: {
              area_sqm: 6,
              requirements: 'Lockers and a toilet that does not open onto the kitchen.',
            },
          },
        ],
      },
    ];
  },

  observations(t: Terms): string[] {
    return [
      `In most countries a food business must register with the food safety authority and pass a hygiene inspection of its kitchen before opening; check the rules${inPlace(t.place)} early and allow several weeks.`,
      'Ingredients usually cost 25–35% of the selling price of a baked product; price every product from a costed recipe rather than by feel.',
      'Labour is usually the largest running cost of a bakery: production starts hours before the doors open, so the early shifts shape the staffing plan.',
      'Deck ovens and mixers often need a three-phase power supply and extraction; confirm the premises can take them before signing a lease.',
      'Unsold bread is lost margin: start with smaller batches, track sell-through by day of the week, and plan a use for leftovers.',
      'Allergen information is regulated in most markets (the EU and UK require the 14 major allergens to be declared even for unpackaged food), so record the allergens of every recipe from the start.',
    ];
  },
};
