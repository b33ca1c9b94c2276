import type { Lexicon } from '../knowledge/schema';
import { escapeRe } from '../words';

/** A country a goal may be set in, with the regions it belongs to (`pt` in `eu`). */
export interface Country {
  code: string;
  groups: readonly string[];
  currency: string;
}

interface PlaceIndex {
  byName: Map<string, string>;
  /** Every place name, longest first, as one pattern. */
  pattern: RegExp;
}

const indexes = new WeakMap<Lexicon, PlaceIndex>();

function indexOf(lexicon: Lexicon): PlaceIndex {
  const cached = indexes.get(lexicon);
  if (cached) return cached;
  const byName = new Map<string, string>();
  for (const [code, c] of Object.entries(lexicon.countries))
    for (const place of c.places) byName.set(place, code);
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRe);
  const index = {
    byName,
    pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${names.join('|')})(?![\p{L}\p{N}])`, 'giu'),
  };
  indexes.set(lexicon, index);
  return index;
}

const countryOf = (lexicon: Lexicon, code: string): Country => {
  const c = lexicon.countries[code];
  return { code, groups: c?.groups ?? [], currency: c?.currency ?? '' };
};

/**
 * The country of a place as the parser found it: `Lisbon`, `Austin, Texas`, from the countries'
 * own place names first, else from the gazetteer of cities (`Nakuru`, `Geelong`).
 */
export function countryOfPlace(
  place: string,
  lexicon: Lexicon,
  cities = true,
): Country | undefined {
  const { byName } = indexOf(lexicon);
  const lower = place.toLowerCase().trim();
  const parts = [lower, ...lower.split(/,\s*/).reverse(), ...lower.split(/\s+/).reverse()];
  for (const part of parts) {
    const code = byName.get(part);
    if (code) return countryOf(lexicon, code);
  }
  if (!cities) return undefined;
  for (const part of [lower, ...lower.split(/,\s*/)]) {
    const code = Object.hasOwn(lexicon.gazetteer, part) ? lexicon.gazetteer[part] : undefined;
    if (code) return countryOf(lexicon, code);
  }
  return undefined;
}

/**
 * Countries named in a text. A place must be written as a name (`Texas`, `UK`): "us" the pronoun
 * and "nice" the adjective are not places.
 */
export function countriesNamed(text: string, lexicon: Lexicon): string[] {
  const { byName, pattern } = indexOf(lexicon);
  const found = new Set<string>();
  for (const m of text.matchAll(pattern)) {
    const written = m[0];
    const proper =
      written.length <= 3 ? written === written.toUpperCase() : /^\p{Lu}/u.test(written);
    const code = byName.get(written.toLowerCase());
    if (proper && code) found.add(code);
  }
  return [...found];
}

/**
 * A place the lexicon knows written in lower case, where a place stands: after "in", "at" or
 * "near", or alone between commas ("before winter, texas, have a job lined up"). Written back
 * with capitals: `Houston`.
 */
export function typedPlace(text: string, lexicon: Lexicon): string | undefined {
  const { byName, pattern } = indexOf(lexicon);
  // A goal typed all in lower case ("wedding 120 guests tuscany june 2027") writes no place as
  // a name: a known place of five letters or more anywhere in it is its place.
  const unshifted = !/\p{Lu}/u.test(text);
  for (const m of text.matchAll(pattern)) {
    const written = m[0];
    if (written.length <= 3 || !byName.has(written.toLowerCase())) continue;
    if (unshifted && written.length >= 5) return titled(written);
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + written.length);
    const placed =
      /\b(?:in|at|near|around|outside)\s+$/i.test(before) ||
      (/(?:^|,)\s*$/.test(before) && /^\s*(?:,|$|\.)/.test(after));
    if (placed) return titled(written);
  }
  return undefined;
}

/** A place as written with each word capitalised: "vancouver" → "Vancouver". */
export const titled = (place: string) =>
  place.replace(/(^|\s)(\p{Ll})/gu, (_, s: string, c: string) => s + c.toUpperCase());

/** Currencies whose symbol other countries share: `$` may be any dollar. */
const SHARED_SYMBOL: Record<string, readonly string[]> = {
  USD: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD'],
};

/**
 * Where a goal is set, as the countries it may be in: the place it names (the place constraint
 * first, else every country its text names), else those of its budget's currency (`£` is the UK,
 * `€` any euro country). Undefined when nothing says.
 */
export function whereOf(
  place: string | undefined,
  texts: readonly string[],
  currency: string | undefined,
  lexicon: Lexicon,
): Country[] | undefined {
  const placed = place ? countryOfPlace(place, lexicon, false) : undefined;
  if (placed) return [placed];
  // A place the countries name in the text ("Brunswick, Melbourne") before the gazetteer's
  // larger namesake (Brunswick, Georgia).
  const named = [...new Set(texts.flatMap((t) => countriesNamed(t, lexicon)))];
  if (named.length > 0) return named.map((code) => countryOf(lexicon, code));
  const city = place ? countryOfPlace(place, lexicon) : undefined;
  if (city) return [city];
  if (!currency) return undefined;
  const currencies = SHARED_SYMBOL[currency] ?? [currency];
  const codes = Object.entries(lexicon.countries)
    .filter(([, c]) => currencies.includes(c.currency))
    .map(([code]) => code);
  return codes.length > 0 ? codes.map((code) => countryOf(lexicon, code)) : undefined;
}

const within = (c: Country, regions: readonly string[]) =>
  regions.includes(c.code) || c.groups.some((g) => regions.includes(g));

/** `only_in`: unless the goal is set elsewhere. */
export const mayBeIn = (where: readonly Country[] | undefined, regions: readonly string[]) =>
  where === undefined || where.some((c) => within(c, regions));

/** `known_in`: only if the goal is known to be set there. */
export const knownIn = (where: readonly Country[] | undefined, regions: readonly string[]) =>
  where !== undefined && where.every((c) => within(c, regions));
