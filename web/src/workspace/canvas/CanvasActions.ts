import type { GraphNode } from '@trellis/core';
import { createContext, useContext } from 'react';
import type { CompositionSection } from './types';
import type { GraphEditor } from './useGraphEditor';

/**
 * What cards and dialogs may change in the graph. The graph editor does it (graphActions), so
 * that every write is queued, undoable where it is an edit, and reflected on the canvas at once.
 */
export interface GraphActions {
  /** Sends the trimmed answer (answer_question); rejects with the server's error. */
  answerQuestion(node: GraphNode, answer: string): Promise<void>;
  /** Shows or hides nodes (visible true/false), undoable. */
  setVisible(ids: readonly string[], visible: boolean): void;
  /** Sets (or with null removes) attributes of a node; rejects with the server's error. */
  setAttributes(id: string, attributes: Record<string, unknown>): Promise<void>;
  /** Puts a node the server returned for a search on the canvas: nothing to undo. */
  showNode(node: GraphNode): void;
  /** Puts a node a dialog has just created on the canvas; undo deletes it. */
  nodeCreated(node: GraphNode): void;
  /** Creates links (queued); a self-link is ignored. */
  addEdges(edges: readonly { from: string; to: string; label: string }[]): void;
}

/** What cards and dialogs may do to the canvas's view. */
export interface ViewActions {
  /** Opens Create Node prefilled as a child of `parentId` (a complex card's section). */
  addChild(parentId: string, section: CompositionSection): void;
  /** Moves the view to a node and selects it. */
  focusNode(id: string): void;
}

/** Everything cards and dialogs may ask of the canvas, which provides it. */
export type CanvasActions = GraphActions & ViewActions;

/** The graph editor's operation behind each graph action (the canvas's wiring, one place). */
export function graphActions(editor: GraphEditor): GraphActions {
  return {
    answerQuestion: editor.answerQuestion,
    setVisible: editor.setVisible,
    setAttributes: editor.setAttributes,
    showNode: editor.showNode,
    nodeCreated: editor.nodeCreated,
    addEdges: editor.addEdges,
  };
}

export const CanvasActionsContext = createContext<CanvasActions | null>(null);

export function useCanvasActions(): CanvasActions {
  const actions = useContext(CanvasActionsContext);
  if (!actions) throw new Error('useCanvasActions must be used inside the workspace canvas');
  return actions;
}
