import { DEFAULT_CHILD_EDGE_LABEL, type ProjectGraph } from '@trellis/core';
import { Filter, LayoutGrid, Plus, Redo2, RefreshCw, Search, Spline, Undo2 } from 'lucide-react';
import { useCanvasStore } from '../canvas/canvasStore';
import { isEdgeMode } from '../canvas/modes';
import type { GraphEditor } from '../canvas/useGraphEditor';
import { useUndoState } from '../canvas/useGraphEditor';
import { ExportControl } from './ExportControl';
import { ToolButton, ToolFace } from './ToolButton';
import { ToolMenu } from './ToolMenu';
import { useAutoLayout } from './useAutoLayout';
import { useRefactor } from './useRefactor';

export interface ToolbarProps {
  projectId: string;
  projectName: string;
  graph: ProjectGraph;
  editor: GraphEditor;
}

/** The link types offered for drawing: the project's, and 'contains' (children of groups). */
export function edgeTypes(graph: ProjectGraph): string[] {
  const labels = graph.link_types.map((t) => t.label);
  if (!labels.includes(DEFAULT_CHILD_EDGE_LABEL)) labels.push(DEFAULT_CHILD_EDGE_LABEL);
  return labels;
}

/**
 * The canvas's right toolbar (spec §2): Refactor Project, Create Node, Create Edge (a menu of
 * link types; the same type again goes back to idle), Search, Filters; and what node editors
 * also offer: undo, redo, auto-layout, export.
 */
export function Toolbar({ projectId, projectName, graph, editor }: ToolbarProps) {
  const mode = useCanvasStore((s) => s.mode);
  const dispatch = useCanvasStore((s) => s.dispatch);
  const openDialog = useCanvasStore((s) => s.openDialog);
  const refactor = useRefactor(projectId, editor.flush);
  const layout = useAutoLayout(editor, graph);
  const { canUndo, canRedo } = useUndoState(editor.history);
  const drawing = isEdgeMode(mode) ? mode.label : null;

  return (
    <div className="toolbar" role="toolbar" aria-label="Canvas tools" aria-orientation="vertical">
      <ToolButton icon={RefreshCw} text="Refactor Project" onClick={() => void refactor()} />
      <ToolButton
        icon={Plus}
        text="Create Node"
        pressed={mode.kind === 'addNode'}
        onClick={() => dispatch({ type: 'toggleAddNode' })}
      />
      <ToolMenu
        label={drawing ? `Create Edge: ${drawing}` : 'Create Edge'}
        pressed={drawing !== null}
        button={<ToolFace icon={Spline} text="Create Edge" />}
        items={edgeTypes(graph).map((label) => ({ key: label, label, checked: drawing === label }))}
        onPick={(label) => dispatch({ type: 'chooseEdgeType', label })}
      />
      <ToolButton icon={Search} text="Search" onClick={() => openDialog({ kind: 'search' })} />
      <ToolButton icon={Filter} text="Filters" onClick={() => openDialog({ kind: 'filters' })} />
      <span className="toolbar-gap" aria-hidden />
      <ToolButton
        icon={Undo2}
        text="Undo"
        hint="Undo (Ctrl+Z)"
        disabled={!canUndo}
        onClick={() => void editor.undo()}
      />
      <ToolButton
        icon={Redo2}
        text="Redo"
        hint="Redo (Shift+Ctrl+Z)"
        disabled={!canRedo}
        onClick={() => void editor.redo()}
      />
      <ToolButton icon={LayoutGrid} text="Auto-layout" onClick={() => void layout()} />
      <ExportControl projectId={projectId} projectName={projectName} graph={graph} />
    </div>
  );
}
