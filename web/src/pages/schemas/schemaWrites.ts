import { DEFAULT_CHILD_EDGE_LABEL, LABELS, PARTITIONS } from '@trellis/core';
import type { Call } from '../../api/call';

export interface NewNodeType {
  projectId: string;
  /** The project's Node Types group; the type is linked into it when there is one. */
  groupId: string | undefined;
  id: string;
  name: string;
  color: string;
}

/**
 * Creates a node type as the server's own types are made (spec §3 "Node Type node"): a
 * 'Node Type' vertex `node-type.{name}` in the schema partition with empty fields and notes and
 * the chosen colour, contained by the project's Node Types group. The API has no call that
 * writes a vertex and an edge together, so a failed link leaves the type in place, unlinked;
 * the caller reports the error.
 */
export async function createNodeType(call: Call, t: NewNodeType): Promise<void> {
  await call('upsert_node', {
    id: t.id,
    label: LABELS.nodeType,
    pk: PARTITIONS.schema,
    project_id: t.projectId,
    properties: { name: t.name, color: t.color, attributes: { fields: [], notes: '' } },
  });
  if (t.groupId) {
    await call('upsert_edge', {
      project_id: t.projectId,
      from: t.groupId,
      to: t.id,
      label: DEFAULT_CHILD_EDGE_LABEL,
    });
  }
}

/** Shows or hides a node type (its vertex's `visible` flag). */
export async function setTypeVisible(
  call: Call,
  projectId: string,
  typeId: string,
  visible: boolean,
): Promise<void> {
  await call('upsert_node', { id: typeId, project_id: projectId, visible });
}
