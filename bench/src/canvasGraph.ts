/**
 * Generated projects for the canvas benchmark, written through the public API with a signed-in
 * user's bearer token (`create_project`, then `batch_upsert_nodes` and `batch_upsert_edges`), as
 * a client of the server would: nothing goes around the server, so the canvas reads what any
 * project would give it.
 */
import { LIMITS } from '@trellis/core';
import { prng } from './seed';

const CANVAS = 5000;
/** Room kept at the right and bottom edges so that a card (20–24 rem wide) stays on the canvas. */
const MARGIN = 420;
/** How far a cluster's cards spread around its centre, in canvas units (one standard deviation). */
const SPREAD = 260;
const NODES_PER_CLUSTER = 40;
const EDGE_LABELS = ['depends_on', 'relates to', 'blocks'] as const;

/** POST /api/<name> with a bearer token; answers `result`, throws unless 200 and `success`. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  name: string,
  body: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const answer = (res.status === 200 ? JSON.parse(text) : undefined) as
    { success: boolean; result: T } | undefined;
  if (!answer?.success) throw new Error(`${name} answered ${res.status}: ${text.slice(0, 300)}`);
  return answer.result;
}

interface NodeSpec {
  id: string;
  label: string;
  name: string;
  x: number;
  y: number;
  attributes: Record<string, unknown>;
}

interface EdgeSpec {
  from: string;
  to: string;
  label: string;
}

/** A generated graph: its nodes, its edges, and how many of the edges are `contains`. */
export interface GeneratedGraph {
  nodes: NodeSpec[];
  edges: EdgeSpec[];
  groups: number;
}

/**
 * A graph that looks like a real one: `nodes` cards in clusters of about forty, each around a
 * centre scattered over the 5000-unit canvas (normally distributed, so clusters thin out at
 * their edges and overlap a little), labels mixing Concept, Task, goal and question, one cluster
 * in four led by a Concept that `contains` eight of its neighbours (a group card), and `edges`
 * links in all, four in five within a cluster and the rest between clusters. Deterministic.
 */
export function generateGraph(nodes: number, edges: number, seed = 20261121): GeneratedGraph {
  const rand = prng(seed);
  const normal = () => {
    // Box–Muller; 1 - rand() keeps log away from 0.
    const r = Math.sqrt(-2 * Math.log(1 - rand()));
    return r * Math.cos(2 * Math.PI * rand());
  };
  const clamp = (v: number) => Math.round(Math.min(CANVAS - MARGIN, Math.max(0, v)));
  const clusters = Math.max(1, Math.round(nodes / NODES_PER_CLUSTER));
  const centres = Array.from({ length: clusters }, () => ({
    x: MARGIN + rand() * (CANVAS - 3 * MARGIN),
    y: MARGIN + rand() * (CANVAS - 3 * MARGIN),
  }));
  const members: string[][] = centres.map(() => []);
  const out: NodeSpec[] = [];
  for (let i = 0; i < nodes; i++) {
    const c = i % clusters;
    const centre = centres[c] as { x: number; y: number };
    const id = `bench.${i.toString(36).padStart(4, '0')}`;
    const roll = rand();
    const label = roll < 0.35 ? 'Concept' : roll < 0.7 ? 'Task' : roll < 0.85 ? 'goal' : 'question';
    const name =
      label === 'question' ? `Which supplier for part ${i}?` : `${label} ${i} of cluster ${c}`;
    const attributes: Record<string, unknown> = {
      description: `Generated for the canvas benchmark: item ${i} in cluster ${c}.`,
    };
    if (label === 'Task') attributes.status = ['open', 'doing', 'done'][i % 3];
    out.push({
      id,
      label,
      name,
      x: clamp(centre.x + normal() * SPREAD),
      y: clamp(centre.y + normal() * SPREAD),
      attributes,
    });
    (members[c] as string[]).push(id);
  }

  const seen = new Set<string>();
  const links: EdgeSpec[] = [];
  const add = (from: string, label: string, to: string) => {
    const key = `${from}\n${label}\n${to}`;
    if (from === to || seen.has(key) || links.length >= edges) return;
    seen.add(key);
    links.push({ from, to, label });
  };
  // Groups first: the head of every fourth cluster (made a Concept) contains eight members.
  let groups = 0;
  for (let c = 0; c < clusters; c += 4) {
    const [head, ...rest] = members[c] as string[];
    if (!head || rest.length === 0) continue;
    const node = out.find((n) => n.id === head) as NodeSpec;
    node.label = 'Concept';
    node.name = `Group ${c}`;
    for (const m of rest.slice(0, 8)) add(head, 'contains', m);
    groups++;
  }
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;
  for (let tries = 0; links.length < edges && tries < edges * 20; tries++) {
    const c = Math.floor(rand() * clusters);
    const from = pick(members[c] as string[]);
    const to = rand() < 0.8 ? pick(members[c] as string[]) : pick(pick(members));
    if (from !== undefined && to !== undefined) add(from, pick(EDGE_LABELS), to);
  }
  return { nodes: out, edges: links, groups };
}

/** A project made by `create_project`, then filled with a generated graph; answers its id. */
export async function seedProject(
  baseUrl: string,
  token: string,
  name: string,
  graph: GeneratedGraph,
): Promise<string> {
  const created = await apiCall<{ project_id: string }>(baseUrl, token, 'create_project', {
    prompt: `${name}: plan the work of a small team over the next quarter.`,
  });
  const project_id = created.project_id;
  for (let i = 0; i < graph.nodes.length; i += LIMITS.batchNodes) {
    await apiCall(baseUrl, token, 'batch_upsert_nodes', {
      project_id,
      nodes: graph.nodes.slice(i, i + LIMITS.batchNodes),
    });
  }
  for (let i = 0; i < graph.edges.length; i += LIMITS.batchEdges) {
    await apiCall(baseUrl, token, 'batch_upsert_edges', {
      project_id,
      edges: graph.edges.slice(i, i + LIMITS.batchEdges),
    });
  }
  return project_id;
}
