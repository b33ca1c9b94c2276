import type { z } from 'zod';
import * as account from './account';
import { EmptyRequest } from './common';
import * as edges from './edges';
import * as nodes from './nodes';
import * as planner from './planner';
import * as projects from './projects';
import * as questions from './questions';
import * as requests from './requests';

export interface CallContract<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> {
  summary: string;
  request: Req;
  result: Res;
}

function call<Req extends z.ZodType, Res extends z.ZodType>(
  summary: string,
  request: Req,
  result: Res,
): CallContract<Req, Res> {
  return { summary, request, result };
}

/**
 * Every call of spec §7: `POST /api/<name>` with `request` as the JSON body, answering
 * `{success: true, result}` with `result` shaped as here. This table is the only definition of
 * the API: the server validates with it, the web client is typed by it, OpenAPI is built from it.
 */
export const CALLS = {
  initial_setup: call(
    'Registers the signed-in account on first use; safe to call on every start-up.',
    EmptyRequest,
    projects.InitialSetupResult,
  ),
  get_user_projects: call(
    'The caller’s projects, most recently changed first.',
    projects.GetUserProjectsRequest,
    projects.GetUserProjectsResult,
  ),
  create_project: call(
    'Creates a project from a prompt: its node, system groups, schema defaults and the request.',
    projects.CreateProjectRequest,
    projects.CreateProjectResult,
  ),
  bootstrap_project: call(
    'Adds whatever is missing of the system groups, default types and prompt helpers.',
    projects.ProjectRequest,
    projects.BootstrapProjectResult,
  ),
  get_project_graph: call(
    'The whole graph of a project with its node types, link types and system groups.',
    projects.GetProjectGraphRequest,
    projects.GetProjectGraphResult,
  ),
  get_node: call(
    'One vertex, by primary_key or by label and name.',
    nodes.GetNodeRequest,
    nodes.NodeResult,
  ),
  upsert_node: call(
    'Creates or partially updates one vertex.',
    nodes.UpsertNodeRequest,
    nodes.NodeResult,
  ),
  upsert_edge: call('Creates or updates one link.', edges.UpsertEdgeRequest, edges.EdgeResult),
  batch_upsert_nodes: call(
    'Creates or updates many vertices at once: all or nothing unless continue_on_error.',
    nodes.BatchUpsertNodesRequest,
    nodes.BatchUpsertNodesResult,
  ),
  batch_upsert_edges: call(
    'Creates or updates many links at once: all or nothing unless continue_on_error.',
    edges.BatchUpsertEdgesRequest,
    edges.BatchUpsertEdgesResult,
  ),
  delete_vertex: call(
    'Deletes a vertex and every link to or from it.',
    nodes.DeleteVertexRequest,
    nodes.DeleteVertexResult,
  ),
  delete_edge: call('Deletes one link.', edges.DeleteEdgeRequest, edges.DeleteEdgeResult),
  get_group_members: call(
    'The members of a group (goals, questions, observations or node types).',
    nodes.GetGroupMembersRequest,
    nodes.NodesResult,
  ),
  answer_question: call(
    'Saves the trimmed answer to a question and marks it answered.',
    questions.AnswerQuestionRequest,
    questions.NodeCreatedResult,
  ),
  add_question: call(
    'Adds a question to the project’s Questions group.',
    questions.AddQuestionRequest,
    questions.NodeCreatedResult,
  ),
  add_goal: call(
    'Adds a goal to the project’s Goals group.',
    questions.AddGoalRequest,
    questions.NodeCreatedResult,
  ),
  get_user_requests: call(
    'The caller’s requests (prompts), newest first.',
    requests.GetUserRequestsRequest,
    requests.GetUserRequestsResult,
  ),
  delete_project_partition: call(
    'Deletes a project and everything in it.',
    projects.ProjectRequest,
    projects.DeleteProjectResult,
  ),
  run_prompt_queue: call(
    'Runs the queue of steps (refactor, project_tasks, execute) for a prompt.',
    planner.RunPromptQueueRequest,
    planner.RunPromptQueueResult,
  ),
  project_tasks: call(
    'Plans system tasks for a prompt.',
    planner.ProjectTasksRequest,
    planner.ProjectTasksResult,
  ),
  execute: call(
    'Executes the pending system tasks.',
    planner.ExecuteRequest,
    planner.ExecuteResult,
  ),
  define_types: call(
    'Generates the initial schema, or adjusts it as the prompt asks.',
    planner.DefineTypesRequest,
    planner.DefineTypesResult,
  ),
  generate_goals: call(
    'Generates prioritised goals for the project.',
    planner.GenerateGoalsRequest,
    planner.GenerateGoalsResult,
  ),
  export_account: call(
    'Everything Trellis keeps for the caller: the account and every project with its nodes and edges.',
    EmptyRequest,
    account.ExportAccountResult,
  ),
  delete_account: call(
    'Deletes the caller’s account and all its projects for good; `confirm` must be "DELETE".',
    account.DeleteAccountRequest,
    account.DeleteAccountResult,
  ),
} as const;

export type CallName = keyof typeof CALLS;
export type CallRequest<N extends CallName> = z.input<(typeof CALLS)[N]['request']>;
export type CallParsed<N extends CallName> = z.output<(typeof CALLS)[N]['request']>;
export type CallResult<N extends CallName> = z.output<(typeof CALLS)[N]['result']>;
