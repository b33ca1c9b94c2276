import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useCall } from '../../api/call';
import { dropCachedGraph } from '../../api/graphCache';
import { keys } from '../../api/keys';
import { sectionPath } from '../../project/sections';
import { useSelection } from '../../state/selection';
import { useDialogs } from '../../ui/dialogs';
import { notifySuccess } from '../../ui/notify';
import { useProjectWrite } from '../../api/useProjectWrite';
import { BusyButton } from '../../ui/BusyButton';

/**
 * The project's other buttons (spec §2): 'Manage Schemas' while observations exist, and the red
 * 'Delete Project', which asks first, then deletes the whole partition, refreshes the project
 * list, clears the selection and goes to Create Project.
 */
export function ProjectActions({
  projectId,
  hasObservations,
}: {
  projectId: string;
  hasObservations: boolean;
}) {
  const call = useCall();
  const dialogs = useDialogs();
  const client = useQueryClient();
  const navigate = useNavigate();
  const select = useSelection((s) => s.select);
  const write = useProjectWrite(projectId);
  const deleting = write.busy('project') !== undefined;

  const deleteProject = async () => {
    const ok = await dialogs.confirm({
      message: 'This will permanently delete this project and all its data. Continue?',
      confirmLabel: 'Delete Project',
      danger: true,
    });
    if (!ok) return;
    const deleted = await write.run(
      'project',
      'delete',
      'Delete project failed',
      () => call('delete_project_partition', { project_id: projectId }),
      { refresh: false },
    );
    if (!deleted) return;
    // Leave first: while this page is mounted its graph query would refetch the deleted project.
    select(null);
    await navigate('/projects/create');
    client.removeQueries({ queryKey: keys.graph(projectId) });
    client.removeQueries({ queryKey: keys.requests(projectId) });
    dropCachedGraph(projectId);
    await client.invalidateQueries({ queryKey: keys.projects });
    notifySuccess('Project deleted');
  };

  return (
    <section className="section manage-actions" aria-label="Project actions">
      <div className="row">
        {hasObservations && (
          <Link className="button secondary" to={sectionPath('schemas', projectId)}>
            Manage Schemas
          </Link>
        )}
        <BusyButton
          type="button"
          className="button danger"
          onClick={() => void deleteProject()}
          busy={deleting}
          busyLabel="Deleting…"
        >
          Delete Project
        </BusyButton>
      </div>
    </section>
  );
}
