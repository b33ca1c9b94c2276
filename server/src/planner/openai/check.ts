import {
  GOAL_PRIORITIES,
  LABELS,
  SYSTEM_GROUPS,
  normaliseVertexLabel,
  systemGroupId,
  utf8Length,
} from '@trellis/core';
import type { z } from 'zod';
import type { ProjectContext } from '../context';
import type { Draft, EngineStep, Plan } from '../engine';
import {
  OPERATION_KINDS,
  Operation,
  type OperationKind,
  PLAN_LIMITS,
  type PlanBuilder,
} from '../operations';
import { nameSlot, textProblem } from '../text';
import type { ChatAnswer } from './client';
import { extractJson } from './json';
import { DraftAnswer, PlanAnswer } from './schema';

/** The Engine methods, each with its own prompt and rules. */
export type Method = EngineStep;

export type Checked =
  { ok: true; value: Draft | Plan } | { ok: false; problems: string[]; echo: boolean };

const ALLOWED_OPS: readonly string[] = Operation.options.map((o) => o.shape.op.value);

/** What each method may answer with, beyond the allow-list every plan is held to. */
const METHOD_OPS: Partial<Record<Method, readonly string[]>> = {
  planTasks: ['create_task'],
  defineTypes: ['define_type', 'define_link_type'],
  generateGoals: ['create_node'],
  askQuestion: ['create_node'],
};

/**
 * Checks a model's answer for `method` against the project it was shown, and answers either the
 * validated plan or every problem found, worded for the model to correct (the repair request
 * quotes them). The answer is held to what `apply.ts` will hold it to — the allow-list and each
 * operation's schema, the caps on count and size, no template text, every id one of this
 * project's or a ref made earlier in the answer (a model cannot name another project's nodes),
 * and each operation's own plan step, dry-run on the snapshot — plus the rules of the method
 * (3–6 questions in a draft, goals with a priority in the Goals group, …), so that a wrong
 * answer is repaired here rather than refused there.
 */
export function checkAnswer(method: Method, answer: ChatAnswer, ctx: ProjectContext): Checked {
  if (answer.truncated) {
    return {
      ok: false,
      echo: false,
      problems: [
        'The answer was cut off at the output token limit before it was complete: answer again ' +
          'with fewer or shorter operations.',
      ],
    };
  }
  const json = extractJson(answer.content);
  if ('problem' in json) return { ok: false, echo: true, problems: [json.problem] };
  const shape = method === 'draft' ? DraftAnswer : PlanAnswer;
  const parsed = shape.safeParse(json.value);
  if (!parsed.success) {
    return {
      ok: false,
      echo: true,
      problems: parsed.error.issues.map((i) =>
        i.path.length === 0
          ? `The answer must be a JSON object with the fields ${Object.keys(shape.shape).join(', ')}.`
          : `${i.path.join('.')}: ${i.message}.`,
      ),
    };
  }
  const problems: string[] = [];
  const top = parsed.data as Record<string, unknown>;
  for (const field of ['summary', 'name', 'project_type', 'description']) {
    if (typeof top[field] !== 'string') continue;
    const problem = textProblem(top[field] as string);
    if (problem) problems.push(`${field} ${problem}.`);
  }

  const raw = parsed.data.operations;
  if (raw.length > PLAN_LIMITS.operations) {
    problems.push(
      `operations holds ${raw.length} operations; at most ${PLAN_LIMITS.operations} are taken.`,
    );
    return { ok: false, echo: false, problems };
  }
  if (utf8Length(JSON.stringify(raw)) > PLAN_LIMITS.bytes) {
    problems.push(`operations is larger than ${PLAN_LIMITS.bytes} bytes: answer with less.`);
    return { ok: false, echo: false, problems };
  }

  const ops: Array<[number, Operation]> = [];
  raw.forEach((item, index) => {
    const at = `operations[${index}]`;
    const op = (item as { op?: unknown } | null)?.op;
    if (typeof op !== 'string' || !ALLOWED_OPS.includes(op)) {
      problems.push(
        `${at}: ${typeof op === 'string' ? `"${op.slice(0, 60)}"` : 'an operation without "op"'} ` +
          `is not an allowed operation; use only ${ALLOWED_OPS.join(', ')}.`,
      );
      return;
    }
    const result = Operation.safeParse(item);
    if (!result.success) {
      for (const issue of result.error.issues.slice(0, 3)) {
        const where = issue.path.length ? `.${issue.path.join('.')}` : '';
        problems.push(`${at} (${op})${where}: ${issue.message}.`);
      }
      return;
    }
    ops.push([index, result.data]);
  });

  problems.push(...dryRun(ops, ctx), ...checkMethod(method, ops, raw.length));
  if (problems.length > 0) return { ok: false, echo: true, problems };

  const operations = ops.map(([, op]) => op);
  const summary = parsed.data.summary;
  if (method !== 'draft') return { ok: true, value: { summary, operations } };
  const draft = parsed.data as z.infer<typeof DraftAnswer>;
  return {
    ok: true,
    value: {
      summary,
      operations,
      name: draft.name,
      project_type: draft.project_type,
      description: draft.description,
    },
  };
}

/** Every id the context names, with its label: the project, its groups and every listed item. */
export function contextLabels(ctx: ProjectContext): Map<string, string> {
  const labels = new Map<string, string>([[ctx.projectId, LABELS.project]]);
  for (const g of SYSTEM_GROUPS) labels.set(systemGroupId(ctx.projectId, g.key), g.key);
  // Edge ends first, so that the lists below give the labels of the vertices they know.
  for (const e of ctx.edges) labels.set(e.from, '').set(e.to, '');
  const put = (items: Array<{ id: string }>, label: string) =>
    items.forEach((i) => labels.set(i.id, label));
  put(ctx.questions, LABELS.question);
  put(ctx.goals, LABELS.goal);
  put(ctx.observations, LABELS.observation);
  put(ctx.nodeTypes, LABELS.nodeType);
  put(ctx.linkTypes, LABELS.linkType);
  put(ctx.tasks, LABELS.task);
  ctx.nodes.forEach((n) => labels.set(n.id, n.label));
  return labels;
}

/**
 * Runs each operation's own plan step (the one `apply.ts` runs) against the snapshot instead of
 * the store: ids resolve to the context's vertices or to refs made earlier, names are claimed
 * against the context's, and every problem the step reports is collected. Nothing is written:
 * the builder's write methods do nothing. The store may have moved on since the snapshot, so
 * `applyPlan` checks again; this pass exists so that the model can correct what it can.
 */
function dryRun(ops: Array<[number, Operation]>, ctx: ProjectContext): string[] {
  const problems: string[] = [];
  const labels = contextLabels(ctx);
  const structural = new Set([
    ctx.projectId,
    ...SYSTEM_GROUPS.map((g) => systemGroupId(ctx.projectId, g.key)),
  ]);
  // Names the project uses, per label; a task only while it is pending (as apply.ts counts).
  const taken = new Set<string>();
  ctx.questions.forEach((q) => taken.add(nameSlot(LABELS.question, q.name)));
  ctx.goals.forEach((g) => taken.add(nameSlot(LABELS.goal, g.name)));
  ctx.observations.forEach((o) => taken.add(nameSlot(LABELS.observation, o.name)));
  ctx.tasks
    .filter((t) => t.status === 'pending')
    .forEach((t) => taken.add(nameSlot(LABELS.task, t.name)));
  ctx.nodes
    .filter(
      (n) => !(normaliseVertexLabel(n.label) === LABELS.task && n.attributes.status === 'done'),
    )
    .forEach((n) => taken.add(nameSlot(n.label, n.name)));

  const defined = new Map<string, string>();
  const resolve = (id: string) => defined.get(id) ?? (labels.has(id) ? id : undefined);
  let at = '';
  let fresh = 0;
  const builder: PlanBuilder = {
    projectId: ctx.projectId,
    groups: ctx.groups,
    at: (id) => resolve(id) as string,
    newId: (label) => `new:${label}:${++fresh}`,
    define(ref, id) {
      if (defined.has(ref)) return false;
      defined.set(ref, id);
      return true;
    },
    existing: (id) => labels.get(id),
    claimName(label, name) {
      const slot = nameSlot(label, name);
      if (taken.has(slot)) return false;
      taken.add(slot);
      return true;
    },
    isStructural: (id) => structural.has(id),
    node: () => undefined,
    edge: () => undefined,
    merge: () => undefined,
    remove: () => undefined,
    problem: (message) => void problems.push(`${at}: ${message}.`),
  };

  for (const [index, op] of ops) {
    at = `operations[${index}] (${op.op})`;
    const kind = OPERATION_KINDS[op.op] as OperationKind<Operation>;
    for (const [field, text] of kind.texts(op)) {
      const problem = textProblem(text);
      if (problem) problems.push(`${at}: ${field} ${problem}.`);
    }
    const missing = kind.names(op).filter((id) => resolve(id) === undefined);
    for (const id of missing) {
      problems.push(
        `${at}: "${id.slice(0, 80)}" is neither an id listed in the project data nor the ref ` +
          'of a node created earlier in this answer.',
      );
    }
    if (missing.length > 0) continue;
    kind.plan(op, builder);
    problems.push(...placement(op, ctx).map((p) => `${at}: ${p}.`));
  }
  return problems;
}

/** Questions, goals and observations go in their groups; goals say their priority. */
function placement(op: Operation, ctx: ProjectContext): string[] {
  if (op.op !== 'create_node') return [];
  const label = normaliseVertexLabel(op.label);
  const group: Record<string, string> = {
    [LABELS.question]: ctx.groups.questions,
    [LABELS.goal]: ctx.groups.goals,
    [LABELS.observation]: ctx.groups.observations,
  };
  const out: string[] = [];
  if (group[label] !== undefined && op.parent !== group[label])
    out.push(`a ${label} must have parent "${group[label]}" (its group)`);
  if (label === LABELS.goal && op.attributes?.priority === undefined)
    out.push(`a goal needs attributes.priority, one of ${GOAL_PRIORITIES.join(', ')}`);
  return out;
}

/** What each method must answer. */
function checkMethod(method: Method, ops: Array<[number, Operation]>, count: number): string[] {
  const problems: string[] = [];
  const allowed = METHOD_OPS[method];
  if (allowed) {
    for (const [index, op] of ops) {
      if (!allowed.includes(op.op)) {
        problems.push(
          `operations[${index}] (${op.op}): this request takes only ${allowed.join(' and ')} operations.`,
        );
      }
    }
  }
  const created = (label: string) =>
    ops.filter(([, op]) => op.op === 'create_node' && normaliseVertexLabel(op.label) === label)
      .length;
  const between = (what: string, n: number, min: number, max: number) => {
    if (n < min || n > max) {
      problems.push(
        `The answer creates ${n} ${what}; it must create ${min === max ? min : `${min} to ${max}`}.`,
      );
    }
  };
  switch (method) {
    case 'draft':
      between('questions', created('question'), 3, 6);
      break;
    case 'askQuestion':
      between('questions', created('question'), 1, 1);
      if (
        ops.some(
          ([, op]) => op.op === 'create_node' && normaliseVertexLabel(op.label) !== 'question',
        )
      )
        problems.push('This request creates one question and nothing else.');
      break;
    case 'generateGoals':
      between('goals', created('goal'), 1, 6);
      if (
        ops.some(([, op]) => op.op === 'create_node' && normaliseVertexLabel(op.label) !== 'goal')
      )
        problems.push('This request creates goals and nothing else.');
      break;
    case 'planTasks':
      if (count === 0)
        problems.push('The answer plans no task; plan at least one with create_task.');
      break;
    case 'defineTypes':
      if (count === 0) problems.push('The answer defines nothing; use define_type.');
      break;
    case 'executeTask':
      if (count === 0) problems.push('The answer makes no change; carry out the task.');
      for (const [index, op] of ops) {
        if (op.op === 'create_task') {
          problems.push(
            `operations[${index}] (create_task): executing a task must not plan further system tasks.`,
          );
        }
      }
      break;
  }
  return problems;
}
