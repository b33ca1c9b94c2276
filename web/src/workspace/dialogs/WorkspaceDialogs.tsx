import type { ProjectGraph } from '@trellis/core';
import { type WorkspaceDialog, useCanvasStore } from '../canvas/canvasStore';
import { AddAttributeDialog } from './AddAttributeDialog';
import { CreateNodeDialog } from './CreateNodeDialog';
import { CreateVertexDialog } from './CreateVertexDialog';
import { FiltersDialog } from './FiltersDialog';
import { SearchDialog } from './SearchDialog';
import './dialogs.css';

/** One key per opening: the store sets a new dialog object each time a dialog is opened. */
const openings = new WeakMap<WorkspaceDialog, number>();
let openingCount = 0;
function keyOf(dialog: WorkspaceDialog): number {
  let key = openings.get(dialog);
  if (key === undefined) {
    key = ++openingCount;
    openings.set(dialog, key);
  }
  return key;
}

export interface WorkspaceDialogsProps {
  projectId: string | null;
  graph: ProjectGraph;
}

/**
 * The workspace's dialogs (spec §2 "Dialogs"): renders the one the canvas store says is open.
 * Each opening mounts a fresh dialog (keyed by the store's dialog object), so that no input or
 * error of an earlier opening lingers. Must sit inside the canvas's CanvasActionsContext.
 */
export function WorkspaceDialogs({ projectId, graph }: WorkspaceDialogsProps) {
  const dialog = useCanvasStore((s) => s.dialog);
  if (!dialog) return null;
  const key = keyOf(dialog);
  switch (dialog.kind) {
    case 'createNode':
      return (
        <CreateNodeDialog
          key={key}
          projectId={projectId}
          graph={graph}
          position={dialog.position}
        />
      );
    case 'createVertex':
      return <CreateVertexDialog key={key} projectId={projectId} position={dialog.position} />;
    case 'search':
      return <SearchDialog key={key} projectId={projectId} graph={graph} />;
    case 'addAttribute':
      return <AddAttributeDialog key={key} nodeId={dialog.nodeId} graph={graph} />;
    case 'filters':
      return <FiltersDialog key={key} graph={graph} />;
  }
}
