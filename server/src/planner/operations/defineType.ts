import {
  EdgeLabel,
  LABELS,
  NODE_COLOR_TOKENS,
  PARTITIONS,
  Text,
  linkTypeId,
  normaliseEdgeLabel,
  nodeTypeId,
} from '@trellis/core';
import { z } from 'zod';
import type { OperationKind } from './common';

export const TypeName = Text()
  .trim()
  .min(1, 'must not be blank')
  .max(60)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} '&/-]*$/u, 'must be words, without punctuation');

export const FIELD_TYPES = [
  'string',
  'text',
  'number',
  'integer',
  'boolean',
  'date',
  'datetime',
  'money',
  'duration',
  'url',
  'email',
  'enum',
  'reference',
] as const;

/** A field of a node type (spec §3 "Field definition"). */
export const Field = z.object({
  name: Text()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z][a-z0-9_]*$/, 'must be snake_case'),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  description: Text().trim().max(300).optional(),
  /** For `number`, `integer` and `duration` fields: what one unit is (`kg`, `minutes`). */
  unit: Text().trim().min(1).max(30).optional(),
  /** For `money` fields: the ISO 4217 code of its currency. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR')
    .optional(),
  /** For `enum` fields: the values it takes. */
  options: z.array(Text().trim().min(1).max(60)).max(30).optional(),
  /** For `reference` fields: the node type the value points at. */
  relation: TypeName.optional(),
  cardinality: z.enum(['one', 'many']).optional(),
  /** Whether generating the project creates nodes for this relation. */
  instantiate: z.boolean().optional(),
});
export type Field = z.infer<typeof Field>;

/**
 * Creates a node type, or adjusts the one of that name (case and spacing ignored): the fields
 * given replace its fields, and the notes, icon and colour given replace theirs. Types live in the
 * Node Types group with the id `node-type.{name}` (spec §3).
 */
export const DefineType = z.object({
  op: z.literal('define_type'),
  name: TypeName,
  notes: Text().trim().max(1000).optional(),
  icon: Text().trim().max(40).optional(),
  color_token: z.enum(NODE_COLOR_TOKENS as [string, ...string[]]).optional(),
  fields: z.array(Field).max(30).optional(),
});
export type DefineType = z.infer<typeof DefineType>;

/** Creates a link type (`link-type.{label}`), optionally saying which types it joins. */
export const DefineLinkType = z.object({
  op: z.literal('define_link_type'),
  label: EdgeLabel.refine((l) => l.trim() !== '', 'must not be blank'),
  description: Text().trim().max(300).optional(),
  from_type: TypeName.optional(),
  to_type: TypeName.optional(),
});
export type DefineLinkType = z.infer<typeof DefineLinkType>;

/** The parts of a type definition an engine gave, as the attributes they set. */
function typeAttributes(op: DefineType): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (op.fields !== undefined) out.fields = op.fields;
  if (op.notes !== undefined) out.notes = op.notes;
  if (op.icon !== undefined) out.icon = op.icon;
  if (op.color_token !== undefined) out.color_token = op.color_token;
  return out;
}

export const defineType: OperationKind<DefineType> = {
  schema: DefineType,
  names: () => [],
  probes: (op) => [nodeTypeId(op.name)],
  texts: (op) => [
    ['name', op.name],
    ...(op.notes ? [['notes', op.notes] as [string, string]] : []),
    ...(op.fields ?? []).flatMap((f, i): Array<[string, string]> =>
      f.description ? [[`fields.${i}.description`, f.description]] : [],
    ),
  ],
  plan(op, b) {
    const id = nodeTypeId(op.name);
    if (!b.define(id, id)) return b.problem(`defines the type "${op.name}" twice`);
    if (b.existing(id) !== undefined) {
      b.node({ id, name: op.name, attributes: typeAttributes(op) });
      return;
    }
    b.node(
      {
        id,
        label: LABELS.nodeType,
        pk: PARTITIONS.schema,
        name: op.name,
        attributes: { fields: [], notes: '', ...typeAttributes(op) },
      },
      true,
    );
    b.edge({ from: b.groups.nodeTypes, to: id, label: 'contains' });
  },
};

export const defineLinkType: OperationKind<DefineLinkType> = {
  schema: DefineLinkType,
  names: () => [],
  probes: (op) => [linkTypeId(op.label)],
  texts: (op) => (op.description ? [['description', op.description]] : []),
  plan(op, b) {
    const label = normaliseEdgeLabel(op.label);
    const id = linkTypeId(label);
    if (!b.define(id, id)) return b.problem(`defines the link type "${label}" twice`);
    const attributes: Record<string, unknown> = { label };
    if (op.description !== undefined) attributes.description = op.description;
    if (op.from_type !== undefined) attributes.from_type = op.from_type;
    if (op.to_type !== undefined) attributes.to_type = op.to_type;
    if (b.existing(id) !== undefined) {
      b.node({ id, attributes });
      return;
    }
    b.node({ id, label: LABELS.linkType, pk: PARTITIONS.schema, name: label, attributes }, true);
    b.edge({ from: b.groups.nodeTypes, to: id, label: 'contains' });
  },
};
