import { type CallResult, STORAGE_KEYS } from '@trellis/core';
import { readStored, writeStored } from '../lib/storage';

export type GraphResult = CallResult<'get_project_graph'>;

interface Entry {
  at: number;
  graph: GraphResult;
}

const key = (projectId: string) => `${STORAGE_KEYS.graphCache}:${projectId}`;

/**
 * The session cache of project graphs (spec §4 "Graph loading", §9: session storage). It lets a
 * reload or a new tab show the last graph at once while the fresh one loads. An entry that
 * cannot be read is dropped; one too big for the quota is simply not kept.
 */
export function readCachedGraph(projectId: string): Entry | undefined {
  const raw = readStored(key(projectId), 'session');
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry;
    if (typeof entry.at === 'number' && Array.isArray(entry.graph?.nodes)) return entry;
  } catch {
    // Fall through and drop it.
  }
  dropCachedGraph(projectId);
  return undefined;
}

export function writeCachedGraph(projectId: string, graph: GraphResult): void {
  writeStored(key(projectId), JSON.stringify({ at: Date.now(), graph }), 'session');
}

export function dropCachedGraph(projectId: string): void {
  writeStored(key(projectId), null, 'session');
}
