import { randomBytes } from 'node:crypto';
import {
  DEFAULT_CHILD_EDGE_LABEL,
  type EdgeInput,
  type NodeWrite,
  newVertexId,
  normaliseEdgeLabel,
  normaliseVertexLabel,
  utf8Length,
} from '@trellis/core';
import { writeEdges } from '../commands/writeEdges';
import { writeNodes } from '../commands/writeNodes';
import type { Queryable } from '../store/db';
import { vertexLabels } from '../store/vertices';
import { Operation, PLAN_LIMITS } from './operations';
import { nameKey, textProblem } from './text';

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
  /** The id each create_node's ref became. */
  refs: Record<string, string>;
}

const randomId = () => randomBytes(6).toString('hex');

/** Names of the project's vertices of these labels, by normalised label, for duplicate checks. */
async function namesByLabel(
  db: Queryable,
  projectId: string,
  labels: string[],
): Promise<Set<string>> {
  if (labels.length === 0) return new Set();
  const rows = await db.query<{ label: string; name: string }>(
    `SELECT lower(label) AS label, name FROM vertices
     WHERE lower(label) = ANY($2::text[]) AND project_id = $1`,
    [projectId, labels],
  );
  return new Set(rows.map((r) => `${normaliseVertexLabel(r.label)}\u0000${nameKey(r.name)}`));
}

/**
 * Checks an engine's plan and writes it, inside the caller's transaction. The plan is refused
 * whole — nothing written, every problem listed — when it is too large, holds an operation
 * outside the allow-list or one that does not validate, names a node that is not this project's,
 * leaks template text, or creates a node the project already has.
 */
export async function applyPlan(
  db: Queryable,
  projectId: string,
  plan: unknown,
): Promise<PlanResult> {
  if (!Array.isArray(plan))
    throw new PlanRejectedError([{ index: -1, message: 'is not a list of operations' }]);
  if (plan.length > PLAN_LIMITS.operations) {
    throw new PlanRejectedError([
      {
        index: -1,
        message: `has ${plan.length} operations; at most ${PLAN_LIMITS.operations} are taken`,
      },
    ]);
  }
  if (utf8Length(JSON.stringify(plan)) > PLAN_LIMITS.bytes) {
    throw new PlanRejectedError([
      { index: -1, message: `is larger than ${PLAN_LIMITS.bytes} bytes` },
    ]);
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
    for (const [field, text] of textsOf(parsed.data)) {
      const problem = textProblem(text);
      if (problem) problems.push({ index, message: `${field} ${problem}` });
    }
  });
  if (problems.length > 0) throw new PlanRejectedError(problems);

  // Every node an operation names is a ref created earlier in the plan or a vertex of this project.
  const refs = new Map<string, string>();
  const named = new Set<string>();
  ops.forEach((op) => {
    for (const id of namesOf(op)) if (!refs.has(id)) named.add(id);
    if (op.op === 'create_node' && !refs.has(op.ref))
      refs.set(op.ref, newVertexId(op.label, randomId));
  });
  const existing = await vertexLabels(db, projectId, [...named]);
  const seen = await namesByLabel(db, projectId, [
    ...new Set(
      ops.flatMap((op) => (op.op === 'create_node' ? [normaliseVertexLabel(op.label)] : [])),
    ),
  ]);
  const defined = new Map<string, string>();
  const resolve = (id: string) => defined.get(id) ?? (existing.has(id) ? id : undefined);
  const nodes: NodeWrite[] = [];
  const edges: EdgeInput[] = [];
  const created: string[] = [];
  ops.forEach((op, index) => {
    const missing = namesOf(op).filter((id) => resolve(id) === undefined);
    if (missing.length > 0) {
      problems.push({
        index,
        message: `names ${missing.map((m) => `"${m}"`).join(', ')}, not a node of this project`,
      });
      return;
    }
    const at = (id: string) => resolve(id) as string;
    switch (op.op) {
      case 'create_node': {
        if (defined.has(op.ref)) {
          problems.push({ index, message: `reuses the ref "${op.ref}"` });
          return;
        }
        const key = `${normaliseVertexLabel(op.label)}\u0000${nameKey(op.name)}`;
        if (seen.has(key)) {
          problems.push({
            index,
            message: `creates a ${op.label} "${op.name}" the project already has`,
          });
          return;
        }
        seen.add(key);
        const id = refs.get(op.ref) as string;
        defined.set(op.ref, id);
        created.push(id);
        nodes.push({
          id,
          label: op.label,
          name: op.name,
          ...(op.attributes ? { attributes: op.attributes } : {}),
        });
        edges.push({
          from: at(op.parent),
          to: id,
          label: op.edge_label ?? DEFAULT_CHILD_EDGE_LABEL,
        });
        return;
      }
      case 'create_edge':
        if (at(op.from) === at(op.to)) {
          problems.push({ index, message: 'links a node to itself' });
          return;
        }
        edges.push({
          from: at(op.from),
          to: at(op.to),
          label: normaliseEdgeLabel(op.label),
          ...(op.properties ? { properties: op.properties } : {}),
        });
        return;
      case 'set_attributes':
        nodes.push({ id: at(op.id), attributes: op.attributes });
        return;
      case 'rename':
        nodes.push({ id: at(op.id), name: op.name });
        return;
      case 'hide':
        nodes.push({ id: at(op.id), visible: false });
        return;
      case 'mark_done':
        nodes.push({
          id: at(op.id),
          attributes: { status: 'done', done_at: new Date().toISOString() },
        });
        return;
    }
  });
  if (problems.length > 0) throw new PlanRejectedError(problems);

  if (nodes.length > 0)
    await writeNodes(
      db,
      projectId,
      nodes.map((value) => ({ value })),
    );
  const written =
    edges.length > 0
      ? await writeEdges(
          db,
          projectId,
          edges.map((value) => ({ value })),
        )
      : { edges: [] };
  return {
    created: { nodes: created.length, edges: written.edges.length },
    node_ids: created,
    refs: Object.fromEntries(defined),
  };
}

/** The ids an operation names (parents, ends, targets). */
function namesOf(op: Operation): string[] {
  switch (op.op) {
    case 'create_node':
      return [op.parent];
    case 'create_edge':
      return [op.from, op.to];
    default:
      return [op.id];
  }
}

/** The engine-made texts of an operation, with the field each sits in. */
function textsOf(op: Operation): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (op.op === 'create_node') out.push(['label', op.label], ['name', op.name]);
  if (op.op === 'rename') out.push(['name', op.name]);
  if (op.op === 'create_node' || op.op === 'set_attributes') {
    for (const [k, v] of Object.entries(op.attributes ?? {})) {
      if (typeof v === 'string' && v !== '') out.push([`attributes.${k}`, v]);
    }
  }
  return out;
}
