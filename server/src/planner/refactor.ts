import { LABELS, normaliseVertexLabel } from '@trellis/core';
import type { ProjectContext } from './context';
import type { Plan } from './engine';
import type { Operation } from './operations';
import { nameSlot } from './text';

/**
 * The Refactor step of the queue (spec §4), the same whichever engine runs: tidies the graph so
 * that the canvas shows what still needs attention. It
 * - puts questions, goals, observations and types that lost their group back into it,
 * - merges duplicates (same label and name) into the oldest, keeping an answered question,
 * - hides answered questions and finished work,
 * - links orphans (nodes with no link at all) to the project.
 * Everything it does is a plan of allowed operations, checked and applied like an engine's.
 */
export function refactorPlan(ctx: ProjectContext): Plan {
  const ops: Operation[] = [];
  const contained = new Set(
    ctx.edges.filter((e) => e.label === 'contains').map((e) => `${e.from}|${e.to}`),
  );
  const linked = new Set(ctx.edges.flatMap((e) => [e.from, e.to]));
  const counts = { grouped: 0, merged: 0, hidden: 0, linked: 0 };

  const regroup = (group: string, ids: string[]) => {
    for (const id of ids) {
      if (contained.has(`${group}|${id}`)) continue;
      ops.push({ op: 'create_edge', from: group, to: id, label: 'contains' });
      linked.add(id);
      counts.grouped++;
    }
  };
  regroup(
    ctx.groups.questions,
    ctx.questions.map((q) => q.id),
  );
  regroup(
    ctx.groups.goals,
    ctx.goals.map((g) => g.id),
  );
  regroup(
    ctx.groups.observations,
    ctx.observations.map((o) => o.id),
  );
  regroup(ctx.groups.nodeTypes, [
    ...ctx.nodeTypes.map((t) => t.id),
    ...ctx.linkTypes.map((l) => l.id),
  ]);

  // Duplicates: the first of each (label, name) survives; an answered question beats the rest.
  const removed = new Set<string>();
  const mergeAll = <T extends { id: string; name: string }>(
    label: string,
    items: T[],
    better?: (a: T, b: T) => boolean,
  ) => {
    const byKey = new Map<string, T>();
    for (const item of items) {
      const key = nameSlot(label, item.name);
      const kept = byKey.get(key);
      if (!kept) {
        byKey.set(key, item);
        continue;
      }
      const [survivor, duplicate] = better?.(item, kept) ? [item, kept] : [kept, item];
      byKey.set(key, survivor);
      ops.push({ op: 'merge', from: duplicate.id, into: survivor.id });
      removed.add(duplicate.id);
      counts.merged++;
    }
  };
  mergeAll(LABELS.question, ctx.questions, (a, b) => a.answered && !b.answered);
  mergeAll(LABELS.goal, ctx.goals);
  mergeAll(LABELS.observation, ctx.observations);
  const byLabel = new Map<string, typeof ctx.nodes>();
  for (const n of ctx.nodes) {
    const l = normaliseVertexLabel(n.label);
    byLabel.set(l, [...(byLabel.get(l) ?? []), n]);
  }
  for (const [label, nodes] of byLabel) mergeAll(label, nodes);

  // Answered questions and finished work leave the canvas.
  for (const q of ctx.questions)
    if (q.answered && q.visible && !removed.has(q.id)) {
      ops.push({ op: 'hide', id: q.id });
      counts.hidden++;
    }
  for (const n of ctx.nodes) {
    if (!n.visible || removed.has(n.id)) continue;
    if (normaliseVertexLabel(n.label) === LABELS.task && n.attributes.status === 'done') {
      ops.push({ op: 'hide', id: n.id });
      counts.hidden++;
    }
  }

  // Orphans: a node with no link at all is linked from the project.
  for (const n of ctx.nodes) {
    if (linked.has(n.id) || removed.has(n.id)) continue;
    ops.push({ op: 'create_edge', from: ctx.projectId, to: n.id, label: 'contains' });
    linked.add(n.id);
    counts.linked++;
  }

  const parts = [
    counts.grouped && `${counts.grouped} regrouped`,
    counts.merged && `${counts.merged} duplicates merged`,
    counts.hidden && `${counts.hidden} hidden`,
    counts.linked && `${counts.linked} orphans linked`,
  ].filter(Boolean);
  return { operations: ops, summary: parts.length > 0 ? parts.join(', ') : 'Already tidy' };
}
