import type { Archetype } from './archetype';
import { ARCHETYPES } from './archetypes';
import { genericArchetype } from './generic';
import type { Reading } from './terms';

/** Does the keyword (a lemma, or a phrase of several words) occur in what was read? */
export function mentions(reading: Reading, keyword: string): boolean {
  const k = keyword.toLowerCase().trim();
  if (!k.includes(' ') && !k.includes('-')) return reading.lemmas.has(k);
  return reading.flat.includes(` ${k.replace(/[^\p{L}\p{N}]+/gu, ' ')} `);
}

/**
 * Keywords that hint at an archetype without naming it: "write" a book or a grant proposal,
 * "run" a marathon or a business, a "home" studio or a home renovation. Alone they are not
 * enough to pick an archetype.
 */
const WEAK = new Set(
  (
    'write publish author chapter grow plot volunteer vegetable party event workshop retreat run ' +
    'running fit weight training health strength exercise device prototype sensor embedded ' +
    'kitchen bathroom extension contractor builder house flat apartment home speak learn tutor ' +
    'campaign ad promotion level player steam unity software app platform startup customer ' +
    'launch subscription dashboard supervisor academic reception ceremony engagement vow muscle'
  ).split(' '),
);

/** What a prompt must score to be given an archetype: one strong keyword, or three weak ones. */
const MIN_SCORE = 3;

/**
 * How strongly a reading points to an archetype: a keyword that names the domain counts three,
 * a weak one counts one, and either counts double when it is in the subject itself.
 */
export function score(archetype: Archetype, reading: Reading): number {
  const subject = ` ${reading.terms.subject.toLowerCase()} `;
  return archetype.keywords.reduce((sum, k) => {
    if (!mentions(reading, k)) return sum;
    const weight = WEAK.has(k.toLowerCase()) ? 1 : 3;
    return sum + (subject.includes(` ${k.toLowerCase()}`) ? weight * 2 : weight);
  }, 0);
}

/** The archetype that fits the prompt best, or one built from the prompt when none fits. */
export function pickArchetype(reading: Reading, key?: string): Archetype {
  if (key) {
    const known = ARCHETYPES.find((a) => a.key === key);
    if (known) return known;
    if (key === 'general') return genericArchetype(reading);
  }
  let best: Archetype | undefined;
  let bestScore = MIN_SCORE - 1;
  for (const a of ARCHETYPES) {
    const s = score(a, reading);
    if (s > bestScore) {
      best = a;
      bestScore = s;
    }
  }
  return best ?? genericArchetype(reading);
}
