import {
  type GraphNode,
  BatchUpsertNodesRequest,
  NodeInput,
  SYSTEM_GROUPS,
  systemGroupId,
  systemGroupKey,
  normaliseVertexLabel,
} from '@trellis/core';
import { z } from 'zod';
import { parseItems, rejectIfAny } from '../commands/batchItems';
import { writeNodes } from '../commands/writeNodes';
import { badRequest, notFound, validationError } from '../http/errors';
import { deleteVertex, findVertexByName, getVertex, groupMembers } from '../store/vertices';
import { projectOfVertex, requireProject } from './authorize';
import { defineCall } from './registry';

export const getNode = defineCall({
  name: 'get_node',
  async run(input, { db, user }) {
    await requireProject(db, user, input.project_id);
    const id = input.primary_key ?? input.id;
    const node =
      id !== undefined
        ? await getVertex(db, input.project_id, id)
        : await findVertexByName(db, input.project_id, input.name as string, input.label);
    if (!node) throw notFound('Vertex');
    return { node };
  },
});

export const upsertNode = defineCall({
  name: 'upsert_node',
  idempotent: true,
  async run(write, { db, user }) {
    const projectId =
      write.project_id ??
      (write.id !== undefined
        ? await projectOfVertex(db, user, write.id)
        : (() => {
            throw badRequest('Invalid request: project_id is required to create a vertex.', [
              { path: 'project_id', message: 'is required' },
            ]);
          })());
    await requireProject(db, user, projectId);
    const { nodes } = await db.transaction((tx) =>
      writeNodes(tx, projectId, [{ value: write }], { returnNodes: true }),
    );
    return { node: nodes?.[0] as GraphNode };
  },
});

/** The batch envelope, items left unparsed so that each can fail on its own. */
const BatchEnvelope = BatchUpsertNodesRequest.extend({
  nodes: z.array(z.unknown()).min(1).max(2000),
});

export const batchUpsertNodes = defineCall({
  name: 'batch_upsert_nodes',
  idempotent: true,
  parse(body) {
    const env = BatchEnvelope.safeParse(body);
    if (!env.success) throw validationError(env.error);
    const continueOnError =
      env.data.options?.continue_on_error ?? env.data.continue_on_error ?? false;
    const items = parseItems(env.data.nodes, NodeInput, 'nodes');
    if (!continueOnError) rejectIfAny(items.flatMap((it) => (it.errors ? [it.errors] : [])));
    return {
      project_id: env.data.project_id,
      items,
      continueOnError,
      assignTypeColors: env.data.options?.assign_type_colors ?? false,
      returnNodes: env.data.options?.return_nodes ?? false,
    };
  },
  async run(input, { db, user }) {
    await requireProject(db, user, input.project_id);
    const out = await db.transaction((tx) =>
      writeNodes(tx, input.project_id, input.items, {
        continueOnError: input.continueOnError,
        assignTypeColors: input.assignTypeColors,
        returnNodes: input.returnNodes,
        path: 'nodes',
      }),
    );
    return {
      upserted: out.ids.length,
      ids: out.ids,
      ...(out.nodes ? { nodes: out.nodes } : {}),
      ...(out.results ? { results: out.results } : {}),
    };
  },
});

export const deleteVertexCall = defineCall({
  name: 'delete_vertex',
  idempotent: true,
  async run(input, { db, user }) {
    await requireProject(db, user, input.project_id);
    const id = (input.id ?? input.primary_key) as string;
    if (id === input.project_id) {
      throw badRequest(
        'The project node is deleted with its project: use delete_project_partition.',
        [{ path: 'id', message: 'names the project node' }],
      );
    }
    const out = await db.transaction((tx) => deleteVertex(tx, input.project_id, id));
    if (!out.deleted) throw notFound('Vertex');
    return { deleted: { id, edges: out.edges } };
  },
});

export const getGroupMembers = defineCall({
  name: 'get_group_members',
  async run(input, { db, user }) {
    await requireProject(db, user, input.project_id);
    let groupId = input.group_pk;
    let memberLabel = input.member_label;
    if (groupId === undefined) {
      const key =
        (input.group_label && systemGroupKey(input.group_label)) ||
        SYSTEM_GROUPS.find(
          (g) =>
            input.member_label &&
            normaliseVertexLabel(g.memberLabel) === normaliseVertexLabel(input.member_label),
        )?.key;
      if (!key) {
        throw badRequest(
          'Invalid request: name the group by group_label (goals, questions, observations or node types) or group_pk.',
          [{ path: 'group_label', message: 'is not a known group' }],
        );
      }
      groupId = systemGroupId(input.project_id, key);
      memberLabel ??= SYSTEM_GROUPS.find((g) => g.key === key)?.memberLabel;
    } else if (!(await getVertex(db, input.project_id, groupId))) {
      throw notFound('Group');
    }
    return { nodes: await groupMembers(db, input.project_id, groupId, memberLabel) };
  },
});
