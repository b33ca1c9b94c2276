import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CHILD_EDGE_LABEL,
  FULL_QUEUE,
  LABELS,
  PARTITIONS,
  type ProjectDetails,
  type QueueStep,
} from '@trellis/core';
import { bootstrapProject } from '../commands/bootstrap';
import { writeEdges } from '../commands/writeEdges';
import { writeNodes } from '../commands/writeNodes';
import { HttpError } from '../http/errors';
import type { Db, Queryable } from '../store/db';
import { insertProject } from '../store/projects';
import { type PlanResult, PlanRejectedError, applyPlan } from './apply';
import type { ContextTask } from './context';
import type { Engine, Plan } from './engine';
import { engineHttpError } from './errors';
import { emptyContext, loadContext } from './loadContext';
import { refactorPlan } from './refactor';
import { textProblem } from './text';

/** At most this many system tasks run in one execute call. */
const EXECUTE_LIMIT = 25;

/** Serialises engine writes to one project: the second waits for the first to commit. */
async function lockProject(tx: Queryable, projectId: string): Promise<void> {
  await tx.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
}

/** Applies an engine's plan in one transaction (with `also` in the same one), or nothing. */
export async function applyStep(
  db: Db,
  projectId: string,
  plan: Plan,
  also?: (tx: Queryable, result: PlanResult) => Promise<void>,
): Promise<PlanResult> {
  return db.transaction(async (tx) => {
    await lockProject(tx, projectId);
    const result = await applyPlan(tx, projectId, plan.operations);
    await also?.(tx, result);
    return result;
  });
}

/**
 * Records a prompt the user sent as a Request of the project, unless it repeats the latest one
 * (the top bar creates a project from a prompt, then plans tasks for the same prompt: one request).
 */
async function recordRequest(tx: Queryable, projectId: string, prompt: string, kind: string) {
  const [latest] = await tx.query<{ id: string; prompt: string }>(
    `SELECT id, attributes->>'prompt' AS prompt FROM vertices
     WHERE project_id = $1 AND lower(label) = 'request' ORDER BY seq DESC LIMIT 1`,
    [projectId],
  );
  if (latest && latest.prompt === prompt) return latest.id;
  const id = `request.${randomUUID()}`;
  await writeNodes(tx, projectId, [
    {
      value: {
        id,
        label: LABELS.request,
        pk: PARTITIONS.requests,
        name: prompt.slice(0, 500),
        attributes: { prompt, kind, color_token: 'request' },
      },
    },
  ]);
  await writeEdges(tx, projectId, [
    { value: { from: projectId, to: id, label: DEFAULT_CHILD_EDGE_LABEL } },
  ]);
  return id;
}

/** Checks the engine's name, type and description for a new project. */
function checkDraft(name: string, type: string, description: string) {
  const problems = (
    [
      ['name', name, 80],
      ['project_type', type, 60],
      ['description', description, 2000],
    ] as const
  ).flatMap(([field, text, max]) => {
    const p =
      typeof text !== 'string'
        ? 'is missing'
        : text.length > max
          ? `is longer than ${max} characters`
          : textProblem(text);
    return p ? [{ index: -1, message: `${field} ${p}` }] : [];
  });
  if (problems.length > 0) throw new PlanRejectedError(problems);
}

/**
 * create_project: the engine drafts a name, type, description and questions from the prompt;
 * the project, its skeleton, the request and the draft are written in one transaction.
 */
export async function createProjectFromPrompt(
  db: Db,
  engine: Engine,
  userId: string,
  prompt: string,
) {
  const id = randomUUID();
  const draft = await engine.draft(prompt, emptyContext(id));
  const name = draft.name.trim();
  const projectType = draft.project_type.trim();
  const description = draft.description.trim();
  checkDraft(name, projectType, description);
  return db.transaction(async (tx) => {
    const row = await insertProject(tx, id, userId, name);
    await bootstrapProject(tx, id, { name, description, projectType });
    const requestId = await recordRequest(tx, id, prompt, 'create_project');
    const result = await applyPlan(tx, id, draft.operations);
    const questions = await tx.query<{ id: string; name: string }>(
      `SELECT id, name FROM vertices WHERE project_id = $1 AND id = ANY($2::text[]) AND lower(label) = 'question' ORDER BY seq`,
      [id, result.node_ids],
    );
    const project: ProjectDetails = { ...row, description, project_type: projectType };
    return {
      project_id: id,
      project,
      request_id: requestId,
      questions,
      ...(draft.notice ? { notice: draft.notice } : {}),
    };
  });
}

/** project_tasks: system tasks for a prompt, recorded with the prompt as a Request. */
export async function planTasks(db: Db, engine: Engine, projectId: string, prompt: string) {
  const ctx = await loadContext(db, projectId);
  const plan = await engine.planTasks(ctx, prompt);
  let requestId = '';
  const result = await applyStep(db, projectId, plan, async (tx) => {
    requestId = await recordRequest(tx, projectId, prompt, 'project_tasks');
  });
  const tasks = await db.query<{ id: string; name: string; action: string }>(
    `SELECT id, name, attributes->>'action' AS action FROM vertices
     WHERE project_id = $1 AND id = ANY($2::text[]) AND type = 'sys' ORDER BY seq`,
    [projectId, result.node_ids],
  );
  return {
    project_id: projectId,
    ...pick(result),
    summary: plan.summary,
    request_id: requestId,
    tasks,
  };
}

const pick = (r: PlanResult) => ({ created: r.created, node_ids: r.node_ids });

/** A task that failed while executing, with what the tasks before it did. */
export class ExecuteFailedError extends Error {
  constructor(
    readonly task: ContextTask,
    override readonly cause: unknown,
    readonly done: ExecutedTask[],
  ) {
    const mapped = engineHttpError(cause);
    super(
      `Task "${task.name}" failed: ${mapped instanceof HttpError ? mapped.message : 'see the server log.'}`,
    );
  }
}

export interface ExecutedTask {
  id: string;
  name: string;
  label: string;
  summary: string;
  created: { nodes: number; edges: number };
}

/**
 * execute: runs the project's pending system tasks in the order they were planned. Each is one
 * transaction — its changes and its `done` mark land together — so a failure stops the run with
 * the tasks before it done and the failed one still pending, nothing of it written.
 */
export async function executeTasks(db: Db, engine: Engine, projectId: string) {
  const done: ExecutedTask[] = [];
  const nodeIds: string[] = [];
  const created = { nodes: 0, edges: 0 };
  const tried = new Set<string>();
  for (let i = 0; i < EXECUTE_LIMIT; i++) {
    const ctx = await loadContext(db, projectId);
    const task = ctx.tasks.find((t) => t.system && t.status === 'pending' && !tried.has(t.id));
    if (!task) break;
    tried.add(task.id);
    let result: PlanResult | undefined;
    let plan: Plan;
    try {
      plan = await engine.executeTask(ctx, task);
      result = await db.transaction(async (tx) => {
        await lockProject(tx, projectId);
        const still = await tx.query(
          `SELECT 1 FROM vertices WHERE project_id = $1 AND id = $2 AND attributes->>'status' = 'pending'`,
          [projectId, task.id],
        );
        if (still.length === 0) return undefined; // another run took it meanwhile
        return applyPlan(tx, projectId, [...plan.operations, { op: 'mark_done', id: task.id }]);
      });
    } catch (err) {
      throw new ExecuteFailedError(task, err, done);
    }
    if (!result) continue;
    created.nodes += result.created.nodes;
    created.edges += result.created.edges;
    nodeIds.push(...result.node_ids);
    done.push({
      id: task.id,
      name: task.name,
      label: `Execute task: ${task.name}`,
      summary: plan.summary,
      created: result.created,
    });
  }
  const remaining = (await loadContext(db, projectId)).tasks.filter(
    (t) => t.system && t.status === 'pending',
  ).length;
  return {
    project_id: projectId,
    created,
    node_ids: nodeIds,
    summary: done.length > 0 ? `${done.length} tasks done` : 'No pending system tasks',
    tasks: done,
    remaining,
  };
}

/** The Refactor step: the deterministic tidy-up of refactor.ts, applied like an engine plan. */
async function refactorProject(db: Db, projectId: string) {
  const ctx = await loadContext(db, projectId);
  const plan = refactorPlan(ctx);
  const result = await applyStep(db, projectId, plan);
  return { project_id: projectId, ...pick(result), summary: plan.summary };
}

export interface QueueInput {
  steps?: QueueStep[] | undefined;
  prompt?: string | undefined;
  objective?: string | undefined;
}

/**
 * run_prompt_queue (spec §4): refactor, generate system tasks, execute them — or the steps
 * asked for. Each step commits on its own; the first failure stops the queue with the status
 * 'Failed: ' + the step. The first result names the node to centre on: the first node the run
 * created that the canvas shows, else the project.
 */
export async function runQueue(
  db: Db,
  engine: Engine,
  projectId: string,
  input: QueueInput,
  log?: { error(obj: object, msg: string): void },
) {
  const steps = input.steps ?? [...FULL_QUEUE];
  const results: Array<Record<string, unknown> & { step: string; status: string }> = [];
  const createdIds: string[] = [];
  let status = 'Completed';
  for (const step of steps) {
    try {
      const r =
        step === 'refactor'
          ? await refactorProject(db, projectId)
          : step === 'project_tasks'
            ? await planTasks(db, engine, projectId, queuePrompt(input))
            : await executeTasks(db, engine, projectId);
      createdIds.push(...r.node_ids);
      results.push({
        step,
        status: 'Completed',
        summary: r.summary,
        created: r.created,
        ...('tasks' in r ? { detail: { tasks: r.tasks } } : {}),
      });
    } catch (err) {
      status = `Failed: ${step}`;
      const failed = err instanceof ExecuteFailedError;
      const mapped = engineHttpError(failed ? err.cause : err);
      if (!(mapped instanceof HttpError)) log?.error({ err, step }, 'queue step failed');
      const reason =
        mapped instanceof HttpError
          ? mapped.message
          : 'The step failed on the server; see its log.';
      results.push({
        step,
        status,
        error: failed ? `Task "${err.task.name}" failed: ${reason}` : reason,
        ...(failed ? { detail: { tasks: err.done } } : {}),
      });
      break;
    }
  }
  const center = await centreNode(db, projectId, createdIds);
  if (results[0]) results[0].centerNodeId = center;
  return { status, results };
}

function queuePrompt(input: QueueInput): string {
  return input.prompt ?? input.objective ?? 'Take the next step on this project';
}

/** The first created node the canvas shows (not a system, helper or hidden node), else the project. */
async function centreNode(db: Db, projectId: string, ids: string[]): Promise<string> {
  if (ids.length === 0) return projectId;
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM vertices
     WHERE project_id = $1 AND id = ANY($2::text[]) AND visible AND type <> 'sys'
       AND lower(label) NOT IN ('question', 'goal', 'observation', 'node type', 'link type')
     ORDER BY seq LIMIT 1`,
    [projectId, ids],
  );
  return rows[0]?.id ?? projectId;
}
