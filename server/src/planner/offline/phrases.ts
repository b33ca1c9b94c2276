import { type Acronyms, bare, titleCase, withAcronyms, wordCount } from './words';

/**
 * The user's subject (`my first PhD thesis on coral reef bleaching`) cut down to a phrase an
 * archetype can put in a sentence or a title. Each archetype passes its own domain words: the
 * common words that may begin a prompt, the size words a title drops, its acronyms.
 */

/**
 * The head of the user's subject, ready for a sentence: a leading article, possessive or `first`
 * dropped, a trailing clause cut (`cookbook of Portuguese home cooking` → `cookbook`), and a
 * capital that only began the prompt lowered when the word is one of `common` (`Loft conversion`
 * → `loft conversion`), then `acronyms` spelled as they should be (`ai crm` → `AI CRM`). Undefined
 * when more than `maxWords` words are left, or none.
 */
export function head(
  subject: string,
  common: ReadonlySet<string>,
  { maxWords = 3, acronyms = {} }: { maxWords?: number; acronyms?: Acronyms } = {},
): string | undefined {
  const s = (
    subject
      .trim()
      .replace(/^(a|an|the|my|our|their|your|first)\s+(own\s+)?/i, '')
      .split(/\s+(?:of|about|for|on|with|that|which|who|to|in|at|by|where)\s+/i)[0] ?? ''
  ).trim();
  if (s === '' || wordCount(s) > maxWords) return undefined;
  const first = s.split(/\s+/)[0] ?? '';
  const lowered =
    /^\p{Lu}\p{Ll}+$/u.test(first) && common.has(first.toLowerCase())
      ? first.toLowerCase() + s.slice(first.length)
      : s;
  return withAcronyms(lowered, acronyms);
}

/** Words after which the rest of a subject describes rather than names it: `bakery selling …`. */
const QUALIFIER =
  /\s+(selling|serving|offering|with|for|that|which|who|in|on|at|near|about|specialising|specializing|called|named)\b.*$/i;

/**
 * The subject as a title of at most three words: article and trailing qualifiers (`selling …`,
 * `in …`) dropped, leading words from `drop` removed (size words: `small`, `new`), then title
 * cased with the archetype's acronyms. `fallback`, already a title, when nothing fits:
 * `my little bakery selling bread in Porto` → `Bakery`.
 */
export function subjectTitle(
  subject: string,
  fallback: string,
  { drop = [], acronyms = {} }: { drop?: readonly string[]; acronyms?: Acronyms } = {},
): string {
  let core = bare(subject, fallback).replace(QUALIFIER, '');
  if (drop.length > 0) {
    const words = drop.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    core = core.replace(new RegExp(`^((${words})\\s+)+`, 'i'), '');
  }
  core = core.trim();
  const count = wordCount(core);
  return count === 0 || count > 3 ? fallback : titleCase(core, acronyms);
}

/** The text trimmed, when it is short enough (1 to `maxWords` words) to repeat in a sentence. */
export function shortPhrase(text: string | undefined, maxWords = 3): string | undefined {
  const t = text?.trim();
  return t && wordCount(t) <= maxWords ? t : undefined;
}

/**
 * A product's launch name from its subject (as `head` gives it): `Budgeting App Launch`. When the
 * subject only names the kind of product (a key of `generic`, lower case, with the noun the name
 * should use: `{ app: 'App' }`) and a short topic is known, the topic leads: `Invoicing App
 * Launch`. `fallback` when the subject is missing or too long for a title.
 */
export function launchName(
  product: string | undefined,
  topic: string | undefined,
  {
    generic,
    acronyms = {},
    fallback,
  }: { generic: Readonly<Record<string, string>>; acronyms?: Acronyms; fallback: string },
): string {
  const kind = product?.toLowerCase();
  const genericNoun = kind && Object.hasOwn(generic, kind) ? generic[kind] : undefined;
  const shortTopic = shortPhrase(topic);
  if (genericNoun && shortTopic) return `${titleCase(shortTopic, acronyms)} ${genericNoun} Launch`;
  if (product && wordCount(product) <= 3) return `${titleCase(product, acronyms)} Launch`;
  return fallback;
}
