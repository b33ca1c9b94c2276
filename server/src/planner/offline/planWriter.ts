import { LABELS, nodeTypeId, normaliseEdgeLabel } from '@trellis/core';
import type { ProjectContext } from '../context';
import type { Operation } from '../operations';
import type { TaskAction } from '../engine';
import { nameSlot, shownName } from '../text';
import type { TypeDef } from './content';

/**
 * Builds a plan against a project snapshot, skipping what the project already has: a node of
 * the same label and name, a link already drawn, a type already defined. The offline engine
 * writes through it so that its plans never trip the duplicate checks of `applyPlan`.
 */
export class PlanWriter {
  readonly ops: Operation[] = [];
  private readonly names = new Map<string, string>();
  private readonly links = new Set<string>();
  private readonly types = new Set<string>();
  private refs = 0;

  constructor(readonly ctx: ProjectContext) {
    const add = (label: string, name: string, id: string) =>
      this.names.set(this.slot(label, name), id);
    for (const q of ctx.questions) add(LABELS.question, q.name, q.id);
    for (const g of ctx.goals) add(LABELS.goal, g.name, g.id);
    for (const o of ctx.observations) add(LABELS.observation, o.name, o.id);
    for (const n of ctx.nodes) add(n.label, n.name, n.id);
    for (const t of ctx.tasks) if (t.status === 'pending') add(LABELS.task, t.name, t.id);
    for (const t of ctx.nodeTypes) this.types.add(nodeTypeId(t.name));
    for (const e of ctx.edges) this.links.add(`${e.from}|${e.label}|${e.to}`);
  }

  private slot(label: string, name: string) {
    return nameSlot(label, name);
  }

  /** The id (or ref) of the node of this label and name, if the project or plan has it. */
  find(label: string, name: string): string | undefined {
    return this.names.get(this.slot(label, shownName(name)));
  }

  /** Whether the project has a type of this name (or the plan defines one). */
  hasType(name: string): boolean {
    return this.types.has(nodeTypeId(name));
  }

  /** Creates a node unless one of that label and name exists; answers its id or ref either way. */
  node(
    label: string,
    name: string,
    parent: string,
    attributes?: Record<string, unknown>,
    edgeLabel?: string,
  ): { id: string; created: boolean } {
    name = shownName(name);
    const found = this.find(label, name);
    if (found) return { id: found, created: false };
    const ref = `n${++this.refs}`;
    this.ops.push({
      op: 'create_node',
      ref,
      label,
      name,
      parent,
      ...(attributes && Object.keys(attributes).length > 0 ? { attributes } : {}),
      ...(edgeLabel ? { edge_label: edgeLabel } : {}),
    });
    this.names.set(this.slot(label, name), ref);
    this.links.add(`${parent}|${normaliseEdgeLabel(edgeLabel ?? 'contains')}|${ref}`);
    return { id: ref, created: true };
  }

  /** Draws a link unless it is drawn already or would join a node to itself. */
  link(from: string, to: string, label: string): boolean {
    const key = `${from}|${normaliseEdgeLabel(label)}|${to}`;
    if (from === to || this.links.has(key)) return false;
    this.links.add(key);
    this.ops.push({ op: 'create_edge', from, to, label });
    return true;
  }

  /** Plans a system task unless one of that name is pending. */
  task(name: string, action: TaskAction, detail?: string): boolean {
    if (this.find(LABELS.task, name)) return false;
    const ref = `t${++this.refs}`;
    this.names.set(this.slot(LABELS.task, name), ref);
    this.ops.push({ op: 'create_task', ref, name, action, ...(detail ? { detail } : {}) });
    return true;
  }

  /** Defines a type unless it exists; `replace` adjusts one that does. */
  type(def: TypeDef, replace = false): boolean {
    const id = nodeTypeId(def.name);
    if (this.types.has(id) && !replace) return false;
    this.types.add(id);
    this.ops.push({
      op: 'define_type',
      name: def.name,
      notes: def.notes,
      icon: def.icon,
      fields: def.fields,
    });
    return true;
  }

  linkType(label: string, from: string, to: string, description: string): void {
    if (this.ctx.linkTypes.some((l) => normaliseEdgeLabel(l.name) === normaliseEdgeLabel(label)))
      return;
    if (this.ops.some((o) => o.op === 'define_link_type' && o.label === label)) return;
    this.ops.push({ op: 'define_link_type', label, from_type: from, to_type: to, description });
  }

  push(op: Operation): void {
    this.ops.push(op);
  }
}
