import type { Archetype, GoalDef, QuestionDef, Terms, WorkItem, Workstream } from '../archetype';
import { subjectTitle } from '../phrases';
import {
  bare,
  firstNumber,
  headcount,
  inPlace,
  titleCase,
  titlePlace,
  when,
  wordCount,
} from '../words';
import { linksTo } from './links';

/** Words a title drops from the front of the subject: `our first big meetup` → `Meetup`. */
const SIZE_WORDS = ['small', 'little', 'big', 'large', 'new', 'first'];

type Kind = 'talks' | 'show' | 'contest';

/** What the programme is made of: talks (conference, meetup), a show (festival, gala), or a contest. */
function kind(t: Terms): Kind {
  const s = t.subject.toLowerCase();
  if (/\b(tournament|hackathon|competition|championship|contest|race|jam|league|cup)s?\b/.test(s)) {
    return 'contest';
  }
  if (/\b(festival|concert|gala|party|fundraiser|ball|dinner|celebration|show|gig)s?\b/.test(s)) {
    return 'show';
  }
  return 'talks';
}

export const event: Archetype = {
  key: 'event',
  projectType: 'Event planning',
  keywords: [
    'conference',
    'meetup',
    'festival',
    'tournament',
    'summit',
    'gala',
    'hackathon',
    'workshop',
    'concert',
    'fundraiser',
    'convention',
    'symposium',
    'seminar',
    'expo',
    'trade show',
    'retreat',
    'party',
    'event',
  ],
  subject: 'event',

  name(t: Terms): string {
    const core = subjectTitle(t.subject, 'Event', { drop: SIZE_WORDS });
    const subject = t.subject.toLowerCase();
    const place = titlePlace(t.place);
    const topic = t.topic?.trim().replace(/^the\s+/i, '') ?? '';
    const usePlace = place !== '' && !subject.includes(place.toLowerCase());
    const useTopic =
      topic !== '' && wordCount(topic) <= 2 && !subject.includes(topic.toLowerCase());
    const year = /\b(20\d\d)\b/.exec(t.deadline ?? '')?.[1];
    const candidates = [
      [usePlace ? place : '', useTopic ? topic : '', core, year ?? ''],
      [usePlace ? place : '', core, year ?? ''],
      [useTopic ? topic : '', core, year ?? ''],
      [usePlace ? place : '', core],
      [core, year ?? ''],
    ];
    for (const parts of candidates) {
      const named = parts.filter(Boolean).join(' ');
      if (wordCount(named) >= 2 && wordCount(named) <= 5) return titleCase(named);
    }
    return `${core} Plan`;
  },

  description(t: Terms): string {
    const about =
      t.topic && !t.subject.toLowerCase().includes(t.topic.toLowerCase()) ? ` on ${t.topic}` : '';
    const where = inPlace(t.place);
    const date = t.deadline ? ` ${when(t.deadline)}` : '';
    const forWhom = t.audience ? ` for ${t.audience}` : '';
    const size = t.people ? `, with ${headcount(t.people, 'attendees')} expected` : '';
    return (
      `Organising the ${bare(t.subject, 'event')}${about}${where}${date}${forWhom}${size}: venue, ` +
      'programme, speakers or acts, sponsors, suppliers, tickets and the crew on the day.'
    );
  },

  questions(t: Terms): QuestionDef[] {
    const noun = bare(t.subject, 'event');
    const lineUp =
      kind(t) === 'show'
        ? 'performers or acts'
        : kind(t) === 'contest'
          ? 'teams, players or judges'
          : 'speakers or facilitators';
    return [
      {
        text: `What is the theme or purpose of the ${noun}, and what should people take away from it?`,
        covers: 'topic',
      },
      { text: 'How many people do you expect to attend?', covers: 'people' },
      {
        text: `Where will the ${noun} take place: which city, and do you have a venue in mind?`,
        covers: 'place',
      },
      { text: 'When will it take place, and is the date fixed?', covers: 'deadline' },
      {
        text: 'What is the budget, and do ticket sales or sponsorship need to cover it?',
        covers: 'budget',
      },
      {
        text: 'Who is it for: professionals, students, a local community, fans or donors?',
        covers: 'audience',
      },
      { text: 'Will it be free, ticketed or by invitation only?' },
      {
        text: 'How long will it run (an evening, a day or several days), and with one track or several in parallel?',
      },
      {
        text: `Do you already have ${lineUp} lined up, or do you need to find them?`,
      },
      { text: 'Who is organising it with you, and will you need volunteers on the day?' },
      { text: 'Will any part be outdoors, streamed online or hybrid?' },
      {
        text: 'Are there accessibility, safety or licensing needs to plan for, such as alcohol, amplified music or crowd limits?',
      },
    ];
  },

  goals(t: Terms): GoalDef[] {
    const noun = bare(t.subject, 'event');
    const headliners =
      kind(t) === 'show'
        ? 'the headline acts'
        : kind(t) === 'contest'
          ? 'the judges or referees'
          : 'the keynote speakers';
    return [
      {
        name: t.deadline
          ? `Hold the ${noun} ${when(t.deadline)} as planned`
          : `Fix the date of the ${noun} and hold it as planned`,
        priority: 'high',
      },
      {
        name: t.budget
          ? `Keep the ${noun} within ${t.budget}, including a 10% contingency`
          : 'Break even, with costs covered by tickets and sponsorship',
        priority: 'high',
      },
      {
        name: `Confirm the venue and ${headliners} at least three months ahead`,
        priority: 'high',
      },
      {
        name: t.people
          ? `Register ${headcount(t.people, 'attendees')}, with at least 70% of them attending on the day`
          : 'Set an attendance target and reach it, with at least 70% of registrants attending',
        priority: 'high',
      },
      {
        name: 'Secure sponsors or partners covering at least a third of the costs',
        priority: 'medium',
      },
      { name: 'Publish the full programme six weeks before the day', priority: 'medium' },
      {
        name: 'Agree a written safety and contingency plan with the venue',
        priority: 'medium',
      },
      {
        name: 'Collect feedback from attendees and reach an average rating of 4 out of 5',
        priority: 'low',
      },
    ];
  },

  types: [
    {
      name: 'Venue',
      notes: 'A space used on the day: main hall, breakout room, foyer or backstage.',
      icon: 'building-2',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'capacity', type: 'integer', required: false },
        { name: 'location', type: 'string', required: false },
        { name: 'hire_cost', type: 'money', required: false },
        {
          name: 'facilities',
          type: 'text',
          required: false,
          description: 'Stage, screens, sound, step-free access, catering.',
        },
      ],
    },
    {
      name: 'Session',
      notes: 'A slot in the programme: a talk, performance, match, break or ceremony.',
      icon: 'calendar-clock',
      fields: [
        { name: 'name', type: 'string', required: true },
        {
          name: 'format',
          type: 'enum',
          required: false,
          description: 'arrival, talk, panel, workshop, performance, match, break, ceremony',
        },
        { name: 'start_time', type: 'string', required: false },
        { name: 'duration_minutes', type: 'integer', required: false },
        {
          name: 'speakers',
          type: 'reference',
          required: false,
          relation: 'Speaker',
          cardinality: 'many',
          instantiate: true,
        },
      ],
    },
    {
      name: 'Speaker',
      notes: 'Someone on the programme: a speaker, performer, host, judge or facilitator.',
      icon: 'mic',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'role', type: 'string', required: false },
        { name: 'fee', type: 'money', required: false },
        { name: 'travel_needed', type: 'boolean', required: false },
        { name: 'confirmed', type: 'boolean', required: false },
      ],
    },
    {
      name: 'Sponsor',
      notes: 'An organisation that contributes money or goods in return for visibility.',
      icon: 'handshake',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'tier', type: 'string', required: false },
        { name: 'contribution', type: 'money', required: false },
        { name: 'benefits', type: 'text', required: false },
        { name: 'contact', type: 'email', required: false },
      ],
    },
    {
      name: 'Vendor',
      notes: 'A supplier hired for the event: catering, sound and light, security, printing.',
      icon: 'truck',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'service', type: 'string', required: false },
        { name: 'quote', type: 'money', required: false },
        { name: 'contract_signed', type: 'boolean', required: false },
        { name: 'arrival_time', type: 'string', required: false },
      ],
    },
    {
      name: 'Ticket Type',
      notes: 'A kind of ticket or pass, with its price, quantity and what it gives access to.',
      icon: 'ticket',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'price', type: 'money', required: false },
        { name: 'quantity', type: 'integer', required: false },
        { name: 'on_sale_from', type: 'string', required: false },
        { name: 'perks', type: 'text', required: false },
      ],
    },
    {
      name: 'Crew Role',
      notes: 'A job on the organising team or among the volunteers on the day.',
      icon: 'badge-check',
      fields: [
        { name: 'name', type: 'string', required: true },
        { name: 'headcount', type: 'integer', required: false },
        { name: 'shift', type: 'string', required: false },
        { name: 'briefing', type: 'text', required: false },
      ],
    },
  ],

  links: [
    {
      label: 'held_in',
      from: 'Session',
      to: 'Venue',
      description: 'The session takes place in this space.',
    },
    {
      label: 'presented_by',
      from: 'Session',
      to: 'Speaker',
      description: 'The speaker, performer or judge appears in this session.',
    },
    {
      label: 'sponsors',
      from: 'Sponsor',
      to: 'Session',
      description: 'The sponsor is named on this session.',
    },
    {
      label: 'serves',
      from: 'Vendor',
      to: 'Session',
      description: 'The vendor works during this session.',
    },
    {
      label: 'grants_access_to',
      from: 'Ticket Type',
      to: 'Session',
      description: 'Holders of this ticket can attend the session.',
    },
    {
      label: 'staffs',
      from: 'Crew Role',
      to: 'Session',
      description: 'People in this role are on duty during the session.',
    },
  ],

  workstreams(t: Terms): Workstream[] {
    const k = kind(t);
    const noun = bare(t.subject, 'event');
    const expected = firstNumber(t.people);
    const capacity: Record<string, number> = expected ? { capacity: expected } : {};
    const location: Record<string, string> = t.place ? { location: t.place } : {};

    const mainVenue = 'Main hall or stage';
    const breakout = k === 'contest' ? 'Play and judging area' : 'Breakout rooms';
    const foyer = 'Foyer and registration area';
    const catering = 'Catering and networking area';
    const backstage = k === 'contest' ? 'Organising team room' : 'Backstage and green room';

    const host = 'Host or MC';
    const speakersByKind: Record<Kind, { lead: string; second: string; third: string }> = {
      talks: {
        lead: 'Keynote speaker',
        second: 'Panel speakers and moderator',
        third: 'Workshop facilitators',
      },
      show: {
        lead: 'Headline act',
        second: 'Supporting acts',
        third: 'Guest of honour',
      },
      contest: {
        lead: 'Judging panel',
        second: 'Tournament director',
        third: 'Mentors and referees',
      },
    };
    const { lead, second, third } = speakersByKind[k];

    const sessionsByKind: Record<Kind, [string, string, string, string, string, string]> = {
      talks: [
        'Registration and welcome coffee',
        'Opening keynote',
        'Talks and panels',
        'Hands-on workshops',
        'Lunch and networking',
        'Closing remarks and drinks',
      ],
      show: [
        'Doors open and welcome drinks',
        'Opening act',
        'Headline performance',
        'Food and drinks service',
        'Speeches and awards',
        'Closing and departures',
      ],
      contest: [
        'Check-in and registration',
        'Opening ceremony and rules briefing',
        'Qualifying rounds',
        'Finals',
        'Meals and breaks',
        'Awards ceremony',
      ],
    };
    const [arrival, opening, main, parallel, breaks, closing] = sessionsByKind[k];

    const sessions: WorkItem[] = [
      {
        name: arrival,
        attributes: { format: 'arrival', start_time: '09:00', duration_minutes: 60 },
        links: [['held_in', foyer]],
      },
      {
        name: opening,
        attributes: { format: k === 'talks' ? 'talk' : 'ceremony', duration_minutes: 45 },
        links: [
          ['held_in', mainVenue],
          ['presented_by', host],
          ['presented_by', k === 'contest' ? second : lead],
        ],
      },
      {
        name: main,
        attributes: { format: k === 'show' ? 'performance' : k === 'contest' ? 'match' : 'talk' },
        links: [
          ['held_in', mainVenue],
          ['presented_by', k === 'show' ? lead : second],
        ],
      },
      {
        name: parallel,
        attributes: {
          format: k === 'show' ? 'performance' : k === 'contest' ? 'match' : 'workshop',
        },
        links: [
          ['held_in', k === 'show' ? mainVenue : breakout],
          ['presented_by', k === 'contest' ? lead : third],
        ],
      },
      {
        name: breaks,
        attributes: { format: 'break', duration_minutes: 60 },
        links: [['held_in', catering]],
      },
      {
        name: closing,
        attributes: { format: 'ceremony', duration_minutes: 45 },
        links: [
          ['held_in', mainVenue],
          ['presented_by', host],
        ],
      },
    ];

    return [
      {
        name: 'Venue',
        type: 'Venue',
        keywords: ['venue', 'room', 'hall', 'space', 'stage', 'location', 'layout'],
        summary: `The spaces the ${noun} uses${inPlace(t.place)}, their capacity and the facilities each needs.`,
        items: [
          {
            name: mainVenue,
            attributes: {
              ...capacity,
              ...location,
              facilities: 'Stage, sound, screens and step-free access.',
            },
          },
          {
            name: breakout,
            attributes: { ...location, facilities: 'Tables, power sockets, a screen in each.' },
          },
          {
            name: foyer,
            attributes: {
              ...location,
              facilities: 'Desks, badge printing, cloakroom, clear signage.',
            },
          },
          {
            name: catering,
            attributes: { ...location, facilities: 'Serving points, seating, bins and recycling.' },
          },
          {
            name: backstage,
            attributes: { ...location, facilities: 'Private, quiet, with water and a mirror.' },
          },
        ],
      },
      {
        name: 'Programme',
        type: 'Session',
        keywords: ['programme', 'program', 'agenda', 'schedule', 'session', 'timetable', 'line-up'],
        summary: 'The running order of the day, with formats, timings and who is on stage.',
        items: sessions,
      },
      {
        name: k === 'show' ? 'Line-up' : k === 'contest' ? 'Officials and hosts' : 'Speakers',
        type: 'Speaker',
        keywords: ['speaker', 'performer', 'act', 'host', 'judge', 'keynote', 'line-up'],
        summary: 'The people on the programme: who to invite, confirm, brief and look after.',
        items: [
          { name: lead, attributes: { role: 'lead', travel_needed: true, confirmed: false } },
          { name: second, attributes: { role: 'programme', confirmed: false } },
          { name: third, attributes: { role: 'programme', confirmed: false } },
          { name: host, attributes: { role: 'host', confirmed: false } },
        ],
      },
      {
        name: 'Sponsorship',
        type: 'Sponsor',
        keywords: ['sponsor', 'sponsorship', 'partner', 'funding', 'donor'],
        summary: 'The sponsors and partners to approach, their tiers and what each receives.',
        items: [
          {
            name: 'Headline sponsor',
            attributes: {
              tier: 'headline',
              benefits: 'Naming on the opening session, logo on all materials.',
            },
            links: [['sponsors', opening]],
          },
          {
            name: 'Supporting sponsors',
            attributes: {
              tier: 'supporting',
              benefits: 'Logo on the website and signage, a stand.',
            },
            links: [['sponsors', breaks]],
          },
          {
            name: 'In-kind partners',
            attributes: {
              tier: 'in kind',
              benefits: 'Credit in return for drinks, prizes, equipment or space.',
            },
            links: [['sponsors', closing]],
          },
          {
            name: 'Community and media partners',
            attributes: {
              tier: 'partner',
              benefits: 'Cross-promotion to their members or readers.',
            },
          },
        ],
      },
      {
        name: 'Suppliers',
        type: 'Vendor',
        keywords: ['supplier', 'vendor', 'catering', 'sound', 'security', 'printing', 'av'],
        summary: 'The suppliers to book, with quotes, contracts and arrival times on the day.',
        items: [
          {
            name: 'Caterer',
            attributes: { service: 'Food and drinks, with dietary options', arrival_time: '07:30' },
            links: [['serves', breaks]],
          },
          {
            name: 'Sound, light and AV technician',
            attributes: {
              service: 'Microphones, screens, streaming and lighting',
              arrival_time: '07:00',
            },
            links: linksTo('serves', opening, main, closing),
          },
          {
            name: 'Security and first aid',
            attributes: {
              service: 'Door staff, crowd safety and first aid cover',
              arrival_time: '08:00',
            },
            links: [['serves', arrival]],
          },
          {
            name: 'Photographer',
            attributes: { service: 'Photos for sponsors, press and promoting the next edition' },
            links: linksTo('serves', opening, closing),
          },
          {
            name: 'Signage and badge printing',
            attributes: { service: 'Signs, badges and printed programmes' },
          },
          {
            name: 'Ticketing platform',
            attributes: { service: 'Online sales, check-in app and attendee emails' },
          },
        ],
      },
      {
        name: 'Tickets and registration',
        type: 'Ticket Type',
        keywords: ['ticket', 'registration', 'pricing', 'pass', 'rsvp', 'admission'],
        summary: t.people
          ? `The tickets and passes that bring in ${headcount(t.people, 'attendees')}, their prices and when they go on sale.`
          : 'The tickets and passes, their prices, quantities and when they go on sale.',
        items: [
          {
            name: 'Early-bird ticket',
            attributes: {
              on_sale_from: 'When the programme is announced',
              perks: 'Lowest price, limited number.',
            },
            links: linksTo('grants_access_to', opening, main, closing),
          },
          {
            name: 'Standard ticket',
            attributes: { on_sale_from: 'After early-bird tickets sell out' },
            links: linksTo('grants_access_to', opening, main, closing),
          },
          {
            name: 'VIP ticket',
            attributes: { perks: 'Reserved seating, access to hosts and the green room, extras.' },
            links: linksTo('grants_access_to', opening, main, parallel, closing),
          },
          {
            name: 'Concession ticket',
            attributes: { perks: 'Reduced price for students and people on low incomes.' },
            links: linksTo('grants_access_to', opening, main),
          },
          {
            name: 'Crew and guest pass',
            attributes: { price: 0, perks: 'Free access for crew, speakers, sponsors and press.' },
            links: linksTo('grants_access_to', opening, main, parallel, closing),
          },
        ],
      },
      {
        name: 'Crew and volunteers',
        type: 'Crew Role',
        keywords: ['crew', 'volunteer', 'staff', 'team', 'shift', 'briefing'],
        summary: 'The roles the day needs, how many people each, their shifts and briefings.',
        items: [
          {
            name: 'Event lead',
            attributes: {
              headcount: 1,
              shift: 'All day',
              briefing: 'Final say on the day; holds the run sheet.',
            },
            links: [['staffs', opening]],
          },
          {
            name: 'Registration desk team',
            attributes: {
              headcount: 3,
              shift: 'Morning',
              briefing: 'Check-in, badges, late arrivals, lost property.',
            },
            links: [['staffs', arrival]],
          },
          {
            name: 'Stage manager',
            attributes: {
              headcount: 1,
              shift: 'All day',
              briefing: 'Keeps sessions to time and cues the technician.',
            },
            links: linksTo('staffs', opening, main, closing),
          },
          {
            name: 'Runners and volunteers',
            attributes: {
              headcount: 6,
              shift: 'Two shifts',
              briefing: 'Directions, room changes and set-up.',
            },
            links: linksTo('staffs', parallel, breaks),
          },
        ],
      },
    ];
  },

  observations(t: Terms): string[] {
    return [
      'The venue sets the date: popular venues are booked 6 to 12 months ahead, so hold a provisional booking early.',
      'Free events commonly see 30–50% of registrants fail to turn up, paid ones far fewer; plan catering on expected, not registered, numbers.',
      'Most tickets sell in the final weeks, while venue and supplier deposits fall due months earlier; plan cash flow for the gap.',
      `Events open to the public may need permits for alcohol, amplified music, food and crowd safety; check with the local authority${inPlace(t.place)} early.`,
      'A run sheet with timings, owners and contacts for every part of the day keeps the event on track when something slips.',
      'Step-free access, seating, quiet spaces and captions are far cheaper to plan in than to improvise on the day.',
    ];
  },
};
