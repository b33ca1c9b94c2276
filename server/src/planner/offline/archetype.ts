import type { GoalPriority } from '@trellis/core';
import type { Field } from '../operations';

/**
 * What the offline engine knows about one kind of project. An archetype is content, not code:
 * questions, goals, a schema and workstreams for its domain, written as functions of the terms
 * found in the user's own prompt and answers, so that the output speaks about *their* bakery in
 * *their* city rather than a generic one. Every function must return finished text for any
 * Terms (fields may be missing): no placeholders, no "undefined", no empty strings.
 */
export interface Archetype {
  /** A stable key: `bakery`, `mobile-game`. */
  key: string;
  /** The project type shown on Project Management: `Food business`, `Game development`. */
  projectType: string;
  /**
   * Lemmas (lowercase, singular) or short phrases that point to this archetype, strongest
   * first. A phrase matches when all its words appear in order in the prompt.
   */
  keywords: string[];
  /** The thing being made when the prompt names none more exact: `bakery`, `game`. */
  subject: string;
  /** A short project name of its own (2–5 words, title case), never the prompt copied. */
  name(t: Terms): string;
  /** One or two sentences saying what the project is, using the prompt's terms. */
  description(t: Terms): string;
  /** 8–12 clarifying questions, most important first. The engine skips those whose `covers` is known. */
  questions(t: Terms): QuestionDef[];
  /** 5–8 goals, most important first. */
  goals(t: Terms): GoalDef[];
  /** 4–7 node types of this domain (never Concept, Schema, Project or Task: those exist already). */
  types: TypeDef[];
  /** 3–6 link types between those types. */
  links: LinkDef[];
  /** 4–8 areas of work; executing a build_domain task fills one with its items. */
  workstreams(t: Terms): Workstream[];
  /** 3–6 facts, risks or rules of thumb of this domain worth noting as observations. */
  observations(t: Terms): string[];
}

/** The facts a question asks for; when the prompt or an answer already gave one, it is not asked. */
export type FactKind = 'place' | 'budget' | 'deadline' | 'audience' | 'people' | 'topic';

export interface QuestionDef {
  text: string;
  covers?: FactKind;
}

export interface GoalDef {
  name: string;
  priority: GoalPriority;
}

export interface TypeDef {
  /** Title case, singular: `Product`, `Supplier`. */
  name: string;
  notes: string;
  /** A short icon name (lucide-style): `croissant`, `truck`. */
  icon: string;
  /** 3–6 fields; the first is usually `name` (string, required). */
  fields: Field[];
}

export interface LinkDef {
  /** snake_case: `supplies`, `takes_place_at`. */
  label: string;
  from: string;
  to: string;
  description: string;
}

export interface Workstream {
  /** `Menu`, `Suppliers`, `Permits and licences`. */
  name: string;
  /** One of the archetype's type names: the label of the items. */
  type: string;
  /** Lemmas that, in a later prompt, point to this workstream. */
  keywords: string[];
  /** One sentence: what this area of work covers. */
  summary: string;
  /** 3–6 concrete items (domain nodes), each optionally linked to items of other workstreams. */
  items: WorkItem[];
}

export interface WorkItem {
  name: string;
  /** Attribute values, keyed by the type's field names. */
  attributes?: Record<string, string | number | boolean>;
  /** Links to items of other workstreams of the same archetype: [link label, item name]. */
  links?: Array<[string, string]>;
}

/**
 * The user's own terms, found in the prompt and the answers. `subject` is always set; the rest
 * only when found. Strings are as the user wrote them (proper nouns keep their capitals).
 */
export interface Terms {
  /** The thing being made or done: `small bakery`, `mobile game`, `thesis`. */
  subject: string;
  /** What it is about, when the prompt says: `dragons`, `coral reef bleaching`. */
  topic?: string;
  /** Where: `Lisbon`. */
  place?: string;
  /** Who it is for: `teenagers`, `small accounting firms`. */
  audience?: string;
  /** `20k EUR`. */
  budget?: string;
  /** `March`, `June 2027`. */
  deadline?: string;
  /** How many people: `120 guests`, `3 developers`. */
  people?: string;
}
