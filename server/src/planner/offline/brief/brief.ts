import type { Requirement } from './requirements';
import type { Country } from './where';
/**
 * A brief: what the offline engine understands of a goal before it writes anything. Parsed from
 * the goal and the answers given since (`parse.ts`); the kind and domain are chosen from it
 * (`../choose.ts`), and its parts fill the slots of the knowledge templates (`../slots.ts`).
 */

export const CONSTRAINT_KINDS = [
  'place',
  'deadline',
  'duration',
  'frequency',
  'budget',
  'headcount',
  'audience',
  'non_negotiable',
] as const;
export type ConstraintKind = (typeof CONSTRAINT_KINDS)[number];

export interface Constraint {
  kind: ConstraintKind;
  /** As it reads inside a sentence: `June 2027`, `12 months`, `USD 120,000`, `40 people`. */
  value: string;
  /** For a budget: the amount and its ISO currency, when they could be read. */
  amount?: number;
  currency?: string;
  /** For a headcount: the number. */
  count?: number;
  /** Where it came from: the goal, or an answer. */
  source: 'goal' | 'answer';
}

/** A measurable target: "reduce ED waiting times from 6 hours to 4 hours". */
export interface Target {
  metric: string;
  baseline?: string;
  target?: string;
  /** `from 6 hours to 4 hours`, `by 40%`, `to 500`. */
  change: string;
  direction: 'down' | 'up';
  /** The user's own verb, lower case: `reduce`, `cut`, `raise`. */
  verb: string;
  unit?: string;
}

export interface Subject {
  /** As it reads in a sentence, article and leading numbers dropped: `Neapolitan pizzeria`. */
  text: string;
  /** Its last noun: `pizzeria`. */
  head: string;
  /** The words before the head: `Neapolitan`. */
  modifiers: string[];
}

/** "from Sage to Xero", "from London to Paris": where something goes from and to. */
export interface Route {
  from: string;
  to: string;
  /** Whether the ends are places (a journey, a move) rather than systems or products. */
  places: boolean;
}

export interface Language {
  /** ISO 639-1: `en`, `es`. */
  code: string;
  name: string;
  english: boolean;
}

export interface Brief {
  /** The goal as the user typed it. */
  goal: string;
  /** Its main clause as an instruction, lead-ins removed: `open a ramen shop in Osaka`. */
  action: string;
  language: Language;
  /** The lead verb's lemma: `open`, `learn`. */
  verb?: string;
  /** The lead verb and one joined to it by "and" (`design and manufacture`), as lemmas. */
  verbs?: string[];
  subject?: Subject;
  /** What it is about: `dragons`, `coral reef bleaching`. */
  topic?: string;
  /** The organisation the goal is for: `clinic`, `company`. */
  org?: string;
  /** A level or grade: `B2`, `Type II`, `N3`. */
  level?: string;
  target?: Target;
  /** A standard named by its code: `SOC 2 Type II`, `ISO 27001`, `GDPR`. */
  standard?: string;
  route?: Route;
  constraints: Constraint[];
  /** What the brief lists as needs, musts and non-negotiables beside its goal. */
  requirements: Requirement[];
  /** The countries the goal may be set in (`where.ts`); undefined when nothing says. */
  where?: Country[];
  /** Lemmas and lower-case words of the goal (and answers), for matching knowledge words. */
  words: Set<string>;
  /** The goal lower-cased with single spaces between words, for phrase matching. */
  flat: string;
  /** The same for the goal alone, without answers. */
  goalFlat: string;
  goalWords: Set<string>;
}

/**
 * The constraint of a kind that holds: the latest answer's (an answer is the user's latest
 * word), else the goal's first (a long brief states its goal before its details).
 */
export function constraint(b: Brief, kind: ConstraintKind): Constraint | undefined {
  return latest(b.constraints, kind);
}

/** The same, from a list of constraints being gathered. */
export function latest(
  constraints: readonly Constraint[],
  kind: ConstraintKind,
): Constraint | undefined {
  const all = constraints.filter((c) => c.kind === kind);
  return all.filter((c) => c.source === 'answer').pop() ?? all[0];
}

/** Does a word (a lemma) or a phrase (words in order) occur in the text? */
export function mentionsIn(words: Set<string>, flat: string, term: string): boolean {
  const t = term.toLowerCase().trim();
  const plain = t.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  if (!plain.includes(' ')) return words.has(t) || words.has(plain);
  return flat.includes(` ${plain} `);
}

/** Whether the goal or its answers mention a word or phrase. */
export const mentions = (b: Brief, term: string) => mentionsIn(b.words, b.flat, term);
/** Whether the goal itself mentions it. */
export const goalMentions = (b: Brief, term: string) => mentionsIn(b.goalWords, b.goalFlat, term);
