import {
  FieldDefinition,
  GROUP_LABELS,
  LABELS,
  defaultPartition,
  normaliseVertexLabel,
} from '@trellis/core';
import { z } from 'zod';
import type { ErrorDetail } from '../http/errors';
import { zodDetails } from '../http/errors';
import type { VertexDefaults, VertexWrite } from '../store/vertices';

/** The label a vertex is created with when the caller names none. */
export const DEFAULT_LABEL = 'Concept';

/** What a new vertex gets for the fields a write leaves out. */
export function vertexDefaults(w: VertexWrite): VertexDefaults {
  const label = w.label ?? DEFAULT_LABEL;
  const l = normaliseVertexLabel(label);
  const type = w.type ?? 'vertex';
  const vertexType = (GROUP_LABELS as readonly string[]).includes(l)
    ? 'group'
    : type === 'complex' || type === 'group'
      ? type
      : type === 'sys' || l.startsWith('sys')
        ? 'sys'
        : 'other';
  return { label, pk: defaultPartition(label), type, vertex_type: vertexType };
}

const Fields = z.array(FieldDefinition).max(200);

/**
 * Node types keep `fields` as an array of field definitions with defaults filled in. Callers may
 * send the array or a JSON string of it (spec §3); anything else is an error naming the field.
 */
export function normaliseNodeTypeFields(
  attributes: Record<string, unknown>,
  path: (string | number)[],
): ErrorDetail[] {
  if (!('fields' in attributes) || attributes.fields === null) return [];
  let value = attributes.fields;
  if (typeof value === 'string') {
    try {
      value = value.trim() === '' ? [] : JSON.parse(value);
    } catch {
      return [{ path: [...path, 'attributes', 'fields'].join('.'), message: 'is not valid JSON' }];
    }
  }
  const parsed = Fields.safeParse(value);
  if (!parsed.success) return zodDetails(parsed.error, [...path, 'attributes', 'fields']);
  attributes.fields = parsed.data;
  return [];
}

export const isNodeTypeLabel = (label: string | undefined) =>
  label !== undefined && normaliseVertexLabel(label) === normaliseVertexLabel(LABELS.nodeType);
