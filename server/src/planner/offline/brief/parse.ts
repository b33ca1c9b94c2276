import type { Lexicon } from '../knowledge/schema';
import { analyse } from '../nlp';
import {
  type Chunk,
  LANGUAGES,
  LEAD_INS,
  MONTHS,
  NOT_PLACES,
  VERBS,
  chunksOf,
  head,
  inSentence,
  isProper,
  peopleLike,
  withoutRunOns,
} from '../terms';
import {
  type Brief,
  type Constraint,
  type Route,
  type Subject,
  type Target,
  latest,
} from './brief';
import {
  type Found,
  type Span,
  findHeadcount,
  findLevel,
  findMoney,
  findNonNegotiables,
  findTarget,
  findTimes,
} from './extract';
import { detectLanguage } from './language';
import { findRequirements } from './requirements';
import { clausesOf } from './sentences';
import { countryOfPlace, titled, typedPlace, whereOf } from './where';
import { escapeRe, secondPerson, singular } from '../words';

/**
 * Reads a goal (and the answers given since) into a brief: its main clause, language, lead verb,
 * subject with its modifiers, topic, organisation, level, measurable target and constraints.
 * Facts with a shape of their own are found first and masked, so that the subject is read from
 * what is left.
 */

/** The verb of a gerund that leads a long brief's first sentence: "… planning a study". */
const DOING: Record<string, string> = {
  planning: 'plan',
  organising: 'organise',
  organizing: 'organize',
  preparing: 'prepare',
  making: 'make',
  building: 'build',
  developing: 'develop',
  writing: 'write',
  recording: 'record',
  producing: 'produce',
  launching: 'launch',
  opening: 'open',
  starting: 'start',
};

/** Things made to do a job, named by the job when they have no name of their own: an app. */
const TOOL_NOUNS = new Set(
  'app apps application website site tool platform system software dashboard bot chatbot portal service'.split(
    ' ',
  ),
);

/** Verbs after which "to X" names a place: "move to Berlin", "a trip to Japan". */
const TOWARD = new Set(
  'move relocate emigrate travel go visit fly trip journey holiday vacation drive cycle walk sail'.split(
    ' ',
  ),
);
// "down the Yukon River", "along the Rhine", "through Patagonia": a named place all the same.
const PLACE_PREPS = new Set([
  'in',
  'at',
  'near',
  'around',
  'across',
  'outside',
  'along',
  'down',
  'through',
]);
/** Platforms a goal is launched on, not what it is: "a Kickstarter for our card game". */
const PLATFORMS = new Set(
  'kickstarter indiegogo patreon gofundme etsy amazon shopify instagram tiktok youtube steam substack'.split(
    ' ',
  ),
);

/** `brew` → `brewing`, `bake` → `baking`, `swim` → `swimming`. */
function gerund(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/(?:oe|ee|ye)$/.test(verb)) return `${verb}ing`;
  if (/[^e]e$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** Verbs whose "to …" is the customer: "sell scanners to vets", "supply bread to cafés". */
const SELL_TO = new Set(['sell', 'supply', 'resell', 'distribute', 'market', 'offer', 'provide']);

/** Nouns too vague to name a plan by: "sort out the mess". */
const VAGUE = new Set(
  'mess thing things stuff life situation everything something issue issues problem problems'.split(
    ' ',
  ),
);

/** Nouns that only count or group what follows "of": a line of mugs, a series of paintings. */
const CONTAINERS = new Set(
  'line range collection series set pair batch kind type couple lot number bunch selection family edition instalment installment iteration version'.split(
    ' ',
  ),
);

/** The goal's main clause as an instruction: lead-ins dropped, first sentence, "I want to …". */
/** "A few of us retired men in Kendal want to start …": someone wanting to do a goal's work. */
const WANTS_TO =
  /^[^.!?]{0,80}?\bwants?\s+to\s+((?:start|open|set\s+up|run|build|create|launch|organise|organize|make|learn|get|buy|write|record|plan|move|raise|restore|renovate|host|found|establish)\b.*)$/i;

const INTENT = new RegExp(
  String.raw`\b(?:i|we)(?:'d|'re|'m| would| are| am)?\s+(?:really\s+)?(?:want|like|need|hope|plan|planning|aim|intend|wish|looking|trying|going)\s+to\b|\b(?:my|our)\s+(?:goal|plan|aim|dream)\s+is\b|\bhelp\s+(?:me|us)\b|\b(?:planning|organising|organizing|preparing)\s+(?:a|an|the|our)\s|\band\s+(?:really\s+)?(?:want|need|hope|plan|intend)\s+to\b|\b(?:are|is|am|'re|'m)\s+(?:making|building|developing|writing|recording|producing|launching|opening|starting)\s+(?:a|an|the|our|my)\s|\bneed\s+an?\s+(?:[a-z-]+\s+){0,2}plan\s+to\b|\band\s+(?:really\s+)?(?:want|need)\s+(?:a|an)\s|^\s*(?:our|my|the)\s+[^.!?]{0,80}?\b(?:wants|needs|plans|hopes|aims|intends|would\s+like)\s+to\b|${WANTS_TO.source}`,
  'i',
);

const NEED_A = /\b(?:i|we)\s+(?:really\s+)?(?:need|want)\s+(?:a|an|one|some|new|better)\b/i;

const LABELLED =
  /(?:^|[.!?\n]\s*)(?:the\s+|our\s+|my\s+)?(?:goal|aim|objective|mission|ambition|plan)(?:\s+is)?\s*[:–-]\s*(?:to\s+)?(.+)$/is;

/** The sentence that states the goal: a labelled one, else the first with an intent or a verb. */
function goalSentence(text: string): string {
  const sentences = clausesOf(text).map((x) => x.replace(/\s+/g, ' '));
  const first = sentences[0] ?? text;
  if (sentences.length < 2) return first;
  const leads = (x: string) => {
    let y = x.trim();
    for (const re of LEAD_INS) y = y.replace(re, '');
    return VERBS.has(y.split(/\s+/)[0]?.toLowerCase() ?? '');
  };
  // "Goal: complete a deep retrofit …": a labelled goal is the goal.
  const labelled = text.match(LABELLED);
  if (labelled?.[1]) return clausesOf(labelled[1])[0] ?? labelled[1];
  // "We are building a sensor. Now we need to get 5,000 units made": "now" says what is next.
  const next = sentences.slice(1).find((x) => /^now\b/i.test(x.trim()) && INTENT.test(x));
  if (next) return next;
  if (leads(first) || INTENT.test(first)) return first;
  return (
    sentences.find((x) => leads(x) || INTENT.test(x)) ??
    // "We need one system for paging…": a need stated as a thing, when nothing else says it.
    (/\b(?:and|but|so)\s+(?:i\s+|we\s+)?(?:want|need)\s+to\b/i.test(first)
      ? undefined
      : sentences.find((x) => NEED_A.test(x))) ??
    first
  );
}

/** What a brief says was made before it says "it": "I've designed a one-handed jar opener". */
const ANTECEDENT =
  /\b(?:designed|invented|developed|developing|created|built|building|made|making|written|wrote|prototyped|composed|recorded)\s+((?:a|an|my|our)\s+[^.,;]+?)(?=\s+(?:for|that|which|with|to|and\s+(?:i|we))\b|[.,;]|$)/gi;

/** What a brief says is had before it says "it": "Our parish owns a heritage-listed church". */
const OWNED =
  /\b(?:own|owns|have|has|run|runs|manage|manages|bought|inherited|rent|rents|operate|operates)\s+((?:a|an|the)\s+[^.,;]+?)(?=\s+(?:in|at|near|that|which|with|for|and|where|since)\b|[.,;]|$)/i;

/** A clause with one lead verb: two joined verbs, or a verb of helping others, say one thing. */
function oneVerb(clause: string): string {
  return (
    clause
      // "write and self-publish a book", "choose and roll out an eMAR system".
      .replace(
        /^([a-z]+)\s+and\s+[a-z-]+(?:\s+(?:out|up|in|on|off|through))?\s+(?=(?:a|an|the|my|our|your|their)\b)/i,
        '$1 ',
      )
      // "help a farmers' cooperative replace diesel pumps with solar": what is done is the goal.
      .replace(
        /^help\s+(?:(?:a|an|the|our|my|local)\s+)?[^.;]*?\s+(install|replace|build|buy|get|set up|start|open|run|fund|plant|restore|repair|launch|grow|switch)\s+(?=\S)/i,
        '$1 ',
      )
  );
}

export function mainClause(text: string): string {
  let s = goalSentence(text);
  for (let pass = 0; pass < 3; pass++) for (const re of LEAD_INS) s = s.replace(re, '');
  let clause = oneVerb(s.replace(/[.!?;,]+$/, '').trim())
    // "get better at piano", "master the violin": learning, said another way.
    .replace(
      /^(?:get|become)\s+(?:better|good)\s+at\s+|^improve\s+at\s+|^master\s+(?:the\s+)?/i,
      'learn ',
    );
  // "I can fly two lessons a week and want my private pilot licence in 12 months".
  const first = clause.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!VERBS.has(first)) {
    const want =
      /\b(?:i|we)\s+(?:really\s+)?(?:want|would like|'d like|need|hope|plan|aim|intend|wish)\s+(?:to\s+)?(.+)$/i.exec(
        clause,
      ) ??
      /\b(?:and|but|so)\s+(?:i\s+|we\s+)?(?:want|would like|need|hope|plan|aim)\s+(?:to\s+)?(.+)$/i.exec(
        clause,
      ) ??
      // "Our nonprofit wants to host…", "My daughter's school plans to run…".
      /^(?:our|my|the)\s+(?:[\w'’,-]+\s+){1,8}?(?:wants|needs|plans|hopes|aims|intends|is\s+looking|would\s+like)\s+to\s+(.+)$/i.exec(
        clause,
      ) ??
      // "A few of us retired men in Kendal want to start a men's shed".
      WANTS_TO.exec(clause) ??
      // "We're a 25-bed care home looking to choose and roll out an eMAR system".
      /\b(?:looking|hoping|planning|aiming|wanting|trying)\s+to\s+(.+)$/i.exec(clause);
    // "We're a small research group at UiT planning a three-year study on …".
    const doing =
      want ??
      /\b(planning|organising|organizing|preparing|making|building|developing|writing|recording|producing|launching|opening|starting)\s+((?:a|an|the|our|my)\s+.+)$/i.exec(
        clause,
      );
    if (want?.[1]) clause = oneVerb(want[1]);
    else if (doing?.[1] && doing[2])
      clause = `${DOING[doing[1].toLowerCase()] ?? 'plan'} ${doing[2]}`;
  }
  // "Relocating our architecture practice…": a goal that starts with a gerund says its verb.
  const gerund = /^([a-z]+?)(?:([a-z])\2)?ing\b/i.exec(clause);
  if (gerund?.[1]) {
    const stem = gerund[1].toLowerCase() + (gerund[2] ?? '');
    const base = [stem, `${stem}e`, gerund[1].toLowerCase()].find((v) => VERBS.has(v));
    if (base) clause = `${base}${clause.slice(gerund[0].length)}`;
  }
  // "I've designed a jar opener … Now I want to get it made": "it" is what was made before.
  const it =
    /^(?:get\s+)?(it|them)\s+(?:made|manufactured|produced|built|printed|published)\b/i.exec(
      clause,
    );
  const objectIt = /^([a-z]+)\s+(it|them)\b/i.exec(clause);
  // "get 5,000 units manufactured": the units are of what the brief said was being built.
  const units =
    /^get\s+(?:[\d,.]+k?\s+)?(?:units|pieces|items|copies)\s+(?:made|manufactured|produced|built)\b/i.exec(
      clause,
    );
  if (units) {
    const before = text.slice(0, Math.max(0, text.indexOf(clause)));
    const made = [...before.matchAll(ANTECEDENT)].pop()?.[1];
    if (made) clause = clause.replace(units[0], `manufacture ${made}`);
  }
  if (it || objectIt) {
    const before = text.slice(0, Math.max(0, text.indexOf(clause)));
    const made = [...before.matchAll(ANTECEDENT)].pop()?.[1] ?? OWNED.exec(before)?.[1];
    if (made && it) clause = clause.replace(it[0], `manufacture ${made}`);
    else if (made && objectIt?.[1]) clause = clause.replace(objectIt[0], `${objectIt[1]} ${made}`);
  }
  // "I need a plan to get my Australian electrical licence": what the plan is for.
  clause = clause.replace(/^(?:an?\s+)?(?:[a-z-]+\s+){0,2}?plan\s+to\s+/i, '');
  // "bring a reusable lunchbox to market": to launch it.
  clause = clause.replace(/^bring\s+(.+?)\s+to\s+(?:the\s+)?market\b/i, 'launch $1');
  // "be fully compliant with the Act": to comply with it.
  clause = clause.replace(
    /^(?:be|become|get|stay|remain)\s+(?:fully\s+|properly\s+)?(?:compliant|in\s+compliance)\s+with\b/i,
    'comply with',
  );
  return clause.length > 0 ? clause : text.trim();
}

/** The text with the spans blanked out (commas keep phrases apart where a fact was). */
function mask(text: string, spans: readonly Span[]): string {
  // Overlapping spans (an amount found as money and as a budget) are blanked once, as one.
  const merged: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ start: s.start, end: s.end });
  }
  let out = text;
  // After an article the fact qualified what follows ("with a €7,500 relocation allowance"): a
  // blank keeps the phrase whole, with its preposition.
  for (const s of merged.reverse()) {
    const attributive =
      /\b(?:a|an)\s+$/i.test(out.slice(0, s.start)) && /^\s*\p{L}/u.test(out.slice(s.end));
    out = `${out.slice(0, s.start)}${attributive ? ' ' : ' , '}${out.slice(s.end)}`;
  }
  return out;
}

/** Facts with a shape of their own in one text. */
/** Money that is a price or a result, not a budget: "retail price under £600", "revenue of £2m". */
const NOT_BUDGET =
  /\b(?:price[ds]?|priced|retail|retailing|rrp|sells?|selling|sold|fees?|salary|salaries|revenue|turnover|sales|income|profit|worth|valued|valuation|deposit|allowance|unit cost|cost per unit|landed cost|bom|rent|mortgage|bonus|stipend|wages?|pays?|paying|charges?|charging|owes?|owing|debts?|loans?)\b[^.;]{0,14}$/i;

/**
 * Money named after the amount as a part of the costs, not the whole budget: "a £40k deposit",
 * "a €7,500 relocation allowance", "an $11 unit cost".
 */
const NOT_BUDGET_AFTER =
  /^\s*(?:(?!for\b|on\b|to\b|in\b)[a-z-]+\s+)?(?:deposit|allowance|unit cost|cost per unit|landed cost|bom|salary|bonus|stipend|rent|mortgage|retail price|price point|entry|entry fee|ticket|tickets|membership|lease)\b|^\s*(?:owed|owing|outstanding|(?:of|in)\s+(?:credit\s+card\s+)?debt|(?:left\s+)?(?:on|in)\s+(?:an?\s+|the\s+|our\s+|my\s+)?(?:car|student|personal|payday|home)\s+(?:loans?|finance)|for\s+an?\s+(?:bag|box|bottle|jar|cup|meal|portion|ticket|lesson|class|session|visit)\b)/i;

/** Money said per unit or per period is a price or a rate: "€180 each", "£40 an hour". */
const PER_UNIT =
  /^\s*(?:each|apiece|per\b|\/\s*(?:year|yr|month|mo|week|wk|night|day|hour|hr|head|person|unit)\b|an?\s+(?:unit|piece|head|hour|day|night|week|month|year|item)\b)/i;

const PAST_BEFORE =
  /\b(?:(?:finished|graduated|qualified|completed|started|began|moved|bought|built|opened|founded|joined|retired)\s+(?:[\w'’-]+\s+){0,3}(?:(?:in|on|around|back\s+in)\s*)?|since\s*)$/i;

function shapedFacts(text: string, lexicon: Lexicon): { found: Found[]; spans: Span[] } {
  const target = findTarget(text);
  const allMoney = findMoney(text, lexicon);
  const money = allMoney.filter(
    (m) =>
      !(target && m.start < target.end && target.start < m.end) &&
      !NOT_BUDGET.test(text.slice(Math.max(0, m.start - 40), m.start)) &&
      // "a budget of £200 a month" is a budget, said per month.
      (!PER_UNIT.test(text.slice(m.end, m.end + 16)) ||
        /\bbudget\b[^.;]{0,20}$/i.test(text.slice(Math.max(0, m.start - 30), m.start))) &&
      !NOT_BUDGET_AFTER.test(text.slice(m.end, m.end + 40)),
  );
  // Every amount is masked, a budget or not, so that "£3,200 a year" is no frequency.
  const taken: Span[] = [...allMoney, ...(target ? [target] : [])];
  // "I finished my MBBS in 2019", "since 2015": a time said of the past is no deadline.
  const times = findTimes(text, taken).filter(
    (t) =>
      t.kind !== 'deadline' || !PAST_BEFORE.test(text.slice(Math.max(0, t.start - 40), t.start)),
  );
  const people = findHeadcount(text, [...taken, ...times]);
  // "a budget of 8000": an amount named as the budget needs no currency.
  if (money.length === 0) {
    const m = /\bbudget\b[^\d.;]{0,20}?(\d(?:[\d,.]*\d)?(?:\s?(?:k|m)\b)?)/i.exec(text);
    if (m?.[1]) {
      const start = m.index + m[0].length - m[1].length;
      const n =
        Number(m[1].replace(/[,\sk m]/gi, '')) *
        (/k$/i.test(m[1]) ? 1e3 : /m$/i.test(m[1]) ? 1e6 : 1);
      money.push({ kind: 'budget', value: m[1], amount: n, start, end: start + m[1].length });
      allMoney.push(money[0] as Found);
    }
  }
  const found = [...money, ...times, ...(people ? [people] : [])];
  return { found, spans: [...found, ...allMoney, ...(target ? [target] : [])] };
}

const isAcronymCode = (c: Chunk) =>
  /^[A-Z]{2,}$/.test(c.tokens[0]?.text ?? '') && /\d/.test(c.text);

function placeOf(
  chunks: Chunk[],
  verb: string | undefined,
  known: (name: string) => boolean = () => false,
  tokens?: readonly { text: string }[],
): Chunk | undefined {
  // Only the goal's own verb makes "to X" a destination ("can't move out" elsewhere does not).
  const toward =
    (verb !== undefined && TOWARD.has(verb)) ||
    chunks.some((c) => TOWARD.has(c.tokens[c.tokens.length - 1]?.lemma ?? ''));
  const knownPlace = (c: Chunk) => known(c.text);
  return chunks.find(
    (c) =>
      c.prep !== undefined &&
      (PLACE_PREPS.has(c.prep) || (c.prep === 'to' && (toward || knownPlace(c)))) &&
      c.tokens[0]?.pos === 'PROPN' &&
      /^\p{Lu}/u.test(c.text) &&
      (!/^[A-Z]{2,}$/.test(c.tokens[0].text) ||
        /^(?:UK|US|USA|UAE|EU|NYC)$/.test(c.tokens[0].text)) &&
      !LANGUAGES.has(c.tokens[0].lower) &&
      !NOT_PLACES.has(c.tokens[0].lower) &&
      !PLATFORMS.has(c.tokens[0].lower) &&
      !MONTHS.has(c.tokens[0].lower) &&
      !isAcronymCode(c) &&
      !/\d/.test(c.text) &&
      // "in the Remembrance Day parade": a named day is a date, not a place.
      !/^Day\b/.test(tokens?.[c.start + c.tokens.length]?.text ?? '') &&
      !/\bDay$/.test(c.text),
  );
}

function subjectOf(chunks: Chunk[], skip: Set<Chunk>, end = Infinity): Chunk | undefined {
  const usable = (c: Chunk) =>
    c.start < end &&
    !skip.has(c) &&
    !c.possessor &&
    !MONTHS.has(head(c).lower) &&
    !['budget', 'k', 'month', 'week', 'year', 'day', 'hour', 'time'].includes(head(c).lemma) &&
    !/^[a-z]?\d+[a-z]?$/i.test(head(c).text);
  const direct = chunks.find(
    (c) =>
      usable(c) &&
      !(
        c.prep &&
        ['about', 'on', 'for', 'by', 'with', 'from', 'to', 'of', 'at', 'in'].includes(c.prep)
      ),
  );
  // "a Kickstarter for our card game": the platform is how, the game is what.
  if (direct && PLATFORMS.has(head(direct).lower)) {
    const after = chunks.find((c) => c.start > direct.start && c.prep === 'for' && usable(c));
    if (after) return after;
  }
  return direct;
}

/** Acronyms that are also words of a subject, left as typed: "help us", "it". */
const PLAIN = new Set(['us', 'it', 'am', 'me', 'do', 'go', 'pa']);

function subjectFrom(
  c: Chunk,
  sizeWords: Set<string>,
  acronyms: Record<string, string> = {},
): Subject {
  const words = inSentence(c)
    // "5 k walk" as the tagger splits it is the "5k walk" the user wrote.
    .replace(/\b(\d+)\s(k|km|mi|m|kg|ml)\b/gi, '$1$2')
    .replace(/\b([A-Z]\d?) \+ ([A-Z]\d?)\b/g, '$1+$2')
    // "cdl class a" as typed: the grade and the acronym written as their names are.
    .replace(
      /\b(class|category) ([a-e])\b/gi,
      (_, w: string, g: string) => `${w} ${g.toUpperCase()}`,
    )
    .split(/\s+/)
    .map((w) =>
      w === w.toLowerCase() && !PLAIN.has(w) && Object.hasOwn(acronyms, w) ? (acronyms[w] ?? w) : w,
    )
    // A leading count qualifies the subject ("6 engineers"); a decade or a century names it ("1970s").
    .filter(
      (w, i, all) =>
        !(i === 0 && i < all.length - 1 && /^\d/.test(w) && !/^\d+(?:s|st|nd|rd|th)\b/i.test(w)),
    );
  const text = words.join(' ').replace(/^(?:person|people|strong)\s+/i, '');
  const parts = text.split(/\s+/);
  // "a systematic review of sleep apps": the noun before "of" is what it is.
  const of = parts.indexOf('of');
  const at = of > 0 ? of - 1 : parts.length - 1;
  const last = parts[at] ?? text;
  return {
    text,
    head: /^\p{Lu}/u.test(last) && !/^\p{Lu}\p{Ll}+$/u.test(last) ? last : last.toLowerCase(),
    modifiers: parts.slice(0, at).filter((w) => !sizeWords.has(w.toLowerCase())),
  };
}

/** The organisation the goal is for: `our clinic's`, `at our hospital`, `our 40-person company`. */
function orgOf(
  chunks: Chunk[],
  tokens: ReturnType<typeof analyse>['tokens'],
  lexicon: Lexicon,
): string | undefined {
  const orgs = new Set(lexicon.organisations);
  const owned = (c: Chunk) => {
    let p = c.start - 1;
    while (p >= 0 && /^(?:,|-|\d[\d,]*|person|people|strong)$/i.test(tokens[p]?.text ?? '')) p--;
    return ['our', 'my', 'their', 'your'].includes(tokens[p]?.lower ?? '') || c.possessor === true;
  };
  const c = chunks.find((x) => (orgs.has(head(x).lemma) || orgs.has(head(x).lower)) && owned(x));
  return c ? inSentence(c).replace(/^(?:person|people|strong)\s+/i, '') : undefined;
}

/** A standard named by code: `SOC 2 Type II`, `ISO 27001`, `PCI DSS`, `GDPR`. */
export function standardIn(text: string): string | undefined {
  const m =
    /\b((?:ISO(?:\/IEC)?|SOC|PCI[ -]?DSS|NIST(?:\s+CSF)?|IEC|EN|BS|NIS)\s?\d[\d:.-]*(?:\s+Type\s+(?:II|I|1|2)\b)?|PCI[ -]?DSS|WCAG(?:\s?2(?:\.[0-2])?)?(?:\s+AAA?\b)?|EU MDR|IVDR|GDPR|HIPAA|CCPA|FedRAMP|CMMC|DORA|NIS2|Cyber Essentials(?: Plus)?|B Corp|HITRUST|TISAX|BRCGS(?: Food Safety)?|SALSA|SQF|FSSC\s?22000|IATF\s?16949|AS\s?9100|GLOBALG\.?A\.?P\.?|Red Tractor)/i.exec(
      text,
    );
  return m?.[1]?.replace(/\s+/g, ' ');
}

export function wordsOf(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts)
    for (const tok of analyse(t).tokens) {
      out.add(tok.lemma);
      out.add(tok.lower);
    }
  return out;
}

const flatOf = (texts: readonly string[]) =>
  ` ${texts
    .join(' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** A subject written out by the parser: its last word is its head unless told otherwise. */
function subjectOfText(text: string, head?: string): Subject {
  const parts = text.split(/\s+/);
  return { text, head: head ?? parts[parts.length - 1] ?? text, modifiers: parts.slice(0, -1) };
}

/** A fact without where it was found. */
const unplaced = ({ start: _start, end: _end, ...fact }: Found): Omit<Found, 'start' | 'end'> =>
  fact;

export function parseBrief(goal: string, answers: readonly string[], lexicon: Lexicon): Brief {
  // "work as a nurse in the uk": a country typed in lower case after "the" is still the country.
  const text = withoutRunOns(goal)
    .trim()
    .replace(/\bthe (uk|usa|us|uae)\b/g, (_, c: string) => `the ${c.toUpperCase()}`);
  const cleanAnswers = answers.map((a) => withoutRunOns(a).trim()).filter(Boolean);
  const language = detectLanguage(text, lexicon);
  const goalWords = wordsOf([text]);
  const base = {
    goal: text,
    language,
    words: wordsOf([text, ...cleanAnswers]),
    flat: flatOf([text, ...cleanAnswers]),
    goalWords,
    goalFlat: flatOf([text]),
  };
  if (!language.english) {
    return {
      ...base,
      action: text.split(/(?<=[.!?])\s|\n/)[0]?.trim() || text,
      constraints: [],
      requirements: [],
    };
  }

  const action = mainClause(text);
  const constraints: Constraint[] = [];
  // A head count in the main clause ("hire six engineers") is the one the goal is about, not
  // the size of the company a long brief mentions first.
  const clauseCount = shapedFacts(mainClause(text), lexicon).found.find(
    (f) => f.kind === 'headcount',
  );
  const goalFacts = shapedFacts(text, lexicon).found.map((f) =>
    f.kind === 'headcount' && clauseCount ? { ...clauseCount, start: f.start, end: f.end } : f,
  );
  const foundTarget = findTarget(text);
  const target: Target | undefined = foundTarget && {
    metric: foundTarget.metric,
    verb: foundTarget.verb,
    direction: foundTarget.direction,
    change: foundTarget.change,
    ...(foundTarget.baseline ? { baseline: foundTarget.baseline } : {}),
    ...(foundTarget.target ? { target: foundTarget.target } : {}),
    ...(foundTarget.unit ? { unit: foundTarget.unit } : {}),
  };
  for (const f of goalFacts) constraints.push({ ...unplaced(f), source: 'goal' });

  const actionFacts = shapedFacts(action, lexicon);
  const masked = mask(action, actionFacts.spans);
  const tokens = analyse(masked).tokens;
  const first = analyse(action).tokens[0];
  const verb =
    first && (first.pos === 'VERB' || VERBS.has(first.lemma) || VERBS.has(first.lower))
      ? first.lemma
      : undefined;
  const chunks = chunksOf(tokens, verb ? 1 : 0);
  // "design and manufacture a batch": both verbs say what kind of work it is.
  const also = /^[a-z]+\s+and\s+([a-z-]+)\s/i.exec(action.trim().replace(/^(?:please\s+)?/i, ''));
  const verbs = [
    verb,
    also?.[1] ? analyse(also[1]).tokens[0]?.lemma : undefined,
    ...(verb ? listedVerbs(action) : []),
  ].filter((v, i, all): v is string => v !== undefined && all.indexOf(v) === i);

  const place =
    placeOf(chunks, verb, (name) => countryOfPlace(name, lexicon) !== undefined, tokens) ??
    (text !== action
      ? (() => {
          const all = analyse(mask(text, shapedFacts(text, lexicon).spans)).tokens;
          return placeOf(
            chunksOf(all),
            verb,
            (name) => countryOfPlace(name, lexicon) !== undefined,
            all,
          );
        })()
      : undefined);
  if (place) constraints.push({ kind: 'place', value: place.text, source: 'goal' });
  else {
    // "a nail salon in houston", "before winter, texas": a place the lexicon knows, as typed.
    const typed = typedPlace(text, lexicon);
    if (typed) constraints.push({ kind: 'place', value: typed, source: 'goal' });
  }
  const audience =
    chunks.find((c) => c.prep === 'for' && peopleLike(c) && c !== place && !c.possessor) ??
    // "sell refurbished scanners to veterinary practices": whom it is sold to.
    (verb && SELL_TO.has(verb)
      ? chunks.find((c) => c.prep === 'to' && c !== place && !c.possessor && !isProper(c))
      : undefined);
  if (audience) constraints.push({ kind: 'audience', value: inSentence(audience), source: 'goal' });

  const skip = new Set<Chunk>([...(place ? [place] : []), ...(audience ? [audience] : [])]);
  // "release on Steam …, and we have 60,000 zł saved, which has to cover music": a clause with
  // its own subject after a comma says something else; what is released is not in it.
  const OWN_SUBJECT = /^(?:we|i|they|which|who|it)$/;
  const clauseEnd = tokens.findIndex(
    (t, i) =>
      t.text === ',' &&
      (OWN_SUBJECT.test(tokens[i + 1]?.lower ?? '') ||
        (/^(?:and|but|so)$/.test(tokens[i + 1]?.lower ?? '') &&
          OWN_SUBJECT.test(tokens[i + 2]?.lower ?? ''))),
  );
  let subjectChunk = subjectOf(chunks, skip, clauseEnd < 0 ? Infinity : clauseEnd);
  // "a line of handmade ceramic mugs": the mugs are what is made, the line is how many.
  if (subjectChunk && CONTAINERS.has(head(subjectChunk).lemma)) {
    const end = subjectChunk.start + subjectChunk.tokens.length;
    // Past "a", "our" and numbers: "the first edition of a 55km mountain ultra".
    const inner = chunks.find(
      (c) =>
        tokens[end]?.lower === 'of' &&
        c.start > end &&
        c.start <= end + 3 &&
        tokens.slice(end + 1, c.start).every((t) => ['DET', 'NUM', 'PRON'].includes(t.pos)),
    );
    if (inner) subjectChunk = inner;
  }
  const sizeWords = new Set(lexicon.size_words);
  let subject: Subject | undefined = subjectChunk
    ? subjectFrom(subjectChunk, sizeWords, lexicon.acronyms)
    : undefined;
  // "hire six senior backend engineers": the people counted are what the goal is about.
  const counted = constraints.find((c) => c.kind === 'headcount' && c.source === 'goal');
  if (!subject && verb && /^(?:hire|recruit|onboard|train|staff)$/.test(verb) && counted) {
    const people = counted.value.replace(/^[\d,]+\s+/, '');
    if (people.includes(' ')) subject = subjectOfText(people);
  }
  // "raise $25,000 for a wheelchair-accessible playground": what the money is for is the subject.
  if (!subject && verb && /^(?:raise|fundraise|crowdfund|collect)$/.test(verb)) {
    const cause = chunks.find((c) => c.prep === 'for' && !skip.has(c) && !peopleLike(c));
    if (cause) subject = subjectFrom(cause, sizeWords, lexicon.acronyms);
  }
  // "learn to brew beer": what is learned is brewing beer.
  const learnTo =
    /^(?:learn|master|practise|practice|get better at)\s+(?:how\s+)?to\s+([a-z]+)\b\s*(.*)$/i.exec(
      masked,
    );
  if (learnTo?.[1] && VERBS.has('learn')) {
    const rest =
      (learnTo[2] ?? '')
        .split(
          /\s*,\s*|\s+(?:in|at|on|by|before|for|with|so|and|to|within|from|as|until|well\s+enough|enough)\s+|\s+well\s+enough$/i,
        )[0]
        ?.trim()
        // "learn to weld well enough to fix the gates": how well is no part of what.
        .replace(/^(?:well\s+enough|enough|so|well)\b.*$/i, '') ?? '';
    // "learn to TIG weld": the acronym says how, the verb after it what.
    const [how, what, tail] = /^[A-Z]{2,}$/.test(learnTo[1])
      ? [learnTo[1], rest.split(/\s+/)[0] ?? '', rest.split(/\s+/).slice(1).join(' ')]
      : ['', learnTo[1], rest];
    // "learn to play the bagpipes", "learn to play golf": what is played is what is learned.
    const played = what.toLowerCase() === 'play' && tail.trim() !== '';
    const activity = played
      ? tail.replace(/^(?:the|a|an)\s+/i, '').trim()
      : [how, what ? gerund(what.toLowerCase()) : '', tail].filter(Boolean).join(' ');
    subject = subjectOfText(activity);
  }
  // "on-premises data warehouse": the word before a hyphen belongs to the subject.
  if (subject) {
    const firstWord = subject.text.split(/\s+/)[0] ?? '';
    const joined = new RegExp(`\\b([\\p{L}\\p{N}]+)-${escapeRe(firstWord)}\\b`, 'u').exec(action);
    if (joined?.[1] && !/^(?:person|people|strong|member)$/i.test(firstWord))
      subject = { ...subject, text: `${joined[1]}-${subject.text}` };
    // "5k charity run": a number written against its unit stays with it.
    const glued = new RegExp(`\\b(\\d+)${firstWord}\\b`, 'i').exec(action);
    if (glued?.[1] && firstWord.length <= 2)
      subject = { ...subject, text: `${glued[1]}${subject.text}` };
  }
  // "get certified to teach beekeeping courses": the subject is the qualification, not "certified".
  const certified =
    /^(?:get|become|be|getting|becoming)\s+(?:certified|qualified|accredited|licensed|registered)\s+(to\s+(?:teach|coach|instruct)|as\s+an?|in)\s+(.+?)(?=\s+(?:in|at|by|before|within|so|from|this|next)\b|[,.;]|$)/i.exec(
      masked.trim(),
    );
  if (certified?.[1] && certified[2]) {
    const what = certified[2]
      .replace(/\s+(?:courses?|classes|class|lessons?|sessions?)$/i, '')
      .trim();
    subject = subjectOfText(
      /^to/i.test(certified[1])
        ? `${what} instructor qualification`
        : `${what} ${/^as/i.test(certified[1]) ? 'qualification' : 'certification'}`,
    );
  }
  // "take 25 students to a robotics competition in Cape Town": a trip to the competition.
  const takeTo =
    /^take\s+(?:[^,.;]{0,60}?\b(?:students|pupils|children|kids|team|squad|class|group|choir|band|orchestra|members|players|scouts|guides|cadets|volunteers|people|residents|patients))\b(?:\s+from\s+[^,.;]+?)?\s+to\s+(?:an?\s+|the\s+)?([a-z][a-z -]*?)(?=\s+(?:in|at|by|before|on|for|this|next)\b|[,.;]|$)/i.exec(
      action.trim(),
    );
  if (takeTo?.[1]) subject = subjectOfText(`${takeTo[1].trim()} trip`);
  // "trek to Everest Base Camp with 6 friends": where the journey goes names it, not who comes.
  // (Case matters for the place's capital, so the verb is checked apart.)
  const journeyTo =
    /^(\S+)\s+(?:up\s+|all\s+the\s+way\s+)?to\s+(?:the\s+)?(\p{Lu}[\p{L}'-]*(?:\s+(?:\p{Lu}[\p{L}'-]*|de|del|of|la))*)/u.exec(
      action.trim(),
    );
  const journeyVerb = journeyTo?.[1]?.toLowerCase() ?? '';
  if (JOURNEY_VERBS.has(journeyVerb) && journeyTo?.[2]) {
    const noun = journeyVerb === 'bike' ? 'ride' : journeyVerb;
    subject = subjectOfText(`${journeyTo[2].replace(/\s+(?:de|del|of|la)$/, '')} ${noun}`);
  }
  // "be fully compliant with the Nigeria Data Protection Act 2023": the law is the subject.
  const compliantWith =
    /^comply\s+(?:fully\s+)?with\s+(?:the\s+)?(.+?)(?=\s+(?:and|before|by|within|in\s+time)\b|[,.;]|$)/i.exec(
      action.trim(),
    );
  if (compliantWith?.[1])
    subject = subjectOfText(compliantWith[1].replace(/\s+(?:19|20)\d\d$/, ''));
  // "an app for booking padel courts": what it is for names it, as "a padel court booking app".
  if (subject && TOOL_NOUNS.has(subject.head.toLowerCase()) && subject.modifiers.length === 0) {
    const purpose = new RegExp(
      String.raw`\b${escapeRe(subject.head)}\s+(?:that\s+helps?\s+\w+\s+)?for\s+([a-z]+ing)\s+(?:the\s+|our\s+|my\s+|their\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)(?=\s+(?:in|at|by|before|for|with|so|and|within|from|on|to|across|online)\b|[,.;]|$)`,
      'i',
    ).exec(action);
    if (
      purpose?.[1] &&
      purpose[2] &&
      !/^(?:people|users|customers|clients|staff)$/i.test(purpose[2])
    ) {
      const words = purpose[2].split(/\s+/);
      const last = words.pop() ?? '';
      const gerund_ =
        purpose[1].toLowerCase() === 'managing' ? 'management' : purpose[1].toLowerCase();
      const object = [...words, singular(last)].join(' ');
      subject = subjectOfText(`${object} ${gerund_} ${subject.text}`);
    }
  }
  // "sort out the mess with my side business": the mess is no thing to plan; the business is.
  if (subject && VAGUE.has(subject.head.toLowerCase())) subject = undefined;
  // "the kitchen and bathroom": two things joined by "and" are one subject.
  // (Not when the subject is what is learned: "learn to weld … the gates and trailers".)
  if (subjectChunk && subject && !learnTo) {
    const end = subjectChunk.start + subjectChunk.tokens.length;
    const next = chunks.find((c) => c.start === end + 1);
    // "a dinghy and race it": a verb with its own object after "and" is a second action.
    const object = next && tokens[next.start + next.tokens.length]?.lower;
    if (
      tokens[end]?.lower === 'and' &&
      next &&
      !next.prep &&
      !skip.has(next) &&
      object !== 'it' &&
      object !== 'them'
    ) {
      // "a jar and bottle opener": the last noun is the head of both.
      const after = subjectFrom(next, sizeWords, lexicon.acronyms);
      subject = { ...subject, text: `${subject.text} and ${inSentence(next)}`, head: after.head };
    }
  }
  const language_ = tokens.find((t) => LANGUAGES.has(t.lower));
  const topicChunk =
    chunks.find(
      (c) =>
        c.prep &&
        ['about', 'on'].includes(c.prep) &&
        !skip.has(c) &&
        !isProper(c) &&
        c !== subjectChunk,
    ) ??
    chunks.find(
      (c) =>
        c.prep === 'for' && !skip.has(c) && !isProper(c) && c !== subjectChunk && !peopleLike(c),
    );
  // "a restaurant serving sushi and sashimi": what it serves is what it is about.
  const serving =
    /\b(?:serving|selling|offering|making|specialising in|specializing in|focused on|focusing on)\s+([^,.;]+?)(?=\s+(?:in|at|near|by|for|with|within|from|next|this|before)\b|[,.;]|$)/i.exec(
      masked,
    );
  const served =
    serving?.[1] && serving[1].split(/\s+/).length <= 5 ? serving[1].trim() : undefined;
  const topic =
    served ??
    (language_
      ? language_.text.charAt(0).toUpperCase() + language_.text.slice(1)
      : topicChunk && inSentence(topicChunk));

  for (const n of findNonNegotiables(text))
    constraints.push({ kind: 'non_negotiable', value: n, source: 'goal' });

  for (const answer of cleanAnswers) {
    for (const f of shapedFacts(answer, lexicon).found)
      constraints.push({ ...unplaced(f), source: 'answer' });
    const aTokens = analyse(answer).tokens;
    const aPlace =
      placeOf(chunksOf(aTokens), verb, undefined, aTokens) ??
      // An answer that is only a place: "Porto", "Lisbon, Portugal".
      (/^\p{Lu}[\p{L}' -]*(?:,\s*\p{Lu}[\p{L}' -]*)?$/u.test(answer) && aTokens[0]?.pos === 'PROPN'
        ? chunksOf(aTokens)[0]
        : undefined);
    if (aPlace) constraints.push({ kind: 'place', value: aPlace.text, source: 'answer' });
  }

  const level = findLevel(text);
  let org = orgOf(chunks, tokens, lexicon);
  if (!org && text !== action) {
    const all = analyse(text).tokens;
    org = orgOf(chunksOf(all), all, lexicon);
  }
  // "no-shows at our clinic": the metric is the no-shows, the clinic is who measures them.
  let goalTarget = target;
  if (goalTarget) {
    const [metric, owner] = goalTarget.metric.split(
      /\s+(?:at|in|on|across|for|of)\s+(?:our|my|the|their)\s+/i,
    );
    if (owner && metric) {
      goalTarget = { ...goalTarget, metric: metric.trim() };
      org ??= owner.trim();
    }
  }
  // "raise €50,000 for …": the money is what is to be raised, not a budget to spend.
  const raisedAt =
    /\b(?:raise|raising|fundraise|crowdfund|collect|collecting|(?:funding\s+)?target\s+of|funding\s+goal\s+of)\s+(?:at\s+least\s+|over\s+|about\s+)?(\S+)/i.exec(
      text,
    );
  const raised = raisedAt
    ? constraints.find(
        (c) =>
          c.kind === 'budget' &&
          c.source === 'goal' &&
          raisedAt[1]?.startsWith(c.value.split(' ')[0] ?? '\u0000'),
      )
    : undefined;
  if (raised && !goalTarget) {
    constraints.splice(constraints.indexOf(raised), 1);
    goalTarget = {
      metric: 'funds raised',
      verb: 'raise',
      direction: 'up',
      target: raised.value,
      change: `to ${raised.value}`,
    };
  }
  const standard = standardIn(text);
  // "(on-prem, heavily customised over 15 years)" is an aside inside the route.
  const plain = action.replace(/\s*\([^)]*\)/g, '');
  const route = routeIn(plain) ?? typedRoute(plain, lexicon) ?? replacementIn(plain);
  // "from Toronto to Lisbon": a journey or a move is set where it ends.
  if (route?.places) {
    const at = constraints.findIndex((c) => c.kind === 'place' && c.source === 'goal');
    const to = { kind: 'place' as const, value: route.to, source: 'goal' as const };
    if (at >= 0) constraints.splice(at, 1, to);
    else constraints.push(to);
  }
  const where = whereOf(
    latest(constraints, 'place')?.value,
    [text, ...cleanAnswers],
    latest(constraints, 'budget')?.currency,
    lexicon,
  );
  return {
    ...base,
    action,
    ...(verb ? { verb } : {}),
    verbs,
    ...(subject ? { subject } : {}),
    ...(topic && topic !== subject?.text ? { topic } : {}),
    ...(org ? { org } : {}),
    ...(level ? { level } : {}),
    ...(goalTarget ? { target: goalTarget } : {}),
    ...(standard ? { standard } : {}),
    ...(route ? { route } : {}),
    ...(where ? { where } : {}),
    constraints,
    requirements: findRequirements(text, action),
  };
}

/** Verbs of a journey whose end names it: "trek to Everest Base Camp" is an Everest Base Camp trek. */
const JOURNEY_VERBS = new Set(
  'trek hike walk cycle bike ride sail paddle row swim run climb drive'.split(' '),
);

/**
 * The goal verbs of a list of actions after the first: `migrate` in "move to a cloud platform,
 * migrate 180,000 records, and let residents pay online" ("let" is no goal's verb). Each starts a
 * clause after a comma (or ", and"), so "a venue, and sponsors" adds nothing.
 */
function listedVerbs(action: string): string[] {
  const out: string[] = [];
  for (const m of action.matchAll(/,\s+(?:and\s+|then\s+)?([a-z]+)\s/gi)) {
    const t = analyse((m[1] ?? '').toLowerCase()).tokens[0];
    if (t && VERBS.has(t.lemma) && out.length < 3) out.push(t.lemma);
  }
  return out;
}

const END = String.raw`(?:(?:the|our|my|an?)\s+)?(?:(?:old|legacy|current|existing|on-prem(?:ises)?|on-premise|desktop|self-hosted|hosted)\s+)*((?:[A-Z0-9][\w'&.+/-]*)(?:\s+(?:[A-Z0-9][\w'&.+/-]*|o'|on|upon|de|la|le))*|on-prem(?:ises)?|the cloud|cloud)`;
const ROUTE = new RegExp(String.raw`\bfrom\s+${END}\s+(?:to|into|onto)\s+${END}`);

/**
 * "from Sage to Xero", "from London to Paris": the two ends, and whether they are places (no
 * word of either is a product or a system's name, no version number).
 */
export function routeIn(action: string): Route | undefined {
  const m = ROUTE.exec(action);
  if (!m?.[1] || !m[2]) return undefined;
  const [from, to] = [m[1], m[2]].map((x) => x.replace(/\s+(?:on|upon|de|la|le)$/i, ''));
  // "from 200 to 800" is a change of a figure, not a route.
  if (!from || !to || !/\p{L}/u.test(from) || !/\p{L}/u.test(to)) return undefined;
  // "from April to August 2027" is a span of time.
  if ([from, to].some((end) => MONTHS.has(end.split(/\s+/)[0]?.toLowerCase() ?? '')))
    return undefined;
  // "a history from the Famine to the 1960s": a period, ending at a decade, year or century.
  if (/^(?:\d{3,4}s?|\d{1,2}(?:st|nd|rd|th) century|today|now|present(?: day)?)$/i.test(to))
    return undefined;
  const system = (end: string) =>
    /\d|cloud|on-prem/i.test(end) ||
    end.split(/\s+/).some((w) => NOT_PLACES.has(w.toLowerCase().replace(/[^a-z0-9]/g, '')));
  return { from, to, places: !system(from) && !system(to) };
}

/** "move our family from toronto to lisbon": a route typed in lower case, between known places. */
function typedRoute(action: string, lexicon: Lexicon): Route | undefined {
  const m =
    /\bfrom\s+([a-z][a-z .'-]{2,30}?)\s+to\s+([a-z][a-z .'-]{2,30}?)(?=\s+(?:next|this|in|by|before|on|for|with|and|around|during|after)\b|[,.;!?]|$)/.exec(
      action,
    );
  if (!m?.[1] || !m[2]) return undefined;
  const [from, to] = [m[1].trim(), m[2].trim()];
  if (!countryOfPlace(from, lexicon) || !countryOfPlace(to, lexicon)) return undefined;
  return { from: titled(from), to: titled(to), places: true };
}

/** Words that make a thing replaced a system: "our desktop practice software", "spreadsheets". */
const SYSTEM_WORDS =
  /\b(?:software|system|systems|cloud|platform|crm|erp|database|app|tool|spreadsheets?|excel|server|servers|saas|portal|intranet|wiki|helpdesk|ticketing|till|epos)\b/i;

/**
 * "replace our desktop practice software with a cloud system": a move between systems, as
 * "from Sage to Xero" is. Only when one end is a system: "replace diesel pumps with solar pumps"
 * is no migration.
 */
function replacementIn(action: string): Route | undefined {
  const m =
    /\breplac(?:e|ing)\s+((?:(?:our|my|the|an?|their)\s+)?.{2,60}?)\s+with\s+((?:(?:an?|the|our)\s+)?(?:new\s+)?.{2,60}?)(?=\s+(?:by|before|in|within|across|for|so|and|to|that)\b|[,.;]|$)/i.exec(
      action,
    );
  if (!m?.[1] || !m[2]) return undefined;
  // The ends keep their articles, as they read in a sentence: "from your desktop software".
  const [from, to] = [secondPerson(m[1].trim()), secondPerson(m[2].trim())];
  if (!SYSTEM_WORDS.test(from) && !SYSTEM_WORDS.test(to)) return undefined;
  return { from, to, places: false };
}

/** The facts one answer states (money, dates, spans, head counts, a place), for observations. */
export function factsOf(text: string, lexicon: Lexicon): Constraint[] {
  const brief = parseBrief(text, [], lexicon);
  return brief.constraints.filter((c) => c.kind !== 'non_negotiable' && c.kind !== 'audience');
}
