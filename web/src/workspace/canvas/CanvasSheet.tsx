import { CANVAS_SIZE } from '@trellis/core';
import { ViewportPortal } from '@xyflow/react';

/**
 * The 5000-unit canvas as a dotted sheet inside React Flow's viewport, under the links and cards.
 * It moves with the viewport, so a pan redraws nothing; React Flow's Background moved its pattern
 * on every frame, which made the browser paint and composite every card again (7.5 ms a frame at
 * 5,000 cards). It also shows where the canvas ends.
 */
export function CanvasSheet() {
  return (
    <ViewportPortal>
      <div className="canvas-sheet" style={{ width: CANVAS_SIZE, height: CANVAS_SIZE }} />
    </ViewportPortal>
  );
}
