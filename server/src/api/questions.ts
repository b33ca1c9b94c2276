import {
  LABELS,
  PARTITIONS,
  DEFAULT_CHILD_EDGE_LABEL,
  systemGroupId,
  type GraphNode,
} from '@trellis/core';
import { bootstrapProject } from '../commands/bootstrap';
import { writeEdges } from '../commands/writeEdges';
import { writeNodes } from '../commands/writeNodes';
import { conflict, notFound } from '../http/errors';
import type { Queryable } from '../store/db';
import { getVertex, verticesByLabel } from '../store/vertices';
import { requireProject } from './authorize';
import { engineQuestion } from './planner';
import { defineCall } from './registry';

/** Adds a vertex to one of the project's system groups, re-creating the group if it was deleted. */
async function addToGroup(
  tx: Queryable,
  projectId: string,
  group: 'questions' | 'goals',
  write: { label: string; pk: string; name: string; attributes: Record<string, unknown> },
): Promise<GraphNode> {
  const groupId = systemGroupId(projectId, group);
  if (!(await getVertex(tx, projectId, groupId))) {
    const project = await getVertex(tx, projectId, projectId);
    await bootstrapProject(tx, projectId, { name: project?.name ?? 'Untitled Project' });
  }
  const { nodes } = await writeNodes(tx, projectId, [{ value: write }], { returnNodes: true });
  const node = nodes?.[0] as GraphNode;
  await writeEdges(tx, projectId, [
    { value: { from: groupId, to: node.id, label: DEFAULT_CHILD_EDGE_LABEL } },
  ]);
  return node;
}

export const answerQuestion = defineCall({
  name: 'answer_question',
  idempotent: true,
  async run({ project_id, question_pk, answer }, { db, user }) {
    await requireProject(db, user, project_id);
    return db.transaction(async (tx) => {
      const question = await getVertex(tx, project_id, question_pk);
      if (!question || question.label.toLowerCase() !== LABELS.question) throw notFound('Question');
      const { nodes } = await writeNodes(
        tx,
        project_id,
        [
          {
            value: {
              id: question_pk,
              attributes: { answer, answered: true, answered_at: new Date().toISOString() },
            },
          },
        ],
        { returnNodes: true },
      );
      return { node: nodes?.[0] as GraphNode };
    });
  },
});

export const addQuestion = defineCall({
  name: 'add_question',
  runsEngine: (body) => (body as { text?: unknown } | null)?.text === undefined,
  async run({ project_id, text }, ctx) {
    const { db, user } = ctx;
    await requireProject(db, user, project_id);
    // Without a text the engine asks one that is relevant and new: never a blank question.
    if (text === undefined) return { node: await engineQuestion(ctx, project_id) };
    const question = text;
    return db.transaction(async (tx) => {
      const asked = new Set(
        (await verticesByLabel(tx, project_id, LABELS.question)).map((q) =>
          q.name.trim().toLowerCase(),
        ),
      );
      if (asked.has(question.toLowerCase()))
        throw conflict('This question has already been asked.');
      const node = await addToGroup(tx, project_id, 'questions', {
        label: LABELS.question,
        pk: PARTITIONS.questions,
        name: question,
        attributes: { text: question, answer: '', answered: false },
      });
      return { node };
    });
  },
});

export const addGoal = defineCall({
  name: 'add_goal',
  idempotent: true,
  async run({ project_id, name, priority }, { db, user }) {
    await requireProject(db, user, project_id);
    return db.transaction(async (tx) => {
      const goals = await verticesByLabel(tx, project_id, LABELS.goal);
      const node = await addToGroup(tx, project_id, 'goals', {
        label: LABELS.goal,
        pk: PARTITIONS.goals,
        name: name ?? `Goal ${goals.length + 1}`,
        attributes: { priority: priority ?? 'medium' },
      });
      return { node };
    });
  },
});
