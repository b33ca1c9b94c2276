import { type Brief, constraint } from './brief/brief';
import type { Lexicon } from './knowledge/schema';
import type { Profile } from './knowledge/load';
import type { Casing, Slots } from './knowledge/template';
import { mentionsIn } from './brief/brief';
import { countryOfPlace } from './brief/where';
import { capitalise, placeName, titleCase, withArticle } from './words';

/**
 * What fills the templates' slots for one brief and profile. The subject is what the goal
 * names; for a measurable target it is the metric, for a standard its code. The noun is the
 * subject when it names this profile's thing, else the profile's own noun.
 */

/** Leading size words dropped (`small bakery` → `bakery`), but not a place's (`New York`). */
const stripSize = (text: string, size: Set<string>) => {
  const words = text.split(/\s+/);
  while (
    words.length > 1 &&
    size.has((words[0] as string).toLowerCase()) &&
    !((words[0] as string).toLowerCase() === 'new' && /^\p{Lu}/u.test(words[1] as string))
  )
    words.shift();
  return words.join(' ');
};

/** Verbs of moving that are nouns too: "a London to Paris cycle", "a coast to coast walk". */
const JOURNEY_VERBS = new Set([
  'cycle',
  'walk',
  'run',
  'ride',
  'row',
  'swim',
  'hike',
  'trek',
  'sail',
  'paddle',
  'drive',
  'cruise',
]);

/** The casing filters, with the lexicon's acronyms and size words. */
export function casingFor(lexicon: Lexicon): Casing {
  const size = new Set(lexicon.size_words);
  return {
    title: (text) => titleCase(stripSize(text, size), lexicon.acronyms),
    capitalise,
    withArticle,
  };
}

/** The subject as the kind reads it. */
export function subjectText(b: Brief, p: Profile): string | undefined {
  if (b.target && (p.kind === 'improvement' || !b.subject)) return b.target.metric;
  // A team is named by whom it hires: "hire 12 nurses for our cardiac ward" hires nurses.
  const hires = constraint(b, 'headcount');
  if (p.kind === 'team' && hires && !/\b(?:people|person)$/.test(hires.value))
    return hires.value.replace(/^[\d,]+\s+/, '');
  // A standard by its code, else what the goal prepares for ("its Ofsted inspection").
  if (p.kind === 'compliance' && (b.standard ?? b.topic)) return b.standard ?? b.topic;
  if (!b.language.english) return undefined;
  // "speak fluent French": no thing named, but what it is about.
  return b.subject?.text ?? b.topic;
}

/** The currency of money fields: the budget's, else the place's, else none. */
export function currencyOf(b: Brief, lexicon: Lexicon): string | undefined {
  const budget = constraint(b, 'budget');
  if (budget?.currency) return budget.currency;
  const place = constraint(b, 'place')?.value;
  return (place && countryOfPlace(place, lexicon)?.currency) || undefined;
}

export function slotsOf(b: Brief, p: Profile, lexicon: Lexicon): Slots {
  const size = new Set(lexicon.size_words);
  const subject = subjectText(b, p);
  const names = [...p.names, p.noun];
  const subjectWords = subject ? new Set(subject.toLowerCase().split(/\s+/)) : new Set<string>();
  const subjectFlat = subject ? ` ${subject.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} ` : '';
  const namesIt =
    subject !== undefined && names.some((n) => mentionsIn(subjectWords, subjectFlat, n));
  // A subject that names the thing ("taco truck") is the noun; a kind uses what the user named.
  const noun =
    subject && (namesIt || !p.isDomain) && subject.split(/\s+/).length <= 4
      ? stripSize(subject, size)
      : p.noun;
  const value = (k: Parameters<typeof constraint>[1]) => constraint(b, k)?.value;
  const place = value('place');
  const deadline = value('deadline');
  const duration = value('duration');
  const audience = value('audience');
  const t = b.target;
  const slots: Slots = {
    subject: subject ?? p.noun,
    noun,
    ...(b.subject && b.subject.modifiers.length > 0 && namesIt
      ? { style: b.subject.modifiers.join(' ') }
      : {}),
    ...(b.topic ? { topic: b.topic } : {}),
    ...(place ? { place: placeName(place), in_place: `in ${placeName(place)}` } : {}),
    ...(deadline
      ? { deadline, by_deadline: /^(?:next|this)\b/i.test(deadline) ? deadline : `by ${deadline}` }
      : {}),
    ...(duration ? { duration, within_duration: `within ${duration}` } : {}),
    ...(value('frequency') ? { frequency: value('frequency') } : {}),
    ...(value('budget') ? { budget: value('budget') } : {}),
    ...(value('headcount') ? { headcount: value('headcount') } : {}),
    ...(audience ? { audience, for_audience: `for ${audience}` } : {}),
    ...(b.org ? { org: b.org } : {}),
    ...(b.level ? { level: b.level } : {}),
    ...(t
      ? {
          metric: t.metric,
          effort: t.direction === 'down' ? 'Reduction' : 'Improvement',
          change: t.change,
          verb: t.verb,
          ...(t.baseline ? { baseline: t.baseline } : {}),
          ...(t.target ? { target: t.target } : {}),
        }
      : {}),
  };
  if (b.route) {
    slots.from = b.route.from;
    slots.to = b.route.to;
    slots.route = `${b.route.from} to ${b.route.to}`;
    // "cycle from London to Paris": the verbs of moving that are also nouns name the journey.
    if (b.verb && JOURNEY_VERBS.has(b.verb)) slots.journey = `${slots.route} ${b.verb}`;
  }
  const currency = currencyOf(b, lexicon);
  if (currency) slots.currency = currency;
  return slots;
}
