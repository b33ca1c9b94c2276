import { LABELS } from '@trellis/core';
import type { GraphNode } from '@trellis/core';
import { conflict } from '../http/errors';
import { engineHttpError, engineStep } from '../planner/errors';
import { loadContext } from '../planner/loadContext';
import {
  ExecuteFailedError,
  applyStep,
  createProjectFromPrompt,
  executeTasks,
  planTasks,
  runQueue,
} from '../planner/run';
import { HttpError } from '../http/errors';
import { verticesById, verticesByLabel } from '../store/vertices';
import { requireProject } from './authorize';
import { defineCall } from './registry';

/** Calls that run the planning engine (spec §4, §7; DESIGN.md "The engine"). */

export const createProject = defineCall({
  name: 'create_project',
  runsEngine: true,
  run: ({ prompt }, { db, user, engine }) =>
    engineStep(() => createProjectFromPrompt(db, engine, user.id, prompt)),
});

export const projectTasks = defineCall({
  name: 'project_tasks',
  runsEngine: true,
  async run({ project_id, prompt }, { db, user, engine }) {
    await requireProject(db, user, project_id);
    return engineStep(() => planTasks(db, engine, project_id, prompt));
  },
});

export const execute = defineCall({
  name: 'execute',
  runsEngine: true,
  async run({ project_id }, { db, user, engine }) {
    await requireProject(db, user, project_id);
    try {
      return await engineStep(() => executeTasks(db, engine, project_id));
    } catch (err) {
      if (!(err instanceof ExecuteFailedError)) throw err;
      const done = err.done.length;
      const mapped = engineHttpError(err.cause);
      throw new HttpError(
        mapped instanceof HttpError ? mapped.status : 502,
        'task_failed',
        `${err.message}${done > 0 ? ` ${done} task${done > 1 ? 's' : ''} before it ran and stay done.` : ''}`,
        undefined,
        mapped instanceof HttpError ? mapped.headers : undefined,
      );
    }
  },
});

export const runPromptQueue = defineCall({
  name: 'run_prompt_queue',
  runsEngine: true,
  async run({ project_id, steps, prompt, objective }, { db, user, engine, log }) {
    await requireProject(db, user, project_id);
    return runQueue(db, engine, project_id, { steps, prompt, objective }, log);
  },
});

export const generateGoals = defineCall({
  name: 'generate_goals',
  runsEngine: true,
  async run({ project_id }, { db, user, engine }) {
    await requireProject(db, user, project_id);
    return engineStep(async () => {
      const plan = await engine.generateGoals(await loadContext(db, project_id));
      const result = await applyStep(db, project_id, plan);
      const goals = (await verticesById(db, project_id, result.node_ids)).filter(
        (n) => n.label.toLowerCase() === LABELS.goal,
      );
      return {
        project_id,
        created: result.created,
        node_ids: result.node_ids,
        summary: plan.summary,
        goals,
      };
    });
  },
});

export const defineTypes = defineCall({
  name: 'define_types',
  runsEngine: true,
  async run({ project_id, prompt }, { db, user, engine }) {
    await requireProject(db, user, project_id);
    return engineStep(async () => {
      const plan = await engine.defineTypes(await loadContext(db, project_id), prompt);
      const result = await applyStep(db, project_id, plan);
      const types = (await verticesByLabel(db, project_id, LABELS.nodeType)).map((t) => ({
        id: t.id,
        name: t.name,
      }));
      return {
        project_id,
        created: result.created,
        node_ids: result.node_ids,
        summary: plan.summary,
        node_types: types,
      };
    });
  },
});

/** add_question without a text asks the engine for one the project has not been asked. */
export async function engineQuestion(
  ctx: Parameters<typeof generateGoals.run>[1],
  projectId: string,
): Promise<GraphNode> {
  const { db, engine } = ctx;
  return engineStep(async () => {
    const plan = await engine.askQuestion(await loadContext(db, projectId));
    const result = await applyStep(db, projectId, plan);
    const id = result.node_ids[0];
    if (!id)
      throw conflict('Every question this project needs has been asked; type the question to add.');
    const [node] = await verticesById(db, projectId, [id]);
    return node as GraphNode;
  });
}
