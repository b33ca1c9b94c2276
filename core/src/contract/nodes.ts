import { z } from 'zod';
import { LIMITS } from '../constants';
import { GraphNode } from '../entities';
import { Attributes, Coordinate, Id, Name, ProjectId, VertexLabel, Text } from './common';

const Color = z
  .string()
  .regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour such as #8b5cf6')
  .describe('A hex colour');
const ColorToken = z
  .string()
  .regex(/^[a-z0-9-]{1,32}$/, 'must be a colour token such as node-3')
  .describe('A theme colour token, resolved through the current theme');
const Partition = Text().trim().min(1, 'must not be blank').max(100);
const Kind = Text().trim().min(1, 'must not be blank').max(64);

/** The `properties` object of the first upsert_node shape (spec §7). */
const NodeProperties = z.object({
  name: Name.optional(),
  description: Text().max(LIMITS.promptLength).optional(),
  project_type: Text().trim().max(200).optional(),
  color: Color.optional(),
  color_token: ColorToken.optional(),
  attributes: Attributes.optional(),
});

/**
 * A vertex to create or update, in either shape of spec §7:
 * `{id, label, pk, project_id, properties: {name, description, …, attributes}}` or
 * `{primary_key, name, attributes, visible, focus, x, y}`. Fields left out keep their stored
 * value; attributes are merged key by key, and a key set to null is removed.
 */
const NodeInputObject = z.object({
  id: Id.optional(),
  primary_key: Id.optional(),
  project_id: ProjectId.optional(),
  label: VertexLabel.optional(),
  pk: Partition.optional(),
  name: Name.optional(),
  type: Kind.optional(),
  vertex_type: Kind.optional(),
  visible: z.boolean().optional(),
  focus: z.boolean().optional(),
  x: Coordinate.optional(),
  y: Coordinate.optional(),
  attributes: Attributes.optional(),
  properties: NodeProperties.optional(),
});

export const NodeInput = NodeInputObject.superRefine((n, ctx) => {
  if (n.id !== undefined && n.primary_key !== undefined && n.id !== n.primary_key) {
    ctx.addIssue({
      code: 'custom',
      message: 'id and primary_key name different vertices',
      path: ['primary_key'],
    });
  }
  if (n.name !== undefined && n.properties?.name !== undefined && n.name !== n.properties.name) {
    ctx.addIssue({
      code: 'custom',
      message: 'name and properties.name differ',
      path: ['properties', 'name'],
    });
  }
}).transform(toNodeWrite);
export type NodeInput = z.input<typeof NodeInput>;

/** One normalised vertex write; `undefined` means "keep what is stored". */
export interface NodeWrite {
  id?: string;
  project_id?: string;
  label?: string;
  pk?: string;
  name?: string;
  type?: string;
  vertex_type?: string;
  visible?: boolean;
  focus?: boolean;
  x?: number | null;
  y?: number | null;
  attributes?: Record<string, unknown>;
}

function toNodeWrite(n: z.output<typeof NodeInputObject>): NodeWrite {
  const p = n.properties;
  const attributes: Record<string, unknown> = { ...p?.attributes, ...n.attributes };
  if (p?.description !== undefined) attributes.description = p.description;
  if (p?.project_type !== undefined) attributes.project_type = p.project_type;
  if (p?.color !== undefined) attributes.color = p.color;
  if (p?.color_token !== undefined) attributes.color_token = p.color_token;
  const out: NodeWrite = {};
  const id = n.id ?? n.primary_key;
  if (id !== undefined) out.id = id;
  const name = n.name ?? p?.name;
  if (name !== undefined) out.name = name;
  for (const key of ['project_id', 'label', 'pk', 'type', 'vertex_type'] as const) {
    if (n[key] !== undefined) out[key] = n[key];
  }
  if (n.visible !== undefined) out.visible = n.visible;
  if (n.focus !== undefined) out.focus = n.focus;
  if (n.x !== undefined) out.x = n.x;
  if (n.y !== undefined) out.y = n.y;
  if (Object.keys(attributes).length > 0) out.attributes = attributes;
  return out;
}

export const NodeResult = z.object({ node: GraphNode });

export const UpsertNodeRequest = NodeInput;

export const BatchUpsertNodesRequest = z.object({
  project_id: ProjectId,
  nodes: z.array(NodeInput).min(1, 'must hold at least one node').max(LIMITS.batchNodes),
  options: z
    .object({
      continue_on_error: z.boolean().optional(),
      assign_type_colors: z.boolean().optional(),
      return_nodes: z
        .boolean()
        .optional()
        .describe('Answer the written vertices whole; by default only their ids'),
    })
    .optional(),
  continue_on_error: z.boolean().optional(),
});

/** Per-item outcome of a batch run with continue_on_error. */
export const BatchItemResult = z.object({
  index: z.number().int(),
  id: z.string().nullable(),
  ok: z.boolean(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});

export const BatchUpsertNodesResult = z.object({
  upserted: z.number().int(),
  /** Ids of the written vertices, in the order of the request (generated ones included). */
  ids: z.array(z.string()),
  nodes: z.array(GraphNode).optional(),
  results: z.array(BatchItemResult).optional(),
});

export const GetNodeRequest = z
  .object({
    project_id: ProjectId,
    primary_key: Id.optional(),
    id: Id.optional(),
    label: VertexLabel.optional(),
    name: Name.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.primary_key === undefined && r.id === undefined && r.name === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'give primary_key (or id), or label and name',
        path: ['primary_key'],
      });
    }
  });

export const DeleteVertexRequest = z
  .object({
    project_id: ProjectId,
    id: Id.optional(),
    primary_key: Id.optional(),
    label: VertexLabel.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.id === undefined && r.primary_key === undefined) {
      ctx.addIssue({ code: 'custom', message: 'give id or primary_key', path: ['id'] });
    }
  });

export const DeleteVertexResult = z.object({
  deleted: z.object({ id: z.string(), edges: z.number().int() }),
});

export const GetGroupMembersRequest = z.object({
  project_id: ProjectId,
  group_label: Text().trim().max(LIMITS.idLength).optional(),
  group_pk: Id.optional(),
  member_label: VertexLabel.optional(),
});

export const NodesResult = z.object({ nodes: z.array(GraphNode) });
