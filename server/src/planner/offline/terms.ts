import { type Analysis, type Token, analyse } from './nlp';

/**
 * Finds the user's own terms in a prompt (and in answers to questions): the thing being made,
 * what it is about, where, for whom, with what budget, by when, with how many people. These are
 * what make the offline engine's output speak about the user's project rather than a template.
 */

/** The facts a reading of a prompt or an answer finds. */
export type FactKind = 'place' | 'budget' | 'deadline' | 'audience' | 'people' | 'topic';

/**
 * The user's own terms, found in the prompt and the answers. `subject` is always set; the rest
 * only when found. Strings are as the user wrote them (proper nouns keep their capitals).
 */
export interface Terms {
  /** The thing being made or done: `small bakery`, `mobile game`, `thesis`. */
  subject: string;
  /** What it is about, when the prompt says: `dragons`, `coral reef bleaching`. */
  topic?: string;
  /** Where: `Lisbon`. */
  place?: string;
  /** Who it is for: `teenagers`, `small accounting firms`. */
  audience?: string;
  /** `20k EUR`. */
  budget?: string;
  /** `March`, `June 2027`. */
  deadline?: string;
  /** How many people: `120 guests`, `3 developers`. */
  people?: string;
}

export interface Reading {
  terms: Terms;
  /** The lead verb's lemma (`open`, `learn`), when the prompt starts with one. */
  verb?: string;
  /** The first clause as an instruction, lead-ins removed: `open a small bakery in Lisbon`. */
  action: string;
  /** Every noun phrase, as written, in order. */
  phrases: string[];
  /** The lemma of each phrase's last word (`bills` → `bill`), in the same order. */
  heads: string[];
  /** The preposition before each phrase (`in`, `for`), in the same order. */
  preps: Array<string | undefined>;
  /** Lemmas of every word, for workstream matching. */
  lemmas: Set<string>;
  /** Lowercased text with single spaces, for phrase matching. */
  flat: string;
}

export interface Fact {
  kind: FactKind;
  value: string;
}

export const LEAD_INS = [
  /^(?:please|hi|hello|hey)[,!]?\s+/i,
  /^(?:can|could|would) you\s+(?:please\s+)?(?:help\s+(?:me|us)\s+)?(?:to\s+)?/i,
  /^(?:help\s+(?:me|us)\s+(?:to\s+)?)/i,
  /^(?:how\s+(?:do|can|should)\s+(?:i|we)\s+)/i,
  /^(?:i|we)(?:'d| would)?\s+(?:really\s+)?(?:want|like|need|hope|plan|intend|am going|are going|am planning|are planning|am trying|are trying|have decided|decided)\s+to\s+/i,
  /^(?:i'm|we're|i am|we are)\s+(?:going|planning|trying|hoping|about)\s+to\s+/i,
  /^(?:i'm|we're|i am|we are)\s+(?=[a-z]+ing\b)/i,
  /^(?:let's|lets|let us)\s+/i,
  /^(?:my|our)\s+(?:goal|plan|dream|idea)\s+is\s+to\s+/i,
];

export const VERBS = new Set(
  'backpack interrail lobby petition explore cruise tour go cycle walk swim ride row climb hike sail paddle kayak sort tidy clean open start launch build make create write plan organise organize learn run renovate remodel design develop grow set finish complete prepare get find hire buy sell move adopt reduce improve raise host throw publish release ship train study become write record produce restore fix convert expand turn teach set up recruit migrate pass earn certify lose cut halve double increase lower shorten achieve bring travel visit trek hike fundraise crowdfund promote market compose paint film translate relocate emigrate acquire purchase implement deploy replace upgrade consolidate pass'.split(
    ' ',
  ),
);

export const MONTHS = new Set(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec spring summer autumn fall winter monday tuesday wednesday thursday friday saturday sunday christmas easter'.split(
    ' ',
  ),
);

export const LANGUAGES = new Set(
  'spanish french german italian portuguese japanese chinese mandarin cantonese korean arabic russian dutch swedish norwegian danish finnish polish greek turkish hindi urdu bengali hebrew thai vietnamese indonesian swahili czech hungarian romanian ukrainian catalan irish welsh latin esperanto tagalog persian farsi'.split(
    ' ',
  ),
);

const PEOPLE = new Set(
  'people person guest attendee participant player user customer client student kid child children family parent teen teenager beginner developer engineer designer firm company business team professional gamer reader woman man senior retiree nurse doctor teacher freelancer founder startup owner tourist traveller traveler community member patient employee staff volunteer visitor fan subscriber buyer shopper homeowner tenant landlord athlete runner musician artist writer author researcher scientist agency school hospital restaurant shop retailer couple partner friend neighbour neighbor pet dog cat elderly worker commuter cyclist driver carer learner adult beginner'.split(
    ' ',
  ),
);

const CHUNK_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
const SEASONS = new Set(['spring', 'summer', 'autumn', 'fall', 'winter']);

/** Participles that start a description of the thing, not part of its name: "a shop selling…". */
const QUALIFYING = new Set(
  'pairing matching connecting linking giving bringing delivering collecting selling serving offering making using specialising specializing focusing teaching helping providing featuring including targeting offering running covering supporting'.split(
    ' ',
  ),
);

/** Words of time that end a phrase: "Steam next year" is "Steam", then a date. */
const TIME_WORDS = new Set([
  'next',
  'last',
  'this',
  'year',
  'month',
  'week',
  'day',
  'today',
  'tomorrow',
  'weekend',
]);

/** Names that follow "in" or "on" without being places: tools, platforms, stores. */
export const NOT_PLACES = new Set(
  'azure aws gcp snowflake bigquery redshift databricks salesforce hubspot sap oracle sage xero quickbooks netsuite dynamics workday zendesk jira confluence github gitlab webflow wix squarespace kubernetes postgres postgresql mysql mongodb teams zoom godot unity unreal steam figma excel python javascript typescript react android ios windows linux mac macos wordpress shopify notion slack discord instagram tiktok youtube facebook linkedin kickstarter indiegogo etsy amazon spotify twitch canva blender photoshop english '.split(
    ' ',
  ),
);
const PLACE_PREPS = new Set(['in', 'at', 'near', 'to', 'around', 'across']);

export interface Chunk {
  tokens: Token[];
  text: string;
  /** The preposition right before it, lowercased. */
  prep?: string;
  /** Followed by 's: "my household's energy bills" is about the bills. */
  possessor?: boolean;
  start: number;
}

/** Runs of adjectives and nouns (hyphenated compounds and -ing nouns kept) ending in a noun. */
export function chunksOf(tokens: Token[], from = 0): Chunk[] {
  const out: Chunk[] = [];
  let i = from;
  while (i < tokens.length) {
    const t = tokens[i] as Token;
    const inChunk = (k: number) => {
      const x = tokens[k];
      if (!x) return false;
      // "a programme pairing retired engineers": the participle starts a description.
      if (k > i && QUALIFYING.has(x.lower) && tokens[k + 1] && CHUNK_POS.has(tokens[k + 1]!.pos))
        return false;
      if (CHUNK_POS.has(x.pos)) return true;
      // "plant-watering gadget", "coral reef bleaching", "wood-fired oven", "hand-poured candles"
      const next = tokens[k + 1];
      if (x.text === '-' && k > i && next && (CHUNK_POS.has(next.pos) || next.pos === 'VERB'))
        return true;
      if (x.pos === 'VERB' && tokens[k - 1]?.text === '-' && k > i) return true;
      // "beach clean-up", "health check-up": a particle after a hyphen ends the word.
      if (x.text === '-' && k > i && next && /^(?:up|out|off|in|on)$/i.test(next.text)) return true;
      if (/^(?:up|out|off|in|on)$/i.test(x.text) && tokens[k - 1]?.text === '-' && k > i)
        return true;
      // "HGV Class 1 licence", "SOC 2 report": a number inside a name.
      if (x.pos === 'NUM' && k > i && next && CHUNK_POS.has(next.pos) && /^\d/.test(x.text))
        return true;
      return x.pos === 'VERB' && x.lower.endsWith('ing') && k > i && !QUALIFYING.has(x.lower);
    };
    // A gerund before a noun starts a phrase too: "budgeting app", "watering can".
    const gerund = t.pos === 'VERB' && t.lower.endsWith('ing') && tokens[i + 1]?.pos === 'NOUN';
    // A season before a noun describes it ("summer wedding"); elsewhere it is a date.
    const season = SEASONS.has(t.lower) && tokens[i + 1]?.pos === 'NOUN';
    if (
      (!CHUNK_POS.has(t.pos) && !gerund) ||
      (MONTHS.has(t.lower) && !season) ||
      TIME_WORDS.has(t.lower)
    ) {
      i++;
      continue;
    }
    let j = i;
    while (
      inChunk(j + 1) &&
      (!MONTHS.has((tokens[j + 1] as Token).lower) ||
        (SEASONS.has((tokens[j + 1] as Token).lower) && tokens[j + 2]?.pos === 'NOUN')) &&
      !TIME_WORDS.has((tokens[j + 1] as Token).lower)
    )
      j++;
    // End on a noun (or an -ing noun such as "bleaching"); "my flat" is tagged ADJ: keep it.
    const nounish = (k: number) =>
      ['NOUN', 'PROPN'].includes((tokens[k] as Token).pos) ||
      ((tokens[k] as Token).pos === 'VERB' && k > i) ||
      (k > i && tokens[k - 1]?.text === '-');
    let end = j;
    while (end > i && !nounish(end)) end--;
    // "city of glass", "bag of flour": a noun joined by "of" to a bare noun is one phrase.
    while (
      end === j &&
      tokens[end + 1]?.lower === 'of' &&
      tokens[end + 2] &&
      ['NOUN', 'PROPN'].includes((tokens[end + 2] as Token).pos)
    ) {
      j = end + 2;
      while (tokens[j + 1] && ['NOUN', 'PROPN'].includes((tokens[j + 1] as Token).pos)) j++;
      end = j;
    }
    if (nounish(end) || end === j) {
      const run = tokens.slice(i, end + 1);
      // The preposition before it, past "the", "our", "my": "at the Bristol library".
      let p = i - 1;
      while (p > 0 && ['DET', 'PRON'].includes((tokens[p] as Token).pos)) p--;
      let prev = tokens[p];
      // "with our two kids and a dog": a phrase joined by "and" shares the preposition.
      const last = out[out.length - 1];
      if (
        prev &&
        ['and', 'or'].includes(prev.lower) &&
        last &&
        last.start + last.tokens.length === p &&
        last.prep
      )
        prev = { ...prev, pos: 'ADP', lower: last.prep };
      out.push({
        tokens: run,
        text: run
          .map((x) => x.text)
          .join(' ')
          .replace(/ - /g, '-'),
        ...(prev && prev.pos === 'ADP' ? { prep: prev.lower } : {}),
        ...(tokens[end + 1]?.lower === "'s" ? { possessor: true } : {}),
        start: i,
      });
    }
    i = j + 1;
  }
  return out;
}

export const isProper = (c: Chunk) =>
  c.tokens.every((t) => t.pos === 'PROPN' || /^[A-Z]/.test(t.text));
export const head = (c: Chunk) => c.tokens[c.tokens.length - 1] as Token;
export const peopleLike = (c: Chunk) => PEOPLE.has(head(c).lemma) || PEOPLE.has(head(c).lower);

/** A phrase as it reads inside a sentence: lowercase first letter unless a proper noun/acronym. */
export function inSentence(c: Chunk): string {
  const first = c.tokens[0] as Token;
  if (first.pos === 'PROPN' || /^[A-Z]{2,}|^[A-Z][a-z]*[A-Z]/.test(first.text)) return c.text;
  return c.text.charAt(0).toLowerCase() + c.text.slice(1);
}

/** Money as people write it: `20k EUR`, `€5,000`, `$5000`, `30,000 pounds`, `£30k`. */
const MONEY =
  /(?:(?:€|\$|£|¥)\s?\d[\d,.]*\s?(?:k|m|bn|thousand|million)?\b)|(?:\b\d[\d,.]*\s?(?:k|m|thousand|million)?\s?(?:eur|euros?|usd|dollars?|gbp|pounds?|chf|francs?|sek|nok|dkk|kronor|krone|yen|jpy|aud|cad|inr|rupees?|brl|reais|mxn|pesos?|zł|pln)\b)/i;

const DEADLINE = new RegExp(
  `\\b(?:by|before|until|till|in|for)\\s+((?:the\\s+)?(?:end\\s+of\\s+|early\\s+|late\\s+|mid-?\\s*)?(?:${[...MONTHS].join('|')})(?:\\s+\\d{4})?|\\d{4}|next\\s+(?:year|month|week|spring|summer|autumn|fall|winter))\\b`,
  'i',
);

/** Facts stated in a text: money, a date or duration, a head count, a place. */
export function factsIn(text: string, a: Analysis = analyse(text)): Fact[] {
  const facts: Fact[] = [];
  const money = MONEY.exec(text)?.[0] ?? a.entities.find((e) => e.type === 'MONEY')?.value;
  if (money) facts.push({ kind: 'budget', value: money.trim().replace(/\s+/g, ' ') });
  else {
    const m = /\bbudget\b[^\d]{0,20}(\d[\d,.]*\s?(?:k|m)?)\b/i.exec(text);
    if (m?.[1]) facts.push({ kind: 'budget', value: m[1] });
  }
  // A date that reads as a deadline: a month, season or year, or "next …"; not "the 1970s".
  const date = a.entities.find(
    (e) =>
      e.type === 'DATE' &&
      !/\d0s\b/.test(e.value) &&
      (/\b(?:next|this|end)\b|\b\d{4}\b/i.test(e.value) ||
        e.value
          .toLowerCase()
          .split(/\s+/)
          .some((w) => MONTHS.has(w))),
  );
  const dl =
    DEADLINE.exec(text)?.[1] ??
    /\b(next\s+(?:year|month|week|spring|summer|autumn|fall|winter))\b/i.exec(text)?.[1];
  if (date) {
    facts.push({
      kind: 'deadline',
      value: date.value.replace(/^(?:by|before|until|till)\s+/i, ''),
    });
  } else if (dl) {
    facts.push({ kind: 'deadline', value: dl });
  } else {
    // "within six months" is a deadline; "in under four hours" is a target, not a date.
    const d = a.entities.find(
      (e) =>
        e.type === 'DURATION' && !text.toLowerCase().includes(`under ${e.value.toLowerCase()}`),
    );
    if (d)
      facts.push({
        kind: 'deadline',
        value: `within ${d.value.replace(/^(?:in|within)\s+/i, '')}`,
      });
  }
  const t = a.tokens;
  for (let i = 0; i < t.length - 1; i++) {
    const n = t[i] as Token;
    const next = t[i + 1] as Token;
    const after = t[i + 2];
    const noun = PEOPLE.has(next.lemma)
      ? next
      : after && PEOPLE.has(after.lemma)
        ? after
        : undefined;
    if (
      (n.pos === 'NUM' || /^\d+$/.test(n.text)) &&
      noun &&
      !MONEY.test(`${n.text} ${next.text}`)
    ) {
      const words = t.slice(i, t.indexOf(noun) + 1).map((x) => x.text);
      facts.push({ kind: 'people', value: words.join(' ') });
      break;
    }
  }
  const place = chunksOf(t).find(
    (c) =>
      c.prep &&
      PLACE_PREPS.has(c.prep) &&
      c.tokens[0]?.pos === 'PROPN' &&
      /^[A-Z]/.test(c.text) &&
      !LANGUAGES.has(c.tokens[0].lower) &&
      !NOT_PLACES.has(c.tokens[0].lower) &&
      !/\d/.test(c.text),
  );
  if (place) facts.push({ kind: 'place', value: place.text });
  return facts;
}

/** Strips polite lead-ins: "I'd like to open a bakery" → "open a bakery". */
export function actionOf(prompt: string): string {
  let s = prompt.trim().replace(/\s+/g, ' ');
  for (let pass = 0; pass < 3; pass++) for (const re of LEAD_INS) s = s.replace(re, '');
  const clause = (s.split(/(?<=[.!?;])\s|\n/)[0] ?? s).replace(/[.!?;,]+$/, '').trim();
  return clause.length > 0 ? clause : prompt.trim();
}

/**
 * Runs of more than 40 characters without a space (a pasted hash or URL, keyboard mashing) are
 * not words a plan can quote in a name: they are left out of the reading, which then falls back
 * to the archetype's own words instead of drafting a 4,000-character project name.
 */
export function withoutRunOns(text: string): string {
  return text.replace(/\S{41,}/g, ' ');
}

/**
 * Reads a prompt and the answers given so far. Facts from answers win over the prompt's (an
 * answer is the user's latest word). `subjectHint` is the archetype's noun, used when the prompt
 * names no thing of its own ("learn Spanish").
 */
export function readPrompt(rawPrompt: string, rawAnswers: readonly string[] = []): Reading {
  const prompt = withoutRunOns(rawPrompt);
  const answers = rawAnswers.map(withoutRunOns);
  const action = actionOf(prompt);
  const a = analyse(action);
  const tokens = a.tokens;
  const first = tokens[0];
  const verb =
    first && (first.pos === 'VERB' || VERBS.has(first.lemma) || VERBS.has(first.lower))
      ? first.lemma
      : undefined;
  const chunks = chunksOf(tokens, verb ? 1 : 0);

  const facts = factsIn(action, a);
  for (const answer of answers) for (const f of factsIn(answer)) facts.push(f);
  const last = (k: FactKind) => facts.filter((f) => f.kind === k).pop()?.value;
  const place = last('place');
  const language = tokens.find((t) => LANGUAGES.has(t.lower));

  const isPlace = (c: Chunk) => place !== undefined && c.text === place;
  const audienceChunk = chunks.find((c) => c.prep === 'for' && peopleLike(c));
  const subjectChunk = chunks.find(
    (c) =>
      !isPlace(c) &&
      !c.possessor &&
      c !== audienceChunk &&
      !(c.prep && ['about', 'on', 'for', 'by', 'with', 'from'].includes(c.prep)) &&
      !MONTHS.has(head(c).lower) &&
      !(language && c.tokens.length === 1 && c.tokens[0] === language) &&
      !['budget', 'k', 'month', 'week', 'year', 'day'].includes(head(c).lemma) &&
      // "B2", "N3": a level, not a thing being made.
      !/^[a-z]?\d+[a-z]?$/i.test(head(c).text),
  );
  // "the kitchen and bathroom": two things joined by "and" are one subject.
  let subject = subjectChunk ? inSentence(subjectChunk) : undefined;
  if (subjectChunk) {
    const end = subjectChunk.start + subjectChunk.tokens.length;
    const next = chunks.find((c) => c.start === end + 1);
    if (tokens[end]?.lower === 'and' && next && !next.prep)
      subject = `${subject} and ${inSentence(next)}`;
  }
  const topicChunk =
    chunks.find((c) => c.prep && ['about', 'on'].includes(c.prep) && !isPlace(c) && !isProper(c)) ??
    chunks.find(
      (c) =>
        c.prep === 'for' &&
        c !== audienceChunk &&
        !isPlace(c) &&
        !isProper(c) &&
        c !== subjectChunk,
    );
  const terms: Terms = { subject: subject ?? '' };
  const topic = language
    ? language.text.charAt(0).toUpperCase() + language.text.slice(1)
    : topicChunk && inSentence(topicChunk);
  if (topic) terms.topic = topic;
  if (place) terms.place = place;
  if (audienceChunk) terms.audience = inSentence(audienceChunk);
  for (const k of ['budget', 'deadline', 'people'] as const) {
    const v = last(k);
    if (v) terms[k] = v;
  }
  const lemmas = new Set<string>();
  for (const t of [...tokens, ...answers.flatMap((x) => analyse(x).tokens)]) {
    lemmas.add(t.lemma);
    lemmas.add(t.lower);
  }
  return {
    terms,
    ...(verb ? { verb } : {}),
    action,
    phrases: chunks.map(inSentence),
    heads: chunks.map((c) => head(c).lemma),
    preps: chunks.map((c) => c.prep),
    lemmas,
    flat: ` ${action
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `,
  };
}

/** Does the keyword (a lemma, or a phrase of several words) occur in what was read? */
export function mentions(reading: Reading, keyword: string): boolean {
  const k = keyword.toLowerCase().trim();
  if (!k.includes(' ') && !k.includes('-')) return reading.lemmas.has(k);
  return reading.flat.includes(` ${k.replace(/[^\p{L}\p{N}]+/gu, ' ')} `);
}
