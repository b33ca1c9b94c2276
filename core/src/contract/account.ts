import { z } from 'zod';
import { GraphEdge, GraphNode, ProjectSummary } from '../entities';

/** What `delete_account` must be sent as `confirm`: a deliberate word, not a flag a bug could set. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

/** The account as Trellis stores it: who the identity provider says the caller is, and when they came. */
export const AccountProfile = z.object({
  id: z.string(),
  issuer: z.string().describe('The identity provider that vouches for the account (`iss`)'),
  subject: z.string().describe('The account’s id at that provider (`sub`)'),
  email: z.string().nullable(),
  name: z.string().nullable(),
  created_at: z.string(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/** A project with its whole graph: nodes and edges exactly as get_project_graph sends them. */
export const ExportedProject = ProjectSummary.extend({
  nodes: z.array(GraphNode),
  edges: z.array(GraphEdge),
});
export type ExportedProject = z.infer<typeof ExportedProject>;

export const ExportAccountResult = z.object({
  user: AccountProfile,
  exported_at: z.string(),
  /** Every project the caller owns, most recently created first. */
  projects: z.array(ExportedProject),
});
export type ExportAccountResult = z.infer<typeof ExportAccountResult>;

export const DeleteAccountRequest = z.object({
  confirm: z
    .literal(DELETE_ACCOUNT_CONFIRMATION, {
      error: `must be "${DELETE_ACCOUNT_CONFIRMATION}" to confirm the deletion`,
    })
    .describe(`"${DELETE_ACCOUNT_CONFIRMATION}", to show the deletion is meant`),
});

export const DeleteAccountResult = z.object({
  deleted: z.object({
    user_id: z.string(),
    projects: z.number().int(),
    nodes: z.number().int(),
    edges: z.number().int(),
  }),
});
