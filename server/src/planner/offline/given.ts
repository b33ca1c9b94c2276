import type { Brief } from './brief/brief';
import { isCount } from './brief/extract';
import { analyse } from './nlp';

/**
 * Whether the goal already gives what a "How many …" question asks: "How many tracks will it
 * have?" when the goal says "a 6-track EP", "How many volunteers do you expect?" after "about
 * 10 active adult volunteers". The question's nouns are those after "How many"; the goal gives
 * them when a number comes at most three words before one of them.
 */

/** Nouns asked for: `tracks` of "How many tracks will it have?", `teams, players` of "teams or players". */
const asked = new Map<string, Set<string>>();
function askedNouns(question: string): Set<string> {
  if (!/^how many\b/i.test(question)) return new Set();
  const known = asked.get(question);
  if (known) return known;
  const tokens = analyse(question).tokens.slice(2);
  const nouns = new Set<string>();
  for (const t of tokens) {
    if (t.pos === 'NOUN' || t.pos === 'PROPN') nouns.add(t.lemma);
    else if (!['ADJ', 'CCONJ', 'PUNCT'].includes(t.pos)) break;
  }
  if (asked.size > 5000) asked.clear();
  asked.set(question, nouns);
  return nouns;
}

const goalTokens = new WeakMap<Brief, ReturnType<typeof analyse>['tokens']>();

export function countGiven(b: Brief, question: string): boolean {
  const nouns = askedNouns(question);
  if (nouns.size === 0) return false;
  const tokens = goalTokens.get(b) ?? analyse(b.goal).tokens;
  goalTokens.set(b, tokens);
  return tokens.some((t, i) => {
    if (!(t.pos === 'NUM' || isCount(t.text))) return false;
    for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
      const x = tokens[k];
      if (!x) break;
      if (nouns.has(x.lemma) || nouns.has(x.lower)) return true;
      if (!['ADJ', 'NOUN', 'PROPN', 'PUNCT', 'VERB'].includes(x.pos) || x.text === ',') break;
    }
    return false;
  });
}
