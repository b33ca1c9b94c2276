/**
 * The template language of the knowledge files. A template is a string with slots, or a list of
 * such strings (variants): the first variant whose required slots are all known is used.
 *
 *   "Open the {noun} {by_deadline}"            — a required slot
 *   "Sign a lease on premises {in_place?}"     — an optional slot: empty when unknown
 *   "{place|title} {subject|title}"            — filters, applied left to right
 *
 * Slots and filters are closed lists, checked when the knowledge is loaded, so a typo in a data
 * file fails start-up and the tests rather than reaching a user as "{plcae}".
 */

/** What a template may name. Each is filled from the brief (see `slotsOf` in `../profile.ts`). */
export const SLOTS = {
  subject: 'the thing being made or done, as it reads in a sentence: `Neapolitan pizzeria`',
  noun: 'the head noun of the subject, or the domain’s own noun: `pizzeria`',
  style: 'the words that qualify the subject: `Neapolitan`, `cooperative`',
  topic: 'what it is about: `dragons`, `coral reef bleaching`',
  place: 'where: `Lisbon`, `the UK`',
  in_place: '`in Lisbon`',
  deadline: 'a date or named time: `June 2027`, `next October`',
  by_deadline: '`by June 2027`, `next October`',
  duration: 'a span: `12 months`, `3 days`',
  within_duration: '`within 12 months`',
  frequency: '`two lessons a week`',
  budget: 'money with its currency as written: `USD 120,000`, `€20k`',
  currency: 'the ISO code of the budget’s or the place’s currency: `EUR`',
  headcount: 'people with their noun: `40 people`, `80 guests`',
  audience: 'who it is for: `small accounting firms`',
  for_audience: '`for small accounting firms`',
  org: 'the organisation the goal is for: `clinic`, `company`',
  metric: 'what a measurable target measures: `waiting time`',
  effort: 'the work on the metric by its direction: `Reduction` (down) or `Improvement` (up)',
  baseline: 'where the metric stands: `6 hours`',
  target: 'where it should be: `4 hours`, `40% lower`',
  change: '`from 6 hours to 4 hours`, `by 40%`',
  verb: 'the user’s own verb for the change: `reduce`, `cut`, `raise`',
  level: 'a level or grade: `B2`, `Type II`',
  from: 'where it starts, from "from Sage to Xero": `Sage`',
  to: 'where it ends: `Xero`, `Paris`',
  route: '`Sage to Xero`, `London to Paris`',
  journey: 'a route with the user’s verb of moving, as a noun: `London to Paris cycle`',
} as const;
export type Slot = keyof typeof SLOTS;
export type Slots = Partial<Record<Slot, string>>;

/** Filters: `title` (Title Case), `cap` (first letter upper case), `a` (with a or an). */
export const FILTERS = ['title', 'cap', 'a', 'lower'] as const;
export type Filter = (typeof FILTERS)[number];

const SLOT_RE = /\{([a-z_]+)((?:\|[a-z]+)*)(\?)?\}/g;

export interface SlotUse {
  slot: string;
  filters: string[];
  optional: boolean;
}

/** The slots one template string names. */
export function slotsIn(text: string): SlotUse[] {
  return [...text.matchAll(SLOT_RE)].map((m) => ({
    slot: m[1] as string,
    filters: (m[2] ?? '').split('|').filter(Boolean),
    optional: m[3] === '?',
  }));
}

/** What is wrong with one template string: unknown slots or filters, stray braces. */
export function templateProblems(text: string): string[] {
  const problems: string[] = [];
  for (const use of slotsIn(text)) {
    if (!Object.hasOwn(SLOTS, use.slot)) problems.push(`unknown slot {${use.slot}}`);
    for (const f of use.filters)
      if (!(FILTERS as readonly string[]).includes(f)) problems.push(`unknown filter |${f}`);
  }
  if (/[{}]/.test(text.replace(SLOT_RE, ''))) problems.push('has a brace outside a slot');
  return problems;
}

/** A variant kept only where the goal mentions (`when`) or does not mention (`unless`) words. */
export interface ConditionalVariant {
  text: string;
  when?: readonly string[] | undefined;
  unless?: readonly string[] | undefined;
  only_in?: readonly string[] | undefined;
  known_in?: readonly string[] | undefined;
}
export type Variant = string | ConditionalVariant;
export type Template = string | readonly Variant[];

/** A template's variants as text, those whose conditions do not hold left out. */
export function variantsOf(
  template: Template,
  holds: (c: ConditionalVariant) => boolean = () => true,
): string[] {
  if (typeof template === 'string') return [template];
  return template.flatMap((v) => (typeof v === 'string' ? [v] : holds(v) ? [v.text] : []));
}

export interface Casing {
  title(text: string): string;
  capitalise(text: string): string;
  withArticle(text: string): string;
}

function applyFilters(value: string, filters: string[], casing: Casing): string {
  return filters.reduce((v, f) => {
    switch (f as Filter) {
      case 'title':
        return casing.title(v);
      case 'cap':
        return casing.capitalise(v);
      case 'a':
        return casing.withArticle(v);
      case 'lower':
        return v.toLowerCase();
    }
    return v;
  }, value);
}

/** Spacing after slots are filled: optional slots that were empty leave no gap or dangling comma. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/,\s*,/g, ',')
    .trim();
}

/** The first variant whose required slots are all known, filled; undefined when none is. */
export function render(
  template: Template,
  slots: Slots,
  casing: Casing,
  holds?: (c: ConditionalVariant) => boolean,
): string | undefined {
  for (const variant of variantsOf(template, holds)) {
    const uses = slotsIn(variant);
    const known = (s: string) => {
      const v = slots[s as Slot];
      return v !== undefined && v.trim() !== '';
    };
    if (uses.some((u) => !u.optional && !known(u.slot))) continue;
    const filled = variant.replace(SLOT_RE, (_m, slot: string, filters: string) => {
      const v = slots[slot as Slot];
      if (v === undefined || v.trim() === '') return '';
      return applyFilters(v.trim(), (filters ?? '').split('|').filter(Boolean), casing);
    });
    return tidy(filled);
  }
  return undefined;
}
