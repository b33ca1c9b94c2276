/** Small text helpers the offline engine and its archetypes share. */

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

/** Capitalises each word (and each part of a hyphenated word), keeping capitals already there. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word)
        ? word
        : word
            .split('-')
            .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
            .join('-'),
    )
    .join(' ');
}

/** First letter upper case, the rest as written. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A phrase without a leading article or possessive: `my small bakery` → `small bakery`. */
export function bare(phrase: string, fallback: string): string {
  const stripped = phrase.trim().replace(/^(a|an|the|my|our|your|their)\s+(own\s+)?/i, '');
  return stripped === '' ? fallback : stripped;
}

/** `March` → `by March`; `within six months`, `next June` stay as they are. */
export function by(deadline: string): string {
  const d = deadline.trim();
  return /^(by|before|in|within|until|on|at|during|next|this|end of)\b/i.test(d) ? d : `by ${d}`;
}

/** The phrase's first word uppercased when it starts a sentence. */
export function sentence(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  return /[.!?]$/.test(t) ? capitalise(t) : `${capitalise(t)}`;
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
