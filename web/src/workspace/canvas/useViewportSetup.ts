import { CANVAS_SIZE, MAX_ZOOM, STORAGE_KEYS } from '@trellis/core';
import {
  type Viewport,
  type XYPosition,
  getNodesBounds,
  getViewportForBounds,
  useNodesInitialized,
  useReactFlow,
} from '@xyflow/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage';

/** The size assumed for a card not measured yet (out of view): a simple card's width. */
export const ESTIMATED_CARD = { width: 320, height: 160 } as const;

/** The smallest scale (spec §9): the whole 5000-unit canvas fits the width, never above 1. */
export function minimumZoom(width: number): number {
  return Math.min(1, Math.max(width, 1) / CANVAS_SIZE);
}

/** Room around the graph when the view fits it, as a share of the view (React Flow's padding). */
const FIT_PADDING = 0.15;

interface Size {
  width: number;
  height: number;
}

/**
 * The view fitting these nodes between `minZoom` and 1:1, each taken at its measured size or,
 * not measured yet, at ESTIMATED_CARD.
 */
function fitViewport(
  nodes: readonly { position: XYPosition; measured?: { width?: number; height?: number } }[],
  size: Size,
  minZoom: number,
): Viewport {
  const bounds = getNodesBounds(
    nodes.map((n) => ({
      id: '',
      data: {},
      position: n.position,
      width: n.measured?.width ?? ESTIMATED_CARD.width,
      height: n.measured?.height ?? ESTIMATED_CARD.height,
    })),
  );
  return getViewportForBounds(bounds, size.width, size.height, minZoom, 1, FIT_PADDING);
}

/**
 * The view the canvas opens at, from the cards' positions before any is measured (each taken at
 * ESTIMATED_CARD): centred at 1:1 on `centre` when it is one of them, else fitting them all
 * between `minZoom` and 1:1. Drawing the first frame there, rather than at 1:1 and moving once
 * the cards are measured, draws each card once, at the size it is seen at.
 */
export function firstViewport(
  nodes: readonly { id: string; position: XYPosition }[],
  size: Size,
  minZoom: number,
  centre?: string | null,
): Viewport {
  const focus = centre ? nodes.find((n) => n.id === centre) : undefined;
  if (focus) {
    const { x, y } = focus.position;
    return {
      x: size.width / 2 - (x + ESTIMATED_CARD.width / 2),
      y: size.height / 2 - (y + ESTIMATED_CARD.height / 2),
      zoom: 1,
    };
  }
  if (nodes.length === 0) return { x: 0, y: 0, zoom: 1 };
  return fitViewport(nodes, size, minZoom);
}

/**
 * The canvas's first view and its centring (spec §2). The canvas's size is read before React
 * Flow is drawn, and the first view (`initial`, null until then) fits the graph or centres on a
 * stored centerNodeId; once the cards are measured the view fits them exactly, or centres on
 * that node and the stored id is cleared. The minimum zoom follows the canvas's width.
 */
export function useViewportSetup(
  container: React.RefObject<HTMLElement | null>,
  nodes: readonly { id: string; position: XYPosition }[],
  shown: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  select: (id: string) => void,
) {
  const flow = useReactFlow();
  const initialized = useNodesInitialized();
  const [size, setSize] = useState<Size | null>(null);
  const minZoom = minimumZoom(size?.width ?? window.innerWidth);
  const framed = useRef(false);
  const [initial, setInitial] = useState<Viewport | null>(null);
  if (size && !initial) {
    const centre = readStored(STORAGE_KEYS.centerNodeId);
    setInitial(firstViewport(nodes, size, minZoom, centre && shown.has(centre) ? centre : null));
  }

  /**
   * Centres the view on a node (at 1:1 or closer) and selects it; false while the node is not on
   * the canvas or not measured yet (a node just added is drawn, then measured, a frame or two on).
   */
  const centreNow = useCallback(
    (id: string): boolean => {
      const middle = () => {
        const node = flow.getInternalNode(id);
        if (!node?.measured.width || !node.measured.height) return null;
        const { x, y } = node.internals.positionAbsolute;
        return { x: x + node.measured.width / 2, y: y + node.measured.height / 2 };
      };
      const target = middle();
      if (!target) return false;
      const zoom = Math.max(flow.getZoom(), 1);
      void flow.setCenter(target.x, target.y, { zoom, duration: 300 }).then(() => {
        // A card seen from afar is drawn compact; close up it grows. Centre on its full size.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const settled = middle();
            if (settled && (settled.x !== target.x || settled.y !== target.y))
              void flow.setCenter(settled.x, settled.y, { zoom });
          }),
        );
      });
      select(id);
      return true;
    },
    [flow, select],
  );

  /** Centres on a node as soon as it is drawn and measured (tries for about a second). */
  const centreOn = useCallback(
    (id: string) => {
      let frames = 60;
      const attempt = () => {
        if (!centreNow(id) && --frames > 0) requestAnimationFrame(attempt);
      };
      attempt();
    },
    [centreNow],
  );

  useLayoutEffect(() => {
    const el = container.current;
    if (!el) return;
    const measure = () =>
      setSize((s) =>
        s?.width === el.clientWidth && s.height === el.clientHeight
          ? s
          : { width: el.clientWidth, height: el.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [container]);

  useEffect(() => {
    if (!initialized) return;
    const centre = readStored(STORAGE_KEYS.centerNodeId);
    if (centre && shown.has(centre)) {
      writeStored(STORAGE_KEYS.centerNodeId, null);
      framed.current = true;
      centreOn(centre);
      return;
    }
    if (!framed.current && shown.size > 0 && size) {
      framed.current = true;
      // Fit every shown card, not only those drawn so far (cards out of view are not measured).
      void flow.setViewport(fitViewport(flow.getNodes(), size, minZoom));
    }
  }, [initialized, shown, flow, centreOn, size, minZoom]);

  return { minZoom, maxZoom: MAX_ZOOM, centreOn, initial };
}
