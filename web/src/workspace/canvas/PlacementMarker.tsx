import type { Node, NodeProps } from '@xyflow/react';
import { memo } from 'react';

export const PLACEMENT_ID = '__placement';
export type PlacementNode = Node<Record<string, never>, 'placement'>;

/** Whether a canvas node is the placement marker rather than a card. */
export const isPlacement = (node: { id: string }): boolean => node.id === PLACEMENT_ID;

/**
 * Where a new node will go in addNode mode: the user drags this marker, then presses 'Confirm
 * Node Placement' (a background click would leave the mode, spec §2, so it cannot be the way to
 * choose the spot).
 */
export const PlacementMarker = memo(function PlacementMarker(_: NodeProps<PlacementNode>) {
  return (
    <div className="placement-marker" role="img" aria-label="New node placement: drag to move">
      New node here
    </div>
  );
});
