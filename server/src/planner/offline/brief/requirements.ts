import { capitalise, secondPerson } from '../words';
import { sentencesOf } from './sentences';

/**
 * What a brief says it needs, beside its goal: "We need a venue, sponsors for food and prizes,
 * and safeguarding properly sorted", "Must have a kids' area, a small café and a training
 * board", "Non-negotiables: no more than two days of downtime, …". Each listed thing becomes a
 * requirement, so that the plan carries what the user asked for in the user's own words.
 */

export interface Requirement {
  /** As an item of the plan: `Sponsors for food and prizes`, `Handle CJK line-breaking properly`. */
  text: string;
  /** Stated as a must or a non-negotiable, not only as a need. */
  firm: boolean;
  /** The sentence of the brief it was read from. */
  sentence: string;
}

interface Trigger {
  re: RegExp;
  firm: boolean;
  /** The fewest words an element needs ("including nights" lists no requirement). */
  minWords: number;
}

const TRIGGERS: Trigger[] = [
  { re: /\bnon[- ]negotiables?\s*(?:are|:|—|–|-)\s*/i, firm: true, minWords: 1 },
  { re: /^(?:requirements|must-haves|must haves)\s*:\s*/i, firm: true, minWords: 2 },
  { re: /\b(?:must|has to|have to|should)\s+(?:have|include|offer)\s+/i, firm: true, minWords: 1 },
  // "Must keep the look of our fonts, handle CJK line-breaking and have native testers".
  {
    re: /(?:^|[,;]\s*)must\s+(?!be\b|not\b|have\b|include\b)(?=[a-z]+\s)/i,
    firm: true,
    minWords: 2,
  },
  {
    re: /\b(?:we|i|it|they|this|that|you)\s+(?:also\s+|still\s+|will\s+|would\s+|really\s+|'ll\s+)*(?:need|needs|require|requires)\s+(?!to\s+(?:be|have|know)\b)/i,
    firm: false,
    minWords: 1,
  },
  { re: /^(?:still\s+|also\s+)?(?:need|needs)\s+/i, firm: false, minWords: 1 },
  {
    re: /\b(?:we'd like|we would like|i'd like|i would like|we want|i want)\s+(?!to\b)/i,
    firm: false,
    minWords: 2,
  },
  { re: /\bincluding\s+/i, firm: false, minWords: 2 },
];

/** Commas and semicolons outside brackets: "OET (grade B in all 4 parts, …), then the CBT". */
function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if ((c === ',' || c === ';') && depth === 0 && !/\d/.test(text[i + 1] ?? '')) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/**
 * "kit checks and a shuttle from Inverness": two things when what follows "and" starts a new
 * phrase (an article, a number, "to"); "desk layout and hybrid working" stays one.
 */
function splitLast(element: string): string[] {
  if (CLAUSE.test(element)) return [element];
  const parts = element.split(
    /\s+(?:and|plus|then)\s+(?=(?:a|an|the|some|to|our|my|their|all|no|any|one|two|three|four|five|\d|have|keep|get|find|make|handle|train|hire|run|build|book)\b)/i,
  );
  return parts.length > 1 && parts.every((p) => /\p{L}/u.test(p)) ? parts : [element];
}

/** "we report water use": a clause of its own, with its subject. */
const CLAUSE = /^(?:and\s+|then\s+)?(?:we|i|you|they)\s+(?!all\b)[a-z]+/i;
/** "we want to open by winter": a new sentence in all but punctuation ends the list. */
const NEW_CLAUSE =
  /^(?:and\s+|but\s+)?(?:(?:we|i|you|they|it|there)\s+(?:want|need|would|'d|will|'ll|are|is|have|has|can|could|hope|plan)\b|(?:(?!and\b|then\b|to\b)\S+\s+){1,3}(?:has|have|had|is|are|was|were|will|would|can|could|should)\s)/i;

const LEAD = /^(?:and|or|plus|then|also|as well as|both|some|a|an|the|to)\s+/i;
const PRONOUN_ONLY = /^(?:it|them|this|that|these|those|one|more|all|everything|help|support)$/i;
/** What names no thing to do: "an actual process", "it on streaming". */
const EMPTY =
  /^(?:me|us|you|him|her|with|for|by|in|at|on|what|how|when|where|which|who|do|first)\b|^(?:(?:actual|proper|real|clear|good|better|some|new)\s+)*(?:process|plan|way|approach|solution|help|advice|support|system|structure)$|^(?:it|them|this|that)\s/i;

function clean(element: string): string | undefined {
  let t = element
    .replace(/(?:^|\s+)(?:because|since|so that|as we|as our|which|if possible)\b.*$/i, '')
    .replace(/[.!?:;,\s]+$/, '')
    .trim();
  for (let i = 0; i < 3 && LEAD.test(t); i++) t = t.replace(LEAD, '');
  // "we report water use and yield changes": what is done, without who does it.
  t = t.replace(/^(?:we|i)\s+(?:will\s+|'ll\s+)?/i, '');
  if (!/\p{L}/u.test(t) || PRONOUN_ONLY.test(t) || EMPTY.test(t)) return undefined;
  if (t.split(/\s+/).length > 16) return undefined;
  // Amounts alone are the budget, read elsewhere.
  if (/^[\p{Sc}\d][\d.,\s]*(?:k|m|bn)?$/iu.test(t) || /\bbudget\b/i.test(t)) return undefined;
  return capitalise(secondPerson(t));
}

/** The requirements listed in a goal, outside the sentence that states the goal itself. */
export function findRequirements(goal: string, action: string): Requirement[] {
  const head = action.toLowerCase().slice(0, 24);
  const out: Requirement[] = [];
  const seen = new Set<string>();
  for (const sentence of sentencesOf(goal)) {
    if ((head && sentence.toLowerCase().includes(head)) || sentence.endsWith('?')) continue;
    for (const t of TRIGGERS) {
      const m = t.re.exec(sentence);
      // "what we need to do": a need inside a question names nothing to do.
      if (
        !m ||
        /\b(?:what|which|how|everything|anything|all|that)\s*$/i.test(sentence.slice(0, m.index))
      )
        continue;
      const rest = sentence.slice(m.index + m[0].length);
      const elements = splitTop(rest);
      const last = elements.pop();
      const all = [...elements, ...(last ? splitLast(last) : [])];
      const end = all.findIndex((e) => NEW_CLAUSE.test(e));
      for (const e of end < 0 ? all : all.slice(0, end)) {
        const text = clean(e);
        if (!text || text.split(/\s+/).length < t.minWords) continue;
        const key = text.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ text, firm: t.firm, sentence });
      }
      break;
    }
  }
  return out.slice(0, 10);
}
