import type { GoalPriority } from '@trellis/core';
import type { Field } from '../operations';
import type { FactKind } from './knowledge/schema';

/**
 * What the offline engine writes for one project: a profile of the knowledge (a domain or a
 * kind) rendered with the user's brief. Every text is finished: no slots, no placeholders.
 */
export interface Content {
  /** Stored on the project (`attributes.archetype`) so that later runs use the same profile. */
  key: string;
  kind: string;
  /** Whether a domain was named, only the kind told, or neither. */
  by: 'domain' | 'kind' | 'fallback';
  projectType: string;
  name: string;
  description: string;
  /** Said to the user when the engine could not read the goal fully (another language). */
  notice?: string;
  /** Most important first, those whose fact is known already left out. */
  questions: QuestionDef[];
  goals: GoalDef[];
  types: TypeDef[];
  links: LinkDef[];
  workstreams: Workstream[];
  observations: string[];
}

export interface QuestionDef {
  text: string;
  covers?: FactKind;
}

export interface GoalDef {
  name: string;
  priority: GoalPriority;
}

export interface TypeDef {
  name: string;
  notes: string;
  icon: string;
  fields: Field[];
}

export interface LinkDef {
  label: string;
  from: string;
  to: string;
  description: string;
}

export interface Workstream {
  name: string;
  /** The label of its items: one of the types. */
  type: string;
  /** Words that, in a later prompt, point to this workstream. */
  keywords: string[];
  summary: string;
  items: WorkItem[];
  /** Holds what the brief asked for: mapped on the first run beside the profile's first ones. */
  fromBrief?: boolean;
}

export interface WorkItem {
  name: string;
  attributes?: Record<string, string | number | boolean>;
  /** Links to items of other workstreams: [link label, item name]. */
  links?: Array<[string, string]>;
}
