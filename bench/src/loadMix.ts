/**
 * The mix of the load benchmark: which calls a user makes, how often, with what bodies, and the
 * checks on every answer. A check finds a **leak** when an answer carries anything that is not
 * this user's (a vertex of another project, an id the user never wrote, another user's tag, a
 * project list with more than its own project) and an **error** when it misses the user's own
 * data (a read that does not show a write that was answered 200) or does not match the request.
 */
import { randomUUID } from 'node:crypto';
import { type CallResult, edgeId, normaliseEdgeLabel } from '@trellis/core';
import type { LoadUser } from './loadUsers';

export type LoadCall =
  | 'get_project_graph'
  | 'batch_upsert_nodes'
  | 'batch_upsert_edges'
  | 'answer_question'
  | 'get_user_projects'
  | 'get_group_members';

/**
 * Relative weights (they sum to 100, so each is a percentage of the calls). The web app reads a
 * project's graph whenever the workspace opens or is refreshed and after every engine call, so
 * that read dominates; the canvas's write queue flushes card moves and edits as one
 * batch_upsert_nodes per pause, and links less often; answers come in bursts from question cards
 * and the Questions list; the project list is read on every signed-in page (sidebar, project
 * dropdown). get_group_members is not called by the web app: it stands for API clients and
 * exercises one more read path for the isolation checks.
 */
export const MIX: readonly { call: LoadCall; weight: number }[] = [
  { call: 'get_project_graph', weight: 45 },
  { call: 'batch_upsert_nodes', weight: 20 },
  { call: 'batch_upsert_edges', weight: 10 },
  { call: 'answer_question', weight: 10 },
  { call: 'get_user_projects', weight: 10 },
  { call: 'get_group_members', weight: 5 },
];

const TOTAL_WEIGHT = MIX.reduce((sum, m) => sum + m.weight, 0);

/** A call of the mix, drawn by weight. */
export function pickCall(rand: () => number): LoadCall {
  let r = rand() * TOTAL_WEIGHT;
  for (const m of MIX) {
    r -= m.weight;
    if (r < 0) return m.call;
  }
  return MIX[0]?.call ?? 'get_project_graph';
}

export interface Finding {
  kind: 'leak' | 'error';
  message: string;
}

/** One request of the mix for one user: its body, and how to judge and learn from its answer. */
export interface Planned {
  call: LoadCall;
  body: string;
  /** Headers beyond the bearer token and content type (the batches' Idempotency-Key). */
  headers?: Record<string, string>;
  /** Checks the `result` of a 200 `success: true` answer and records what the user now has. */
  check(result: unknown): Finding[];
  /** The call did not succeed: whatever it may have written becomes unsure. */
  failed(): void;
}

const LINK_LABELS = ['depends_on', 'relates to', 'blocks'] as const;
const STATUSES = ['open', 'doing', 'done', 'blocked'] as const;
const pick = <T>(rand: () => number, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)] as T;
const coordinate = (rand: () => number) => Math.round(rand() * 5000);
const leak = (message: string): Finding => ({ kind: 'leak', message });
const error = (message: string): Finding => ({ kind: 'error', message });

/** Up to `n` distinct items of `items`, drawn at random. */
function sample<T>(rand: () => number, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) {
    out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0] as T);
  }
  return out;
}

/**
 * A fresh Idempotency-Key, as the web app's write queue sends with every batch (so that a batch
 * sent again after a lost answer writes once): the server stores each batch's answer under it.
 */
const idempotencyKey = () => ({ 'idempotency-key': randomUUID() });

/** Cards a user moves and links: the vertices it created and its questions. */
const cards = (u: LoadUser) => [...u.created, ...u.questions];

/** Whether the user knows `id` as its own (or as possibly written by a failed call). */
const knows = (u: LoadUser, id: string, set: Set<string>) => set.has(id) || u.unsure.has(id);

/**
 * The next request of `call` for `user`. `newNodesPerUser` caps the cards a user adds, so that
 * projects stop growing at a realistic size and the graph read costs about the same late in the
 * run as early.
 */
export function plan(user: LoadUser, call: LoadCall, newNodesPerUser: number): Planned {
  const seq = ++user.seq;
  const project_id = user.projectId;
  const json = (body: unknown) => JSON.stringify(body);
  const nothing = () => undefined;
  switch (call) {
    case 'get_project_graph': {
      const requestId = `${user.tag}-${seq}`;
      return {
        call,
        body: json({ project_id, client_request_id: requestId }),
        check: (r) => checkGraph(user, requestId, r as CallResult<'get_project_graph'>),
        failed: nothing,
      };
    }
    case 'batch_upsert_nodes': {
      const edited = user.created.length > 0 ? pick(user.rand, user.created) : undefined;
      const moved = sample(
        user.rand,
        cards(user).filter((id) => id !== edited),
        3,
      );
      const nodes: Record<string, unknown>[] = moved.map((id) => ({
        id,
        x: coordinate(user.rand),
        y: coordinate(user.rand),
      }));
      if (edited !== undefined) {
        const status = pick(user.rand, STATUSES);
        nodes.push({ id: edited, attributes: { status, estimate_hours: seq % 40 } });
      }
      const fresh = user.created.length < newNodesPerUser ? `load.${user.tag}.n${seq}` : undefined;
      if (fresh !== undefined) {
        nodes.push({
          id: fresh,
          label: pick(user.rand, ['Task', 'Concept']),
          name: `${user.tag} card ${seq}`,
          x: coordinate(user.rand),
          y: coordinate(user.rand),
          attributes: { owner: user.tag, status: 'open', description: `Added by ${user.tag}.` },
        });
      }
      const sent = nodes.map((n) => n.id as string);
      return {
        call,
        body: json({ project_id, nodes }),
        headers: idempotencyKey(),
        check(result) {
          const r = result as CallResult<'batch_upsert_nodes'>;
          const found: Finding[] = [];
          for (const id of r.ids) {
            if (!sent.includes(id)) found.push(leak(`batch_upsert_nodes answered id ${id}`));
          }
          if (r.upserted !== sent.length || r.ids.join() !== sent.join()) {
            found.push(error(`batch_upsert_nodes answered ${r.ids.join()} for ${sent.join()}`));
          }
          if (fresh !== undefined && found.length === 0) {
            user.nodes.add(fresh);
            user.created.push(fresh);
          }
          return found;
        },
        failed: () => void (fresh !== undefined && user.unsure.add(fresh)),
      };
    }
    case 'batch_upsert_edges': {
      const edges = new Map<string, { from: string; to: string; label: string }>();
      for (let i = 0; i < 3; i++) {
        const [from, to] = sample(user.rand, cards(user), 2);
        if (from === undefined || to === undefined) break;
        const label = pick(user.rand, LINK_LABELS);
        edges.set(edgeId(from, normaliseEdgeLabel(label), to), { from, to, label });
      }
      const sent = [...edges.keys()];
      return {
        call,
        body: json({ project_id, edges: [...edges.values()] }),
        headers: idempotencyKey(),
        check(result) {
          const r = result as CallResult<'batch_upsert_edges'>;
          const found: Finding[] = [];
          for (const e of r.edges) {
            if (!sent.includes(e.id) || !user.nodes.has(e.from) || !user.nodes.has(e.to)) {
              found.push(leak(`batch_upsert_edges answered link ${e.id}`));
            }
          }
          const got = r.edges.map((e) => e.id).sort();
          if (r.upserted !== sent.length || got.join() !== [...sent].sort().join()) {
            found.push(error(`batch_upsert_edges answered ${got.join()} for ${sent.join()}`));
          }
          if (found.length === 0) for (const id of sent) user.edges.add(id);
          return found;
        },
        failed: () => sent.forEach((id) => user.unsure.add(id)),
      };
    }
    case 'answer_question': {
      const question = pick(user.rand, user.questions);
      const answer = `${user.tag} answer ${seq}: next month, with a budget of ${seq * 10} euros`;
      return {
        call,
        body: json({ project_id, question_pk: question, answer }),
        check(result) {
          const n = (result as CallResult<'answer_question'>).node;
          if (n.project_id !== project_id || n.id !== question) {
            return [leak(`answer_question answered vertex ${n.id} of project ${n.project_id}`)];
          }
          if (n.attributes.answer !== answer || n.attributes.answered !== true) {
            const said = JSON.stringify(n.attributes.answer);
            return [(said.includes(user.tag) ? error : leak)(`answer_question saved ${said}`)];
          }
          return [];
        },
        failed: nothing,
      };
    }
    case 'get_user_projects':
      return {
        call,
        body: '{}',
        check(result) {
          const ids = (result as CallResult<'get_user_projects'>).projects.map((p) => p.id);
          const foreign = ids.filter((id) => id !== project_id);
          if (foreign.length > 0) return [leak(`get_user_projects listed ${foreign.join()}`)];
          return ids.length === 1 ? [] : [error(`get_user_projects listed ${ids.length}`)];
        },
        failed: nothing,
      };
    case 'get_group_members':
      return {
        call,
        body: json({ project_id, group_label: 'questions' }),
        check(result) {
          const nodes = (result as CallResult<'get_group_members'>).nodes;
          const found: Finding[] = nodes
            .filter((n) => n.project_id !== project_id || !user.questions.includes(n.id))
            .map((n) => leak(`get_group_members answered ${n.id} of project ${n.project_id}`));
          if (nodes.length !== user.questions.length) {
            found.push(error(`get_group_members answered ${nodes.length} questions`));
          }
          return found;
        },
        failed: nothing,
      };
  }
}

/**
 * The graph must be exactly the user's project: every vertex of this project and known to the
 * user, every link and type known, the request id echoed; and every vertex and link the user
 * wrote with a 200 must be there (read-your-writes: the user is its project's only writer and
 * waits for each answer before its next call).
 */
function checkGraph(
  user: LoadUser,
  requestId: string,
  r: CallResult<'get_project_graph'>,
): Finding[] {
  const found: Finding[] = [];
  if (r.project_id !== user.projectId) found.push(leak(`graph of project ${r.project_id}`));
  if (r.client_request_id !== requestId) {
    found.push(leak(`graph answered client_request_id ${r.client_request_id} for ${requestId}`));
  }
  const seenNodes = new Set<string>();
  for (const n of r.nodes) {
    seenNodes.add(n.id);
    const owner = n.attributes.owner;
    if (n.project_id !== user.projectId) {
      found.push(leak(`graph holds vertex ${n.id} of project ${n.project_id}`));
    } else if (!knows(user, n.id, user.nodes)) {
      found.push(leak(`graph holds vertex ${n.id} ("${n.name}") the user never wrote`));
    } else if (owner !== undefined && owner !== user.tag) {
      found.push(leak(`graph holds vertex ${n.id} owned by ${JSON.stringify(owner)}`));
    }
  }
  const seenEdges = new Set<string>();
  for (const e of r.edges) {
    seenEdges.add(e.id);
    if (!knows(user, e.id, user.edges)) {
      found.push(leak(`graph holds link ${e.id} the user never wrote`));
    } else if (!seenNodes.has(e.from) || !seenNodes.has(e.to)) {
      found.push(error(`graph holds link ${e.id} without both its ends`));
    }
  }
  for (const t of [...r.node_types, ...r.link_types, ...r.system_groups]) {
    if (!knows(user, t.id, user.nodes)) {
      found.push(leak(`graph lists type or group ${t.id} the user never had`));
    } else if (!seenNodes.has(t.id)) {
      found.push(error(`graph lists type or group ${t.id} without its vertex`));
    }
  }
  const missingNodes = [...user.nodes].filter((id) => !seenNodes.has(id));
  const missingEdges = [...user.edges].filter((id) => !seenEdges.has(id));
  if (missingNodes.length + missingEdges.length > 0) {
    found.push(
      error(
        `graph misses ${missingNodes.length} of the user's vertices and ${missingEdges.length} ` +
          `of its links, e.g. ${[...missingNodes, ...missingEdges][0]}`,
      ),
    );
  }
  // What a failed call may have written is now known one way or the other.
  for (const id of user.unsure) {
    if (seenNodes.has(id)) {
      user.nodes.add(id);
      if (id.startsWith(`load.${user.tag}.`)) user.created.push(id);
    } else if (seenEdges.has(id)) user.edges.add(id);
  }
  user.unsure.clear();
  return found;
}
