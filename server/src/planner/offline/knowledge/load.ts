import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { z } from 'zod';
import { slotsIn, variantsOf } from './template';
import {
  Domain,
  Kind,
  Lexicon,
  type FieldDef,
  type TypeDef,
  type Domain as DomainData,
  type Kind as KindData,
} from './schema';

/**
 * Loads the knowledge files once: every file parsed and checked against its schema, each domain
 * resolved against its parent (its kind, or the domain it extends), then every cross-reference
 * checked on the result. Any problem fails the load with every problem listed, file by file.
 */

type Question = KindData['questions'][number];
type Goal = KindData['goals'][number];
type Link = KindData['links'][number];
type Workstream = KindData['workstreams'][number];
type Observation = KindData['observations'][number];

/** A kind or a domain with everything it inherits filled in: what the engine renders. */
export interface Profile {
  /** `business` for a kind, the domain's key for a domain. */
  key: string;
  kind: string;
  /** The domain keys this one extends, nearest first (empty for kinds and top domains). */
  ancestors: string[];
  isDomain: boolean;
  project_type: string;
  noun: string;
  name: KindData['name'];
  description: KindData['description'];
  questions: Question[];
  goals: Goal[];
  types: TypeDef[];
  links: Link[];
  workstreams: Workstream[];
  observations: Observation[];
  /** Domains only: words that name it, words that rule it out, words that mark its content. */
  names: string[];
  not: string[];
  /** Nouns that choose the domain as the head of the subject of a goal of its kind. */
  heads: string[];
  /** Chosen for a route across a border (`match.abroad`). */
  abroad: boolean;
  /** Names that count only as a noun of their own (`match.alone`). */
  alone: string[];
  signature: string[];
}

export interface Knowledge {
  kinds: ReadonlyMap<string, KindData>;
  /** Every kind as a profile, by kind key. */
  kindProfiles: ReadonlyMap<string, Profile>;
  domains: ReadonlyMap<string, Profile>;
  lexicon: Lexicon;
}

export class KnowledgeError extends Error {
  constructor(readonly problems: string[]) {
    super(`The knowledge files have ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
}

/** Where the files are: beside the bundle in dist/, or in server/knowledge from the sources. */
export function knowledgeDir(): string {
  const candidates = [
    new URL('./knowledge/', import.meta.url),
    new URL('../../../../knowledge/', import.meta.url),
  ].map((u) => fileURLToPath(u));
  const found = candidates.find((d) => existsSync(join(d, 'lexicon.yaml')));
  if (!found) throw new KnowledgeError([`no knowledge directory at ${candidates.join(' or ')}`]);
  return found;
}

/** Raw file contents by name, for tests that load altered copies. */
export interface KnowledgeFiles {
  lexicon: string;
  /** `gazetteer.json`: city → country, merged into the lexicon. */
  gazetteer?: string;
  kinds: Record<string, string>;
  domains: Record<string, string>;
}

export function readKnowledgeFiles(dir = knowledgeDir()): KnowledgeFiles {
  const yamls = (sub: string) =>
    Object.fromEntries(
      readdirSync(join(dir, sub))
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .map((f) => [`${sub}/${f}`, readFileSync(join(dir, sub, f), 'utf8')]),
    );
  return {
    lexicon: readFileSync(join(dir, 'lexicon.yaml'), 'utf8'),
    gazetteer: readFileSync(join(dir, 'gazetteer.json'), 'utf8'),
    kinds: yamls('kinds'),
    domains: yamls('domains'),
  };
}

function parseFile<T extends z.ZodType>(
  schema: T,
  file: string,
  text: string,
  problems: string[],
  /** Adds what another file holds before validation (the gazetteer to the lexicon). */
  merge: (data: unknown) => unknown = (data) => data,
): z.infer<T> | undefined {
  let data: unknown;
  try {
    data = merge(parse(text));
  } catch (err) {
    problems.push(`${file}: not valid YAML (${(err as Error).message.split('\n')[0]})`);
    return undefined;
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    return undefined;
  }
  return result.data;
}

const byName = <T extends { name: string }>(items: T[], names: string[] | undefined) =>
  items.filter((i) => names?.includes(i.name));

function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i] as T);
    if (i < b.length) out.push(b[i] as T);
  }
  return out;
}

/** A domain's content over its parent's: own sections first, the parent's where it gives none. */
/** The first text of a question, goal or observation, for `drop` to name it by. */
function firstText(e: unknown): string {
  const t =
    typeof e === 'object' && e !== null && !Array.isArray(e)
      ? ((e as { text?: unknown; name?: unknown }).text ?? (e as { name?: unknown }).name)
      : e;
  const v = Array.isArray(t) ? t[0] : t;
  if (typeof v === 'string') return v;
  return typeof v === 'object' && v !== null ? String((v as { text?: unknown }).text ?? '') : '';
}

/** The parent's elements less those `drop` names; a name that drops nothing is a problem. */
function without<T>(
  list: readonly T[],
  drop: readonly string[] | undefined,
  what: string,
  say: (m: string) => void,
): T[] {
  if (!drop) return [...list];
  const starts = (e: T, d: string) => firstText(e).toLowerCase().startsWith(d.toLowerCase());
  for (const d of drop)
    if (!list.some((e) => starts(e, d))) say(`drop: the parent has no ${what} "${d}…"`);
  return list.filter((e) => !drop.some((d) => starts(e, d)));
}

function resolve(parent: Profile, d: DomainData, problems: string[], file: string): Profile {
  const say = (m: string) => problems.push(`${file}: ${m}`);
  const parentQuestions = without(parent.questions, d.drop?.questions, 'question', say);
  const parentGoals = without(parent.goals, d.drop?.goals, 'goal', say);
  const parentObservations = without(parent.observations, d.drop?.observations, 'observation', say);
  for (const n of d.inherit_types ?? [])
    if (!parent.types.some((t) => t.name === n))
      problems.push(`${file}: inherit_types: ${parent.key} has no type ${n}`);
  for (const n of d.inherit_workstreams ?? [])
    if (!parent.workstreams.some((w) => w.name === n))
      problems.push(`${file}: inherit_workstreams: ${parent.key} has no workstream ${n}`);
  const types = d.types ? [...d.types, ...byName(parent.types, d.inherit_types)] : parent.types;
  const workstreams = d.workstreams
    ? [...d.workstreams, ...byName(parent.workstreams, d.inherit_workstreams)]
    : parent.workstreams;
  const typeNames = new Set(types.map((t) => t.name));
  const inheritedLinks = parent.links.filter((l) => typeNames.has(l.from) && typeNames.has(l.to));
  return {
    key: d.key,
    kind: d.kind,
    ancestors: parent.isDomain ? [parent.key, ...parent.ancestors] : [],
    isDomain: true,
    project_type: d.project_type ?? parent.project_type,
    noun: d.noun,
    name: d.name ?? parent.name,
    description: d.description ?? parent.description,
    // Interleaved, so that the parent's first questions (where, what budget, by when) are
    // still among the first asked beside the domain's own.
    questions: interleave(d.questions ?? [], parentQuestions),
    goals: [...(d.goals ?? []), ...parentGoals],
    types,
    links: [
      ...(d.links ?? []),
      ...inheritedLinks.filter((l) => !d.links?.some((x) => x.label === l.label)),
    ],
    workstreams,
    observations: [...(d.observations ?? []), ...parentObservations],
    names: d.match.names,
    not: d.match.not ?? [],
    heads: d.match.heads ?? [],
    abroad: d.match.abroad ?? false,
    alone: d.match.alone ?? [],
    signature: d.signature ?? [],
  };
}

function kindProfile(k: KindData): Profile {
  return {
    key: k.key,
    kind: k.key,
    ancestors: [],
    isDomain: false,
    project_type: k.project_type,
    noun: k.noun,
    name: k.name,
    description: k.description,
    questions: k.questions,
    goals: k.goals,
    types: k.types,
    links: k.links,
    workstreams: k.workstreams,
    observations: k.observations,
    names: [],
    not: [],
    heads: [],
    abroad: false,
    alone: [],
    signature: [],
  };
}

/** Items a link can point at: those with a plain name (a name built from slots can link out). */
const itemNames = (ws: Workstream[]) =>
  new Set(
    ws.flatMap((w) =>
      w.items.flatMap((i) =>
        typeof i.name === 'string' && slotsIn(i.name).length === 0 ? [i.name] : [],
      ),
    ),
  );

/** Cross-references of one resolved profile: every name it uses exists in it. */
function checkReferences(p: Profile, where: string, problems: string[]) {
  const types = new Map(p.types.map((t) => [t.name, t]));
  const say = (m: string) => problems.push(`${where}: ${m}`);
  const seen = new Set<string>();
  for (const t of p.types) {
    if (seen.has(t.name)) say(`type ${t.name} is defined twice`);
    seen.add(t.name);
    if (['Concept', 'Schema', 'Project', 'Task'].includes(t.name))
      say(`type ${t.name} is one of the four default types`);
    const fieldNames = new Set<string>();
    for (const f of t.fields as FieldDef[]) {
      if (fieldNames.has(f.name)) say(`type ${t.name} has the field ${f.name} twice`);
      fieldNames.add(f.name);
      if (f.relation && !types.has(f.relation))
        say(`field ${t.name}.${f.name} points at ${f.relation}, which is not a type here`);
    }
  }
  const labels = new Set<string>();
  for (const l of p.links) {
    if (!types.has(l.from)) say(`link ${l.label} starts at ${l.from}, which is not a type here`);
    if (!types.has(l.to)) say(`link ${l.label} ends at ${l.to}, which is not a type here`);
    labels.add(l.label);
  }
  const items = itemNames(p.workstreams);
  const wsNames = new Set<string>();
  for (const w of p.workstreams) {
    if (wsNames.has(w.name)) say(`workstream ${w.name} is defined twice`);
    wsNames.add(w.name);
    const type = types.get(w.type);
    if (!type) say(`workstream ${w.name} holds ${w.type}, which is not a type here`);
    for (const item of w.items) {
      const label = variantsOf(item.name)[0];
      for (const key of Object.keys(item.attributes ?? {}))
        if (type && !type.fields.some((f) => f.name === key))
          say(`item "${label}" sets ${key}, which ${w.type} has no field for`);
      for (const [linkLabel, target] of item.links ?? []) {
        if (!labels.has(linkLabel)) say(`item "${label}" uses the link ${linkLabel}, not defined`);
        if (!items.has(target)) say(`item "${label}" links to "${target}", which is no item here`);
      }
    }
  }
}

/** Every `only_in` and `known_in` of a file names a country or region of the lexicon. */
function checkRegions(data: unknown, lexicon: Lexicon, file: string, problems: string[]) {
  const known = new Set(
    Object.entries(lexicon.countries).flatMap(([code, c]) => [code, ...(c.groups ?? [])]),
  );
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (typeof v !== 'object' || v === null) return;
    for (const [key, value] of Object.entries(v)) {
      if ((key === 'only_in' || key === 'known_in') && Array.isArray(value)) {
        for (const code of value)
          if (!known.has(code))
            problems.push(`${file}: ${key} names ${code}, no country or region of the lexicon`);
      } else walk(value);
    }
  };
  walk(data);
}

/** Parses, validates and resolves the knowledge; throws KnowledgeError listing every problem. */
export function loadKnowledge(files: KnowledgeFiles = readKnowledgeFiles()): Knowledge {
  const problems: string[] = [];
  const lexicon = parseFile(Lexicon, 'lexicon.yaml', files.lexicon, problems, (data) => {
    if (!files.gazetteer || typeof data !== 'object' || data === null) return data;
    try {
      const gazetteer = JSON.parse(files.gazetteer) as Record<string, unknown>;
      for (const [place, code] of Object.entries(gazetteer))
        if (typeof code !== 'string' || !/^[a-z]{2}$/.test(code))
          problems.push(`gazetteer.json: ${place}: ${JSON.stringify(code)} is no country code`);
      return { ...data, gazetteer };
    } catch (err) {
      problems.push(`gazetteer.json: not valid JSON (${(err as Error).message})`);
      return data;
    }
  });
  const kinds = new Map<string, KindData>();
  for (const [file, text] of Object.entries(files.kinds)) {
    const k = parseFile(Kind, file, text, problems);
    if (!k) continue;
    if (kinds.has(k.key)) problems.push(`${file}: kind ${k.key} is defined twice`);
    if (file !== `kinds/${k.key}.yaml`) problems.push(`${file}: holds kind ${k.key}`);
    if (lexicon) checkRegions(k, lexicon, file, problems);
    kinds.set(k.key, k);
  }
  const raw = new Map<string, { d: DomainData; file: string }>();
  for (const [file, text] of Object.entries(files.domains)) {
    const d = parseFile(Domain, file, text, problems);
    if (!d) continue;
    if (raw.has(d.key) || kinds.has(d.key)) problems.push(`${file}: key ${d.key} is taken`);
    if (file !== `domains/${d.key}.yaml`) problems.push(`${file}: holds domain ${d.key}`);
    if (lexicon) checkRegions(d, lexicon, file, problems);
    raw.set(d.key, { d, file });
  }
  const kindProfiles = new Map([...kinds].map(([key, k]) => [key, kindProfile(k)]));
  for (const p of kindProfiles.values()) checkReferences(p, `kinds/${p.key}.yaml`, problems);

  const domains = new Map<string, Profile>();
  const resolving = new Set<string>();
  const resolveKey = (key: string): Profile | undefined => {
    const done = domains.get(key);
    if (done) return done;
    const entry = raw.get(key);
    if (!entry) return undefined;
    const { d, file } = entry;
    if (resolving.has(key)) {
      problems.push(`${file}: extends itself through ${[...resolving].join(' → ')}`);
      return undefined;
    }
    resolving.add(key);
    const kind = kindProfiles.get(d.kind);
    if (!kind) problems.push(`${file}: kind ${d.kind} does not exist`);
    let parent = kind;
    if (d.extends) {
      const base = resolveKey(d.extends);
      if (!base) problems.push(`${file}: extends ${d.extends}, which does not exist`);
      else if (base.kind !== d.kind)
        problems.push(`${file}: extends ${d.extends}, a domain of another kind`);
      parent = base ?? kind;
    }
    resolving.delete(key);
    if (!parent) return undefined;
    const p = resolve(parent, d, problems, file);
    domains.set(key, p);
    return p;
  };
  for (const key of raw.keys()) resolveKey(key);
  for (const p of domains.values()) {
    const file = raw.get(p.key)?.file ?? p.key;
    checkReferences(p, file, problems);
    if (p.types.length < 3) problems.push(`${file}: has ${p.types.length} types; at least 3`);
    if (p.workstreams.length < 3)
      problems.push(`${file}: has ${p.workstreams.length} workstreams; at least 3`);
  }
  if (problems.length > 0 || !lexicon) throw new KnowledgeError(problems);
  return { kinds, kindProfiles, domains, lexicon };
}

let cached: Knowledge | undefined;

/**
 * For authoring tools only: loads what is sound, leaving out the files with problems (and those
 * that depend on them), and says which. The server never does this: it loads all or nothing.
 */
export function loadKnowledgeLeniently(files = readKnowledgeFiles()): {
  knowledge: Knowledge;
  skipped: string[];
} {
  const skipped: string[] = [];
  let current = files;
  for (let pass = 0; pass < 6; pass++) {
    try {
      const k = loadKnowledge(current);
      cached = k;
      return { knowledge: k, skipped };
    } catch (err) {
      if (!(err instanceof KnowledgeError)) throw err;
      const bad = new Set(err.problems.map((p) => p.split(':')[0] as string));
      skipped.push(...err.problems);
      const drop = (rec: Record<string, string>) =>
        Object.fromEntries(Object.entries(rec).filter(([f]) => !bad.has(f)));
      current = { ...current, kinds: drop(current.kinds), domains: drop(current.domains) };
    }
  }
  throw new KnowledgeError(skipped);
}

/** The knowledge, loaded and checked on first use (the server calls it at start-up). */
export function knowledge(): Knowledge {
  cached ??= loadKnowledge();
  return cached;
}
