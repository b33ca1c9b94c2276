import type { Field } from '../operations';
import { nameKey } from '../text';
import { type Brief, constraint, mentions } from './brief/brief';
import { knownIn, mayBeIn } from './brief/where';
import type { Choice } from './choose';
import { profileKey } from './choose';
import type { Content, GoalDef, QuestionDef, TypeDef, Workstream } from './content';
import type { FactKind, FieldDef, Lexicon } from './knowledge/schema';
import { type Slots, type Template, render, variantsOf } from './knowledge/template';
import { countGiven } from './given';
import { casingFor, currencyOf, slotsOf } from './slots';
import { capitalise, singular, wordCount } from './words';

/**
 * Renders a profile for a brief: every template filled with the user's words, items and types
 * whose conditions the brief does not meet left out, questions whose fact is known skipped,
 * goals that say the same thing twice kept once.
 */

interface Conditional {
  when?: readonly string[] | undefined;
  unless?: readonly string[] | undefined;
  only_in?: readonly string[] | undefined;
  known_in?: readonly string[] | undefined;
}

const holds = (b: Brief, c: Conditional) =>
  (!c.when || c.when.some((w) => mentions(b, w))) &&
  !(c.unless ?? []).some((w) => mentions(b, w)) &&
  (!c.only_in || mayBeIn(b.where, c.only_in)) &&
  (!c.known_in || knownIn(b.where, c.known_in));

/** Whether the brief already says what a question would ask. */
export function knows(b: Brief, fact: FactKind | undefined): boolean {
  switch (fact) {
    case undefined:
      return false;
    case 'topic':
      return b.topic !== undefined;
    case 'target':
      return b.target?.target !== undefined;
    case 'baseline':
      return b.target?.baseline !== undefined;
    case 'level':
      return b.level !== undefined;
    case 'deadline':
    case 'duration':
      return constraint(b, 'deadline') !== undefined || constraint(b, 'duration') !== undefined;
    default:
      return constraint(b, fact) !== undefined;
  }
}

const STOP = new Set(
  'a an the and or of to in on for with by at from your you our my its their this that be is are it as into per each every all within before after'.split(
    ' ',
  ),
);
const contentWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}% -]+/gu, ' ')
      .split(/\s+/)
      .filter((w) => w && !STOP.has(w)),
  );

/** Two texts that say nearly the same: most of their content words shared. */
export function nearDuplicate(a: string, b: string): boolean {
  const x = contentWords(a);
  const y = contentWords(b);
  if (x.size === 0 || y.size === 0) return false;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared) >= 0.6;
}

/** Adjacent words repeated ("Lisbon Lisbon Bakery") and phrases said twice, once. */
function undouble(text: string): string {
  let out = text.replace(/\b(\p{L}[\p{L}\p{N}'-]*)(\s+\1\b)+/giu, '$1');
  // "by March 2027 by March 2027": a run of 2–5 words repeated at once.
  out = out.replace(/\b((?:\S+\s+){1,4}\S+)\s+\1\b/giu, '$1');
  return out;
}

/** Words that say nothing of what a thing is: "a small café" is a café. */
const VAGUE = new Set(
  'small full proper basic decent good some new local actual enough plenty little big large clear'.split(
    ' ',
  ),
);

/** The words that say what a requirement is: `sponsor food prize` of "sponsors for food and prizes". */
function coreWords(text: string): string[] {
  return [...contentWords(text)].filter((w) => !VAGUE.has(w)).map(singular);
}

/** Whether an item already carries a requirement: every word of it in one item's name. */
function carried(text: string, names: readonly string[]): boolean {
  const core = coreWords(text);
  if (core.length === 0) return true;
  return names.some((n) => {
    const words = new Set([...contentWords(n)].map(singular));
    return core.every((c) => words.has(c));
  });
}

/**
 * The brief's requirements the profile's items do not already carry, as a workstream put first:
 * the profile's own Requirement workstream if it has one, else the lexicon's.
 */
function briefStream(
  b: Brief,
  types: TypeDef[],
  workstreams: Workstream[],
  lexicon: Lexicon,
  make: (t: Template) => string | undefined,
  fieldOf: (f: FieldDef) => Field | undefined,
): void {
  const names = workstreams.flatMap((w) => w.items.map((i) => i.name));
  const wanted = b.requirements.filter((r) => !carried(r.text, names));
  if (wanted.length === 0) return;
  const spec = lexicon.requirements;
  let type = types.find((t) => t.name === spec.type.name);
  if (!type) {
    type = {
      name: spec.type.name,
      notes: make(spec.type.notes) ?? spec.type.name,
      icon: spec.type.icon,
      fields: spec.type.fields.flatMap((f) => fieldOf(f) ?? []),
    };
    types.push(type);
  }
  const byName = new Map(type.fields.map((f) => [f.name, f]));
  const status = byName.get('status')?.options?.[0];
  const priority = byName.get('priority')?.options;
  const items = wanted.map((r) => ({
    name: r.text,
    attributes: {
      ...(status ? { status } : {}),
      ...(byName.get('firm')?.type === 'boolean' ? { firm: r.firm } : {}),
      ...(r.firm && priority?.includes('must') ? { priority: 'must' } : {}),
    },
  }));
  const at = workstreams.findIndex((w) => w.type === type.name);
  const own = at >= 0 ? workstreams.splice(at, 1)[0] : undefined;
  workstreams.unshift({
    name: own?.name ?? spec.stream.name,
    type: type.name,
    keywords: own?.keywords ?? spec.stream.keywords,
    summary: own?.summary ?? make(spec.stream.summary) ?? spec.stream.name,
    items: [...items, ...(own?.items ?? [])],
    fromBrief: true,
  });
}

function nameOf(p: Choice['profile'], b: Brief, slots: Slots, lexicon: Lexicon): string {
  const casing = casingFor(lexicon);
  if (!b.language.english) {
    const words = b.action
      .split(/\s+/)
      .slice(0, 8)
      .join(' ')
      .replace(/[.!?,;:]+$/, '');
    return capitalise(words).slice(0, 80);
  }
  // A subject too long for a name ("Category 1 heritage-listed stone church") is tried again
  // by its head and the word before it ("stone church").
  const words = (slots.subject ?? '').split(/\s+of\s+/)[0]?.split(/\s+/) ?? [];
  const tries =
    words.length > 2 ? [slots, { ...slots, subject: words.slice(-2).join(' ') }] : [slots];
  for (const s of tries) {
    for (const v of variantsOf(p.name, (c) => holds(b, c))) {
      const name = render(v, s, casing);
      if (!name) continue;
      const clean = undouble(name);
      const n = wordCount(clean);
      if (n < 2 || n > 5 || clean.length > 60) continue;
      if (nameKey(clean) === nameKey(b.goal) || nameKey(clean) === nameKey(b.action)) continue;
      return clean;
    }
  }
  return `${casing.title(p.noun)} Plan`;
}

function field(f: FieldDef, kept: Set<string>, currency: string | undefined): Field | undefined {
  if (f.relation && !kept.has(f.relation)) return undefined;
  return {
    name: f.name,
    type: f.type,
    required: f.required,
    ...(f.description ? { description: f.description } : {}),
    ...(f.unit ? { unit: f.unit } : {}),
    ...(f.type === 'money' && (f.currency ?? currency) ? { currency: f.currency ?? currency } : {}),
    ...(f.options ? { options: f.options } : {}),
    ...(f.relation ? { relation: f.relation } : {}),
    ...(f.cardinality ? { cardinality: f.cardinality } : {}),
    ...(f.instantiate !== undefined ? { instantiate: f.instantiate } : {}),
  };
}

/** A profile's types alone, rendered for a brief: what a define_types prompt may name. */
export function composeTypes(b: Brief, p: Choice['profile'], lexicon: Lexicon): TypeDef[] {
  const slots = slotsOf(b, p, lexicon);
  const casing = casingFor(lexicon);
  const currency = currencyOf(b, lexicon);
  const keptTypes = p.types.filter((t) => holds(b, t));
  const kept = new Set(keptTypes.map((t) => t.name));
  return keptTypes.map((t) => {
    const notes = render(t.notes, slots, casing, (c) => holds(b, c));
    return {
      name: t.name,
      notes: notes === undefined ? `${t.name} of this project.` : capitalise(undouble(notes)),
      icon: t.icon,
      fields: t.fields.flatMap((f) => field(f, kept, currency) ?? []),
    };
  });
}

export function compose(b: Brief, choice: Choice, lexicon: Lexicon): Content {
  const p = choice.profile;
  const slots = slotsOf(b, p, lexicon);
  const casing = casingFor(lexicon);
  const r = (t: Template) => {
    const text = render(t, slots, casing, (c) => holds(b, c));
    return text === undefined ? undefined : capitalise(undouble(text));
  };

  const questions: QuestionDef[] = [];
  const coveredAsked = new Set<string>();
  for (const q of p.questions) {
    // A question the goal answers in words (`unless`) answers its fact too: the kind's own
    // question for that fact is not asked in its place.
    if (q.covers && (q.unless ?? []).some((w) => mentions(b, w))) coveredAsked.add(q.covers);
    if (!holds(b, q) || knows(b, q.covers)) continue;
    if (q.covers && coveredAsked.has(q.covers)) continue;
    const text = r(q.text);
    if (!text || questions.some((x) => nameKey(x.text) === nameKey(text))) continue;
    if (countGiven(b, text)) continue;
    if (q.covers) coveredAsked.add(q.covers);
    questions.push({ text, ...(q.covers ? { covers: q.covers } : {}) });
  }

  const goals: GoalDef[] = [];
  for (const g of p.goals) {
    if (!holds(b, g)) continue;
    const name = r(g.name);
    if (!name || nameKey(name) === nameKey(b.action) || nameKey(name) === nameKey(b.goal)) continue;
    if (goals.some((x) => nearDuplicate(x.name, name))) continue;
    goals.push({ name, priority: g.priority });
  }

  const currency = currencyOf(b, lexicon);
  const types = composeTypes(b, p, lexicon);
  const kept = new Set(types.map((t) => t.name));
  const links = p.links.filter((l) => kept.has(l.from) && kept.has(l.to));

  const workstreams: Workstream[] = [];
  for (const w of p.workstreams) {
    if (!holds(b, w) || !kept.has(w.type)) continue;
    const items = w.items.flatMap((i) => {
      if (!holds(b, i)) return [];
      const name = r(i.name);
      if (!name) return [];
      return [
        {
          name,
          ...(i.attributes ? { attributes: i.attributes } : {}),
          ...(i.links ? { links: i.links.map(([l, t]) => [l, t] as [string, string]) } : {}),
        },
      ];
    });
    if (items.length === 0) continue;
    workstreams.push({
      name: w.name,
      type: w.type,
      keywords: w.keywords,
      summary: r(w.summary) ?? w.name,
      items,
    });
  }

  briefStream(b, types, workstreams, lexicon, r, (f) => field(f, kept, currency));

  const observations: string[] = [];
  for (const o of p.observations) {
    const [t, cond] =
      typeof o === 'object' && !Array.isArray(o) && 'text' in o ? [o.text, o] : [o as Template, {}];
    if (!holds(b, cond)) continue;
    const text = r(t);
    if (text && !observations.includes(text)) observations.push(text);
  }
  // A sentence of the brief whose requirements are items already is not repeated as a note.
  const listed = (sentence: string) =>
    b.requirements.some((q) => q.sentence.slice(0, 60) === sentence.slice(0, 60));
  for (const c of b.constraints.filter((x) => x.kind === 'non_negotiable' && !listed(x.value)))
    observations.unshift(`From your brief: ${c.value}`);

  const english = b.language.english;
  const description = english
    ? (r(p.description) ?? `${capitalise(slots.noun ?? p.noun)}.`)
    : `Written in ${b.language.name}. Trellis reads goals in English, so this plan keeps your words as written and follows the general shape of a project; write the goal in English for a plan made for its field.`;
  return {
    key: profileKey(choice),
    kind: p.kind,
    by: choice.by,
    projectType: p.project_type,
    name: nameOf(p, b, slots, lexicon),
    description,
    ...(english
      ? {}
      : {
          notice: `This goal is in ${b.language.name}; Trellis reads English, so the plan uses a general structure and keeps your words as written.`,
        }),
    questions,
    goals,
    types,
    links,
    workstreams,
    observations,
  };
}
