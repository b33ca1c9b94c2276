import { useCall } from '../../api/call';
import type { ProjectWrite } from '../../api/useProjectWrite';
import { useDialogs } from '../../ui/dialogs';

/**
 * Deleting a row the page lists (a goal, an observation; spec §2): asks 'Delete this {label}?'
 * first, then deletes the vertex as the row's 'delete' write, reported as 'Delete {label}
 * failed'. The label names the vertex to the server and the row to the user.
 */
export function useDeleteVertex(projectId: string, write: ProjectWrite) {
  const call = useCall();
  const dialogs = useDialogs();
  return async (vertex: { id: string; label: string }) => {
    const ok = await dialogs.confirm({
      message: `Delete this ${vertex.label}?`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    await write.run(vertex.id, 'delete', `Delete ${vertex.label} failed`, () =>
      call('delete_vertex', { project_id: projectId, id: vertex.id, label: vertex.label }),
    );
  };
}
