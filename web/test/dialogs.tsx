import type { GraphResult } from '../src/api/graphCache';
import type { CanvasActions } from '../src/workspace/canvas/CanvasActions';
import { type WorkspaceDialog, useCanvasStore } from '../src/workspace/canvas/canvasStore';
import { WorkspaceDialogs } from '../src/workspace/dialogs/WorkspaceDialogs';
import { projectCanvas } from './cards';
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
 * Opens a workspace dialog over a project's graph as the canvas does (projectCanvas): what the
 * dialog asks of the canvas is recorded and done by the real graph editor (an action in
 * `overrides` runs instead), and the dialog is drawn again from the graph the editor changed.
 */
export function openWorkspaceDialog(
  session: TestSession,
  dialog: WorkspaceDialog,
  projectId: string | null,
  graph: GraphResult,
  options: { overrides?: Partial<CanvasActions>; render?: RenderOptions } = {},
) {
  const canvas = projectCanvas(projectId ?? '', graph, options.overrides);
  useCanvasStore.getState().openDialog(dialog);
  const page = renderPage(
    canvas.around((g) => <WorkspaceDialogs projectId={projectId} graph={g} />),
    session,
    options.render,
  );
  return { ...canvas, page };
}
