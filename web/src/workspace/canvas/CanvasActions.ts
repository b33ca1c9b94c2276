import type { GraphNode } from '@trellis/core';
import { createContext, useContext } from 'react';
import type { CompositionSection } from './types';

/**
 * What cards and dialogs may do to the graph. The canvas provides it; every write goes through
 * here so that it is queued, undoable and reflected on the canvas at once.
 */
export interface CanvasActions {
  projectId: string;
  /** Sends the trimmed answer (answer_question); rejects with the server's error. */
  answerQuestion(node: GraphNode, answer: string): Promise<void>;
  /** Shows or hides nodes (visible true/false), undoable. */
  setVisible(ids: readonly string[], visible: boolean): void;
  /** Sets (or with null removes) attributes of a node; rejects with the server's error. */
  setAttributes(id: string, attributes: Record<string, unknown>): Promise<void>;
  /** Opens Create Node prefilled as a child of `parentId` (a complex card's section). */
  addChild(parentId: string, section: CompositionSection): void;
  /** Moves the view to a node and selects it. */
  focusNode(id: string): void;
  /** Puts a node that the server returned (created or found) on the canvas. */
  showNode(node: GraphNode): void;
  /** Creates links (queued); a self-link is ignored. */
  addEdges(edges: readonly { from: string; to: string; label: string }[]): void;
}

export const CanvasActionsContext = createContext<CanvasActions | null>(null);

export function useCanvasActions(): CanvasActions {
  const actions = useContext(CanvasActionsContext);
  if (!actions) throw new Error('useCanvasActions must be used inside the workspace canvas');
  return actions;
}
