import {
  DEFAULT_CHILD_EDGE_LABEL,
  DEFAULT_LINK_TYPES,
  DEFAULT_NODE_TYPES,
  LABELS,
  PARTITIONS,
  PROMPT_HELPERS,
  SYSTEM_GROUPS,
  edgeId,
  linkTypeId,
  nodeTypeId,
  paletteToken,
  promptHelperId,
  systemGroupId,
} from '@trellis/core';
import type { Queryable } from '../store/db';
import { type EdgeWrite, upsertEdges } from '../store/edges';
import { type VertexWrite, existingVertexIds, upsertVertices } from '../store/vertices';
import { vertexDefaults } from './nodeRules';

export interface ProjectSeed {
  name: string;
  description?: string;
  projectType?: string;
}

const contains = (from: string, to: string): EdgeWrite => ({
  id: edgeId(from, DEFAULT_CHILD_EDGE_LABEL, to),
  from,
  to,
  label: DEFAULT_CHILD_EDGE_LABEL,
  properties: {},
});

/** Every vertex and edge a project holds from the start. */
function skeleton(
  projectId: string,
  seed: ProjectSeed,
): { nodes: VertexWrite[]; edges: EdgeWrite[] } {
  const nodes: VertexWrite[] = [
    {
      id: projectId,
      label: LABELS.project,
      pk: PARTITIONS.project,
      name: seed.name,
      attributes: {
        description: seed.description ?? '',
        project_type: seed.projectType ?? '',
        color_token: 'project',
      },
    },
  ];
  const edges: EdgeWrite[] = [];
  for (const g of SYSTEM_GROUPS) {
    const id = systemGroupId(projectId, g.key);
    nodes.push({
      id,
      label: g.key,
      pk: PARTITIONS.groups,
      name: id,
      type: 'group',
      vertex_type: 'group',
      attributes: {
        group_key: g.key,
        title: g.title,
        child_vertex_type: g.memberLabel,
        instructions: g.instructions,
      },
    });
    edges.push(contains(projectId, id));
  }
  const typesGroup = systemGroupId(projectId, 'node types');
  DEFAULT_NODE_TYPES.forEach((name, i) => {
    const id = nodeTypeId(name);
    nodes.push({
      id,
      label: LABELS.nodeType,
      pk: PARTITIONS.schema,
      name,
      attributes: { fields: [], notes: '', color_token: paletteToken(i), is_default: true },
    });
    edges.push(contains(typesGroup, id));
  });
  for (const label of DEFAULT_LINK_TYPES) {
    const id = linkTypeId(label);
    nodes.push({
      id,
      label: LABELS.linkType,
      pk: PARTITIONS.schema,
      name: label,
      attributes: { label },
    });
    edges.push(contains(typesGroup, id));
  }
  for (const h of PROMPT_HELPERS) {
    const id = promptHelperId(h.kind);
    nodes.push({
      id,
      label: LABELS.promptHelper,
      pk: PARTITIONS.meta,
      name: `Prompt helper: ${h.kind}`,
      attributes: { kind: h.kind, text: h.text, is_prompt_helper: true },
    });
    edges.push(contains(projectId, id));
  }
  return { nodes, edges };
}

/**
 * Adds whatever the project lacks of its skeleton — project node, system groups, default node
 * and link types, prompt helpers, and the `contains` links between them — without touching what
 * is there (a renamed type stays renamed). Safe to run any number of times.
 */
export async function bootstrapProject(
  db: Queryable,
  projectId: string,
  seed: ProjectSeed,
): Promise<{ nodes: number; edges: number }> {
  const { nodes, edges } = skeleton(projectId, seed);
  const present = await existingVertexIds(
    db,
    projectId,
    nodes.map((n) => n.id),
  );
  const missing = nodes.filter((n) => !present.has(n.id));
  await upsertVertices(db, projectId, missing, vertexDefaults);
  const known = await db.query<{ id: string }>(
    'SELECT id FROM edges WHERE project_id = $1 AND id = ANY($2::text[])',
    [projectId, edges.map((e) => e.id)],
  );
  const have = new Set(known.map((r) => r.id));
  const newEdges = edges.filter((e) => !have.has(e.id));
  // A system group that had been deleted takes back the members it left without a container.
  for (const g of SYSTEM_GROUPS) {
    const groupId = systemGroupId(projectId, g.key);
    if (present.has(groupId)) continue;
    const orphans = await db.query<{ id: string }>(
      `SELECT v.id FROM vertices v
       WHERE v.project_id = $1 AND lower(v.label) = lower($2)
         AND NOT EXISTS (SELECT 1 FROM edges e WHERE e.project_id = $1 AND e.to_id = v.id
                           AND e.label = 'contains')`,
      [projectId, g.memberLabel],
    );
    const linked = new Set(newEdges.map((e) => e.to));
    newEdges.push(...orphans.filter((o) => !linked.has(o.id)).map((o) => contains(groupId, o.id)));
  }
  await upsertEdges(db, projectId, newEdges);
  return { nodes: missing.length, edges: newEdges.length };
}
