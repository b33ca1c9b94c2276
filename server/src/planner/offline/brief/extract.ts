import type { Lexicon } from '../knowledge/schema';
import type { Constraint, Target } from './brief';

/**
 * The facts of a goal that have a shape of their own — money, dates, spans, frequencies, head
 * counts, measurable targets, levels — found by pattern, each with where it was found so that
 * the subject is read from what is left (`40-person company` is a head count and a company, not
 * a "person company"). English only: the brief reader says so for other languages.
 */

export interface Span {
  start: number;
  end: number;
}

export type Found = Omit<Constraint, 'source'> & Span;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
  dozen: 12,
};
const NUMW = String.raw`(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|sixty|a\s+few|a\s+couple\s+of|several)`;
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?`;
const SEASON = String.raw`(?:spring|summer|autumn|fall|winter)`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/** A point in time: a month, a season, a quarter, a year, or a named time. */
const WHEN = String.raw`(?:(?:(?:early|late|mid)[- ]?)?(?:${MONTH}\s+${DAY}(?:,?\s+${YEAR})?|${DAY}\s+(?:of\s+)?${MONTH}(?:,?\s+${YEAR})?|${MONTH}(?:\s+${YEAR})?|${SEASON}(?:\s+${YEAR})?)|Q[1-4](?:\s+${YEAR})?|${YEAR}|(?:next|this)\s+(?:year|month|week|quarter|${SEASON}|${MONTH})|christmas|easter|new\s+year|the\s+(?:summer|holidays|new\s+year|end\s+of\s+(?:the\s+)?(?:year|month|quarter|${SEASON}|${MONTH}(?:\s+${YEAR})?|${YEAR}|Q[1-4](?:\s+${YEAR})?))|(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+(?:the\s+)?(?:year|month|quarter|${SEASON}|${MONTH}(?:\s+${YEAR})?|${YEAR}|Q[1-4](?:\s+${YEAR})?|next\s+year)|year[- ]end)`;

const UNIT = String.raw`(?:day|week|month|year|hour|night|weekend|fortnight)`;

/** Whether a word is a count: `6`, `1,200`, `twelve`, `dozen` (not the article `a`). */
export function isCount(word: string): boolean {
  const t = word.toLowerCase();
  return /^\d[\d,.]*$/.test(t) || (t !== 'a' && t !== 'an' && t in NUMBER_WORDS);
}

/** `two` → 2, `1,200` → 1200; undefined for words such as `several`. */
export function numberOf(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  if (/^\d/.test(t)) return Number(t.replace(/,/g, ''));
  return NUMBER_WORDS[t];
}

function all(re: RegExp, text: string): RegExpExecArray[] {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...text.matchAll(g)];
}

const overlaps = (a: Span, spans: readonly Span[]) =>
  spans.some((s) => a.start < s.end && s.start < a.end);

// ── money ───────────────────────────────────────────────────────────────────────────────────

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  mn: 1e6,
  bn: 1e9,
  // Indian numbering: "₹45 lakh" is 4.5 million rupees, "Rs 1.2 crore" 12 million.
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
  cr: 1e7,
  billion: 1e9,
};
const SCALE_RE = String.raw`(?:k|m|mn|bn|thousand|million|billion|lakhs?|crores?|cr)`;

/** Money as people write it: `€5,000`, `USD 120,000`, `30k pounds`, `$2m`. */
export function findMoney(text: string, lexicon: Lexicon): Found[] {
  const words = Object.keys(lexicon.currencies)
    .filter((w) => /^[a-zł]+$/i.test(w))
    .sort((a, b) => b.length - a.length)
    .join('|');
  const symbols = Object.keys(lexicon.currencies)
    .filter((w) => !/^[a-zł]+$/i.test(w))
    .map((s) => s.replace(/[$.*+?^()|[\]\\{}]/g, '\\$&'))
    .sort((a, b) => b.length - a.length)
    .join('|');
  const patterns: Array<[RegExp, (m: RegExpExecArray) => [string, string, string | undefined]]> = [
    [
      new RegExp(String.raw`(${symbols})\s?(\d(?:[\d,.]*\d)?)\s?(${SCALE_RE})?\b`, 'gi'),
      (m) => [m[1] as string, m[2] as string, m[3]],
    ],
    [
      new RegExp(
        String.raw`\b(\d(?:[\d,.]*\d)?)\s?(${SCALE_RE})?\s?(${words})(?![\p{L}\p{N}_])`,
        'giu',
      ),
      (m) => [m[3] as string, m[1] as string, m[2]],
    ],
    [
      new RegExp(String.raw`\b(${words})\s?(\d(?:[\d,.]*\d)?)\s?(${SCALE_RE})?\b`, 'gi'),
      (m) => [m[1] as string, m[2] as string, m[3]],
    ],
  ];
  const out: Found[] = [];
  for (const [re, parts] of patterns) {
    for (const m of all(re, text)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (overlaps(span, out)) continue;
      const [cur, num, scale] = parts(m);
      let currency = lexicon.currencies[cur.toLowerCase()] ?? lexicon.currencies[cur];
      if (!currency) continue;
      // "$80,000 CAD": a currency code after the amount says which dollar.
      const code = /^\s?([A-Z]{3})\b/.exec(text.slice(span.end));
      if (code?.[1] && Object.values(lexicon.currencies).includes(code[1])) {
        currency = code[1];
        span.end += code[0].length;
      }
      const n = Number(num.replace(/,/g, '').replace(/\.$/, ''));
      const amount = Number.isFinite(n)
        ? n * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1)
        : undefined;
      out.push({
        kind: 'budget',
        value: text.slice(span.start, span.end).trim().replace(/\s+/g, ' '),
        currency,
        ...(amount !== undefined ? { amount } : {}),
        ...span,
      });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

// ── time ────────────────────────────────────────────────────────────────────────────────────

const FREQUENCY = [
  new RegExp(
    String.raw`\b(?:(?:${NUMW})(?:\s+times)?|once|twice)\s+(?:[a-z-]+\s+){0,2}?(?:a|an|per|each|every)\s+(?:day|week|weekday|weekend|fortnight|month|year|morning|evening|night)\b`,
    'gi',
  ),
  /\bevery\s+(?:other\s+)?(?:day|week|weekday|weekend|morning|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/gi,
  // "a monthly beach clean-up", "a weekly newsletter".
  /\b(?:daily|weekly|fortnightly|monthly|quarterly|annual|yearly)\b(?=\s+[a-z])(?!\s+(?:budget|salary|rent|cost|costs|fee|fees|income|revenue|sales|target)\b)/gi,
];

const DURATION = [
  new RegExp(
    String.raw`\b(?:in|within|over|for|during|inside|across)\s+(?:the\s+(?:next|coming)\s+|just\s+|about\s+|around\s+|roughly\s+|less\s+than\s+)?(${NUMW})\s+(${UNIT})s?\b`,
    'gi',
  ),
  new RegExp(String.raw`\b(${NUMW})[- ]?(${UNIT})s?[- ]long\b`, 'gi'),
  new RegExp(String.raw`\b(\d+|${NUMW})-(${UNIT})\b`, 'gi'),
  // "we have $5000 and three months": a bare span, unless it says an age or an amount of work.
  new RegExp(String.raw`\b(${NUMW})\s+(day|week|month|year)s?\b(?!\s+(?:old|ago|of)\b)`, 'gi'),
];

const DEADLINE = [
  new RegExp(
    String.raw`\b(?:by|before|until|till|no\s+later\s+than|ahead\s+of|in\s+time\s+for)\s+(${WHEN})\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:on|for)\s+(${MONTH}\s+${DAY}(?:,?\s+${YEAR})?|${DAY}\s+(?:of\s+)?${MONTH}(?:,?\s+${YEAR})?)\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:in|during|for)\s+((?:the\s+)?(?:(?:early|late|mid)[- ]?)?(?:${MONTH}|${SEASON})(?:\s+${YEAR})?|${YEAR}|Q[1-4](?:\s+${YEAR})?)\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\b((?:next|this)\s+(?:year|month|week|quarter|term|semester|half[- ]term|season|${SEASON}|${MONTH}))\b`,
    'gi',
  ),
  // "…, 300 participants, 12 September 2027", "tuscany june 2027": a date standing alone.
  new RegExp(
    String.raw`\b(${DAY}\s+(?:of\s+)?${MONTH},?\s+${YEAR}|${MONTH}\s+${DAY},?\s+${YEAR}|${MONTH}\s+${YEAR})\b`,
    'gi',
  ),
  // "before my 40th birthday": an occasion of one's own is a date, not the subject.
  new RegExp(
    String.raw`\b(?:by|before|for|in\s+time\s+for)\s+((?:my|our|his|her|their)\s+(?:\d+(?:st|nd|rd|th)\s+|next\s+)?(?:birthday|wedding|graduation|retirement|anniversary|holiday|review|appointment))\b`,
    'gi',
  ),
];

const plural = (unit: string, n: number | undefined) =>
  n === 1 ? unit.toLowerCase() : `${unit.toLowerCase()}s`;

/** Frequencies, spans and deadlines, in that order of precedence (a span is not a deadline). */
export function findTimes(text: string, taken: Span[]): Found[] {
  const out: Found[] = [];
  const push = (f: Found) => {
    if (overlaps(f, [...taken, ...out])) return;
    out.push(f);
  };
  for (const re of FREQUENCY)
    for (const m of all(re, text))
      push({
        kind: 'frequency',
        value: m[0].trim().toLowerCase(),
        start: m.index,
        end: m.index + m[0].length,
      });
  for (const re of DURATION)
    for (const m of all(re, text)) {
      const before = text.slice(Math.max(0, m.index - 12), m.index).toLowerCase();
      if (/\b(?:under|below|sub|than)\s*$/.test(before)) continue;
      const n = numberOf((m[1] as string).replace(/^a\s+/i, 'a'));
      const word = (m[1] as string).toLowerCase();
      const count = word === 'a' || word === 'an' ? 'one' : word;
      push({
        kind: 'duration',
        value: `${count} ${plural(m[2] as string, n)}`,
        start: m.index,
        end: m.index + m[0].length,
      });
    }
  for (const re of DEADLINE)
    for (const m of all(re, text)) {
      const value = (m[1] as string).trim();
      if (
        /^(?:may|march)$/i.test(value) &&
        !/\b(?:by|before|until|in)\s+$/i.test(text.slice(0, m.index + m[0].length - value.length))
      )
        continue;
      push({
        kind: 'deadline',
        value: tidyDate(value),
        start: m.index,
        end: m.index + m[0].length,
      });
    }
  return out.sort((a, b) => a.start - b.start);
}

/** `june 2027` → `June 2027`, `q3` → `Q3`, `end of the year` → `the end of the year`. */
function tidyDate(value: string): string {
  const v = value
    .replace(/\s+/g, ' ')
    .replace(/\b[a-z]/g, (c, i: number) =>
      /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|christmas|easter)\b/i.test(
        value.slice(i),
      )
        ? c.toUpperCase()
        : c,
    )
    .replace(/\bq([1-4])\b/i, 'Q$1');
  return /^(?:end|start|beginning|middle) of\b/i.test(v) ? `the ${v}` : v;
}

// ── people ──────────────────────────────────────────────────────────────────────────────────

/** Nouns that count people: `300 developers`, `80 guests`. */
export const PEOPLE_NOUNS = new Set(
  'apprentice trainee intern graduate machinist fixer people person guest attendee participant player user customer client student kid child children family parent teen teenager beginner developer engineer designer professional gamer reader woman man senior retiree nurse doctor physician teacher freelancer founder owner tourist traveller traveler member patient employee staff volunteer visitor fan subscriber buyer shopper homeowner tenant athlete runner musician artist writer author researcher scientist hire salesperson rep agent driver cook chef waiter stylist coach trainer speaker delegate exhibitor camper pupil learner mentor mentee colleague worker rider walker singer ringer cyclist swimmer dancer performer entrant competitor spectator resident neighbour neighbor carer cleaner operative technician marshal'.split(
    ' ',
  ),
);

const singularOf = (w: string) =>
  w.endsWith('ies')
    ? `${w.slice(0, -3)}y`
    : w === 'children'
      ? 'child'
      : w === 'people'
        ? 'people'
        : w.replace(/s$/, '');

/** Head counts: `40-person company`, `team of 12`, `300 developers`, `80 guests`. */
export function findHeadcount(text: string, taken: Span[]): Found | undefined {
  const tries: Array<[RegExp, (m: RegExpExecArray) => [number | undefined, string]]> = [
    [
      new RegExp(
        String.raw`\b(\d[\d,]*|${NUMW})[- ](?:person|people|strong|member|employee|staff)\b`,
        'gi',
      ),
      (m) => [numberOf(m[1] as string), 'people'],
    ],
    [
      new RegExp(String.raw`\bteam\s+of\s+(\d[\d,]*|${NUMW})(?:\s+([a-z]+))?`, 'gi'),
      (m) => {
        const noun = m[2] && PEOPLE_NOUNS.has(singularOf(m[2].toLowerCase())) ? m[2] : 'people';
        return [numberOf(m[1] as string), noun];
      },
    ],
    // "six senior backend engineers": the people with what qualifies them, longest first.
    [
      new RegExp(String.raw`\b(\d[\d,]*|${NUMW})\s+(?:[a-z-]+)\s+(?:[a-z-]+)\s+([a-z]+)\b`, 'gi'),
      (m) => [numberOf(m[1] as string), m[2] as string],
    ],
    [
      new RegExp(String.raw`\b(\d[\d,]*|${NUMW})\s+(?:[a-z-]+)\s+([a-z]+)\b`, 'gi'),
      (m) => [numberOf(m[1] as string), m[2] as string],
    ],
    [
      new RegExp(String.raw`\b(\d[\d,]*|${NUMW})\s+([a-z]+)\b`, 'gi'),
      (m) => [numberOf(m[1] as string), m[2] as string],
    ],
  ];
  for (const [re, read] of tries) {
    for (const m of all(re, text)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (overlaps(span, taken)) continue;
      const [count, noun] = read(m);
      if (count === undefined || count < 1) continue;
      // "Year 3 students", "grade 10 pupils", "Key Stage 2 children": a school year, no count.
      if (
        /\b(?:year|grade|class|key\s+stage|form|standard|level|p|s)\s*$/i.test(
          text.slice(0, m.index),
        )
      )
        continue;
      if (noun !== 'people' && !PEOPLE_NOUNS.has(singularOf(noun.toLowerCase()))) continue;
      const words = m[0].trim().toLowerCase();
      const value =
        noun === 'people' && !/\bpeople$/.test(words)
          ? `${count.toLocaleString('en-GB')} ${count === 1 ? 'person' : 'people'}`
          : words.replace(/^(\d[\d,]*|[a-z]+)\s+/, `${count.toLocaleString('en-GB')} `);
      return { kind: 'headcount', value, count, ...span };
    }
  }
  return undefined;
}

// ── targets ─────────────────────────────────────────────────────────────────────────────────

const DOWN =
  'reduce|cut|lower|decrease|shorten|bring\\s+down|halve|slash|trim|drop|minimise|minimize|lose|shed';
const UP =
  'increase|raise|boost|grow|double|lift|improve|get|drive|push|speed\\s+up|maximise|maximize|triple';
const VERB = `(${DOWN}|${UP})`;
const STOP = String.raw`(?=\s+(?:by|before|in|within|this|next|at|across|for|over|while|without|and|during)\b|,(?!\d)|[;!?]|[.](?:\s|$)|$)`;
const OWNER = String.raw`(?:(?:the|our|my|its|their|your)\s+)?`;

/**
 * A measurable target: `reduce ED waiting times from 6 hours to 4 hours`, `cut no-shows by
 * 40%`, `raise NPS to 50`. The metric is the words between the verb and the numbers.
 */
export function findTarget(text: string): (Target & Span) | undefined {
  const forms: Array<[RegExp, (m: RegExpExecArray) => Partial<Target>]> = [
    [
      new RegExp(
        String.raw`\b(bring|get|push|drive)\s+${OWNER}(.{2,80}?)\s+(?:down|up)\s+from\s+(?:about\s+|around\s+)?((?:[^,;]|,(?=\d))+?)\s+to\s+((?:[^,;]|,(?=\d))+?)${STOP}`,
        'i',
      ),
      (m) => ({ baseline: m[3], target: m[4], change: `from ${m[3]} to ${m[4]}` }),
    ],
    [
      new RegExp(
        String.raw`\b${VERB}\s+${OWNER}(.{2,80}?)\s+from\s+(?:about\s+|around\s+)?((?:[^,;]|,(?=\d))+?)\s+(?:to|down\s+to|up\s+to)\s+(?:under\s+|below\s+|less\s+than\s+|above\s+|over\s+)?((?:[^,;]|,(?=\d))+?)${STOP}`,
        'i',
      ),
      (m) => ({ baseline: m[3], target: m[4], change: `from ${m[3]} to ${m[4]}` }),
    ],
    [
      new RegExp(
        String.raw`\b${VERB}\s+${OWNER}(.{2,80}?)\s+by\s+(\d[\d.]*\s?(?:%|percent|per\s+cent|percentage\s+points|points|minutes|hours|days)|half|a\s+third|a\s+quarter)${STOP}`,
        'i',
      ),
      (m) => ({
        change: `by ${m[3]}`,
        target: `${m[3]} ${/^(?:reduce|cut|lower|decrease|shorten|halve|slash|trim|drop|bring)/i.test(m[1] as string) ? 'lower' : 'higher'}`,
      }),
    ],
    [
      new RegExp(
        String.raw`\b${VERB}\s+${OWNER}(.{2,80}?)\s+to\s+((?:under|below|less\s+than|above|over|at\s+least|more\s+than)?\s*\d[\d.,]*\s?(?:%|(?!(?:by|before|in|within|this|next|at|for|from|and|over|during)\b)[a-z]+(?:\s+(?!(?:by|before|in|within|this|next|at|for|from|and|over|during)\b)[a-z]+)?)?)${STOP}`,
        'i',
      ),
      (m) => ({ target: (m[3] as string).trim(), change: `to ${(m[3] as string).trim()}` }),
    ],
    [
      new RegExp(
        String.raw`\b(lose|shed|drop|gain|put\s+on)\s+()(\d+(?:\.\d+)?\s?(?:kg|kilos?|kilograms?|lbs?|pounds|stone|st))\b`,
        'i',
      ),
      (m) => ({
        change: `by ${m[3]}`,
        target: `${m[3]} ${/^(?:gain|put)/i.test(m[1] as string) ? 'gained' : 'lost'}`,
      }),
    ],
    [
      new RegExp(
        String.raw`(?:^|\bto\s+|\band\s+)(halve|double|triple)\s+${OWNER}(.{2,60}?)${STOP}`,
        'i',
      ),
      (m) => ({
        change:
          (m[1] as string).toLowerCase() === 'halve'
            ? 'by half'
            : (m[1] as string).toLowerCase() === 'double'
              ? 'twofold'
              : 'threefold',
      }),
    ],
  ];
  for (const [re, read] of forms) {
    const m = re.exec(text);
    if (!m) continue;
    const said = (m[1] as string).toLowerCase().replace(/\s+/g, ' ');
    const metric = (m[2] as string).trim() || 'body weight';
    // "lose 15 kg": weight is reduced by 15 kg ("Lose your body weight" says it wrong).
    const verb = metric === 'body weight' && /^(?:lose|shed|drop)$/.test(said) ? 'reduce' : said;
    // "the share of Year 3 students at or above the NAPLAN reading benchmark" is one metric.
    if (metric.split(/\s+/).length > 14 || /^\d+$/.test(metric.split(/\s+/)[0] ?? '')) continue;
    const parts = read(m);
    const num = (s?: string) => (s ? Number(/\d[\d.]*/.exec(s.replace(/,/g, ''))?.[0]) : NaN);
    const a = num(parts.baseline);
    const b = num(parts.target);
    const direction: Target['direction'] = new RegExp(`^(?:${DOWN})$`, 'i').test(verb)
      ? 'down'
      : Number.isFinite(a) && Number.isFinite(b)
        ? b < a
          ? 'down'
          : 'up'
        : 'up';
    const unit = /\d[\d.,]*\s?(%|[a-z]{2,})/i.exec(parts.target ?? parts.baseline ?? '')?.[1];
    return {
      metric,
      verb,
      direction,
      change: parts.change ?? '',
      ...(parts.baseline ? { baseline: parts.baseline.trim() } : {}),
      ...(parts.target ? { target: parts.target.trim() } : {}),
      ...(unit ? { unit } : {}),
      start: m.index,
      end: m.index + m[0].length,
    };
  }
  return undefined;
}

/** A level or grade: `B2`, `N3`, `HSK 4`, `grade 5`, `Type II`. */
export function findLevel(text: string): string | undefined {
  const m =
    /\b(?:level\s+)?([ABC][12])\b/.exec(text) ??
    /\b(?:JLPT\s+)?(N[1-5])\b/.exec(text) ??
    /\b(HSK\s?[1-9]|grade\s+\d|Type\s+(?:II|I|1|2)|level\s+\d)\b/i.exec(text);
  return m?.[1];
}

/** Sentences of a long brief that state what cannot change: `must`, `cannot`, `no more than`. */
export function findNonNegotiables(text: string): string[] {
  if (text.split(/\s+/).length < 40) return [];
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) =>
      /\b(?:must|mustn't|cannot|can't|non-negotiable|has to|have to|no more than|at least|never|only)\b/i.test(
        s,
      ),
    )
    .map((s) => (s.length > 160 ? `${s.slice(0, 157).trimEnd()}…` : s))
    .slice(0, 5);
}
