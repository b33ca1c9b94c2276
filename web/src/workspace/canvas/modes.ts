/**
 * Canvas modes and their transitions (spec §4 "Canvas modes"): idle, addNode, addEdge (with the
 * link type chosen) and pickEdgeTarget (a source handle pressed, the rubber band following).
 */
export type CanvasMode =
  | { kind: 'idle' }
  | { kind: 'addNode' }
  | { kind: 'addEdge'; label: string }
  | { kind: 'pickEdgeTarget'; label: string; source: string };

export type ModeEvent =
  /** The Create Edge menu: a link type chosen (the same one again toggles back to idle). */
  | { type: 'chooseEdgeType'; label: string }
  | { type: 'toggleAddNode' }
  | { type: 'pressSourceHandle'; nodeId: string }
  /** Released over a node: the edge is made unless it would link a node to itself. */
  | { type: 'releaseOnTarget'; nodeId: string }
  | { type: 'cancelEdge' }
  | { type: 'backgroundClick' }
  | { type: 'escape' };

export const IDLE: CanvasMode = { kind: 'idle' };

/** The modes in which an edge is being made (a link type chosen; edge handles show). */
export type EdgeMode = Extract<CanvasMode, { kind: 'addEdge' | 'pickEdgeTarget' }>;

export function isEdgeMode(mode: CanvasMode): mode is EdgeMode {
  return mode.kind === 'addEdge' || mode.kind === 'pickEdgeTarget';
}

/** The next mode, and the edge to create when a drag between two handles completes. */
export function nextMode(
  mode: CanvasMode,
  event: ModeEvent,
): { mode: CanvasMode; edge?: { from: string; to: string; label: string } } {
  switch (event.type) {
    case 'chooseEdgeType':
      if (isEdgeMode(mode) && mode.label === event.label) return { mode: IDLE };
      return { mode: { kind: 'addEdge', label: event.label } };
    case 'toggleAddNode':
      return { mode: mode.kind === 'addNode' ? IDLE : { kind: 'addNode' } };
    case 'pressSourceHandle':
      if (mode.kind !== 'addEdge') return { mode };
      return { mode: { kind: 'pickEdgeTarget', label: mode.label, source: event.nodeId } };
    case 'releaseOnTarget': {
      if (mode.kind !== 'pickEdgeTarget') return { mode };
      const back: CanvasMode = { kind: 'addEdge', label: mode.label };
      // Spec §5: an edge needs distinct ends; a self-link is ignored.
      if (event.nodeId === mode.source) return { mode: back };
      return { mode: back, edge: { from: mode.source, to: event.nodeId, label: mode.label } };
    }
    case 'cancelEdge':
      return {
        mode: mode.kind === 'pickEdgeTarget' ? { kind: 'addEdge', label: mode.label } : mode,
      };
    case 'backgroundClick':
      // Spec §2: a background click resets to idle unless an edge is being made.
      return { mode: isEdgeMode(mode) ? mode : IDLE };
    case 'escape':
      return {
        mode: mode.kind === 'pickEdgeTarget' ? { kind: 'addEdge', label: mode.label } : IDLE,
      };
  }
}
