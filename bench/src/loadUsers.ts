/**
 * The users of the load benchmark. Each signs in through the embedded provider's real flow
 * (create-account form, authorization code + PKCE, code exchange), makes one project with
 * create_project (offline engine: it drafts clarifying questions), and reads its graph once.
 * What the bench then knows of that project is what every answer under load is checked against:
 * the user is its only writer, so its vertices and links are exactly those it started with plus
 * those it wrote since.
 */
import type { CallResult } from '@trellis/core';
import { signIn } from '../../server/test/oidcFlow';
import { apiCall } from './canvasGraph';
import { PROMPTS } from './createProject';
import { prng } from './seed';

export interface LoadUser {
  index: number;
  /**
   * `u<index>`: part of every id, name and answer this user writes, so that another user's data
   * is recognisable wherever it turns up.
   */
  tag: string;
  token: string;
  projectId: string;
  /** Every vertex id of the project as far as this user knows (it is the only writer). */
  nodes: Set<string>;
  /** Every link id of the project, likewise. */
  edges: Set<string>;
  /**
   * Ids written by calls that failed without a clear answer (a dropped connection, a 500): they
   * may or may not exist, so seeing one is no leak and missing one no error.
   */
  unsure: Set<string>;
  /** The project's question ids, from create_project. */
  questions: string[];
  /** Vertices this user created under load: cards it moves, edits and links. */
  created: string[];
  /** Counter for new ids, answers and client_request_ids. */
  seq: number;
  /** This user's own deterministic random numbers. */
  rand: () => number;
}

/** Runs `fn` over `items`, at most `limit` at a time; answers the results in order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Signs in user `index` (registering `load-<run>-u<index>@example.com`), creates its project
 * from one of the create_project bench's twelve prompts, and reads the graph it starts with.
 * Throws when the set-up answers carry anything not of that project.
 */
async function setUpUser(baseUrl: string, runId: string, index: number): Promise<LoadUser> {
  const tag = `u${index}`;
  const tokens = await signIn({
    baseUrl,
    email: `load-${runId}-${tag}@example.com`,
    password: 'a long enough password',
    register: { name: `Load User ${index}` },
  });
  const token = tokens.access_token;
  const prompt = PROMPTS[index % PROMPTS.length] as string;
  const created = await apiCall<CallResult<'create_project'>>(baseUrl, token, 'create_project', {
    prompt,
  });
  const projectId = created.project_id;
  const graph = await apiCall<CallResult<'get_project_graph'>>(
    baseUrl,
    token,
    'get_project_graph',
    { project_id: projectId },
  );
  const foreign = graph.nodes.find((n) => n.project_id !== projectId);
  if (foreign) {
    throw new Error(`${tag}: the new project's graph holds ${foreign.id} of ${foreign.project_id}`);
  }
  const nodes = new Set(graph.nodes.map((n) => n.id));
  const questions = created.questions.map((q) => q.id);
  const absent = questions.find((q) => !nodes.has(q));
  if (absent) throw new Error(`${tag}: question ${absent} is not in the project's graph`);
  if (questions.length === 0) throw new Error(`${tag}: create_project drafted no questions`);
  return {
    index,
    tag,
    token,
    projectId,
    nodes,
    edges: new Set(graph.edges.map((e) => e.id)),
    unsure: new Set(),
    questions,
    created: [],
    seq: 0,
    rand: prng(20261124 + index),
  };
}

/** `count` users set up `concurrency` at a time (sign-in hashes passwords: CPU-bound). */
export function setUpUsers(
  baseUrl: string,
  runId: string,
  count: number,
  concurrency: number,
): Promise<LoadUser[]> {
  const indexes = Array.from({ length: count }, (_, i) => i);
  return mapLimit(indexes, concurrency, (i) => setUpUser(baseUrl, runId, i));
}
