import type { EdgeInput, GraphEdge } from '@trellis/core';
import { edgeId, normaliseEdgeLabel } from '@trellis/core';
import { type ErrorDetail, HttpError } from '../http/errors';
import type { Queryable } from '../store/db';
import { type EdgeWrite, upsertEdges } from '../store/edges';
import { existingVertexIds } from '../store/vertices';
import { type Item, type ItemResult, itemResults, rejectIfAny } from './batchItems';

export type EdgeItem = Item<EdgeInput>;

/** Read-only properties computed from the ends on every read; never stored. */
const DERIVED = ['sourceLabel', 'sourceName', 'targetLabel', 'targetName'];

export function toEdgeWrite(e: EdgeInput): EdgeWrite {
  const label = normaliseEdgeLabel(e.label);
  const properties = Object.fromEntries(
    Object.entries(e.properties ?? {}).filter(([k]) => !DERIVED.includes(k)),
  );
  return { id: edgeId(e.from, label, e.to), from: e.from, to: e.to, label, properties };
}

/**
 * Creates or updates edges of one project inside the caller's transaction. An edge whose end is
 * not a vertex of this project rejects the whole batch with 404 (it may be someone else's);
 * continueOnError only lets items that are themselves invalid be skipped.
 */
export async function writeEdges(
  db: Queryable,
  projectId: string,
  items: EdgeItem[],
  options: { continueOnError?: boolean | undefined; path?: string } = {},
): Promise<{ edges: GraphEdge[]; results?: ItemResult[] }> {
  const at = (i: number, key: string) =>
    [...(options.path ? [options.path, i] : []), key].join('.');
  const errors = new Map<number, ErrorDetail[]>();
  items.forEach((item, i) => item.errors && errors.set(i, item.errors));
  if (!options.continueOnError) rejectIfAny(errors.values());

  const ends = new Set<string>();
  for (const item of items) if (item.value) ends.add(item.value.from).add(item.value.to);
  const found = await existingVertexIds(db, projectId, [...ends]);
  items.forEach((item, i) => {
    if (!item.value) return;
    for (const key of ['from', 'to'] as const) {
      if (!found.has(item.value[key])) {
        throw new HttpError(404, 'not_found', `Vertex not found (${at(i, key)}).`, [
          { path: at(i, key), message: 'is not a vertex of this project' },
        ]);
      }
    }
  });

  const merged = new Map<string, EdgeWrite>();
  for (const item of items) {
    if (!item.value) continue;
    const w = toEdgeWrite(item.value);
    const prev = merged.get(w.id);
    merged.set(w.id, prev ? { ...w, properties: { ...prev.properties, ...w.properties } } : w);
  }
  const ids = items.map((item) => (item.value ? toEdgeWrite(item.value).id : null));
  const edges = await upsertEdges(db, projectId, [...merged.values()]);
  if (!options.continueOnError) return { edges };
  return { edges, results: itemResults(items.length, ids, errors) };
}
