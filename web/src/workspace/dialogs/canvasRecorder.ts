import type { GraphNode } from '@trellis/core';
import type { CanvasActions } from '../canvas/CanvasActions';

/** What the dialogs asked of the canvas, in order. */
export interface CanvasRecord {
  /** Action names in call order, to check sequences ('showNode' before 'focusNode'). */
  calls: string[];
  shown: GraphNode[];
  focused: string[];
  visible: { ids: string[]; visible: boolean }[];
  attributes: { id: string; attributes: Record<string, unknown> }[];
  edges: { from: string; to: string; label: string }[];
}

/**
 * A stand-in for the canvas behind CanvasActionsContext, for the dialogs' tests: the dialogs
 * talk to the real server themselves, and to the canvas only through these actions, which it
 * records. `setAttributes` can be replaced (to write for real, or to fail). Test code only;
 * nothing in the app imports it.
 */
export function canvasRecorder(
  projectId: string,
  overrides: Partial<Pick<CanvasActions, 'setAttributes'>> = {},
): { actions: CanvasActions; record: CanvasRecord } {
  const record: CanvasRecord = {
    calls: [],
    shown: [],
    focused: [],
    visible: [],
    attributes: [],
    edges: [],
  };
  const log = (name: string) => record.calls.push(name);
  const actions: CanvasActions = {
    projectId,
    async answerQuestion() {
      log('answerQuestion');
    },
    setVisible(ids, visible) {
      log('setVisible');
      record.visible.push({ ids: [...ids], visible });
    },
    async setAttributes(id, attributes) {
      log('setAttributes');
      record.attributes.push({ id, attributes });
      await overrides.setAttributes?.(id, attributes);
    },
    addChild: () => log('addChild'),
    focusNode(id) {
      log('focusNode');
      record.focused.push(id);
    },
    showNode(node) {
      log('showNode');
      record.shown.push(node);
    },
    addEdges(edges) {
      log('addEdges');
      record.edges.push(...edges);
    },
  };
  return { actions, record };
}
