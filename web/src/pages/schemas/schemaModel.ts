import {
  DEFAULT_NODE_TYPE_COLOR,
  type GraphNode,
  type NodeType,
  nodeTypeId,
  normaliseTypeNames,
} from '@trellis/core';
import { cssColor } from '../../theme/cssColor';
import { type Theme, resolveToken } from '../../theme/themes';

/**
 * What the Schemas page knows about node types without React: reading field definitions
 * defensively, the colour of a swatch, and the checks a new type name goes through.
 */

/** A field definition as the page shows it (spec §3 "Field definition"). */
export interface FieldView {
  name: string;
  /** 'string' when the definition names none. */
  type: string;
  required: boolean;
  description?: string;
  /** number, integer, duration: what one unit is (`kg`, `weeks`). */
  unit?: string;
  /** money: its ISO currency. */
  currency?: string;
  /** enum: the values it takes. */
  options?: string[];
  relation?: string;
  cardinality?: string;
  instantiate?: boolean;
}

/** The field's type as the page names it: `money (EUR)`, `duration (weeks)`, `enum`. */
export function typeLabel(f: FieldView): string {
  const qualifier = f.currency ?? f.unit;
  return qualifier ? `${f.type} (${qualifier})` : f.type;
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

const flag = (v: unknown): boolean | undefined =>
  v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined;

function fieldView(item: unknown): FieldView | undefined {
  if (typeof item === 'string') {
    const name = text(item);
    return name ? { name, type: 'string', required: false } : undefined;
  }
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const f = item as Record<string, unknown>;
  const name = text(f.name);
  if (!name) return undefined;
  const out: FieldView = {
    name,
    type: text(f.type) ?? 'string',
    required: flag(f.required) ?? false,
  };
  const description = text(f.description);
  if (description) out.description = description;
  const unit = text(f.unit);
  if (unit) out.unit = unit;
  const currency = text(f.currency);
  if (currency) out.currency = currency;
  if (Array.isArray(f.options)) {
    const options = f.options.map(text).filter((o): o is string => o !== undefined);
    if (options.length > 0) out.options = options;
  }
  const relation = text(f.relation);
  if (relation) out.relation = relation;
  const cardinality =
    typeof f.cardinality === 'number' ? String(f.cardinality) : text(f.cardinality);
  if (cardinality) out.cardinality = cardinality;
  const instantiate = flag(f.instantiate);
  if (instantiate !== undefined) out.instantiate = instantiate;
  return out;
}

/**
 * A node type's fields, whether they arrive as an array or as a JSON string of one (spec §3).
 * Anything unreadable (bad JSON, not a list, entries without a name) is left out rather than
 * breaking the page.
 */
export function parseFields(value: unknown): FieldView[] {
  let list = value;
  if (typeof list === 'string') {
    if (list.trim() === '') return [];
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map(fieldView).filter((f): f is FieldView => f !== undefined);
}

/**
 * A type's swatch: its own colour (when it reads as one: see cssColor), else its colour token in
 * the current theme, else the default.
 */
export function swatchColor(type: Pick<NodeType, 'color' | 'color_token'>, theme: Theme): string {
  return cssColor(type.color) || resolveToken(theme, type.color_token) || DEFAULT_NODE_TYPE_COLOR;
}

export type NewTypeCheck = { ok: true; name: string; id: string } | { ok: false; message: string };

/**
 * Checks a new node type name (spec §5): trimmed (inner runs of white space made one), not
 * blank, and no type of that name (case-insensitive) or id already there —
 * 'My Type' and 'my-type' share the id `node-type.my-type`, so the second would overwrite the
 * first. Any other vertex holding the id blocks it too.
 */
export function checkNewTypeName(
  raw: string,
  types: readonly Pick<NodeType, 'id' | 'name'>[],
  nodes: readonly Pick<GraphNode, 'id'>[] = [],
): NewTypeCheck {
  const name = normaliseTypeNames([raw])[0];
  if (!name) return { ok: false, message: 'Enter a name for the new type.' };
  const id = nodeTypeId(name);
  const same = types.find((t) => t.name.trim().toLowerCase() === name.toLowerCase() || t.id === id);
  if (same) return { ok: false, message: `A type named “${same.name}” already exists.` };
  if (nodes.some((n) => n.id === id)) {
    return { ok: false, message: `The id ${id} is already used in this project.` };
  }
  return { ok: true, name, id };
}
