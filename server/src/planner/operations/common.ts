import type { EdgeInput, NodeWrite } from '@trellis/core';
import { LIMITS, Text } from '@trellis/core';
import type { z } from 'zod';

/**
 * A node named by an operation: the id of a vertex already in the project, or the `ref` a
 * create_node earlier in the same plan gave the node it creates.
 */
export const NodeRef = Text().trim().min(1).max(LIMITS.idLength);

/** A handle for a node a plan creates, used by later operations of the same plan. */
export const LocalRef = Text().regex(
  /^[a-z0-9][a-z0-9_-]{0,39}$/,
  'must be 1–40 lowercase letters, digits, - or _',
);

/**
 * What an operation's `plan` step sees while a plan is turned into writes (`apply.ts` builds it).
 * Every id it is handed has been checked to be this project's or a ref of this plan.
 */
export interface PlanBuilder {
  readonly projectId: string;
  /** Ids of the Questions, Goals, Observations and Node Types groups. */
  readonly groups: { questions: string; goals: string; observations: string; nodeTypes: string };
  /** The id a named node resolves to (an existing id, or the id given to a ref). */
  at(id: string): string;
  /** A fresh vertex id for a node of this label. */
  newId(label: string): string;
  /**
   * Registers the id a ref (or a fixed id such as `node-type.x`) stands for in later operations.
   * False when the plan registered it already.
   */
  define(ref: string, id: string): boolean;
  /** The stored label of an existing vertex, when there is one with this id. */
  existing(id: string): string | undefined;
  /** True the first time a (label, name) pair is claimed and the project has no such node. */
  claimName(label: string, name: string): boolean;
  /** The project node, a system group or a prompt helper: never hidden, merged or deleted. */
  isStructural(id: string): boolean;
  node(write: NodeWrite & { id: string }, created?: boolean): void;
  edge(edge: EdgeInput): void;
  merge(from: string, into: string): void;
  remove(id: string): void;
  problem(message: string): void;
}

/** One operation type: its schema, the ids it names, the texts it writes, and how it plans. */
export interface OperationKind<T extends { op: string }> {
  schema: z.ZodType<T>;
  /** Ids that must be this project's vertices or refs made earlier in the plan. */
  names(op: T): string[];
  /** Ids whose existence the plan step asks about (`existing`), e.g. a type it may update. */
  probes?(op: T): string[];
  /** Engine-written texts, with the field each sits in, checked for template leaks. */
  texts(op: T): Array<[string, string]>;
  plan(op: T, b: PlanBuilder): void;
}

/** Attribute keys an engine may not set: they would turn a node into a system or helper node. */
const RESERVED_ATTRIBUTES = ['system', 'tags', 'is_prompt_helper'] as const;

/** `kind` values that make a node a prompt helper (spec §2), hidden from the canvas. */
const HELPER_KINDS = ['topbar', 'define_types'];

/** The string attribute values of an operation, as texts to check. */
export function attributeTexts(attributes: Record<string, unknown> | undefined) {
  return Object.entries(attributes ?? {}).flatMap(([k, v]): Array<[string, string]> =>
    typeof v === 'string' && v !== '' ? [[`attributes.${k}`, v]] : [],
  );
}

/** Problems with the keys of engine-written attributes. */
export function reservedKeys(attributes: Record<string, unknown> | undefined): string[] {
  return Object.entries(attributes ?? {})
    .filter(
      ([k, v]) =>
        (RESERVED_ATTRIBUTES as readonly string[]).includes(k) ||
        (k === 'kind' && HELPER_KINDS.includes(String(v).trim().toLowerCase())),
    )
    .map(([k]) => k);
}
