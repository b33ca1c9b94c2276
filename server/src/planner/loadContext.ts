import {
  FieldDefinition,
  GOAL_PRIORITIES,
  type GoalPriority,
  LABELS,
  SYSTEM_GROUPS,
  normaliseVertexLabel,
  systemGroupId,
} from '@trellis/core';
import { z } from 'zod';
import type { Queryable } from '../store/db';
import type { ContextNode, ContextTask, ProjectContext } from './context';

interface VertexRow {
  id: string;
  label: string;
  name: string;
  type: string;
  visible: boolean;
  attributes: Record<string, unknown>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const Fields = z.array(FieldDefinition).catch([]);
const priorityOf = (v: unknown): GoalPriority =>
  (GOAL_PRIORITIES as readonly unknown[]).includes(v) ? (v as GoalPriority) : 'medium';

function taskOf(v: VertexRow): ContextTask {
  const a = v.attributes;
  return {
    id: v.id,
    name: v.name,
    system: a.system === true || v.type === 'sys',
    status: a.status === 'done' ? 'done' : 'pending',
    action: typeof a.action === 'string' ? a.action : null,
    detail: str(a.detail),
    visible: v.visible,
  };
}

/** The snapshot of a project that holds nothing yet (and of one about to be created). */
export function emptyContext(projectId: string): ProjectContext {
  return {
    projectId,
    project: { name: '', description: '', project_type: '', archetype: '' },
    groups: {
      questions: systemGroupId(projectId, 'questions'),
      goals: systemGroupId(projectId, 'goals'),
      observations: systemGroupId(projectId, 'observations'),
      nodeTypes: systemGroupId(projectId, 'node types'),
    },
    requests: [],
    questions: [],
    goals: [],
    observations: [],
    nodeTypes: [],
    linkTypes: [],
    tasks: [],
    nodes: [],
    edges: [],
  };
}

/** The engine's view of a project (see ProjectContext), read in two statements. */
export async function loadContext(db: Queryable, projectId: string): Promise<ProjectContext> {
  const [vertices, edges] = await Promise.all([
    db.query<VertexRow>(
      `SELECT id, label, name, type, visible, attributes FROM vertices
       WHERE project_id = $1 ORDER BY seq`,
      [projectId],
    ),
    db.query<{ from: string; to: string; label: string }>(
      `SELECT from_id AS "from", to_id AS "to", label FROM edges WHERE project_id = $1 ORDER BY seq`,
      [projectId],
    ),
  ]);
  const groupIds = new Set(SYSTEM_GROUPS.map((g) => systemGroupId(projectId, g.key)));
  const ctx: ProjectContext = { ...emptyContext(projectId), edges };
  for (const v of vertices) {
    const a = v.attributes;
    const label = normaliseVertexLabel(v.label);
    if (v.id === projectId) {
      ctx.project = {
        name: v.name,
        description: str(a.description),
        project_type: str(a.project_type),
        archetype: str(a.archetype),
      };
    } else if (groupIds.has(v.id) || label === LABELS.promptHelper) {
      continue;
    } else if (label === LABELS.request) {
      ctx.requests.push(str(a.prompt) || v.name);
    } else if (label === LABELS.question) {
      ctx.questions.push({
        id: v.id,
        name: str(a.text) || v.name,
        answer: str(a.answer).trim(),
        answered: a.answered === true || str(a.answer).trim() !== '',
        visible: v.visible,
      });
    } else if (label === LABELS.goal) {
      ctx.goals.push({
        id: v.id,
        name: v.name,
        priority: priorityOf(a.priority),
        visible: v.visible,
      });
    } else if (label === LABELS.observation) {
      ctx.observations.push({ id: v.id, name: str(a.text) || v.name });
    } else if (label === normaliseVertexLabel(LABELS.nodeType)) {
      ctx.nodeTypes.push({
        id: v.id,
        name: v.name,
        fields: Fields.parse(a.fields),
        notes: str(a.notes),
        color_token: typeof a.color_token === 'string' ? a.color_token : null,
        is_default: a.is_default === true,
      });
    } else if (label === normaliseVertexLabel(LABELS.linkType)) {
      ctx.linkTypes.push({ id: v.id, name: str(a.label) || v.name });
    } else if (label === LABELS.task && (a.system === true || v.type === 'sys')) {
      ctx.tasks.push(taskOf(v));
    } else {
      const node: ContextNode = {
        id: v.id,
        name: v.name,
        label: v.label,
        type: v.type,
        visible: v.visible,
        attributes: a,
      };
      ctx.nodes.push(node);
    }
  }
  return ctx;
}
