import { z } from 'zod';
import { GOAL_PRIORITIES } from './constants';

/**
 * Entities of spec §3 as the API returns them. A vertex answers with both `id` and
 * `primary_key` (the same value: the vertex's id inside its project) and with `pk`, its
 * partition (`project.schema`, `project.meta`, …).
 */
export const GraphNode = z.object({
  id: z.string(),
  primary_key: z.string(),
  pk: z.string(),
  project_id: z.string(),
  label: z.string(),
  name: z.string(),
  type: z.string(),
  vertex_type: z.string(),
  visible: z.boolean(),
  focus: z.boolean(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  attributes: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GraphNode = z.infer<typeof GraphNode>;

export const EdgeProperties = z
  .object({
    sourceLabel: z.string(),
    sourceName: z.string(),
    targetLabel: z.string(),
    targetName: z.string(),
  })
  .catchall(z.unknown());

export const GraphEdge = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  label: z.string(),
  properties: EdgeProperties,
  created_at: z.string(),
});
export type GraphEdge = z.infer<typeof GraphEdge>;

/** A field of a node type (spec §3 "Field definition"). */
export const FieldDefinition = z.object({
  name: z.string(),
  type: z.string().default('string'),
  required: z.boolean().default(false),
  description: z.string().optional(),
  /** number, integer, duration: what one unit is (`kg`, `minutes`). */
  unit: z.string().optional(),
  /** money: an ISO 4217 code. */
  currency: z.string().optional(),
  /** enum: the values it takes. */
  options: z.array(z.string()).optional(),
  relation: z.string().optional(),
  cardinality: z.string().optional(),
  instantiate: z.boolean().optional(),
});
export type FieldDefinition = z.infer<typeof FieldDefinition>;

export const NodeType = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  color_token: z.string().nullable(),
  icon: z.string().nullable(),
  notes: z.string().nullable(),
  fields: z.array(FieldDefinition),
  visible: z.boolean(),
});
export type NodeType = z.infer<typeof NodeType>;

export const LinkType = z.object({ id: z.string(), name: z.string(), label: z.string() });
export type LinkType = z.infer<typeof LinkType>;

export const SystemGroup = z.object({ key: z.string(), id: z.string(), name: z.string() });
export type SystemGroup = z.infer<typeof SystemGroup>;

export const ProjectGraph = z.object({
  nodes: z.array(GraphNode),
  edges: z.array(GraphEdge),
  node_types: z.array(NodeType),
  link_types: z.array(LinkType),
  system_groups: z.array(SystemGroup),
});
export type ProjectGraph = z.infer<typeof ProjectGraph>;

/** A project list entry (spec §3: id and name; `project_id` is the same id). */
export const ProjectSummary = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectSummary = z.infer<typeof ProjectSummary>;

/** The project as its node carries it. */
export const ProjectDetails = ProjectSummary.extend({
  description: z.string(),
  project_type: z.string(),
});
export type ProjectDetails = z.infer<typeof ProjectDetails>;

export const RequestEntry = z.object({
  id: z.string(),
  primary_key: z.string(),
  label: z.string(),
  name: z.string(),
  prompt: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  created_at: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});
export type RequestEntry = z.infer<typeof RequestEntry>;

export const GoalPriority = z.enum(GOAL_PRIORITIES);
export type GoalPriority = z.infer<typeof GoalPriority>;

export const User = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type User = z.infer<typeof User>;
