import { DEFAULT_CHILD_EDGE_LABEL, type ProjectGraph } from '@trellis/core';
import { Filter, LayoutGrid, Plus, Redo2, RefreshCw, Search, Spline, Undo2 } from 'lucide-react';
import { useCanvasStore } from '../canvas/canvasStore';
import type { GraphEditor } from '../canvas/useGraphEditor';
import { useUndoState } from '../canvas/useGraphEditor';
import { ExportControl } from './ExportControl';
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
  const layout = useAutoLayout(editor);
  const { canUndo, canRedo } = useUndoState(editor.history);
  const drawing = mode.kind === 'addEdge' || mode.kind === 'pickEdgeTarget' ? mode.label : null;

  return (
    <div className="toolbar" role="toolbar" aria-label="Canvas tools" aria-orientation="vertical">
      <button
        type="button"
        className="tool-button"
        onClick={() => void refactor()}
        title="Refactor Project"
      >
        <RefreshCw size={18} aria-hidden /> <span className="tool-text">Refactor Project</span>
      </button>
      <button
        type="button"
        className={`tool-button${mode.kind === 'addNode' ? ' active' : ''}`}
        aria-pressed={mode.kind === 'addNode'}
        onClick={() => dispatch({ type: 'toggleAddNode' })}
        title="Create Node"
      >
        <Plus size={18} aria-hidden /> <span className="tool-text">Create Node</span>
      </button>
      <ToolMenu
        label={drawing ? `Create Edge: ${drawing}` : 'Create Edge'}
        pressed={drawing !== null}
        button={
          <>
            <Spline size={18} aria-hidden /> <span className="tool-text">Create Edge</span>
          </>
        }
        items={edgeTypes(graph).map((label) => ({ key: label, label, checked: drawing === label }))}
        onPick={(label) => dispatch({ type: 'chooseEdgeType', label })}
      />
      <button
        type="button"
        className="tool-button"
        onClick={() => openDialog({ kind: 'search' })}
        title="Search"
      >
        <Search size={18} aria-hidden /> <span className="tool-text">Search</span>
      </button>
      <button
        type="button"
        className="tool-button"
        onClick={() => openDialog({ kind: 'filters' })}
        title="Filters"
      >
        <Filter size={18} aria-hidden /> <span className="tool-text">Filters</span>
      </button>
      <span className="toolbar-gap" aria-hidden />
      <button
        type="button"
        className="tool-button"
        onClick={() => void editor.undo()}
        disabled={!canUndo}
        title="Undo (Ctrl+Z)"
      >
        <Undo2 size={18} aria-hidden /> <span className="tool-text">Undo</span>
      </button>
      <button
        type="button"
        className="tool-button"
        onClick={() => void editor.redo()}
        disabled={!canRedo}
        title="Redo (Shift+Ctrl+Z)"
      >
        <Redo2 size={18} aria-hidden /> <span className="tool-text">Redo</span>
      </button>
      <button
        type="button"
        className="tool-button"
        onClick={() => void layout()}
        title="Auto-layout"
      >
        <LayoutGrid size={18} aria-hidden /> <span className="tool-text">Auto-layout</span>
      </button>
      <ExportControl projectId={projectId} projectName={projectName} graph={graph} />
    </div>
  );
}
