/**
 * SQL fragments that build the API's JSON shapes inside PostgreSQL, so that reads return
 * ready JSON instead of rows reshaped one by one in JavaScript.
 */

/** A vertex as the API returns it (core's GraphNode), from a row aliased `v`. */
export const NODE_JSON = `json_build_object(
  'id', v.id, 'primary_key', v.id, 'pk', v.pk, 'project_id', v.project_id,
  'label', v.label, 'name', v.name, 'type', v.type, 'vertex_type', v.vertex_type,
  'visible', v.visible, 'focus', v.focus, 'x', v.x, 'y', v.y, 'attributes', v.attributes,
  'created_at', v.created_at, 'updated_at', v.updated_at)`;

/** An edge (core's GraphEdge) from a row aliased `e`; its properties hold the ends' names. */
export const EDGE_JSON = `json_build_object(
  'id', e.id, 'from', e.from_id, 'to', e.to_id, 'label', e.label, 'properties', e.properties,
  'created_at', e.created_at)`;

/** A node type (core's NodeType) from a `Node Type` vertex `v`; fields are stored normalised. */
export const NODE_TYPE_JSON = `json_build_object(
  'id', v.id, 'name', v.name,
  'color', v.attributes->>'color', 'color_token', v.attributes->>'color_token',
  'icon', v.attributes->>'icon', 'notes', v.attributes->>'notes',
  'fields', CASE WHEN jsonb_typeof(v.attributes->'fields') = 'array'
                 THEN v.attributes->'fields' ELSE '[]'::jsonb END,
  'visible', v.visible)`;

export const LINK_TYPE_JSON = `json_build_object(
  'id', v.id, 'name', v.name, 'label', COALESCE(v.attributes->>'label', v.name))`;
