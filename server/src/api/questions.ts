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
import { defineCall } from './registry';

/**
 * Questions that help any project; add_question without a text asks the first one this project
 * has not been asked yet. The planner asks domain-specific ones when it runs.
 */
export const GENERAL_QUESTIONS = [
  'What does success look like for this project?',
  'When do you need this finished?',
  'What budget do you have for it?',
  'Who else is involved, and what will each of them do?',
  'What is the biggest risk you see?',
  'What have you already done toward this?',
  'Which constraints cannot change?',
  'Who is this for?',
  'What resources or tools do you already have?',
  'How will you measure progress?',
  'What is the first milestone you want to reach?',
  'What would make you change course?',
];

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
  async run({ project_id, text }, { db, user }) {
    await requireProject(db, user, project_id);
    return db.transaction(async (tx) => {
      const asked = new Set(
        (await verticesByLabel(tx, project_id, LABELS.question)).map((q) =>
          q.name.trim().toLowerCase(),
        ),
      );
      const question = text ?? GENERAL_QUESTIONS.find((q) => !asked.has(q.toLowerCase()));
      if (!question)
        throw conflict('Every general question has been asked; type the question to add.');
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
