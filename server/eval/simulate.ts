import { LABELS, isSystemNode, normaliseVertexLabel } from '@trellis/core';
import type { ContextNodeType, ProjectContext } from '../src/planner/context';
import type { Engine } from '../src/planner/engine';
import { emptyContext } from '../src/planner/loadContext';
import { Operation } from '../src/planner/operations';
import { labelRefused } from '../src/planner/operations/createNode';
import { textProblem } from '../src/planner/text';

/**
 * Runs a goal through an engine as create_project and the system tasks flow do (draft, then
 * plan tasks for the same prompt, then execute every task), keeping the project in memory
 * instead of a store. Each operation is checked against its schema and the template-text check
 * of `applyPlan`; what would be refused is reported, not applied. The evaluation reads the
 * result; the API tests (`server/test/planner.*.test.ts`) run the same engine through the
 * real server and store.
 */

export interface Outcome {
  goal: string;
  name: string;
  projectType: string;
  description: string;
  notice?: string;
  profile: string;
  questions: string[];
  goals: Array<{ name: string; priority: string }>;
  types: ContextNodeType[];
  links: string[];
  /** Domain items: every node of a project type, with its group (workstream). */
  items: Array<{ label: string; name: string; group: string }>;
  groups: string[];
  observations: string[];
  tasks: string[];
  /** Operations an engine returned that the server would refuse. */
  refused: string[];
  /** Nodes the canvas would hide as system nodes (a name or label starting with "sys"). */
  hidden: string[];
}

export async function simulate(engine: Engine, goal: string): Promise<Outcome> {
  const ctx: ProjectContext = emptyContext('00000000-0000-4000-8000-000000000000');
  ctx.requests.push(goal);
  const refused: string[] = [];
  const hidden: string[] = [];
  const refs = new Map<string, string>();
  let seq = 0;
  const groupOf = new Map<string, string>();
  const linkTypes: string[] = [];

  const apply = (ops: unknown[]) => {
    for (const raw of ops) {
      const parsed = Operation.safeParse(raw);
      if (!parsed.success) {
        refused.push(`${JSON.stringify(raw).slice(0, 120)}: ${parsed.error.issues[0]?.message}`);
        continue;
      }
      const op = parsed.data;
      const id = (r: string) => refs.get(r) ?? r;
      switch (op.op) {
        case 'create_node': {
          const problem = textProblem(op.name);
          if (problem) refused.push(`"${op.name}" ${problem}`);
          if (labelRefused(op.label))
            refused.push(`"${op.name}": a plan may not create a ${op.label} node`);
          if (
            isSystemNode({
              id: op.ref,
              type: 'vertex',
              vertex_type: 'other',
              visible: true,
              name: op.name,
              label: op.label,
              attributes: {},
            })
          )
            hidden.push(`${op.label} "${op.name}"`);
          const nid = `sim-node-${++seq}`;
          refs.set(op.ref, nid);
          const label = normaliseVertexLabel(op.label);
          const attrs = (op.attributes ?? {}) as Record<string, unknown>;
          if (label === LABELS.question)
            ctx.questions.push({
              id: nid,
              name: op.name,
              answer: '',
              answered: false,
              visible: true,
            });
          else if (label === LABELS.goal)
            ctx.goals.push({
              id: nid,
              name: op.name,
              priority: (attrs.priority as 'low' | 'medium' | 'high') ?? 'medium',
              visible: true,
            });
          else if (label === LABELS.observation) ctx.observations.push({ id: nid, name: op.name });
          else
            ctx.nodes.push({
              id: nid,
              name: op.name,
              label: op.label,
              type: 'vertex',
              visible: true,
              attributes: attrs,
            });
          groupOf.set(nid, id(op.parent));
          ctx.edges.push({ from: id(op.parent), to: nid, label: op.edge_label ?? 'contains' });
          break;
        }
        case 'create_edge':
          ctx.edges.push({ from: id(op.from), to: id(op.to), label: op.label });
          break;
        case 'create_task': {
          const nid = `sim-task-${++seq}`;
          refs.set(op.ref, nid);
          ctx.tasks.push({
            id: nid,
            name: op.name,
            system: true,
            status: 'pending',
            action: op.action,
            detail: op.detail ?? '',
            visible: false,
          });
          break;
        }
        case 'define_type': {
          const existing = ctx.nodeTypes.findIndex(
            (t) => t.name.toLowerCase() === op.name.toLowerCase(),
          );
          const t: ContextNodeType = {
            id: `node-type.${op.name}`,
            name: op.name,
            fields: op.fields ?? [],
            notes: op.notes ?? '',
            color_token: null,
            is_default: false,
          };
          if (existing >= 0) ctx.nodeTypes[existing] = t;
          else ctx.nodeTypes.push(t);
          break;
        }
        case 'define_link_type':
          ctx.linkTypes.push({ id: `link-type.${op.label}`, name: op.label });
          linkTypes.push(`${op.from_type ?? '?'} ${op.label} ${op.to_type ?? '?'}`);
          break;
        case 'set_attributes':
          if (op.id === ctx.projectId && typeof op.attributes.archetype === 'string')
            ctx.project.archetype = op.attributes.archetype;
          break;
        case 'mark_done': {
          const t = ctx.tasks.find((x) => x.id === id(op.id));
          if (t) t.status = 'done';
          break;
        }
        default:
          break;
      }
    }
  };

  const draft = await engine.draft(goal, ctx);
  ctx.project = {
    ...ctx.project,
    name: draft.name,
    description: draft.description,
    project_type: draft.project_type,
  };
  apply(draft.operations);
  apply((await engine.planTasks(ctx, goal)).operations);
  for (let i = 0; i < 25; i++) {
    const task = ctx.tasks.find((t) => t.status === 'pending');
    if (!task) break;
    apply([...(await engine.executeTask(ctx, task)).operations, { op: 'mark_done', id: task.id }]);
  }
  const names = new Map(ctx.nodes.map((n) => [n.id, n.name]));
  const typeNames = new Set(ctx.nodeTypes.map((t) => t.name.toLowerCase()));
  return {
    goal,
    name: draft.name,
    projectType: draft.project_type,
    description: draft.description,
    ...(draft.notice ? { notice: draft.notice } : {}),
    profile: ctx.project.archetype,
    questions: ctx.questions.map((q) => q.name),
    goals: ctx.goals.map((g) => ({ name: g.name, priority: g.priority })),
    types: ctx.nodeTypes,
    links: linkTypes,
    items: ctx.nodes
      .filter((n) => typeNames.has(n.label.toLowerCase()))
      .map((n) => ({
        label: n.label,
        name: n.name,
        group: names.get(groupOf.get(n.id) ?? '') ?? '',
      })),
    groups: ctx.nodes.filter((n) => n.label === 'node group').map((n) => n.name),
    observations: ctx.observations.map((o) => o.name),
    tasks: ctx.tasks.map((t) => t.name),
    refused,
    hidden,
  };
}
