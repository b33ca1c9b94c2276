import { z } from 'zod';
import { CONSTRAINT_KINDS } from '../src/planner/offline/brief/brief';
import { nameKey } from '../src/planner/text';
import { nearDuplicate } from '../src/planner/offline/compose';
import type { Knowledge, Profile } from '../src/planner/offline/knowledge/load';
import { parseBrief } from '../src/planner/offline/brief/parse';
import type { Outcome } from './simulate';

/**
 * The automatic checks of the planner evaluation: each answers pass or fail with the reason,
 * so that a score can only rise by the plans getting better.
 */

/** The facts a goal can state that the evaluation checks are not asked again. */
/** What a goal can state that must not be asked again: every constraint kind but the non-negotiables, and the target. */
export const Given = z.enum(CONSTRAINT_KINDS).exclude(['non_negotiable']).or(z.literal('target'));
export type Given = z.infer<typeof Given>;

export const EvalGoal = z.strictObject({
  goal: z.string().trim().min(1),
  kind: z.string(),
  domain: z.string(),
  must: z.array(z.string()).default([]),
  must_not: z.array(z.string()).default([]),
  given: z.array(Given).default([]),
  note: z.string().optional(),
});
export type EvalGoal = z.infer<typeof EvalGoal>;

export interface Check {
  name: string;
  pass: boolean;
  why?: string;
}

/** Questions that ask for a fact, by fact: a question matching one asks it again. */
const ASKS: Record<Given, RegExp> = {
  place:
    /\b(?:where\b|which (?:city|town|country|neighbourhood|neighborhood|area|region|location)|what location)/i,
  budget:
    /\bbudget\b|\bhow much (?:money|can you|will you|do you|are you)\b|\bhow much .* (?:spend|invest)\b/i,
  deadline:
    /\bby when\b|\bwhen (?:do|would|will|should|must|are|is) (?:you|it|the|your)\b.*\b(?:open|launch|finish|done|ready|start|need|want|happen|take place|move|complete|pass|sit|be)\b|\bwhat (?:date|deadline)\b|\btarget date\b/i,
  duration: /\bhow long\b|\bby when\b|\bwhat (?:date|deadline)\b/i,
  frequency:
    /\bhow (?:often|many (?:times|hours|sessions|lessons|days)(?: a| per| each)? (?:week|day|month))/i,
  headcount:
    /\bhow many (?:people|guests|staff|employees|attendees|participants|developers|engineers|players|members|volunteers|hires)\b|\bhow (?:big|large) is (?:your|the) team\b|\bteam size\b/i,
  audience:
    /\bwho (?:is|are) (?:it|this|they|the \w+) for\b|\bwho (?:will|would) (?:buy|use|come|attend|read|listen|play)\b|\btarget (?:audience|customers|users|market)\b/i,
  target:
    /\bwhat (?:target|level) (?:do|would|are)\b|\bhow (?:much|far) (?:lower|higher|faster|down|up)\b/i,
};

/** Filler that fits every goal: the generic template's items this evaluation exists to forbid. */
const FILLER = [
  /^options researched$/i,
  /^time each week$/i,
  /^money for the costs$/i,
  /^tools and materials$/i,
  /^advice from someone who has done it$/i,
  /^complete step \d+/i,
  /^write down the next three steps/i,
  /^take the next step\b/i,
];

const SMALL = new Set('a an and at for in of on or the to by with vs per from into'.split(' '));

function phrasingProblems(text: string): string[] {
  const out: string[] = [];
  const doubled = /\b((?:[\p{L}\d'’-]+\s+){0,4}[\p{L}'’-]{2,})\s+\1\b/iu.exec(text);
  if (doubled && !/^(?:that|had|very|bye|no|is)$/i.test(doubled[1] ?? ''))
    out.push(`doubled "${doubled[0]}"`);
  if (/\bwithin (?:day|week|month|year|hour)\b/i.test(text)) out.push('a span without its number');
  if (/[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object/.test(text)) out.push('template text');
  if (/\s[,.;:!?](?:\s|$)|,,|(?<!\.)\.\.(?!\.)|\(\s*\)/.test(text)) out.push('broken punctuation');
  // "class A in Texas": a grade, not an article.
  const article =
    /\b(?<!(?:class|category|type|grade|part|tier|level) )a (?=[aeio][a-z])(?!one\b|once\b|euro|eu\b|oe)/i.exec(
      text,
    );
  if (article) out.push(`"a" before a vowel: "${text.slice(article.index, article.index + 14)}"`);
  // "an MPPT controller", "an SLA": an acronym read as letters starts with a vowel sound.
  // "An Garda Síochána", "An Post": the Irish article is part of a name.
  const spoken = text
    .replace(/\ban (?=[FHLMNRSX][A-Z0-9]+\b)/g, 'an_')
    .replace(/\bAn (?=Garda|Post|Bord|Chomhairle|Taisce)/g, 'an_');
  if (
    /\ban (?=[bcdfgjklmnpqrstvwz][a-z])(?!hour|honest|honou?r|heir|mba|mvp|nhs|seo|sql|faq|fbi|x-ray|lp\b|rsvp|ngo|rfp|sme|mri|hr\b|fx\b|lms\b|nda\b|mou\b|xml\b|f1\b|llc\b|llp\b|m\.|s\.|ssd\b)/i.test(
      spoken,
    )
  )
    out.push('"an" before a consonant');
  return out;
}

/** Words a plan may use: the goal's and the knowledge's own, so a cut word ("Sery") shows. */
export function vocabulary(k: Knowledge): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []) words.add(w);
  };
  add(JSON.stringify([...k.kinds.values()]));
  add(JSON.stringify([...k.domains.values()]));
  add(JSON.stringify(k.lexicon));
  for (const w of 'plan project budget item milestone deadline goal'.split(' ')) words.add(w);
  return words;
}

function textsOf(o: Outcome): string[] {
  return [
    o.name,
    o.description,
    ...o.questions,
    ...o.goals.map((g) => g.name),
    ...o.types.flatMap((t) => [t.name, t.notes]),
    ...o.items.map((i) => i.name),
    ...o.groups,
    ...o.observations,
    ...o.tasks,
  ];
}

/** The last text lowered: every signature of every domain is looked for in the same plan. */
let lowered = { hay: '', lower: '' };

const contains = (hay: string, term: string) => {
  if (lowered.hay !== hay) lowered = { hay, lower: hay.toLowerCase() };
  // Neither test can pass unless the term occurs somewhere: skip building the expression.
  if (!lowered.lower.includes(term.toLowerCase())) return false;
  const t = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^\\p{L}])${t}(?:$|[^\\p{L}])`, 'iu').test(hay) || /\s/.test(term);
};

const kindOf = (o: Outcome, k: Knowledge) =>
  o.profile.startsWith('kind:') ? o.profile.slice(5) : (k.domains.get(o.profile)?.kind ?? '?');

/** The domains whose content must not show up in this plan: all but the chosen and its family. */
function strangers(chosen: Profile | undefined, k: Knowledge): Profile[] {
  return [...k.domains.values()].filter(
    (d) =>
      !chosen ||
      (d.key !== chosen.key &&
        !chosen.ancestors.includes(d.key) &&
        !d.ancestors.includes(chosen.key)),
  );
}

/** Every check of one goal's plan. */
export function check(g: EvalGoal, o: Outcome, k: Knowledge, vocab: Set<string>): Check[] {
  const all = textsOf(o);
  const text = all.join('\n');
  const chosen = k.domains.get(o.profile);
  const own = chosen ? JSON.stringify(chosen).toLowerCase() : '';
  const checks: Check[] = [];
  const add = (name: string, problems: string[]) =>
    checks.push({
      name,
      pass: problems.length === 0,
      ...(problems.length ? { why: problems.join('; ') } : {}),
    });

  const kind = kindOf(o, k);
  add('kind', kind === g.kind ? [] : [`read as ${kind}, not ${g.kind}`]);
  const domain = chosen ? chosen.key : 'none';
  add('domain', domain === g.domain ? [] : [`chose ${domain}, not ${g.domain}`]);
  add(
    'own terms',
    g.must.filter((t) => !contains(text, t)).map((t) => `no "${t}"`),
  );
  add(
    'no neighbour terms',
    g.must_not.filter((t) => contains(text, t) && !contains(g.goal, t)).map((t) => `has "${t}"`),
  );
  const foreign = strangers(chosen, k).flatMap((d) =>
    d.signature
      .filter((s) => contains(text, s) && !contains(g.goal, s) && !own.includes(s.toLowerCase()))
      .map((s) => `"${s}" of ${d.key}`),
  );
  add('no other domain', foreign);
  // A goal set in one country gets no other country's bodies and rules (HMRC for Ohio). A move
  // between countries may need both ends', so its route is left alone.
  const brief = parseBrief(g.goal, [], k.lexicon);
  const here = new Set((brief.where ?? []).map((w) => w.code));
  add(
    'no other country’s rules',
    here.size === 0 || brief.route?.places
      ? []
      : Object.entries(k.lexicon.countries).flatMap(([code, c]) =>
          here.has(code)
            ? []
            : (c.own ?? [])
                .filter((t) => contains(text, t) && !contains(g.goal, t))
                .map((t) => `"${t}" of ${code}`),
        ),
  );
  add(
    'facts not asked again',
    g.given.flatMap((f) =>
      o.questions.filter((q) => ASKS[f].test(q)).map((q) => `${f} asked: "${q}"`),
    ),
  );
  const english = !o.notice;
  // Another language's name is the user's own words: only what Trellis wrote is checked.
  const written = english ? all : all.filter((t) => t !== o.name);
  const phrasing = written.flatMap((t) =>
    phrasingProblems(t).map((p) => `${p} in "${t.slice(0, 70)}"`),
  );
  if (!english) {
    const words = g.goal.toLowerCase().split(/\s+/);
    for (const t of [
      ...o.questions,
      ...o.goals.map((x) => x.name),
      ...o.items.map((i) => i.name),
    ]) {
      const lower = t.toLowerCase();
      for (let i = 0; i + 3 <= words.length; i++)
        if (lower.includes(words.slice(i, i + 3).join(' ')))
          phrasing.push(`English wrapped around "${words.slice(i, i + 3).join(' ')}"`);
    }
  }
  const goalWords = new Set(g.goal.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []);
  for (const t of [o.name, ...o.types.map((x) => x.name)])
    for (const w of t.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? [])
      if (!vocab.has(w) && !goalWords.has(w))
        phrasing.push(`"${w}" is no word of the goal or the knowledge`);
  add('phrasing', phrasing);

  const nameWords = o.name.split(/\s+/);
  const nameProblems: string[] = [];
  if (english && (nameWords.length < 2 || nameWords.length > 5))
    nameProblems.push(`${nameWords.length} words`);
  if (
    english &&
    nameWords.some((w, i) => !(i > 0 && SMALL.has(w)) && !/^[\p{Lu}\d]|^\p{Ll}+\p{Lu}/u.test(w))
  )
    nameProblems.push('not in title case');
  // Another language's goal is named with the user's own words, as written (by design).
  if (english && nameKey(o.name) === nameKey(g.goal)) nameProblems.push('the goal copied');
  if (!english && !goalWords.has((nameWords[0] ?? '').toLowerCase()))
    nameProblems.push('not the user’s words');
  add(
    'clean name',
    nameProblems.map((p) => `"${o.name}": ${p}`),
  );

  const goalProblems: string[] = [];
  if (o.goals.length < 3) goalProblems.push(`${o.goals.length} goals`);
  o.goals.forEach((x, i) => {
    if (
      nameKey(x.name) === nameKey(g.goal) ||
      (g.goal.split(/\s+/).length > 3 && nameKey(x.name).includes(nameKey(g.goal)))
    )
      goalProblems.push(`"${x.name}" copies the goal`);
    for (const y of o.goals.slice(i + 1))
      if (nearDuplicate(x.name, y.name)) goalProblems.push(`"${x.name}" ≈ "${y.name}"`);
  });
  add('distinct goals', goalProblems);

  const typeProblems: string[] = [];
  const custom = o.types.filter((t) => !['Concept', 'Schema', 'Project', 'Task'].includes(t.name));
  if (custom.length < 3) typeProblems.push(`${custom.length} types`);
  for (const t of custom) {
    if (t.fields.length < 3) typeProblems.push(`${t.name} has ${t.fields.length} fields`);
    const typed = t.fields.filter((f) => !['string', 'text'].includes(f.type ?? 'string'));
    if (typed.length < 2) typeProblems.push(`${t.name} has ${typed.length} typed fields`);
  }
  add('typed schema', typeProblems);

  const itemProblems: string[] = [];
  if (o.items.length < 6) itemProblems.push(`${o.items.length} items`);
  for (const i of o.items)
    if (FILLER.some((re) => re.test(i.name))) itemProblems.push(`filler "${i.name}"`);
  for (const x of o.goals)
    if (FILLER.some((re) => re.test(x.name))) itemProblems.push(`filler goal "${x.name}"`);
  add('real items', itemProblems);

  add('accepted by the server', o.refused);
  add('shown on the canvas', [
    ...o.hidden,
    ...(/^\s*sys/i.test(o.name) ? [`project "${o.name}"`] : []),
  ]);
  if (!english)
    add(
      'language said plainly',
      o.description.includes('Trellis reads') ? [] : ['no notice in the description'],
    );
  return checks;
}
