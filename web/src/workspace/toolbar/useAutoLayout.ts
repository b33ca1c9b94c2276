import type { ProjectGraph } from '@trellis/core';
import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { whileBusy } from '../../state/busy';
import { reportError } from '../../ui/notify';
import { isPlacement } from '../canvas/PlacementMarker';
import type { GraphEditor } from '../canvas/useGraphEditor';
import { ESTIMATED_CARD } from '../canvas/useViewportSetup';

/**
 * Auto-layout: lays out the cards on the canvas with elkjs (group members kept together), saves
 * the new positions as one move (so one undo puts everything back) and fits the view.
 */
export function useAutoLayout(editor: GraphEditor, graph: ProjectGraph) {
  const flow = useReactFlow();
  return useCallback(async () => {
    const nodes = flow.getNodes().filter((n) => !isPlacement(n));
    if (nodes.length === 0) return;
    try {
      const positions = await whileBusy(async () => {
        const { autoLayout } = await import('../tools/autoLayout');
        return autoLayout({
          nodes: nodes.map((n) => ({
            id: n.id,
            width: n.measured?.width ?? ESTIMATED_CARD.width,
            height: n.measured?.height ?? ESTIMATED_CARD.height,
          })),
          // The links shown: those between shown cards (autoLayout drops the others).
          edges: graph.edges,
        });
      }, 'Arranging the graph…');
      editor.moveNodes(
        nodes
          .filter((n) => positions.has(n.id))
          .map((n) => ({
            id: n.id,
            from: n.position,
            to: positions.get(n.id) as { x: number; y: number },
          })),
      );
      requestAnimationFrame(() => void flow.fitView({ maxZoom: 1, padding: 0.1, duration: 300 }));
    } catch (err) {
      reportError('Auto-layout failed', err);
    }
  }, [flow, editor, graph]);
}
