import type { GraphNode, ProjectGraph } from '@trellis/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useCall } from '../../api/call';
import { type GraphResult, writeCachedGraph } from '../../api/graphCache';
import { keys } from '../../api/keys';
import { reportError } from '../../ui/notify';
import {
  addEdges as withEdges,
  localEdge,
  patchNodes,
  putNode,
  removeEdge as withoutEdge,
  removeNode as withoutNode,
} from './graphPatch';
import { History } from './history';
import { projectQueue } from './projectQueues';
import type { NodePatch } from './writeQueue';

type Link = { from: string; to: string; label: string };
type Move = { id: string; from: { x: number; y: number }; to: { x: number; y: number } };

/**
 * Every change the canvas makes to a project's graph. Each one shows at once (the cached graph
 * is patched), goes to the server (through the write queue, or directly when the user waits for
 * the answer), and — except answers and automatic placement — can be undone and redone.
 */
export function useGraphEditor(projectId: string) {
  const call = useCall();
  const client = useQueryClient();

  return useMemo(() => {
    const queue = projectQueue(projectId, call);
    const history = new History();
    const key = keys.graph(projectId);
    const graph = () => client.getQueryData<GraphResult>(key);
    const update = (change: (g: ProjectGraph) => ProjectGraph) =>
      client.setQueryData<GraphResult>(key, (g) => (g ? { ...g, ...change(g) } : g));
    const node = (id: string) => graph()?.nodes.find((n) => n.id === id);

    /** Patches nodes locally and queues the write. */
    const patch = (patches: Map<string, NodePatch>) => {
      update((g) => patchNodes(g, patches));
      for (const [id, p] of patches) queue.updateNode(id, p);
    };

    const sendEdges = (links: readonly Link[]) => {
      const g = graph();
      if (!g) return [];
      const made = links.map((l) => localEdge(g, l)).filter((e) => e !== null);
      const fresh = made.filter((e) => !g.edges.some((x) => x.id === e.id));
      update((x) => withEdges(x, fresh));
      for (const e of fresh) queue.addEdge({ from: e.from, to: e.to, label: e.label });
      return fresh;
    };

    const deleteEdgeNow = async (id: string) => {
      // A link still waiting in the queue must reach the server before it can be deleted.
      await queue.flush();
      update((g) => withoutEdge(g, id));
      await call('delete_edge', { project_id: projectId, edge_id: id });
    };

    /** Writes a node back whole (undo of a delete), then its links. */
    const restoreNode = async (n: GraphNode, links: readonly Link[]) => {
      update((g) => putNode(g, n));
      const { node: saved } = await call('upsert_node', {
        id: n.id,
        project_id: projectId,
        label: n.label,
        pk: n.pk,
        name: n.name,
        type: n.type,
        vertex_type: n.vertex_type,
        visible: n.visible,
        focus: n.focus,
        x: n.x,
        y: n.y,
        attributes: n.attributes,
      });
      update((g) => putNode(g, saved));
      sendEdges(links);
    };

    const deleteNodeNow = async (id: string) => {
      await queue.flush();
      update((g) => withoutNode(g, id));
      await call('delete_vertex', { project_id: projectId, id });
    };

    const linksOf = (id: string): Link[] =>
      (graph()?.edges ?? [])
        .filter((e) => e.from === id || e.to === id)
        .map(({ from, to, label }) => ({ from, to, label }));

    const guarded = (what: string, work: () => Promise<void>) => async () => {
      try {
        await work();
      } catch (err) {
        reportError(what, err);
        await client.invalidateQueries({ queryKey: key });
      }
    };

    return {
      history,
      undo: () => history.undo(),
      redo: () => history.redo(),

      /** Saves where the user dropped nodes. */
      moveNodes(moves: readonly Move[]) {
        const real = moves.filter((m) => m.from.x !== m.to.x || m.from.y !== m.to.y);
        if (real.length === 0) return;
        const to = new Map(real.map((m) => [m.id, { x: m.to.x, y: m.to.y }]));
        const from = new Map(real.map((m) => [m.id, { x: m.from.x, y: m.from.y }]));
        patch(to);
        history.push({ label: 'Move', undo: () => patch(from), redo: () => patch(to) });
      },

      /** Saves positions the spiral gave to nodes that had none (not an edit of the user's). */
      savePlaced(placed: readonly { id: string; x: number; y: number }[]) {
        if (placed.length === 0) return;
        patch(new Map(placed.map((p) => [p.id, { x: p.x, y: p.y }])));
      },

      setVisible(ids: readonly string[], visible: boolean) {
        const before = new Map(ids.map((id) => [id, { visible: node(id)?.visible ?? !visible }]));
        const after = new Map(ids.map((id) => [id, { visible }]));
        patch(after);
        history.push({
          label: visible ? 'Show' : 'Hide',
          undo: () => patch(before),
          redo: () => patch(after),
        });
      },

      /** Sets attributes and waits for the server (the dialog reports a failure). */
      async setAttributes(id: string, attributes: Record<string, unknown>) {
        const old = node(id)?.attributes ?? {};
        const previous = Object.fromEntries(
          Object.keys(attributes).map((k) => [k, old[k] ?? null]),
        );
        const write = async (attrs: Record<string, unknown>) => {
          await queue.flush();
          const { node: saved } = await call('upsert_node', {
            id,
            project_id: projectId,
            attributes: attrs,
          });
          update((g) => putNode(g, saved));
        };
        await write(attributes);
        history.push({
          label: 'Attributes',
          undo: guarded('Undo failed', () => write(previous)),
          redo: guarded('Redo failed', () => write(attributes)),
        });
      },

      addEdges(links: readonly Link[]) {
        const fresh = sendEdges(links.filter((l) => l.from !== l.to));
        if (fresh.length === 0) return;
        history.push({
          label: 'Link',
          undo: guarded('Undo failed', async () => {
            for (const e of fresh) await deleteEdgeNow(e.id);
          }),
          redo: () => void sendEdges(fresh),
        });
      },

      async deleteEdge(id: string) {
        const edge = graph()?.edges.find((e) => e.id === id);
        if (!edge) return;
        await guarded('Delete link failed', () => deleteEdgeNow(id))();
        history.push({
          label: 'Delete link',
          undo: () => void sendEdges([edge]),
          redo: guarded('Redo failed', () => deleteEdgeNow(id)),
        });
      },

      async deleteNode(id: string) {
        const n = node(id);
        if (!n) return;
        const links = linksOf(id);
        await guarded('Delete node failed', () => deleteNodeNow(id))();
        history.push({
          label: 'Delete node',
          undo: guarded('Undo failed', () => restoreNode(n, links)),
          redo: guarded('Redo failed', () => deleteNodeNow(id)),
        });
      },

      /** A node a dialog found (Search): put on the canvas as the server holds it; no edit. */
      showNode(n: GraphNode) {
        update((g) => putNode(g, n));
      },

      /** A node a dialog created: shown at once, and its creation can be undone. */
      nodeCreated(n: GraphNode) {
        update((g) => putNode(g, n));
        history.push({
          label: 'Create node',
          undo: guarded('Undo failed', () => deleteNodeNow(n.id)),
          redo: guarded('Redo failed', () => restoreNode(n, [])),
        });
      },

      /** Sends the answer and waits; the card shows a failure itself. */
      async answerQuestion(n: GraphNode, answer: string) {
        await queue.flush();
        const { node: saved } = await call('answer_question', {
          project_id: projectId,
          question_pk: n.id,
          answer: answer.trim(),
        });
        update((g) => putNode(g, saved));
      },

      flush: () => queue.flush(),

      /** Keeps the session's copy of the graph up to date (a reload draws it first). */
      persist() {
        const g = graph();
        if (g) writeCachedGraph(projectId, g);
      },
    };
  }, [projectId, call, client]);
}

export type GraphEditor = ReturnType<typeof useGraphEditor>;

/** Whether an undo or a redo is possible now; re-renders when that changes. */
export function useUndoState(history: History): { canUndo: boolean; canRedo: boolean } {
  useSyncExternalStore(history.subscribe, history.getVersion);
  return { canUndo: history.canUndo, canRedo: history.canRedo };
}
