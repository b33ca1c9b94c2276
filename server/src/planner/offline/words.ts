/**
 * Small text helpers the offline engine and its archetypes share: casing, articles, counts, and
 * the user's terms (a place, a date, a headcount) as they read inside a sentence. Cutting the
 * user's subject down to a usable phrase is in `phrases.ts`.
 */

/** Words left in lower case inside a title, unless they start it. */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'by',
  'with',
]);

/** Spellings of acronyms and brand-cased words, keyed in lower case: `{ ios: 'iOS' }`. */
export type Acronyms = Readonly<Record<string, string>>;

const acronym = (word: string, acronyms: Acronyms) => {
  const key = word.toLowerCase();
  return Object.hasOwn(acronyms, key) ? acronyms[key] : undefined;
};

/** First letter upper case, the rest as written. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Title case: capitalises each word and each part of a hyphenated word (`non-fiction` →
 * `Non-Fiction`), except small words such as `of` after the first. Capitals already there are
 * kept, and a part with a capital after its first letter (`iOS`, `PhD`) is left as written. Words
 * found in `acronyms` take its spelling: `saas` → `SaaS`.
 */
export function titleCase(text: string, acronyms: Acronyms = {}): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, i) => {
      const known = acronym(word, acronyms);
      if (known) return known;
      if (i > 0 && SMALL_WORDS.has(word)) return word;
      return word
        .split('-')
        .map((part) => (/\p{Lu}/u.test(part.slice(1)) ? part : capitalise(part)))
        .join('-');
    })
    .join(' ');
}

/** Acronyms in their usual spelling (`ai crm` → `AI CRM`), every other word as written. */
export function withAcronyms(phrase: string, acronyms: Acronyms): string {
  return phrase
    .split(/\s+/)
    .map((word) => acronym(word, acronyms) ?? word)
    .join(' ');
}

/** A phrase without a leading article or possessive: `my small bakery` → `small bakery`. */
export function bare(phrase: string, fallback: string): string {
  const stripped = phrase.trim().replace(/^(a|an|the|my|our|your|their)\s+(own\s+)?/i, '');
  return stripped === '' ? fallback : stripped;
}

/** The noun phrase with `a` or `an` in front, by sound: `an artisan bakery`, `a unicorn story`. */
export function withArticle(phrase: string): string {
  return /^([aio]|e(?!u)|u(?!ni|s[aeu]))/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** How many words a text has. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The first number in a text, thousands separators allowed: `about 1,200 guests` → 1200. */
export function firstNumber(text: string | undefined): number | undefined {
  const match = text?.replace(/(\d),(\d{3})/g, '$1$2').match(/\d+/);
  return match ? Number(match[0]) : undefined;
}

/** `120` → `120 guests`; a count that already names its people (`120 guests`) stays as it is. */
export function headcount(people: string, noun: string): string {
  const p = people.trim();
  return /\d$/.test(p) ? `${p} ${noun}` : p;
}

/** A date or period that already carries its preposition: `in June`, `next spring`, `end of May`. */
const HAS_PREPOSITION = /^(by|before|in|within|until|on|at|during|next|this|around|end of)\b/i;

/** A deadline after a verb: `March` → `by March`; `within six months`, `next June` stay as they are. */
export function by(deadline: string): string {
  const d = deadline.trim();
  if (/^(?:the\s+)?end of\b/i.test(d)) return `by ${d.replace(/^(?:the\s+)?/i, 'the ')}`;
  return HAS_PREPOSITION.test(d) ? d : `by ${d}`;
}

/**
 * A date something happens on, with its preposition: `12 June` → `on 12 June`, `June 2027` →
 * `in June 2027`; `next spring` stays as it is.
 */
export function when(date: string): string {
  const d = date.trim();
  if (HAS_PREPOSITION.test(d)) return d;
  return /(^|\D)\d{1,2}(st|nd|rd|th)?(\D|$)/i.test(d) ? `on ${d}` : `in ${d}`;
}

/** A place as it reads after `in`: `UK` → `the UK`, `Lisbon` stays as it is. */
export function placeName(place: string): string {
  const p = place.trim();
  return /^(uk|us|usa|eu|uae|netherlands|philippines|united (states|kingdom|arab emirates)|czech republic)$/i.test(
    p,
  )
    ? `the ${p}`
    : p;
}

/** A place as it reads at the front of a title: its first part, without `the`; '' when none. */
export const titlePlace = (place: string | undefined) =>
  place
    ?.split(',')[0]
    ?.trim()
    .replace(/^the\s+/i, '') ?? '';

/** ` in Lisbon`, ` in the UK`, or nothing when no place is known: for the end of a clause. */
export const inPlace = (place: string | undefined) => (place ? ` in ${placeName(place)}` : '');

/** The phrase's first letter uppercased and its spacing tidied, for the start of a sentence. */
export function sentence(text: string): string {
  return capitalise(text.trim().replace(/\s+/g, ' '));
}

/** Drops duplicates (case, spacing and end punctuation ignored), keeping the first spelling. */
export function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item)
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .replace(/[.!?]+$/, '');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The user's words turned to address them: "reduce my bills" → "reduce your bills". */
export function secondPerson(text: string): string {
  const map: Record<string, string> = {
    i: 'you',
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    we: 'you',
    us: 'you',
    our: 'your',
    ours: 'yours',
    ourselves: 'yourselves',
    "i'm": "you're",
    "we're": "you're",
  };
  return text.replace(/\b(i|me|my|mine|myself|we|us|our|ours|ourselves|i'm|we're)\b/gi, (w) => {
    const r = map[w.toLowerCase()] as string;
    return w === 'I' ? r : r;
  });
}

/** `bills` → `bill`, `stories` → `story`; `glass`, `status` stay. */
export function singular(word: string): string {
  if (/ies$/i.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is|ics)$/i.test(word) || !/s$/i.test(word) || word.length < 4) return word;
  if (/(?:ches|shes|xes|sses)$/i.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
