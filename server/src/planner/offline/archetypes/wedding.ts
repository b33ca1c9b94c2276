import type { Archetype, GoalDef, QuestionDef, Terms, Workstream } from '../archetype';
import { subjectTitle } from '../phrases';
import {
  bare,
  firstNumber,
  headcount,
  inPlace,
  placeName,
  titleCase,
  titlePlace,
  when,
  wordCount,
} from '../words';
import { linksTo } from './links';

/** Words a title drops from the front of the subject: `our small wedding` → `Wedding`. */
const SIZE_WORDS = ['small', 'little', 'tiny', 'big', 'large'];

export const wedding: Archetype = {
  key: 'wedding',
  projectType: 'Wedding planning',
  keywords: [
    'wedding',
    'marry',
    'married',
    'marriage',
    'bride',
    'groom',
    'elope',
    'honeymoon',
    'engagement',
    'fiancé',
    'fiancée',
    'bridal',
    'bridesmaid',
    'best man',
    'vow',
    'wedding reception',
    'wedding ceremony',
    'reception',
    'ceremony',
  ],
  subject: 'wedding',

  name(t: Terms): string {
    const core = subjectTitle(t.subject, 'Wedding', { drop: SIZE_WORDS });
    const coreWords = wordCount(core);
    const place = titlePlace(t.place);
    const placeWords = wordCount(place);
    if (
      place !== '' &&
      placeWords + coreWords <= 4 &&
      !t.subject.toLowerCase().includes(place.toLowerCase())
    ) {
      return `${titleCase(place)} ${core} Plan`;
    }
    const theme = t.topic?.trim() ?? '';
    const themeWords = wordCount(theme);
    if (
      theme !== '' &&
      themeWords + coreWords <= 4 &&
      !t.subject.toLowerCase().includes(theme.toLowerCase())
    ) {
      return `${titleCase(theme)} ${core} Plan`;
    }
    if (t.deadline) {
      const dated = `${core} ${when(t.deadline)}`;
      if (/^(in|on) /.test(when(t.deadline)) && wordCount(dated) <= 5) {
        return titleCase(dated);
      }
    }
    return core === 'Wedding' ? 'Our Wedding Plan' : `${core} Plan`;
  },

  description(t: Terms): string {
    const noun = bare(t.subject, 'wedding');
    const where = inPlace(t.place);
    const date = t.deadline ? ` ${when(t.deadline)}` : '';
    const guests = t.people ? ` for ${headcount(t.people, 'guests')}` : '';
    const style =
      t.topic && !t.subject.toLowerCase().includes(t.topic.toLowerCase())
        ? `, with a ${t.topic} feel`
        : '';
    return (
      `Planning the ${noun}${where}${date}${guests}${style}: venues, vendors, guest list, ` +
      'budget, legal paperwork and the running order of the day.'
    );
  },

  questions(t: Terms): QuestionDef[] {
    const noun = bare(t.subject, 'wedding');
    return [
      {
        text: `When would you like the ${noun} to take place, and how flexible is the date?`,
        covers: 'deadline',
      },
      {
        text: `Where would you like to hold the ${noun}: close to home, in another region, or abroad?`,
        covers: 'place',
      },
      { text: 'Roughly how many guests would you like to invite?', covers: 'people' },
      {
        text: 'What is your total budget, and is anyone, such as family, contributing to it?',
        covers: 'budget',
      },
      {
        text: 'Will the ceremony be religious, civil or symbolic, and will the legal marriage happen on the same day?',
      },
      {
        text: 'What style or atmosphere do you have in mind: formal, rustic, garden party, city chic or beach?',
        covers: 'topic',
      },
      {
        text: 'Will the ceremony and reception be at the same venue, or will guests need transport between them?',
      },
      {
        text: `Are many guests travelling from far away${t.place ? ` to ${placeName(t.place)}` : ''}, so that you need to arrange accommodation for them?`,
      },
      {
        text: 'Which three things matter most to you both, for example food, photography, music or the venue, so the budget can favour them?',
      },
      {
        text: 'Would you like a wedding planner or an on-the-day coordinator, or will you organise everything yourselves?',
      },
      {
        text: 'Are there dietary needs, children or accessibility needs among your guests that the venue and caterer must plan for?',
      },
      {
        text: 'Are you planning a honeymoon straight afterwards, and should it be part of this plan?',
      },
    ];
  },

  goals(t: Terms): GoalDef[] {
    const noun = bare(t.subject, 'wedding');
    return [
      {
        name: t.deadline
          ? `Confirm the venues for the ${noun} ${when(t.deadline)} at least nine months ahead`
          : `Fix the date of the ${noun} and book the ceremony and reception venues`,
        priority: 'high',
      },
      {
        name: t.budget
          ? `Keep the total cost of the ${noun} within ${t.budget}`
          : 'Agree a total budget and keep every booking within it',
        priority: 'high',
      },
      {
        name: 'Complete the legal paperwork for the marriage in time for the ceremony',
        priority: 'high',
      },
      {
        name: t.people
          ? `Send invitations to ${headcount(t.people, 'guests')} at least eight weeks before the day`
          : 'Finalise the guest list and send invitations at least eight weeks before the day',
        priority: 'high',
      },
      {
        name: 'Sign contracts with every key vendor, with deposits and payment dates recorded',
        priority: 'medium',
      },
      {
        name: 'Collect every reply and dietary requirement three weeks before the day',
        priority: 'medium',
      },
      {
        name: 'Share a timed running order for the day with every vendor and the wedding party',
        priority: 'medium',
      },
      { name: 'Keep 10% of the budget as a contingency for late costs', priority: 'low' },
    ];
  },

  types: [
    {
      name: 'Venue',
      notes: 'A place used for the ceremony, reception, rehearsal dinner or guest accommodation.',
      icon: 'castle',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'capacity', type: 'integer', required: false },
        { name: 'location', type: 'string', required: false },
        { name: 'hire_cost', type: 'money', required: false },
        {
          name: 'included',
          type: 'text',
          required: false,
          description: 'What the hire includes: furniture, catering, staff, curfew.',
        },
      ],
    },
    {
      name: 'Vendor',
      notes: 'A supplier booked for the day: caterer, photographer, florist, musicians, officiant.',
      icon: 'briefcase',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'service', type: 'string', required: false },
        { name: 'contact', type: 'email', required: false },
        { name: 'quote', type: 'money', required: false },
        { name: 'deposit_paid', type: 'boolean', required: false },
        { name: 'contract_signed', type: 'boolean', required: false },
      ],
    },
    {
      name: 'Guest Group',
      notes: 'A group on the guest list, invited to some or all parts of the day.',
      icon: 'users',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'headcount', type: 'integer', required: false },
        {
          name: 'side',
          type: 'string',
          required: false,
          description: 'Whose side the group is on, or both.',
        },
        {
          name: 'rsvp_status',
          type: 'enum',
          required: false,
          description: 'not invited yet, invited, replied',
        },
        { name: 'dietary_needs', type: 'text', required: false },
      ],
    },
    {
      name: 'Programme Item',
      notes: 'A part of the wedding day or weekend, in running order.',
      icon: 'clock',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'start_time', type: 'string', required: false },
        { name: 'duration_minutes', type: 'integer', required: false },
        {
          name: 'venue',
          type: 'reference',
          required: false,
          relation: 'Venue',
          cardinality: 'one',
          instantiate: true,
        },
        {
          name: 'vendors',
          type: 'reference',
          required: false,
          relation: 'Vendor',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Budget Line',
      notes: 'A share of the budget set aside for one kind of spending.',
      icon: 'wallet',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'share_of_budget',
          type: 'number',
          required: false,
          description: 'Percentage of the total budget.',
        },
        { name: 'estimate', type: 'money', required: false },
        { name: 'amount_paid', type: 'money', required: false },
        {
          name: 'vendor',
          type: 'reference',
          required: false,
          relation: 'Vendor',
          cardinality: 'one',
        },
      ],
    },
    {
      name: 'Document',
      notes: 'Legal paperwork, a contract or a policy the wedding depends on.',
      icon: 'file-text',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'issued_by', type: 'string', required: false },
        { name: 'needed_by', type: 'string', required: false },
        {
          name: 'status',
          type: 'enum',
          required: false,
          description: 'to request, requested, in hand',
        },
      ],
    },
  ],

  links: [
    {
      label: 'held_at',
      from: 'Programme Item',
      to: 'Venue',
      description: 'This part of the day takes place at the venue.',
    },
    {
      label: 'provided_by',
      from: 'Programme Item',
      to: 'Vendor',
      description: 'The vendor works during this part of the day.',
    },
    {
      label: 'attends',
      from: 'Guest Group',
      to: 'Programme Item',
      description: 'The group is invited to this part of the day.',
    },
    {
      label: 'pays',
      from: 'Budget Line',
      to: 'Vendor',
      description: 'The budget line covers what this vendor charges.',
    },
    {
      label: 'books',
      from: 'Budget Line',
      to: 'Venue',
      description: 'The budget line covers the hire of this venue.',
    },
    {
      label: 'required_for',
      from: 'Document',
      to: 'Programme Item',
      description: 'This part of the day cannot go ahead without the document.',
    },
  ],

  workstreams(t: Terms): Workstream[] {
    const ceremonyVenue = 'Ceremony venue';
    const receptionVenue = 'Reception venue';
    const rehearsalVenue = 'Rehearsal dinner venue';
    const caterer = 'Caterer';
    const photographer = 'Photographer';
    const florist = 'Florist';
    const music = 'Band or DJ';
    const officiant = 'Officiant';
    const beauty = 'Hair and make-up artist';
    const gettingReady = 'Getting ready';
    const ceremony = 'Ceremony';
    const drinks = 'Drinks reception';
    const dinner = 'Dinner and speeches';
    const party = 'First dance and party';
    const rehearsal = 'Rehearsal dinner';
    const guests = firstNumber(t.people);
    const capacity: Record<string, number> = guests ? { capacity: guests } : {};
    const location: Record<string, string> = t.place ? { location: t.place } : {};

    return [
      {
        name: 'Venues',
        type: 'Venue',
        keywords: ['venue', 'location', 'hotel', 'accommodation', 'hall', 'church'],
        summary: `Where the ${bare(t.subject, 'wedding')} and its surrounding events happen${inPlace(t.place)}, and where travelling guests stay.`,
        items: [
          {
            name: ceremonyVenue,
            attributes: {
              ...capacity,
              ...location,
              included: 'Seating, sound system for vows and music, a wet-weather option.',
            },
          },
          {
            name: receptionVenue,
            attributes: {
              ...capacity,
              ...location,
              included: 'Tables, chairs, dance floor, catering kitchen, curfew time.',
            },
          },
          {
            name: rehearsalVenue,
            attributes: {
              ...location,
              included: 'Private room for close family and the wedding party.',
            },
          },
          {
            name: 'Hotel room block for guests',
            attributes: {
              ...location,
              included: 'Rooms held at a group rate until a release date.',
            },
          },
        ],
      },
      {
        name: 'Vendors',
        type: 'Vendor',
        keywords: ['vendor', 'supplier', 'caterer', 'photographer', 'florist', 'band', 'dj'],
        summary: 'The suppliers to compare, book and brief, with quotes, deposits and contracts.',
        items: [
          { name: caterer, attributes: { service: 'Food, drinks, staff and the cake' } },
          {
            name: photographer,
            attributes: { service: 'Photography from getting ready to the first dance' },
          },
          { name: florist, attributes: { service: 'Bouquets, buttonholes and table flowers' } },
          { name: music, attributes: { service: 'Ceremony music and the evening party' } },
          {
            name: officiant,
            attributes: { service: 'Leads the ceremony and, where allowed, the legal marriage' },
          },
          { name: beauty, attributes: { service: 'Hair and make-up on the morning' } },
        ],
      },
      {
        name: 'Running order',
        type: 'Programme Item',
        keywords: ['programme', 'schedule', 'timeline', 'ceremony', 'reception', 'speech', 'dance'],
        summary: 'The parts of the day in order, with timings, places and who is working at each.',
        items: [
          {
            name: rehearsal,
            attributes: { start_time: 'The evening before, 19:00', duration_minutes: 150 },
            links: [['held_at', rehearsalVenue]],
          },
          {
            name: gettingReady,
            attributes: { start_time: '10:00', duration_minutes: 180 },
            links: linksTo('provided_by', beauty, photographer),
          },
          {
            name: ceremony,
            attributes: { start_time: '14:00', duration_minutes: 45 },
            links: [
              ['held_at', ceremonyVenue],
              ...linksTo('provided_by', officiant, photographer, florist),
            ],
          },
          {
            name: drinks,
            attributes: { start_time: '15:00', duration_minutes: 90 },
            links: [
              ['held_at', receptionVenue],
              ['provided_by', caterer],
              ['provided_by', photographer],
            ],
          },
          {
            name: dinner,
            attributes: { start_time: '17:00', duration_minutes: 150 },
            links: [
              ['held_at', receptionVenue],
              ['provided_by', caterer],
            ],
          },
          {
            name: party,
            attributes: { start_time: '20:00', duration_minutes: 240 },
            links: [
              ['held_at', receptionVenue],
              ['provided_by', music],
            ],
          },
        ],
      },
      {
        name: 'Guest list',
        type: 'Guest Group',
        keywords: ['guest', 'invitation', 'rsvp', 'family', 'friend', 'seating'],
        summary: t.people
          ? `The guest list, planned for ${headcount(t.people, 'guests')} and grouped by who is invited to which part of the day.`
          : 'The guest list, grouped by who is invited to which part of the day.',
        items: [
          {
            name: 'Wedding party',
            attributes: { side: 'both', dietary_needs: 'To collect' },
            links: linksTo('attends', rehearsal, gettingReady, ceremony, dinner, party),
          },
          {
            name: 'Immediate family',
            attributes: { side: 'both', dietary_needs: 'To collect' },
            links: linksTo('attends', rehearsal, ceremony, drinks, dinner, party),
          },
          {
            name: 'Extended family',
            attributes: { side: 'both', dietary_needs: 'To collect' },
            links: linksTo('attends', ceremony, drinks, dinner, party),
          },
          {
            name: 'Close friends',
            attributes: { side: 'both', dietary_needs: 'To collect' },
            links: linksTo('attends', ceremony, drinks, dinner, party),
          },
          {
            name: 'Colleagues and evening guests',
            attributes: { side: 'both' },
            links: [['attends', party]],
          },
        ],
      },
      {
        name: 'Budget',
        type: 'Budget Line',
        keywords: ['budget', 'cost', 'payment', 'deposit', 'spending', 'price'],
        summary: t.budget
          ? `How ${t.budget} is divided between venues, vendors and everything else, with what is already paid.`
          : 'How the budget is divided between venues, vendors and everything else, with what is already paid.',
        items: [
          {
            name: 'Venue hire',
            attributes: { share_of_budget: 15 },
            links: linksTo('books', ceremonyVenue, receptionVenue),
          },
          {
            name: 'Catering and drinks',
            attributes: { share_of_budget: 30 },
            links: [['pays', caterer]],
          },
          {
            name: 'Photography and video',
            attributes: { share_of_budget: 12 },
            links: [['pays', photographer]],
          },
          {
            name: 'Flowers and decoration',
            attributes: { share_of_budget: 8 },
            links: [['pays', florist]],
          },
          {
            name: 'Music and entertainment',
            attributes: { share_of_budget: 8 },
            links: [['pays', music]],
          },
          {
            name: 'Attire, rings and beauty',
            attributes: { share_of_budget: 12 },
            links: [['pays', beauty]],
          },
        ],
      },
      {
        name: 'Legal and paperwork',
        type: 'Document',
        keywords: ['licence', 'license', 'paperwork', 'document', 'contract', 'insurance', 'legal'],
        summary: `The legal requirements for marrying${inPlace(t.place)}, and the contracts and policies that protect the day.`,
        items: [
          {
            name: 'Notice of marriage or marriage licence',
            attributes: {
              issued_by: 'Registry office or local marriage authority',
              needed_by: 'Weeks before the ceremony, depending on the country',
              status: 'to request',
            },
            links: [['required_for', ceremony]],
          },
          {
            name: 'Passports and birth certificates',
            attributes: {
              issued_by: 'Civil registry',
              needed_by: 'When giving notice',
              status: 'to request',
            },
            links: [['required_for', ceremony]],
          },
          {
            name: 'Signed vendor contracts',
            attributes: {
              issued_by: 'Each vendor',
              needed_by: 'When each vendor is booked',
              status: 'to request',
            },
          },
          {
            name: 'Wedding insurance policy',
            attributes: {
              issued_by: 'Insurer',
              needed_by: 'When the first deposit is paid',
              status: 'to request',
            },
          },
          {
            name: 'Name change applications',
            attributes: {
              issued_by: 'Civil registry and passport office',
              needed_by: 'After the wedding',
              status: 'to request',
            },
          },
        ],
      },
    ];
  },

  observations(t: Terms): string[] {
    return [
      'Popular venues and photographers for weekend dates in peak season are often booked 12 to 18 months ahead, so secure them before anything else.',
      'Venue and catering usually take around half of a wedding budget, and most costs are per head, so the guest list is the biggest lever on the total.',
      `Legal requirements for marriage differ by country: many require notice weeks in advance, and marrying abroad may need translated and certified documents; check early which rules apply${inPlace(t.place)}.`,
      'Typically 10–20% of invited guests cannot come, and far more for a destination wedding; give the caterer final numbers only after the reply deadline.',
      'Any outdoor part of the day needs a wet-weather plan agreed with the venue in the contract.',
      'Most vendors take a deposit on booking and the balance a few weeks before the day; track payment dates so that no booking lapses.',
    ];
  },
};
