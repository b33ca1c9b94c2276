import { type ReactFlowState, useStore } from '@xyflow/react';
import { createContext, useContext } from 'react';

/**
 * Below this zoom the canvas draws far-away detail only: a card shows its chip and title, links
 * lose their labels. Text there would be a few pixels high, and drawing a thousand cards' lists
 * and fields is what makes panning a big graph slow.
 */
export const COMPACT_BELOW_ZOOM = 0.45;

const compactView = (s: ReactFlowState) => s.transform[2] < COMPACT_BELOW_ZOOM;

/**
 * Whether the view is zoomed out past COMPACT_BELOW_ZOOM, from React Flow's store: re-renders
 * only when that flips, but the selector runs on every frame of a pan, so the canvas asks once
 * and hands the answer to the cards through {@link CompactView}.
 */
export function useCompactView(): boolean {
  return useStore(compactView);
}

/** The canvas's answer to useCompactView, for the cards (a context costs nothing on a pan). */
export const CompactView = createContext(false);

/** Whether cards are drawn compact (see CompactView). */
export function useCompactCard(): boolean {
  return useContext(CompactView);
}
