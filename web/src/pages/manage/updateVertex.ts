import type { Call } from '../../api/call';

/**
 * Updates a vertex the page lists (an observation or a goal) with upsert_node, but only while it
 * still exists: upsert_node would otherwise re-create a vertex deleted meanwhile (in another tab,
 * on the canvas) outside its group. A vanished one fails with the server's 404 instead, and the
 * refetch that follows every write takes it off the page.
 */
export async function updateVertex(
  call: Call,
  projectId: string,
  vertex: { id: string; label: string },
  change: { name: string; attributes: Record<string, unknown> },
) {
  await call('get_node', { project_id: projectId, id: vertex.id });
  return call('upsert_node', {
    id: vertex.id,
    project_id: projectId,
    label: vertex.label,
    ...change,
  });
}
