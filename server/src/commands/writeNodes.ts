import { randomBytes } from 'node:crypto';
import type { GraphNode, NodeWrite } from '@trellis/core';
import { LABELS, newVertexId, paletteToken } from '@trellis/core';
import { type ErrorDetail, HttpError } from '../http/errors';
import { type Item, type ItemResult, itemResults, rejectIfAny } from './batchItems';
import type { Queryable } from '../store/db';
import { renameProject } from '../store/projects';
import {
  type VertexWrite,
  vertexLabels,
  upsertVertexIds,
  upsertVertices,
  verticesByLabel,
} from '../store/vertices';
import { isNodeTypeLabel, normaliseNodeTypeFields, vertexDefaults } from './nodeRules';

export type NodeItem = Item<NodeWrite>;

export interface WriteNodesOptions {
  continueOnError?: boolean | undefined;
  assignTypeColors?: boolean | undefined;
  /** Answer the written vertices whole; otherwise only their ids. */
  returnNodes?: boolean | undefined;
  /** Prefix of error paths: `nodes` for batches, none for upsert_node. */
  path?: string | undefined;
}

const randomId = () => randomBytes(6).toString('hex');

/**
 * Creates or updates vertices of one project, inside the caller's transaction. All or nothing,
 * unless continueOnError: then bad items are reported and the good ones written.
 */
export async function writeNodes(
  db: Queryable,
  projectId: string,
  items: NodeItem[],
  options: WriteNodesOptions = {},
): Promise<{ ids: string[]; nodes?: GraphNode[]; results?: ItemResult[] }> {
  const at = (i: number, ...rest: (string | number)[]) => [
    ...(options.path ? [options.path, i] : []),
    ...rest,
  ];
  // A write naming another project is rejected whole, whatever continue_on_error says.
  items.forEach((item, i) => {
    if (item.value?.project_id !== undefined && item.value.project_id !== projectId) {
      throw new HttpError(
        404,
        'not_found',
        `Project not found (${at(i, 'project_id').join('.')}).`,
      );
    }
  });

  const errors = new Map<number, ErrorDetail[]>();
  items.forEach((item, i) => item.errors && errors.set(i, item.errors));
  const ids = items.map(
    (item) => item.value && (item.value.id ?? newVertexId(item.value.label ?? 'node', randomId)),
  );
  // Which ids exist matters only for a write without a name (an update, or a creation to
  // refuse), node-type fields without a label, null attributes (removed from an existing vertex,
  // never stored on a new one) and colours to assign; otherwise the lookup is skipped.
  const mustLook =
    options.assignTypeColors === true ||
    items.some(({ value: w }) => w !== undefined && (w.name === undefined || needsLabelOrNulls(w)));
  const existing = mustLook
    ? await vertexLabels(
        db,
        projectId,
        ids.filter((id): id is string => id !== undefined),
      )
    : new Map<string, string>();

  // Later writes to the same id merge into the first one, so the batch is one row per id.
  const merged = new Map<string, { index: number; write: VertexWrite }>();
  items.forEach((item, i) => {
    const id = ids[i];
    if (!item.value || id === undefined || errors.has(i)) return;
    const { project_id: _ignored, ...rest } = item.value;
    const w: VertexWrite = { ...rest, id };
    const label = w.label ?? existing.get(id);
    const problems: ErrorDetail[] = [];
    if (!existing.has(id) && w.name === undefined && !merged.get(id)?.write.name) {
      problems.push({ path: at(i, 'name').join('.'), message: 'is required to create a vertex' });
    }
    if (w.attributes && isNodeTypeLabel(label)) {
      problems.push(...normaliseNodeTypeFields(w.attributes, at(i)));
    }
    if (problems.length > 0) {
      errors.set(i, problems);
      return;
    }
    const prev = merged.get(id);
    if (prev) {
      const attributes =
        prev.write.attributes || w.attributes
          ? { ...prev.write.attributes, ...w.attributes }
          : undefined;
      prev.write = { ...prev.write, ...w, ...(attributes ? { attributes } : {}) };
    } else {
      merged.set(id, { index: i, write: w });
    }
  });

  if (!options.continueOnError) rejectIfAny(errors.values());

  // A new vertex stores no null attributes (on an existing one, null removes the key).
  const writes = [...merged.values()].map(({ write: w }) =>
    !existing.has(w.id) && w.attributes
      ? {
          ...w,
          attributes: Object.fromEntries(
            Object.entries(w.attributes).filter(([, v]) => v !== null),
          ),
        }
      : w,
  );
  if (options.assignTypeColors) await assignTypeColors(db, projectId, writes, existing);

  let written: { ids: string[]; nodes?: GraphNode[] };
  if (options.returnNodes) {
    const nodes = await upsertVertices(db, projectId, writes, vertexDefaults);
    written = { ids: nodes.map((n) => n.id), nodes };
  } else {
    written = { ids: await upsertVertexIds(db, projectId, writes, vertexDefaults) };
  }
  const project = writes.find((w) => w.id === projectId && w.name !== undefined);
  if (project) await renameProject(db, projectId, project.name as string);

  if (!options.continueOnError) return written;
  return { ...written, results: itemResults(items.length, ids, errors) };
}

function needsLabelOrNulls(w: NodeWrite): boolean {
  if (!w.attributes) return false;
  if (w.label === undefined && 'fields' in w.attributes) return true;
  return Object.values(w.attributes).some((v) => v === null);
}

/**
 * Gives node types that have neither a colour nor a colour token the next palette token not yet
 * used in the project, so that types are told apart on the canvas from the start.
 */
async function assignTypeColors(
  db: Queryable,
  projectId: string,
  writes: VertexWrite[],
  existing: Map<string, string>,
): Promise<void> {
  const types = await verticesByLabel(db, projectId, LABELS.nodeType);
  const colored = new Set(
    types.filter((t) => t.attributes.color || t.attributes.color_token).map((t) => t.id),
  );
  const used = new Set(types.map((t) => t.attributes.color_token).filter(Boolean));
  let next = 0;
  const take = () => {
    for (let tries = 0; tries < 12; tries++) {
      const token = paletteToken(next++);
      if (!used.has(token)) return token;
    }
    return paletteToken(next++);
  };
  for (const w of writes) {
    if (!isNodeTypeLabel(w.label ?? existing.get(w.id))) continue;
    if (colored.has(w.id) || w.attributes?.color || w.attributes?.color_token) continue;
    const token = take();
    used.add(token);
    w.attributes = { ...w.attributes, color_token: token };
  }
}
