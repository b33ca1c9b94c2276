import { type Brief, constraint, goalMentions, mentionsIn } from './brief/brief';
import { wordsOf } from './brief/parse';
import { sentencesOf } from './brief/sentences';
import { countryOfPlace } from './brief/where';
import type { Knowledge, Profile } from './knowledge/load';
import type { Kind as KindData } from './knowledge/schema';
import { escapeRe } from './words';

/**
 * Chooses what the engine knows of a goal: a domain only when the goal clearly names it, else
 * the kind of undertaking the brief shows, filled later with the user's own words. Never a
 * domain on a hint: a ramen shop is not a bakery because both sell food.
 */

export interface Choice {
  profile: Profile;
  /** `domain` when a domain was named, `kind` when only the kind could be told. */
  by: 'domain' | 'kind' | 'fallback';
}

/** The key stored on the project, so that later runs use the same profile. */
export const profileKey = (c: Choice) =>
  c.profile.isDomain ? c.profile.key : `kind:${c.profile.key}`;

/** The kind whose cues alone name this verb: `learn` is a skill's, `build` is no one's alone. */
function strongVerbKind(verb: string | undefined, k: Knowledge, b: Brief): string | undefined {
  for (const v of b.verbs ?? (verb ? [verb] : [])) {
    const kinds = [...k.kinds.values()].filter(
      (kind) => kind.cues.verbs.includes(v) && !(kind.cues.not ?? []).some((w) => inClause(b, w)),
    );
    if (kinds.length === 1) return kinds[0]?.key;
  }
  return undefined;
}

/** Whether the goal's main clause mentions a word: what rules a kind out must be the goal itself. */
function inClause(b: Brief, term: string): boolean {
  const action = flat(b.action);
  return (
    mentionsIn(new Set(action.trim().split(' ')), action, term) ||
    mentionsIn(b.goalWords, action, term)
  );
}

const flat = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** How much a goal points to a kind: its verb, its subject's noun, its other words, its target. */
/**
 * Which kind a measurable target belongs to: the kind whose nouns its metric names ("my weight"
 * is fitness, "our support team from 4 to 10 agents" is a team), else an improvement.
 */
function targetKind(b: Brief, kinds: readonly KindData[]): string | undefined {
  if (!b.target) return undefined;
  if (b.target.metric === 'funds raised' && kinds.some((k) => k.key === 'campaign'))
    return 'campaign';
  // The metric's head says what it measures: "our clinic's no-show rate" is a rate, not a
  // clinic; "our support team" is a team; "my weight" a body.
  // "the share of Year 3 students at the reading benchmark" measures a share: what comes
  // before "of" is what the metric is.
  const words = flat(b.target.metric.split(/\s+of\s+/)[0] ?? '')
    .trim()
    .split(' ');
  const tail = flat(words.slice(-2).join(' '));
  const tailWords = new Set(tail.trim().split(' '));
  const head = words[words.length - 1] ?? '';
  // A personal target ("raise my chess rating") belongs to the kind of anything it names.
  const personal = /\bmy\b/i.test(b.action);
  const metric = flat(b.target.metric);
  const metricWords = new Set(words);
  const owner = kinds.find(
    (k) =>
      k.key !== 'improvement' &&
      k.cues.nouns.some(
        (n) =>
          n === head ||
          (n.includes(' ') && mentionsIn(tailWords, tail, n)) ||
          (personal && mentionsIn(metricWords, metric, n)),
      ),
  );
  return owner?.key ?? 'improvement';
}

function kindScore(
  kind: KindData,
  b: Brief,
  strong: string | undefined,
  allKinds: readonly KindData[],
): number {
  let score = 0;
  if ((kind.cues.not ?? []).some((w) => inClause(b, w))) return 0;
  if (kind.cues.needs_verb && !(b.verbs ?? []).some((v) => kind.cues.verbs.includes(v))) return 0;
  if ((b.verbs ?? []).some((v) => kind.cues.verbs.includes(v)))
    // A kind that needs its verb ("buy") is told by it more than one that merely allows it.
    score += strong === kind.key ? 6 : kind.cues.needs_verb ? 3 : 2;
  const subject = b.subject ? flat(b.subject.text) : '';
  const subjectWords = new Set(subject.trim().split(' '));
  let others = 0;
  for (const noun of kind.cues.nouns) {
    if (subject && mentionsIn(subjectWords, subject, noun))
      // The subject's own noun counts most ("team wiki" is a wiki, not a team).
      // A phrase that ends it is the more specific ("care home" over "home").
      score +=
        noun.includes(' ') && subject.trim().endsWith(noun)
          ? 6
          : b.subject?.head.toLowerCase() === noun
            ? 5
            : 1;
    else if (goalMentions(b, noun) && !(b.verbs ?? []).includes(noun) && others < 3) {
      others++;
      score += 1;
    }
  }
  // A target counts when it is what the goal leads with ("reduce X from A to B"), not an aside
  // ("host a gala dinner and raise £60,000").
  const leads = b.target && b.verb && b.target.verb.split(' ')[0]?.startsWith(b.verb.slice(0, 4));
  if (leads && kind.key === targetKind(b, allKinds)) score += 6;
  // Moving or travelling somewhere named: the place supports the kind ("move to Japan").
  if (
    kind.cues.place &&
    (b.verbs ?? []).some((v) => kind.cues.verbs.includes(v)) &&
    constraint(b, 'place')
  )
    score += 2;
  // A goal with no verb ("Charity 5k walk, 300 participants"): whom it counts says what it is.
  const counted = constraint(b, 'headcount')?.value.toLowerCase().split(/\s+/).pop();
  if (!b.verb && counted && (kind.cues.counts ?? []).includes(counted)) score += 3;
  // "from Sage to Xero" is a migration whatever the verb; "from London to Paris" a journey.
  if (
    b.route &&
    kind.cues.route === (b.route.places ? 'places' : 'systems') &&
    (!strong || strong === kind.key)
  )
    score += b.route.places ? 2 : 6;
  // Naming a standard points to reaching it, unless a verb of another kind leads ("pass the
  // ISO 27001 lead auditor exam" is a credential, "take a GDPR course" a skill).
  // A standard counts when the goal's own clause names it ("move to NetSuite … because of an
  // IATF 16949 audit in June" is a migration).
  if (b.standard && kind.key === 'compliance' && (!strong || strong === 'compliance'))
    score += flat(b.action).includes(flat(b.standard)) ? 6 : 3;
  return score;
}

/**
 * A name whose last word is the subject's head and whose other words are among its modifiers:
 * "retired greyhound" names "a retired racing greyhound".
 */
function looseInSubject(b: Brief, name: string): boolean {
  const split = (text: string) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}\p{N}-]+/gu, ''))
      .filter(Boolean);
  const words = split(name);
  const s = b.subject;
  if (!s || words.length < 2) return false;
  const own = split(s.text);
  if (words[words.length - 1] !== own[own.length - 1]) return false;
  let at = 0;
  for (const w of words.slice(0, -1)) {
    const next = own.indexOf(w, at);
    if (next < 0 || next >= own.length - 1) return false;
    at = next + 1;
  }
  return true;
}

/** The same verb in either spelling: "organise" is "organize". */
const sameVerb = (a: string, b: string | undefined) =>
  b !== undefined && a.replace(/is(e|ed|ing)$/, 'iz$1') === b.replace(/is(e|ed|ing)$/, 'iz$1');

/**
 * A name that starts with a verb, in the goal's clause with other words between its own, ending
 * at the subject's head: "buy a franchise" in "buy a cleaning franchise".
 */
/** A flat text with each word's plural -s dropped, to match names said in the plural. */
const singular = (flatText: string) => flatText.replace(/(?<=\p{L}{3}[^s\W])s(?= )/gu, '');

const ARTICLES = new Set(['a', 'an', 'the', 'our', 'my', 'their', 'your', 'new']);

function verbPhraseIn(b: Brief, name: string): boolean {
  const words = flat(name)
    .trim()
    .split(' ')
    .filter((w) => !ARTICLES.has(w));
  const own = flat(b.action).trim().split(' ');
  if (words[words.length - 1] !== b.subject?.head.toLowerCase()) return false;
  let at = 0;
  for (const w of words) {
    const next = own.indexOf(w, at);
    if (next < 0) return false;
    at = next + 1;
  }
  return true;
}

/**
 * The domain the goal names. Its main clause is read first; a domain named only elsewhere in a
 * long brief ("we also sell online") counts only when it is of the kind the clause shows.
 */
function domainFor(
  b: Brief,
  k: Knowledge,
  strong: string | undefined,
  clauseKind: string | undefined,
): Profile | undefined {
  // Whom it is for is not what it is: a sharpening service for restaurants is no restaurant.
  const audience = b.constraints
    .filter((c) => c.kind === 'audience' && c.source === 'goal')
    .map((c) => c.value);
  // Nor is when: "quit smoking by my 40th birthday" names no birthday party.
  const when = b.constraints
    .filter((c) => c.kind === 'deadline' && c.source === 'goal')
    .map((c) => c.value);
  // "strengthen the church and reopen it for worship, weddings and concerts": what is done
  // with it afterwards is no part of what it is.
  const own = b.action.replace(/\s+and\s+[a-z]+\s+(?:it|them)\s+(?:for|as)\b.*$/i, '');
  const action = flat(
    when.reduce(
      (text, w) => text.replace(new RegExp(`\\b${escapeRe(w)}\\b`, 'i'), ' '),
      audience.reduce(
        (text, a) =>
          text.replace(new RegExp(`\\b(?:for|to)\\s+(?:the\\s+)?${escapeRe(a)}\\b`, 'i'), ' '),
        own,
      ),
    ),
  );
  const actionWords = new Set(action.trim().split(' '));
  const aside = audience.length > 0 ? wordsOf(audience) : new Set<string>();
  // The clause's own words and their lemmas ("cafés" names café), not the rest of a long brief.
  const ownWords = new Set([...wordsOf([own])].filter((w) => !aside.has(w) || actionWords.has(w)));
  const inAction = (n: string) =>
    mentionsIn(actionWords, action, n) ||
    mentionsIn(ownWords, action, n) ||
    looseInSubject(b, n) ||
    // "choose a system" in "choose and roll out an eMAR system".
    (b.verb !== undefined && sameVerb(n.split(' ')[0] ?? '', b.verb) && verbPhraseIn(b, n)) ||
    // "retired greyhound" in "adopt 2 retired greyhounds".
    (n.includes(' ') && singular(flat(n)) === flat(n) && singular(action).includes(flat(n)));
  return (
    pickDomain(b, k, strong, inAction, clauseKind) ??
    // Named elsewhere in a long brief: a domain of the kind its clause shows, or, when the
    // clause shows none, one its opening sentence names ("Our A&E keeps breaching …"), not
    // one of its details ("the stained glass windows must be kept").
    (b.action.length < b.goal.length - 2
      ? clauseKind !== undefined
        ? pickDomain(b, k, strong, (n) => goalMentions(b, n), clauseKind, clauseKind)
        : pickDomain(b, k, strong, (n) => mentionsIn(openingWords(b), openingFlat(b), n), undefined)
      : undefined)
  );
}

const opening = (b: Brief) => sentencesOf(b.goal)[0] ?? b.goal;
const openingWords = (b: Brief) => wordsOf([opening(b)]);
const openingFlat = (b: Brief) => flat(opening(b));

function pickDomain(
  b: Brief,
  k: Knowledge,
  strong: string | undefined,
  names_: (name: string) => boolean,
  told: string | undefined,
  kind?: string,
): Profile | undefined {
  const subject = b.subject ? flat(b.subject.text) : '';
  const headWord = b.subject ? flat(b.subject.head).trim() : '';
  const candidates: Array<{ d: Profile; name: string; inSubject: boolean; at: number }> = [];
  for (const d of k.domains.values()) {
    if (kind !== undefined && kind !== d.kind) continue;
    if (d.not.some((n) => goalMentions(b, n))) continue;
    // "Korean snack box": a language named before another noun is no language to learn.
    const modifier = (n: string) =>
      d.alone.includes(n) && subject.includes(flat(n)) && headWord !== n.toLowerCase();
    const names = d.names.filter((n) => names_(n) && !modifier(n));
    // A name that says the goal's verb ("learn to ride a motorcycle") names the domain whatever
    // kind the verb alone would tell.
    const saysVerb = names.some((n) => b.verb && n.split(' ').some((w) => sameVerb(w, b.verb)));
    // A domain of another kind than the goal shows is taken only when its name is the subject
    // ("a food hygiene certificate to work in a restaurant" is no restaurant).
    // Nor when the subject's head is not in the name: "get certified to teach beekeeping" is a
    // qualification, not a beekeeping business.
    if (
      told &&
      told !== d.kind &&
      !saysVerb &&
      !names.some((n) => subject.includes(flat(n)) && flat(n).includes(` ${headWord} `))
    )
      continue;
    // A verb of one kind only rules other kinds' domains out, unless the name says that verb
    // itself ("learn to fly" names the pilot licence).
    if (
      strong &&
      strong !== d.kind &&
      !saysVerb &&
      !d.names.some((n) => b.verb && sameVerb(n.split(' ')[0] ?? '', b.verb) && verbPhraseIn(b, n))
    )
      continue;
    if (names.length === 0) continue;
    const best = names.sort((x, y) => y.length - x.length)[0] as string;
    const inSubject = names.some((n) => subject.includes(flat(n)));
    candidates.push({ d, name: best, inSubject, at: b.goalFlat.indexOf(flat(best)) });
  }
  const startsWithVerb = (name: string) =>
    b.verb !== undefined && sameVerb(name.split(' ')[0] ?? '', b.verb);
  // A name that holds another's is the more specific: "repair café" over "café".
  const holds = (x: { name: string }, y: { name: string }) =>
    x.name !== y.name && flat(x.name).includes(flat(y.name));
  candidates.sort(
    (x, y) =>
      Number(holds(y, x) && y.inSubject) - Number(holds(x, y) && x.inSubject) ||
      Number(y.d.kind === told) - Number(x.d.kind === told) ||
      Number(y.d.ancestors.includes(x.d.key)) - Number(x.d.ancestors.includes(y.d.key)) ||
      Number(y.inSubject) - Number(x.inSubject) ||
      // A name that says the goal's own verb ("update my will", "take our team") says most.
      Number(startsWithVerb(y.name)) - Number(startsWithVerb(x.name)) ||
      // Then the name holding the subject's head.
      Number(flat(y.name).includes(` ${headWord} `)) -
        Number(flat(x.name).includes(` ${headWord} `)) ||
      y.name.length - x.name.length ||
      x.at - y.at,
  );
  // A descendant that also matched beats its ancestor wherever it sorted.
  const first = candidates[0];
  if (!first) return undefined;
  const child = candidates.find(
    (c) => c.d.ancestors.includes(first.d.key) && (c.d.kind === told || first.d.kind !== told),
  );
  return (child ?? first).d;
}

/**
 * A domain whose head noun is the subject's, for a goal of its kind when no name matched:
 * "open a sleep clinic" is a health practice, "buy a bakery" a business acquisition.
 */
function domainByHead(b: Brief, k: Knowledge, told: string | undefined): Profile | undefined {
  const head = b.subject?.head.toLowerCase();
  if (!head || !told) return undefined;
  const singular = head.replace(/(?<=[^s])s$/, '');
  const subject = flat(b.subject?.text ?? '');
  // A head of several words ends the subject: "bed and breakfast".
  const ends = (h: string) => h.includes(' ') && subject.endsWith(flat(h));
  return [...k.domains.values()].find(
    (d) =>
      d.kind === told &&
      (d.heads.includes(head) || d.heads.includes(singular) || d.heads.some(ends)) &&
      !d.not.some((n) => goalMentions(b, n)),
  );
}

/** A domain for crossing a border, for a goal of its kind whose route goes from one country to another. */
function domainAbroad(b: Brief, k: Knowledge, told: string | undefined): Profile | undefined {
  if (!told || !b.route?.places) return undefined;
  const [from, to] = [b.route.from, b.route.to].map((p) => countryOfPlace(p, k.lexicon)?.code);
  if (!from || !to || from === to) return undefined;
  return [...k.domains.values()].find(
    (d) => d.kind === told && d.abroad && !d.not.some((n) => goalMentions(b, n)),
  );
}

/**
 * The profile for a brief. `stored` is the key the project keeps from its draft: the same
 * profile is used again so that answers cannot turn a bakery into a wedding. A goal in another
 * language gets the general kind: its words are kept, no English is wrapped around them.
 */
export function choose(b: Brief, k: Knowledge, stored?: string): Choice {
  if (stored) {
    const domain = k.domains.get(stored);
    if (domain) return { profile: domain, by: 'domain' };
    const kind = stored.startsWith('kind:') ? k.kindProfiles.get(stored.slice(5)) : undefined;
    if (kind) return { profile: kind, by: kind.key === 'general' ? 'fallback' : 'kind' };
  }
  const general = k.kindProfiles.get('general');
  if (!b.language.english && general) return { profile: general, by: 'fallback' };
  const strong = strongVerbKind(b.verb, k, b);
  let best: { key: string; score: number } | undefined;
  for (const kind of k.kinds.values()) {
    if (kind.key === 'general') continue;
    const score = kindScore(kind, b, strong, [...k.kinds.values()]);
    if (score > (best?.score ?? 0)) best = { key: kind.key, score };
  }
  const told = best && best.score >= 3 ? best.key : undefined;
  // A verb of one kind rules other kinds' domains out only while its own kind has one to
  // offer: "buy a café" is a business acquisition, but "organise an archaeological excavation"
  // has no event domain, so the excavation its subject names is the field season.
  const domain =
    domainFor(b, k, strong, told) ??
    domainAbroad(b, k, told) ??
    domainByHead(b, k, told) ??
    // Learning a field or certifying in it ("learn generative AI") is not doing its work.
    (strong && strong !== 'skill' && strong !== 'credential'
      ? domainFor(b, k, undefined, told)
      : undefined);
  if (domain) return { profile: domain, by: 'domain' };
  const kind = told ? k.kindProfiles.get(told) : undefined;
  if (kind) return { profile: kind, by: 'kind' };
  if (general) return { profile: general, by: 'fallback' };
  return { profile: [...k.kindProfiles.values()][0] as Profile, by: 'fallback' };
}
