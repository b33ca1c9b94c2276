import { type ProjectGraph, questionsOf } from '@trellis/core';
import { ReactFlowProvider } from '@xyflow/react';
import { useLayoutEffect, useMemo } from 'react';
import { errorMessage } from '../api/client';
import { useProjectGraph, useProjects } from '../api/queries';
import { useAutoRunPrompt } from '../flows/useAutoRunPrompt';
import { NoProject } from '../pages/NoProject';
import { useCurrentProjectId } from '../project/useCurrentProjectId';
import { useCanvasStore } from './canvas/canvasStore';
import { WorkspaceCanvas } from './canvas/WorkspaceCanvas';
import { OnboardingModal } from './OnboardingModal';
import './workspace.css';

/**
 * /workspace and /workspace/{projectId}: the selected project's graph canvas. It also runs the
 * prompt the top bar handed over (spec §4), and starts each project on a fresh canvas state.
 */
export default function WorkspacePage() {
  const projectId = useCurrentProjectId();
  useAutoRunPrompt(projectId ?? undefined);
  const graph = useProjectGraph(projectId ?? undefined);
  const projects = useProjects();
  // Each project, and each visit, starts on a fresh canvas state (mode, filters, collapsed
  // cards). It is reset before the canvas is built, which waits for it: built first, the canvas
  // would place and save its nodes under the previous project's filters.
  const ready = useCanvasStore((s) => s.projectId === projectId);
  useLayoutEffect(() => {
    useCanvasStore.getState().reset(projectId);
    return () => useCanvasStore.getState().reset();
  }, [projectId]);

  if (!projectId) return <NoProject title="Workspace" />;
  const name = projects.data?.find((p) => p.id === projectId)?.name ?? 'Project';
  return (
    <div className="workspace">
      <title>{`${name} · Workspace · Trellis`}</title>
      <h1 className="visually-hidden">Workspace: {name}</h1>
      {graph.data && ready ? (
        <Loaded
          key={projectId}
          projectId={projectId}
          name={name}
          graph={graph.data}
          fresh={graph.isFetchedAfterMount}
        />
      ) : graph.error ? (
        <p role="alert" className="alert workspace-message">
          Error: {errorMessage(graph.error)}
        </p>
      ) : (
        <p role="status" className="workspace-message muted">
          Loading project graph…
        </p>
      )}
    </div>
  );
}

function Loaded({
  projectId,
  name,
  graph,
  fresh,
}: {
  projectId: string;
  name: string;
  graph: ProjectGraph;
  fresh: boolean;
}) {
  const hasQuestions = useMemo(() => questionsOf(graph).length > 0, [graph]);
  return (
    <ReactFlowProvider>
      <WorkspaceCanvas projectId={projectId} projectName={name} graph={graph} fresh={fresh} />
      <OnboardingModal hasQuestions={hasQuestions} />
    </ReactFlowProvider>
  );
}
