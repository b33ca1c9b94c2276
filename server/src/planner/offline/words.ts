/**
 * Small text helpers of the offline engine: casing, articles, counts, a place as it reads after
 * "in", the user's words turned to address them, singular nouns.
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
      return (
        word
          .split('-')
          // "Couch-to-5k": a small word inside a compound stays small.
          .map((part, j) =>
            /\p{Lu}/u.test(part.slice(1)) || (j > 0 && SMALL_WORDS.has(part))
              ? part
              : capitalise(part),
          )
          .join('-')
      );
    })
    .join(' ');
}

/** Nouns that end in -s and are one thing: "a lens", "a series". */
const SINGULAR_S = new Set(
  'lens series species canvas atlas gas chaos news bias alias iris oasis tennis christmas'.split(
    ' ',
  ),
);

/** Whether a phrase names several things ("ghost tours"), which takes no "a". */
const plural = (phrase: string) => {
  const last = phrase.trim().split(/\s+/).pop()?.toLowerCase() ?? '';
  return /[^su'’]s$/.test(last) && !/ics$/.test(last) && !SINGULAR_S.has(last);
};

/** The noun phrase with `a` or `an` in front, by sound: `an artisan bakery`, `a unicorn story`. */
export function withArticle(phrase: string): string {
  if (plural(phrase)) return phrase;
  return /^([ai]|o(?!ne\b|ne-|nce)|e(?!u)|u(?!ni|s[aeu]))/i.test(phrase)
    ? `an ${phrase}`
    : `a ${phrase}`;
}

/** How many words a text has. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The first number in a text, thousands separators allowed: `about 1,200 guests` → 1200. */
/** `120` → `120 guests`; a count that already names its people (`120 guests`) stays as it is. */
/** A date or period that already carries its preposition: `in June`, `next spring`, `end of May`. */
/** A deadline after a verb: `March` → `by March`; `within six months`, `next June` stay as they are. */
/**
 * A date something happens on, with its preposition: `12 June` → `on 12 June`, `June 2027` →
 * `in June 2027`; `next spring` stays as it is.
 */
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
/** ` in Lisbon`, ` in the UK`, or nothing when no place is known: for the end of a clause. */
/** The phrase's first letter uppercased and its spacing tidied, for the start of a sentence. */
/** Drops duplicates (case, spacing and end punctuation ignored), keeping the first spelling. */
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

/** Text as a regular expression that matches it literally. */
export function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
