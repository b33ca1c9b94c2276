import { randomBytes } from 'node:crypto';
import {
  type EdgeInput,
  LABELS,
  type NodeWrite,
  SYSTEM_GROUPS,
  newVertexId,
  normaliseVertexLabel,
  systemGroupId,
  utf8Length,
} from '@trellis/core';
import { writeEdges } from '../commands/writeEdges';
import { writeNodes } from '../commands/writeNodes';
import type { Queryable } from '../store/db';
import { deleteVertex, vertexLabels } from '../store/vertices';
import { mergeVertex } from '../store/merge';
import {
  OPERATION_KINDS,
  Operation,
  type OperationKind,
  PLAN_LIMITS,
  type PlanBuilder,
} from './operations';
import { nameSlot, textProblem } from './text';

export interface PlanProblem {
  /** Index of the operation at fault; -1 for the plan as a whole. */
  index: number;
  message: string;
}

/** An engine's plan that is refused whole: nothing of it is written. */
export class PlanRejectedError extends Error {
  constructor(readonly problems: PlanProblem[]) {
    const first = problems[0] as PlanProblem;
    super(
      `The plan was rejected: ${first.index >= 0 ? `operation ${first.index} ` : ''}${first.message}` +
        (problems.length > 1 ? ` (and ${problems.length - 1} more problems)` : ''),
    );
  }
}

export interface PlanResult {
  created: { nodes: number; edges: number };
  /** Ids of the vertices the plan created, in plan order. */
  node_ids: string[];
  /** The id each ref of the plan stands for. */
  refs: Record<string, string>;
}

const randomId = () => randomBytes(6).toString('hex');
const kindOf = (op: Operation) => OPERATION_KINDS[op.op] as OperationKind<Operation>;

/**
 * Names the project already uses, per label, for duplicate checks. A task counts only while it
 * is pending: planning "Define the schema" again after the first one ran is fine.
 */
async function takenNames(
  db: Queryable,
  projectId: string,
  labels: string[],
): Promise<Set<string>> {
  if (labels.length === 0) return new Set();
  const rows = await db.query<{ label: string; name: string }>(
    `SELECT lower(label) AS label, name FROM vertices
     WHERE project_id = $1 AND lower(label) = ANY($2::text[])
       AND NOT (lower(label) = 'task' AND attributes->>'status' = 'done')`,
    [projectId, labels],
  );
  return new Set(rows.map((r) => nameSlot(r.label, r.name)));
}

/** Turns a plan's size, shape and texts into problems, before anything is read from the store. */
function checkShape(plan: unknown): { ops: Operation[]; problems: PlanProblem[] } {
  if (!Array.isArray(plan))
    return { ops: [], problems: [{ index: -1, message: 'is not a list of operations' }] };
  if (plan.length > PLAN_LIMITS.operations) {
    const message = `has ${plan.length} operations; at most ${PLAN_LIMITS.operations} are taken`;
    return { ops: [], problems: [{ index: -1, message }] };
  }
  if (utf8Length(JSON.stringify(plan)) > PLAN_LIMITS.bytes) {
    return {
      ops: [],
      problems: [{ index: -1, message: `is larger than ${PLAN_LIMITS.bytes} bytes` }],
    };
  }
  const problems: PlanProblem[] = [];
  const ops: Operation[] = [];
  plan.forEach((raw, index) => {
    const parsed = Operation.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')} ` : '';
      problems.push({
        index,
        message: `is not an allowed operation: ${where}${issue?.message ?? ''}`.trim(),
      });
      return;
    }
    ops.push(parsed.data);
    for (const [field, text] of kindOf(parsed.data).texts(parsed.data)) {
      const problem = textProblem(text);
      if (problem) problems.push({ index, message: `${field} ${problem}` });
    }
  });
  return { ops, problems };
}

/**
 * Checks an engine's plan and writes it, inside the caller's transaction. The plan is refused
 * whole — nothing written, every problem listed — when it is too large, holds an operation
 * outside the allow-list or one that does not validate, names a node that is not this project's,
 * leaks template text, creates a node the project already has, or touches what Trellis needs.
 */
export async function applyPlan(
  db: Queryable,
  projectId: string,
  plan: unknown,
): Promise<PlanResult> {
  const shape = checkShape(plan);
  if (shape.problems.length > 0) throw new PlanRejectedError(shape.problems);
  const ops = shape.ops;

  const groups = {
    questions: systemGroupId(projectId, 'questions'),
    goals: systemGroupId(projectId, 'goals'),
    observations: systemGroupId(projectId, 'observations'),
    nodeTypes: systemGroupId(projectId, 'node types'),
  };
  const structural = new Set([
    projectId,
    ...SYSTEM_GROUPS.map((g) => systemGroupId(projectId, g.key)),
  ]);
  const creates = ops.flatMap((op) =>
    op.op === 'create_node'
      ? [normaliseVertexLabel(op.label)]
      : op.op === 'create_task'
        ? [LABELS.task]
        : [],
  );
  const asked = new Set(
    ops.flatMap((op) => [...kindOf(op).names(op), ...(kindOf(op).probes?.(op) ?? [])]),
  );
  const [existing, taken] = await Promise.all([
    vertexLabels(db, projectId, [...asked]),
    takenNames(db, projectId, [...new Set(creates)]),
  ]);

  const problems: PlanProblem[] = [];
  const defined = new Map<string, string>();
  const nodes = new Map<string, NodeWrite & { id: string }>();
  const edges: EdgeInput[] = [];
  const merges: Array<[string, string]> = [];
  const removals: string[] = [];
  const created: string[] = [];
  let index = 0;
  const resolve = (id: string) => defined.get(id) ?? (existing.has(id) ? id : undefined);
  const builder: PlanBuilder = {
    projectId,
    groups,
    at: (id) => resolve(id) as string,
    newId: (label) => newVertexId(label, randomId),
    define(ref, id) {
      if (defined.has(ref)) return false;
      defined.set(ref, id);
      return true;
    },
    existing: (id) => existing.get(id),
    claimName(label, name) {
      const slot = nameSlot(label, name);
      if (taken.has(slot)) return false;
      taken.add(slot);
      return true;
    },
    isStructural: (id) =>
      structural.has(id) || normaliseVertexLabel(existing.get(id)) === LABELS.promptHelper,
    node(write, isNew) {
      const before = nodes.get(write.id);
      nodes.set(
        write.id,
        before
          ? { ...before, ...write, attributes: { ...before.attributes, ...write.attributes } }
          : write,
      );
      if (isNew) created.push(write.id);
    },
    edge: (e) => edges.push(e),
    merge: (from, into) => merges.push([from, into]),
    remove: (id) => removals.push(id),
    problem: (message) => problems.push({ index, message }),
  };
  for (; index < ops.length; index++) {
    const op = ops[index] as Operation;
    const kind = kindOf(op);
    const missing = kind.names(op).filter((id) => resolve(id) === undefined);
    if (missing.length > 0) {
      builder.problem(
        `names ${missing.map((m) => `"${m}"`).join(', ')}, not a node of this project`,
      );
      continue;
    }
    kind.plan(op, builder);
  }
  if (problems.length > 0) throw new PlanRejectedError(problems);

  if (nodes.size > 0) {
    const hasTypes = created.some((id) => nodes.get(id)?.label === LABELS.nodeType);
    await writeNodes(
      db,
      projectId,
      [...nodes.values()].map((value) => ({ value })),
      { assignTypeColors: hasTypes },
    );
  }
  const written =
    edges.length > 0
      ? await writeEdges(
          db,
          projectId,
          edges.map((value) => ({ value })),
        )
      : { edges: [] };
  for (const [from, into] of merges) await mergeVertex(db, projectId, from, into);
  for (const id of removals) await deleteVertex(db, projectId, id);
  return {
    created: { nodes: created.length, edges: written.edges.length },
    node_ids: created,
    refs: Object.fromEntries([...defined].filter(([ref, id]) => ref !== id)),
  };
}
