import { z } from 'zod';
import type { OperationKind } from './common';
import { CreateEdge, createEdge } from './createEdge';
import { CreateNode, createNode } from './createNode';
import { CreateTask, createTask } from './createTask';
import {
  DefineLinkType,
  DefineType,
  FIELD_TYPES,
  Field,
  TypeName,
  defineLinkType,
  defineType,
} from './defineType';
import { DeleteNode, Merge, deleteNode, merge } from './merge';
import {
  Hide,
  MarkDone,
  Rename,
  SetAttributes,
  hide,
  markDone,
  rename,
  setAttributes,
} from './updateNode';

/** The allow-list: the only changes an engine can ask for. */
export const Operation = z.discriminatedUnion('op', [
  CreateNode,
  CreateEdge,
  CreateTask,
  DefineType,
  DefineLinkType,
  SetAttributes,
  Rename,
  Hide,
  MarkDone,
  Merge,
  DeleteNode,
]);
export type Operation = z.infer<typeof Operation>;
export type OperationName = Operation['op'];

/** How each operation of the allow-list is checked and planned, by its `op`. */
export const OPERATION_KINDS: {
  [K in OperationName]: OperationKind<Extract<Operation, { op: K }>>;
} = {
  create_node: createNode,
  create_edge: createEdge,
  create_task: createTask,
  define_type: defineType,
  define_link_type: defineLinkType,
  set_attributes: setAttributes,
  rename,
  hide,
  mark_done: markDone,
  merge,
  delete_node: deleteNode,
};

/** Caps on one plan, whatever produced it. */
export const PLAN_LIMITS = { operations: 200, bytes: 256 * 1024 } as const;

export type { OperationKind, PlanBuilder } from './common';
export {
  CreateEdge,
  CreateNode,
  CreateTask,
  DefineLinkType,
  DefineType,
  DeleteNode,
  Field,
  FIELD_TYPES,
  Hide,
  MarkDone,
  Merge,
  Rename,
  SetAttributes,
  TypeName,
};
