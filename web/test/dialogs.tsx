import type { ProjectGraph } from '@trellis/core';
import { CanvasActionsContext, type CanvasActions } from '../src/workspace/canvas/CanvasActions';
import { type WorkspaceDialog, useCanvasStore } from '../src/workspace/canvas/canvasStore';
import { WorkspaceDialogs } from '../src/workspace/dialogs/WorkspaceDialogs';
import { canvasRecorder } from './cards';
import { type RenderOptions, renderPage } from './render';
import type { TestSession } from './session';

/** A new project made from the bakery prompt, and its graph as the server answers it. */
export async function bakeryProject(session: TestSession) {
  const { project_id: id } = await session.call('create_project', {
    prompt: 'open a small bakery in Lisbon',
  });
  return { id, graph: await session.call('get_project_graph', { project_id: id }) };
}

/**
 * Opens a workspace dialog over a project's graph as the canvas does; the canvas behind it is a
 * recorder (`overrides` run for real after being recorded).
 */
export function openWorkspaceDialog(
  session: TestSession,
  dialog: WorkspaceDialog,
  projectId: string | null,
  graph: ProjectGraph,
  options: { overrides?: Partial<CanvasActions>; render?: RenderOptions } = {},
) {
  const canvas = canvasRecorder(projectId ?? '', options.overrides);
  useCanvasStore.getState().openDialog(dialog);
  const page = renderPage(
    <CanvasActionsContext value={canvas.actions}>
      <WorkspaceDialogs projectId={projectId} graph={graph} />
    </CanvasActionsContext>,
    session,
    options.render,
  );
  return { ...canvas, page };
}
