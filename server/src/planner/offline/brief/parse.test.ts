import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge/load';
import { type Brief, constraint } from './brief';
import { parseBrief } from './parse';

const read = (goal: string, answers: string[] = []) =>
  parseBrief(goal, answers, knowledge().lexicon);
const facts = (b: Brief) =>
  Object.fromEntries(b.constraints.map((c) => [c.kind, c.value] as const));

describe('reading a goal into a brief', () => {
  it('tells a deadline from a span and a frequency', () => {
    const pilot = read(
      'I can fly two lessons a week and want my private pilot licence in 12 months',
    );
    expect(facts(pilot)).toEqual({ frequency: 'two lessons a week', duration: '12 months' });
    expect(pilot.subject?.text).toBe('private pilot licence');

    expect(facts(read('Bring our company to SOC 2 Type II by March 2027'))).toMatchObject({
      deadline: 'March 2027',
    });
    expect(facts(read('launch our card game next October'))).toEqual({
      deadline: 'next October',
    });
    expect(facts(read('cut support backlog by 30% this quarter')).deadline).toBe('this quarter');
    expect(facts(read('race the dinghy next season')).deadline).toBe('next season');
    expect(facts(read('quit smoking before my 40th birthday')).deadline).toBe('my 40th birthday');
    expect(facts(read('organise a 3-day conference in Berlin'))).toEqual({
      duration: '3 days',
      place: 'Berlin',
    });
    expect(facts(read('finish the thesis by the end of 2026')).deadline).toBe('the end of 2026');
  });

  it('reads the head of a subject past "of", a plural possessive and an edition', () => {
    expect(read('do a systematic review of sleep apps for teenagers').subject).toMatchObject({
      text: 'systematic review of sleep apps',
      head: 'review',
    });
    expect(read("Run a beginners' couch-to-5k group in our village").subject?.head).toBe('group');
    expect(
      read("We're organising the first edition of a 55km mountain ultra in Glen Affric").subject
        ?.text,
    ).toBe('55km mountain ultra');
  });

  it('reads long briefs that lead with who they are, and what "it" is', () => {
    expect(
      read(
        "We're a small research group at UiT planning a three-year study on reindeer grazing. We have one postdoc.",
      ).action,
    ).toBe('plan a three-year study on reindeer grazing');
    const church = read(
      'Our parish owns a heritage-listed stone church in Christchurch. We want to strengthen it and reopen it for worship.',
    );
    expect(church.subject?.head).toBe('church');
    const law = read(
      'We need to be fully compliant with the Nigeria Data Protection Act 2023 by June.',
    );
    expect(law.verb).toBe('comply');
    expect(law.subject?.text).toBe('Nigeria Data Protection Act');
  });

  it('reads what a tool is for, what is learned, and school years that count nobody', () => {
    expect(read('build an app for booking padel courts').subject?.text).toBe(
      'padel court booking app',
    );
    expect(
      read('learn to weld well enough to fix the gates and trailers on our farm').subject?.text,
    ).toBe('welding');
    const naplan = read(
      'Lift the share of Year 3 students at or above the NAPLAN reading benchmark from 62% to 80%',
    );
    expect(constraint(naplan, 'headcount')).toBeUndefined();
    expect(naplan.target?.metric).toBe(
      'share of Year 3 students at or above the NAPLAN reading benchmark',
    );
    expect(read('get more ppl signing up to my yoga studio').subject?.text).not.toMatch(/PPL/);
  });

  it('reads a route typed in lower case, or with an aside, and sets a move where it ends', () => {
    const move = read('move our famly from toronto to lisbon next summer');
    expect(move.route).toEqual({ from: 'Toronto', to: 'Lisbon', places: true });
    expect(constraint(move, 'place')?.value).toBe('Lisbon');
    expect(
      read('migrate from SAP ECC 6.0 (on-prem, heavily customised) to S/4HANA before support ends')
        .route,
    ).toMatchObject({ from: 'SAP ECC 6.0', to: 'S/4HANA', places: false });
  });

  it('finds the goal of a brief that opens with what it is doing, or asks for a plan', () => {
    expect(
      read(
        "I'm making a 25-minute documentary about Inis Meáin. We have €48,000 and need to deliver by next year. We want to capture the island across three seasons.",
      ).subject?.head,
    ).toBe('documentary');
    expect(
      read(
        "I'm an electrician in the UK moving to Brisbane. I need a plan to get my Australian electrical licence quickly. I want to do as much as possible before we fly.",
      ).subject?.text,
    ).toBe('Australian electrical licence');
    expect(
      read('My partner and I have bought a plot and want to self-build a timber-frame house.')
        .action,
    ).toBe('self-build a timber-frame house');
    expect(read('write and self publish a fantasy novel').subject?.text).toBe('fantasy novel');
    expect(
      read('Our 40-bed hospice in Leeds wants to cut missed medication doses from 14 a month to 3.')
        .action,
    ).toBe('cut missed medication doses from 14 a month to 3');
    expect(read('I want to bring a reusable lunchbox for kids to market.').verb).toBe('launch');
  });

  it('reads a currency code after the amount, and a campaign target as no budget', () => {
    const roof = read('Raise $80,000 CAD to rebuild the playground at our school in Halifax.');
    expect(roof.target).toMatchObject({ metric: 'funds raised', target: '$80,000 CAD' });
    expect(roof.subject?.text).toBe('playground');
    expect(constraint(read('budget is $5,000 USD for the trip'), 'budget')).toMatchObject({
      currency: 'USD',
    });
    const kick = read('We will run a Kickstarter campaign with a target of AUD 40,000.');
    expect(constraint(kick, 'budget')).toBeUndefined();
    expect(kick.target?.target).toBe('AUD 40,000');
  });

  it('reads Indian amounts in lakh and crore', () => {
    expect(constraint(read('Open a cloud kitchen in Pune with ₹45 lakh'), 'budget')).toMatchObject({
      value: '₹45 lakh',
      amount: 4_500_000,
      currency: 'INR',
    });
    expect(constraint(read('Build a house in Kochi for Rs 1.2 crore'), 'budget')).toMatchObject({
      amount: 12_000_000,
      currency: 'INR',
    });
  });

  it('reads replacing one system with another as a route, and pumps as no system', () => {
    expect(
      read('replace our desktop practice software with a cloud system by the end of March').route,
    ).toEqual({ from: 'your desktop practice software', to: 'a cloud system', places: false });
    expect(read('help a cooperative replace diesel pumps with solar pumps').route).toBeUndefined();
  });

  it('keeps numbers that qualify the subject out of its name', () => {
    const b = read('Bring our 40-person company to SOC 2 Type II by March 2027');
    expect(constraint(b, 'headcount')).toMatchObject({ value: '40 people', count: 40 });
    expect(b.subject?.text).toBe('company');
    expect(b.org).toBe('company');
    expect(b.standard).toBe('SOC 2 Type II');
    expect(b.level).toBe('Type II');
  });

  it('reads money with its currency', () => {
    const b = read('open a Neapolitan pizzeria in Porto with a budget of USD 120,000');
    expect(constraint(b, 'budget')).toMatchObject({
      value: 'USD 120,000',
      amount: 120000,
      currency: 'USD',
    });
    expect(b.subject).toEqual({
      text: 'Neapolitan pizzeria',
      head: 'pizzeria',
      modifiers: ['Neapolitan'],
    });
    expect(constraint(read('renovate the bathroom for under £30k'), 'budget')).toMatchObject({
      amount: 30000,
      currency: 'GBP',
    });
    expect(constraint(read('a 20k EUR budget for the move'), 'budget')?.currency).toBe('EUR');
  });

  it('reads a measurable target: metric, baseline, target, direction', () => {
    const ed = read(
      'Reduce emergency department waiting times from 6 hours to 4 hours by December 2027',
    );
    expect(ed.target).toMatchObject({
      metric: 'emergency department waiting times',
      baseline: '6 hours',
      target: '4 hours',
      direction: 'down',
      verb: 'reduce',
    });
    expect(facts(ed)).toEqual({ deadline: 'December 2027' });
    const clinic = read('cut no-shows at our clinic by 40% this quarter');
    expect(clinic.target).toMatchObject({
      metric: 'no-shows',
      change: 'by 40%',
      direction: 'down',
    });
    expect(clinic.org).toBe('clinic');
    expect(read('raise our NPS from 30 to 50').target).toMatchObject({ direction: 'up' });
  });

  it('reads money to raise as a target, not a budget', () => {
    const b = read("raise €50,000 for our school's new playground");
    expect(b.target).toMatchObject({ metric: 'funds raised', target: '€50,000' });
    expect(constraint(b, 'budget')).toBeUndefined();
  });

  it('tells the language, and reads nothing into a goal it cannot read', () => {
    const es = read('abrir una panadería en Lisboa');
    expect(es.language).toMatchObject({ code: 'es', name: 'Spanish', english: false });
    expect(es.subject).toBeUndefined();
    expect(read('Ich möchte ein Café in Berlin eröffnen').language.code).toBe('de');
    expect(read('東京でラーメン屋を開きたい').language.name).toBe('Japanese');
    expect(read('open a café in São Paulo').language.english).toBe(true);
  });

  it('takes places and facts from answers, the latest winning', () => {
    const b = read('open a bakery', ['Porto', 'About €80,000, opening next spring']);
    expect(facts(b)).toMatchObject({
      place: 'Porto',
      budget: '€80,000',
      deadline: 'next spring',
    });
  });

  it('keeps sentences of a long brief that say what cannot change', () => {
    const long = `We are a 12-person design studio in Leeds. We want to move to a new office by June 2027.
      The budget is £90,000 including furniture. The new office must be within a ten-minute walk of the
      station and we cannot lose more than one working day to the move itself. Everyone keeps their
      own desk; hot-desking is not an option for us at all, and the studio has to stay open for
      clients throughout the whole period of the move and the fit-out.`;
    const b = read(long);
    expect(b.constraints.filter((c) => c.kind === 'non_negotiable').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(facts(b)).toMatchObject({ budget: '£90,000', deadline: 'June 2027' });
  });

  // The cases the earlier reader (terms.ts's readPrompt) was held to, read by the brief.
  it.each([
    ['I want to open a small bakery in Lisbon', 'small bakery', { place: 'Lisbon' }],
    [
      'plan our wedding in Tuscany for 80 guests next June',
      'wedding',
      { place: 'Tuscany', headcount: '80 guests', deadline: 'next June' },
    ],
    [
      'finish my PhD thesis on coral reef bleaching by June 2027',
      'PhD thesis',
      { deadline: 'June 2027' },
    ],
    [
      'renovate the kitchen and bathroom of my flat for under £30,000',
      'kitchen and bathroom',
      { budget: '£30,000' },
    ],
    [
      'build a SaaS for small accounting firms to track invoices',
      'SaaS',
      { audience: 'small accounting firms' },
    ],
    ['write a fantasy novel about a city of glass', 'fantasy novel', {}],
    [
      'Build an indie platformer in Godot and release it on Steam next year',
      'indie platformer',
      { deadline: 'next year' },
    ],
    ['Build a budgeting app for young couples', 'budgeting app', { audience: 'young couples' }],
    ['run my first marathon in under four hours', 'first marathon', {}],
    ['I want to restore a 1970s sailing boat', '1970s sailing boat', {}],
  ])('%s', (goal, subject, expected) => {
    const b = read(goal);
    expect(b.subject?.text).toBe(subject);
    expect(facts(b)).toEqual(expected);
  });

  it('reads the topic of a thesis or a novel, and the language to learn as the subject', () => {
    expect(read('finish my PhD thesis on coral reef bleaching by June 2027').topic).toBe(
      'coral reef bleaching',
    );
    expect(read('write a fantasy novel about a city of glass').topic).toBe('city of glass');
    const spanish = read('Learn Spanish to B2 by June');
    expect(spanish).toMatchObject({ subject: { text: 'Spanish' }, level: 'B2' });
    expect(facts(spanish)).toEqual({ deadline: 'June' });
  });

  it.each([
    ['We have about $5000 and three months', { budget: '$5000', duration: 'three months' }],
    ['€12,500 max', { budget: '€12,500' }],
    ['a budget of 8000', { budget: '8000' }],
    ['30 thousand pounds', { budget: '30 thousand pounds' }],
    ['Before the end of September', { deadline: 'the end of September' }],
  ])('finds facts in the answer "%s"', (answer, expected) => {
    expect(facts(read('open a bakery', [answer]))).toMatchObject(expected);
  });

  it('takes the main clause: lead-ins dropped, the first sentence', () => {
    expect(read("Hi! Could you help me to plan a garden party? It's in May.").action).toBe(
      'plan a garden party',
    );
    expect(read("We're planning to launch our app").action).toBe('launch our app');
  });

  it('leaves runs of over 40 characters out of the reading', () => {
    expect(read('x'.repeat(3990)).subject).toBeUndefined();
    const mixed = read(`open a bakery in Lisbon ${'a1'.repeat(30)}`);
    expect(mixed.subject?.text).toBe('bakery');
    expect(facts(mixed)).toEqual({ place: 'Lisbon' });
    expect(JSON.stringify({ ...mixed, words: [...mixed.words] })).not.toContain('a1a1');
  });

  it('reads the thing learned from an -ing word and a noun the tagger took for an adjective', () => {
    expect(read('learn blacksmithing').subject?.text).toBe('blacksmithing');
    expect(read('I want to learn woodturning').subject?.text).toBe('woodturning');
    expect(read('organise a regional science fair for 30 schools').subject?.text).toBe(
      'regional science fair',
    );
    expect(read('learn knitting socks').subject?.text).toBe('knitting socks');
  });

  it.each([
    [
      'move our bookkeeping from Sage to Xero before April',
      { from: 'Sage', to: 'Xero', places: false },
    ],
    [
      'migrate from Google Workspace to Microsoft 365',
      { from: 'Google Workspace', to: 'Microsoft 365', places: false },
    ],
    ['cycle from London to Paris in September', { from: 'London', to: 'Paris', places: true }],
    [
      "walk from Land's End to John o' Groats",
      { from: "Land's End", to: "John o' Groats", places: true },
    ],
    ['move our servers from on-premises to AWS', { from: 'on-premises', to: 'AWS', places: false }],
  ])('reads the route of "%s"', (goal, route) => {
    expect(read(goal).route).toEqual(route);
  });

  it('reads no route without both ends', () => {
    expect(read('move to Lisbon from here').route).toBeUndefined();
    expect(read('raise money from friends to buy a van').route).toBeUndefined();
  });

  it('reads the subject behind a qualifier, a pronoun, a trip and a hyphenated compound', () => {
    expect(read('get certified to teach beekeeping courses').subject?.text).toBe(
      'beekeeping instructor qualification',
    );
    expect(read('learn to shoe horses as a farrier').subject?.text).toBe('shoeing horses');
    expect(
      read('Learn to play the bagpipes well enough to march in the Remembrance Day parade').subject
        ?.head,
    ).toBe('bagpipes');
    expect(read('learn to play the piano').subject?.text).toBe('piano');
    expect(read('restore a wooden sailing dinghy and race it next season').subject?.text).toBe(
      'wooden sailing dinghy',
    );
    const trip = read(
      'Take 25 students from our Nairobi school to a robotics competition in Cape Town',
    );
    expect(trip.subject?.text).toBe('robotics competition trip');
    expect(facts(trip).place).toBe('Cape Town');
    const opener = read(
      "I've designed a one-handed jar and bottle opener for people with arthritis. Now I want to get it made by injection moulding and sell it online.",
    );
    expect(opener.verb).toBe('manufacture');
    expect(opener.subject?.head).toBe('opener');
    expect(read('launch a direct-to-consumer wine club').subject?.text).toBe(
      'direct-to-consumer wine club',
    );
    expect(read('raise $25,000 for a wheelchair-accessible playground').subject?.text).toBe(
      'wheelchair-accessible playground',
    );
  });

  it('reads whom a thing is sold to, a named day, and the metric apart from its owner', () => {
    expect(facts(read('sell refurbished scanners to veterinary practices')).audience).toBe(
      'veterinary practices',
    );
    expect(facts(read('march in the Remembrance Day parade')).place).toBeUndefined();
    expect(
      read('Raise first-contact resolution on our IT helpdesk from 55% to 75%').target?.metric,
    ).toBe('first-contact resolution');
    expect(read('move our firm from on-prem Sage to Xero').route).toEqual({
      from: 'Sage',
      to: 'Xero',
      places: false,
    });
    expect(read('grow monthly orders from 200 to 800').route).toBeUndefined();
  });

  it('keeps a deposit, an allowance and a unit cost out of the budget', () => {
    expect(
      facts(read('buy a two-bed flat in Manchester; we have a £40k deposit')).budget,
    ).toBeUndefined();
    expect(
      facts(read('manufacture 5,000 soil sensors at an $11 unit cost')).budget,
    ).toBeUndefined();
    const move = read('Move to Amsterdam with a €7,500 relocation allowance');
    expect(facts(move).budget).toBeUndefined();
    expect(move.subject?.text).not.toBe('relocation allowance');
    expect(facts(read('renovate the kitchen with €20k for rent and fit-out')).budget).toBe('€20k');
  });

  it('reads English that shares words with other languages, and months as a span', () => {
    expect(read('qualify as a plumber').language.english).toBe(true);
    expect(read('abrir una panadería en Lisboa').language.english).toBe(false);
    expect(read('plan my field season from April to August 2027').route).toBeUndefined();
  });

  it('reads a goal with no verb: its first phrase is the subject, a whole date is the date', () => {
    const walk = read(
      'Charity 5k walk in Phoenix Park, Dublin, 300 participants, 12 September 2027',
    );
    expect(walk.subject?.text.toLowerCase()).toBe('charity 5k walk');
    expect(facts(walk)).toMatchObject({
      place: 'Phoenix Park',
      headcount: '300 participants',
      deadline: '12 September 2027',
    });
  });

  it('keeps a grade with its word: class A, Category C+E', () => {
    expect(read('get my CDL class A in Texas before the summer').subject?.text).toBe('CDL class A');
    expect(read('pass my Category C+E test in Leeds').subject?.text).toBe('Category C+E test');
  });

  it('reads goals typed in a hurry: wanna, lower-case places and grades', () => {
    const salon = read('i wanna start a small nail salon in houston but dont no where to start');
    expect(salon.subject?.head).toBe('salon');
    expect(facts(salon).place).toBe('Houston');
    const cdl = read('need get my cdl class a licence before winter, texas, have job lined up');
    expect(cdl.subject?.text).toBe('CDL class A licence');
    expect(facts(cdl)).toMatchObject({ place: 'Texas', deadline: 'winter' });
  });

  it('takes units to be made as the thing the brief said was being built', () => {
    const b = read(
      'We are building a low-cost soil moisture sensor for smallholder farmers. Now we need to get 5,000 units manufactured by November 2027.',
    );
    expect(b.verb).toBe('manufacture');
    expect(b.subject?.text).toBe('low-cost soil moisture sensor');
  });

  it('reads a goal typed all in lower case with no prepositions', () => {
    expect(facts(read('wedding 120 guests tuscany june 2027 budget 35k eur'))).toMatchObject({
      place: 'Tuscany',
      deadline: 'June 2027',
      headcount: '120 guests',
      budget: '35k eur',
    });
  });

  it('reads what a long brief lists after its first action, and what it does not say', () => {
    // "from the Famine to the 1960s" is the period a history covers, not a route.
    const parish = read(
      'I want to write and self-publish a history of our parish from the Famine to the 1960s.',
    );
    expect(parish.route).toBeUndefined();
    // "move …, migrate …, and let …": each listed action's verb of a goal counts ("let" is none).
    const permits = read(
      'We want to move to a cloud-based permitting platform, migrate 180,000 permit records, and let residents pay online.',
    );
    expect(permits.verbs).toEqual(['move', 'migrate']);
    // A clause after a comma with its own subject says something else: "music" is what the
    // savings cover, not what is released.
    const game = read(
      'We want to release on Steam within 14 months, and we have about 60,000 zł saved, which has to cover music and a trailer.',
    );
    expect(game.subject?.text).not.toBe('music');
    expect(facts(game).budget).toBe('60,000 zł');
    expect(read('trek to Everest Base Camp in April with 6 friends').subject?.text).toBe(
      'Everest Base Camp trek',
    );
    expect(read('Lose 15 kg within 9 months').target).toMatchObject({
      metric: 'body weight',
      verb: 'reduce',
      change: 'by 15 kg',
    });
  });

  it('takes no time said of the past for a deadline', () => {
    expect(
      facts(read('I finished my MBBS in 2019 and want to work as a doctor in the UK by 2028'))
        .deadline,
    ).toBe('2028');
    expect(facts(read('We opened in 2015 and want to expand by next spring')).deadline).toBe(
      'next spring',
    );
  });

  it('takes no debt, loan or price for a budget, but a monthly budget said as one', () => {
    expect(facts(read('pay off my credit cards, about 9k owed across 3 cards')).budget).toBe(
      undefined,
    );
    const house = read(
      'We want to buy our first house in Columbus, Ohio. We have $14,000 saved, $22,000 left on a car loan and $41,000 in student loans.',
    );
    expect(house.constraints.filter((c) => c.kind === 'budget').map((c) => c.value)).toEqual([
      '$14,000',
    ]);
    expect(facts(house).headcount).toBeUndefined();
    expect(
      facts(read('set up a community pantry where members pay £3.50 for a bag of shopping')).budget,
    ).toBeUndefined();
    expect(facts(read('open a cafe in Leeds with a budget of £200 a month')).budget).toBe('£200');
    expect(facts(read('Raise R450,000 for a borehole at a school in Limpopo')).place).toBe(
      'Limpopo',
    );
    expect(read('Run a fintech meetup in Lagos on a ₦35 million budget').where?.[0]).toMatchObject({
      code: 'ng',
      currency: 'NGN',
    });
  });

  it('finds the goal of a brief whose first sentence says what a group wants', () => {
    expect(
      read(
        "Our residents' group in Easton, Bristol wants to run a community fridge outside the centre. We want to open before Christmas.",
      ).action,
    ).toBe('run a community fridge outside the centre');
    expect(
      read(
        "A few of us retired men in Kendal want to start a men's shed in an old garage. We would like to open two mornings a week.",
      ).action,
    ).toBe("start a men's shed in an old garage");
    expect(read('our church wants to sponsor a refugee family').subject?.text).toBe(
      'refugee family',
    );
    expect(
      facts(read('im a staff nurse in kerala and want to work as a nurse in the uk')).place,
    ).toBe('UK');
  });
});
