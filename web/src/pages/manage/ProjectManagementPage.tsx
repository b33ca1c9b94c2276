import { goalsOf, observationsOf, projectOf, questionsOf } from '@trellis/core';
import { useEffect } from 'react';
import { errorMessage } from '../../api/client';
import type { GraphResult } from '../../api/graphCache';
import { useProjectGraph } from '../../api/queries';
import { useCurrentProjectId } from '../../project/useCurrentProjectId';
import { reportError } from '../../ui/notify';
import { NoProject } from '../NoProject';
import { ProjectPageFrame } from '../ProjectPageFrame';
import { GoalsTable } from './GoalsTable';
import { ObservationsTable } from './ObservationsTable';
import { ProjectActions } from './ProjectActions';
import { ProjectFields } from './ProjectFields';
import { ProjectHeader } from './ProjectHeader';
import { QuestionsSection } from './QuestionsSection';
import './manage.css';

const TITLE = 'Project Management';

/**
 * Project Management (spec §2): the current project's header and editable fields, its questions,
 * observations and goals, and the buttons that save, manage schemas or delete it. Every write
 * refetches the project's graph, so the page always shows what the server holds.
 */
export default function ProjectManagementPage() {
  const projectId = useCurrentProjectId();
  if (!projectId) return <NoProject title={TITLE} />;
  // Keyed, so that nothing typed or running in one project carries over to another.
  return <ProjectManagement key={projectId} projectId={projectId} />;
}

function ProjectManagement({ projectId }: { projectId: string }) {
  const graph = useProjectGraph(projectId);
  useEffect(() => {
    if (graph.error) reportError('Failed loading project data', graph.error);
  }, [graph.error]);

  return (
    <ProjectPageFrame title={TITLE} className="manage-page">
      {graph.data ? (
        <ProjectContent projectId={projectId} graph={graph.data} />
      ) : graph.error ? (
        <p className="alert" role="alert">
          Error: {errorMessage(graph.error)}
        </p>
      ) : (
        <p role="status">Loading project…</p>
      )}
    </ProjectPageFrame>
  );
}

function ProjectContent({ projectId, graph }: { projectId: string; graph: GraphResult }) {
  // Looked up once: the node's updated_at keys the form, its view fills the header and the form.
  const projectNode = graph.nodes.find((n) => n.id === projectId);
  const project = projectNode && projectOf({ nodes: [projectNode] }, projectId);
  const observations = observationsOf(graph);
  return (
    <>
      <ProjectHeader project={project} />
      <ProjectFields key={projectNode?.updated_at ?? ''} projectId={projectId} project={project} />
      <QuestionsSection projectId={projectId} questions={questionsOf(graph)} />
      {observations.length > 0 && (
        <ObservationsTable projectId={projectId} observations={observations} />
      )}
      <GoalsTable projectId={projectId} goals={goalsOf(graph)} />
      <ProjectActions projectId={projectId} hasObservations={observations.length > 0} />
    </>
  );
}
