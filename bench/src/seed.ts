import { edgeId, normaliseEdgeLabel } from '@trellis/core';
import { vertexDefaults } from '../../server/src/commands/nodeRules';
import type { Db } from '../../server/src/store/db';
import { type EdgeWrite, upsertEdges } from '../../server/src/store/edges';
import { type VertexWrite, upsertVertices } from '../../server/src/store/vertices';

const LABELS = ['Task', 'Concept', 'Resource', 'Milestone', 'Person', 'Risk'] as const;
const STATUSES = ['open', 'doing', 'done', 'blocked'] as const;
const EDGE_LABELS = ['depends_on', 'Relates To', 'blocks', 'part of', 'contains'] as const;
const WORDS = 'plan review budget supplier launch draft test design market hire train ship'.split(
  ' ',
);

/** A small deterministic PRNG (mulberry32), so that every run seeds the same graph. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)] as T;

/**
 * A node as a planner would write it: a label, a name of a few words, a handful of attributes
 * (description, status, priority, estimate, tags) and a canvas position. `id` is taken as given.
 */
export function syntheticNode(
  id: string,
  i: number,
  rand: () => number,
): Required<Pick<VertexWrite, 'id' | 'label' | 'name' | 'x' | 'y' | 'attributes'>> {
  const words = [pick(rand, WORDS), pick(rand, WORDS), pick(rand, WORDS)];
  return {
    id,
    label: pick(rand, LABELS),
    name: `${words.join(' ')} ${i}`,
    x: Math.round((i % 100) * 220 + rand() * 40),
    y: Math.round(Math.floor(i / 100) * 140 + rand() * 40),
    attributes: {
      description: `Step ${i}: ${words.join(', ')} for the next phase of the project.`,
      status: pick(rand, STATUSES),
      priority: 1 + Math.floor(rand() * 5),
      estimate_hours: Math.round(rand() * 400) / 10,
      tags: [pick(rand, WORDS), pick(rand, WORDS)],
    },
  };
}

/** What seeding wrote, and how long each half took (ms). */
export interface Seeded {
  nodeIds: string[];
  edges: number;
  nodesMs: number;
  edgesMs: number;
}

/**
 * Seeds a project directly through the store (untimed): `nodes` vertices in batches of 1,000,
 * then `edges` distinct edges between random pairs of them in batches of 2,500, each id built by
 * `edgeId` from a normalised label.
 */
export async function seedGraph(
  db: Db,
  projectId: string,
  nodes: number,
  edges: number,
): Promise<Seeded> {
  const rand = prng(20261121);
  const started = Date.now();
  const nodeIds: string[] = [];
  for (let start = 0; start < nodes; start += 1000) {
    const batch: VertexWrite[] = [];
    for (let i = start; i < Math.min(start + 1000, nodes); i++) {
      const id = `seed.${i.toString(36).padStart(4, '0')}`;
      nodeIds.push(id);
      batch.push(syntheticNode(id, i, rand));
    }
    await db.transaction((tx) => upsertVertices(tx, projectId, batch, vertexDefaults));
  }

  const nodesMs = Date.now() - started;
  const seen = new Set<string>();
  let pending: EdgeWrite[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    await db.transaction((tx) => upsertEdges(tx, projectId, batch));
  };
  while (seen.size < edges) {
    const from = pick(rand, nodeIds);
    const to = pick(rand, nodeIds);
    const label = normaliseEdgeLabel(pick(rand, EDGE_LABELS));
    const id = edgeId(from, label, to);
    if (from === to || seen.has(id)) continue;
    seen.add(id);
    pending.push({ id, from, to, label, properties: { weight: Math.round(rand() * 10) } });
    if (pending.length === 2500) await flush();
  }
  if (pending.length > 0) await flush();
  return { nodeIds, edges: seen.size, nodesMs, edgesMs: Date.now() - started - nodesMs };
}
