import { z } from 'zod';
import { LIMITS } from '../constants';
import { GoalPriority, GraphNode } from '../entities';
import { Id, Name, ProjectId, Text } from './common';

export const AnswerQuestionRequest = z.object({
  project_id: ProjectId,
  question_pk: Id.describe('The question vertex id'),
  answer: Text().trim().min(1, 'must not be blank').max(LIMITS.answerLength),
});

/** Without `text`, the next clarifying question this project has not been asked yet. */
export const AddQuestionRequest = z.object({
  project_id: ProjectId,
  text: Name.optional(),
});

/** Without `name`, a numbered goal the user renames later; priority defaults to medium. */
export const AddGoalRequest = z.object({
  project_id: ProjectId,
  name: Name.optional(),
  priority: GoalPriority.optional(),
});

export const NodeCreatedResult = z.object({ node: GraphNode });
