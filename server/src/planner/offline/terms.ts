import type { Token } from './nlp';

/**
 * The noun phrases of a text (wink-nlp tokens in runs of adjectives and nouns, with the
 * preposition before each) and the word lists the brief reader (`brief/parse.ts`) uses with them.
 */

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
  'plant backpack interrail lobby petition explore cruise tour go cycle walk swim ride row climb hike sail paddle kayak sort tidy clean open start launch build make create write plan organise organize learn run renovate remodel design develop grow set finish complete prepare get find hire buy sell move adopt reduce improve raise host throw publish release ship train study become write record produce restore fix convert expand turn teach set up recruit migrate pass earn certify lose cut halve double increase lower shorten achieve bring travel visit trek hike fundraise crowdfund promote market compose paint film translate relocate emigrate acquire purchase implement deploy replace upgrade consolidate pass sponsor welcome tackle support resettle rehome foster'.split(
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
  'people person guest attendee participant player user customer client student kid child children family parent teen teenager beginner developer engineer designer firm company business team professional gamer reader woman man senior retiree nurse doctor teacher freelancer founder startup owner tourist traveller traveler community member patient employee staff volunteer visitor fan subscriber buyer shopper homeowner tenant landlord athlete runner musician artist writer author researcher scientist agency school hospital restaurant shop retailer couple partner friend neighbour neighbor pet dog cat elderly worker seller maker commuter cyclist driver carer learner adult beginner'.split(
    ' ',
  ),
);

const CHUNK_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
const SEASONS = new Set(['spring', 'summer', 'autumn', 'fall', 'winter']);

/** Participles that start a description of the thing, not part of its name: "a shop selling…". */
const QUALIFYING = new Set(
  'pairing matching connecting linking giving bringing delivering collecting selling serving offering making using specialising specializing focusing teaching helping providing featuring including targeting offering running covering supporting comparing measuring testing exploring examining investigating assessing evaluating tracking replacing'.split(
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
  'azure aws gcp snowflake bigquery redshift databricks salesforce hubspot sap oracle sage xero quickbooks netsuite dynamics workday zendesk jira confluence github gitlab webflow wix squarespace kubernetes postgres postgresql mysql mongodb teams zoom godot unity unreal steam figma excel python javascript typescript react android ios windows linux mac macos wordpress shopify notion slack discord instagram tiktok youtube facebook linkedin kickstarter indiegogo etsy amazon spotify twitch canva blender photoshop english google microsoft gmail outlook exchange sharepoint onedrive dropbox box trello asana monday airtable mailchimp magento woocommerce bigcommerce drupal joomla ghost substack heroku vercel netlify digitalocean vmware citrix freshdesk intercom pipedrive zoho odoo tally freeagent kashflow gusto adp bamboohr personio servicenow okta tableau looker powerbi sqlite mssql mariadb redis elasticsearch kafka jenkins bitbucket moodle blackboard canvas '.split(
    ' ',
  ),
);
export interface Chunk {
  tokens: Token[];
  text: string;
  /** The preposition right before it, lowercased. */
  prep?: string;
  /** Followed by 's: "my household's energy bills" is about the bills. */
  possessor?: boolean;
  start: number;
}

/**
 * Two tags the tagger gets wrong in goals: an -ing word right after the lead verb and before no
 * noun is the thing learned or done ("learn blacksmithing"), and an adjective right after a noun
 * that ends the phrase is a noun ("a science fair for 30 schools"; English puts adjectives first).
 */
function retagged(tokens: Token[]): Token[] {
  return tokens.map((t, k) => {
    const prev = tokens[k - 1];
    const next = tokens[k + 1];
    const nextIsNoun = next !== undefined && ['NOUN', 'PROPN', 'ADJ'].includes(next.pos);
    if (
      t.pos === 'VERB' &&
      t.lower.endsWith('ing') &&
      prev?.pos === 'VERB' &&
      k === 1 &&
      !nextIsNoun
    )
      return { ...t, pos: 'NOUN', lemma: t.lower };
    // "update my will": after a possessive or an article, "will" is the document.
    if (
      t.lower === 'will' &&
      prev &&
      /^(?:my|our|his|her|their|a|the|your|mum's|dad's)$/i.test(prev.text)
    )
      return { ...t, pos: 'NOUN', lemma: 'will' };
    // "organise a charity fun run in Leeds": a verb's base form closing the object's phrase
    // ("a charity fun run") before a preposition is its noun.
    if (
      t.pos === 'VERB' &&
      t.lower === t.lemma &&
      k > 2 &&
      prev?.pos === 'NOUN' &&
      ['DET', 'ADJ', 'NOUN', 'NUM'].includes(tokens[k - 2]?.pos ?? '') &&
      (next === undefined || next.pos === 'ADP' || next.pos === 'PUNCT') &&
      tokens.slice(0, k - 1).some((x) => x.pos === 'VERB')
    )
      return { ...t, pos: 'NOUN' };
    // "Charity 5k walk in Phoenix Park": a goal with no verb names its thing first, so a word
    // read as a verb at the end of that first phrase is its noun.
    if (
      t.pos === 'VERB' &&
      t.lower === t.lemma &&
      k > 0 &&
      (prev?.pos === 'NOUN' || prev?.pos === 'PROPN') &&
      (next === undefined || next.pos === 'ADP' || next.pos === 'PUNCT') &&
      tokens.slice(0, k).every((x) => ['NOUN', 'PROPN', 'ADJ', 'NUM', 'DET'].includes(x.pos))
    )
      return { ...t, pos: 'NOUN' };
    // "a conference on rural broadband": the last of two describing words ending a phrase
    // after its preposition is the noun they describe.
    if (
      t.pos === 'ADJ' &&
      prev?.pos === 'ADJ' &&
      tokens[k - 2]?.pos === 'ADP' &&
      (next === undefined || next.pos === 'ADP' || next.pos === 'PUNCT')
    )
      return { ...t, pos: 'NOUN' };
    if (
      t.pos === 'ADJ' &&
      prev?.pos === 'NOUN' &&
      !nextIsNoun &&
      next?.text !== '-' &&
      // "get our choir ready": a state the thing is brought to, not part of its name.
      !PREDICATIVE.has(t.lower)
    )
      return { ...t, pos: 'NOUN' };
    return t;
  });
}

/** Adjectives said of a thing after it, never part of its name: "get our choir ready". */
const PREDICATIVE = new Set(
  'ready able fit happy safe open live available compliant certified done finished prepared complete profitable'.split(
    ' ',
  ),
);

/** Plurals whose possessive names a kind of thing: "children's book", "men's shed". */
const DESCRIPTIVE_GENITIVE = new Set(
  'children women men people kids girls boys ladies babies teens farmers workers'.split(' '),
);

/** Words a grade follows, and grades: "class A", "Category C+E", "Type II", "Part 107". */
const GRADED = /^(?:class|category|cat|type|grade|part|tier|level|step)$/i;
const GRADE = /^(?:[A-Z](?:\d|\+[A-Z]\d?)?|[IVX]+|\d+[A-Z]?)$/;

/** Runs of adjectives and nouns (hyphenated compounds and -ing nouns kept) ending in a noun. */
export function chunksOf(tagged: Token[], from = 0): Chunk[] {
  const tokens = retagged(tagged);
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
      // "direct-to-consumer", "farm-to-table", "state-of-the-art": small words between hyphens.
      const joiner = (y: Token | undefined) =>
        y !== undefined && /^(?:to|and|of|the|in|for|a|or|on)$/i.test(y.text);
      if (x.text === '-' && k > i && joiner(next) && tokens[k + 2]?.text === '-') return true;
      if (joiner(x) && tokens[k - 1]?.text === '-' && tokens[k + 1]?.text === '-' && k > i)
        return true;
      if (x.text === '-' && k > i && joiner(tokens[k - 1]) && tokens[k - 2]?.text === '-')
        return true;
      // "a modular insulated shelter", "32-page illustrated children's book": a participle
      // between describing words or nouns describes too.
      if (
        x.pos === 'VERB' &&
        /ed$/.test(x.lower) &&
        k > i &&
        (tokens[k - 1]?.pos === 'ADJ' || tokens[k - 1]?.pos === 'NOUN') &&
        next &&
        (next.pos === 'NOUN' || (next.pos === 'ADJ' && tokens[k - 1]?.pos === 'ADJ'))
      )
        return true;
      // "beach clean-up", "health check-up": a particle after a hyphen ends the word.
      if (x.text === '-' && k > i && next && /^(?:up|out|off|in|on)$/i.test(next.text)) return true;
      if (/^(?:up|out|off|in|on)$/i.test(x.text) && tokens[k - 1]?.text === '-' && k > i)
        return true;
      // "32-page", "3-bedroom": a number joined to its noun describes what follows.
      if (x.pos === 'NUM' && next?.text === '-' && tokens[k + 2]?.pos === 'NOUN' && k > i)
        return true;
      // "children's book", "women's clothing": a plural's possessive names a kind of thing.
      if (
        k > i &&
        /^['’]s?$/.test(x.text) &&
        DESCRIPTIVE_GENITIVE.has(tokens[k - 1]?.lower ?? '') &&
        next?.pos === 'NOUN'
      )
        return true;
      // "a beginners' running group", "the farmers' cooperative": a plural's bare apostrophe
      // says whom the thing is for; the thing after it is the head.
      if (
        k > i &&
        /^['’]$/.test(x.text) &&
        tokens[k - 1]?.pos === 'NOUN' &&
        /s$/i.test(tokens[k - 1]?.lower ?? '') &&
        (next?.pos === 'NOUN' || next?.pos === 'PROPN' || next?.pos === 'ADJ')
      )
        return true;
      // "CDL class A", "Category C+E", "Type II", "Part 107": a grade after its word.
      if (k > i && GRADED.test(tokens[k - 1]?.text ?? '') && GRADE.test(x.text)) return true;
      // "cdl class a licence" as typed: a lower-case grade before what it grades.
      if (
        k > i &&
        /^(?:class|category)$/i.test(tokens[k - 1]?.text ?? '') &&
        /^[a-e]$/.test(x.text) &&
        /^(?:licen[cs]e|cdl|test|permit|driver|vehicle)$/i.test(next?.text ?? '')
      )
        return true;
      // "C+E", "D1+E": the tagger splits a grade joined by "+".
      const single = (y: Token | undefined) => y !== undefined && /^[A-Z]\d?$/.test(y.text);
      if (k > i && x.text === '+' && single(tokens[k - 1]) && single(next)) return true;
      if (k > i && single(x) && tokens[k - 1]?.text === '+') return true;
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
      (k > i && GRADE.test((tokens[k] as Token).text) && GRADED.test(tokens[k - 1]?.text ?? '')) ||
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
          .replace(/ - /g, '-')
          .replace(/ (['’]s?)(?= )/g, '$1'),
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

/**
 * Runs of more than 40 characters without a space (a pasted hash or URL, keyboard mashing) are
 * not words a plan can quote in a name: they are left out of the reading, which then falls back
 * to the profile's own noun instead of drafting a 4,000-character project name.
 */
export function withoutRunOns(text: string): string {
  return informal(text.replace(/\S{41,}/g, ' '));
}

/** Spoken spellings as the parser's patterns expect them: "i wanna" → "I want to". */
const INFORMAL: Array<[RegExp, string]> = [
  [/\bwanna\b/gi, 'want to'],
  [/\bgonna\b/gi, 'going to'],
  [/\bgotta\b/gi, 'have to'],
  [/\bdont\b/gi, "don't"],
  // "more ppl signing up": people, not a private pilot licence (PPL, in capitals).
  [/\bppl\b/g, 'people'],
  [/\bfamly\b/gi, 'family'],
  [/\bself\s+publish/gi, 'self-publish'],
  [/\bcant\b/gi, "can't"],
  [/\bwont\b/gi, "won't"],
  [/\bim\b/g, "I'm"],
  [/\bive\b/g, "I've"],
  [
    /\bi\b(?=\s+(?:want|need|would|'d|am|'m|have|'ve|plan|hope|run|own|work|can|will|just|really))/g,
    'I',
  ],
  [/^i\b/, 'I'],
];

function informal(text: string): string {
  return INFORMAL.reduce((t, [re, to]) => t.replace(re, to), text);
}
