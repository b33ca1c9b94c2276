import { LABELS, Name, PARTITIONS, Text } from '@trellis/core';
import { z } from 'zod';
import { TASK_ACTIONS } from '../engine';
import { LocalRef, type OperationKind } from './common';

/**
 * Plans a system task: a task node tagged system (hidden from the canvas), pending until
 * `execute` runs it, linked from the project. The server sets the tags; an engine cannot make
 * any other node a system node.
 */
export const CreateTask = z.object({
  op: z.literal('create_task'),
  ref: LocalRef,
  name: Name,
  action: z.enum(TASK_ACTIONS),
  detail: Text().trim().max(2000).optional(),
});
export type CreateTask = z.infer<typeof CreateTask>;

export const createTask: OperationKind<CreateTask> = {
  schema: CreateTask,
  names: () => [],
  texts: (op) => [
    ['name', op.name],
    ...(op.detail ? [['detail', op.detail] as [string, string]] : []),
  ],
  plan(op, b) {
    if (!b.claimName(LABELS.task, op.name))
      return b.problem(`plans a task "${op.name}" that is already pending`);
    const id = b.newId(LABELS.task);
    if (!b.define(op.ref, id)) return b.problem(`reuses the ref "${op.ref}"`);
    b.node(
      {
        id,
        label: LABELS.task,
        pk: PARTITIONS.tasks,
        name: op.name,
        type: 'sys',
        vertex_type: 'sys',
        attributes: {
          system: true,
          tags: ['system'],
          status: 'pending',
          action: op.action,
          detail: op.detail ?? '',
        },
      },
      true,
    );
    b.edge({ from: b.projectId, to: id, label: 'contains' });
  },
};
