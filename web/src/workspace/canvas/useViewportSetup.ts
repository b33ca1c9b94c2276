import { CANVAS_SIZE, MAX_ZOOM, STORAGE_KEYS } from '@trellis/core';
import { getNodesBounds, useNodesInitialized, useReactFlow } from '@xyflow/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage';

/** The size assumed for a card not measured yet (out of view): a simple card's width. */
const ESTIMATED_CARD = { width: 320, height: 160 };

/** The smallest scale (spec §9): the whole 5000-unit canvas fits the width, never above 1. */
export function minimumZoom(width: number): number {
  return Math.min(1, Math.max(width, 1) / CANVAS_SIZE);
}

/**
 * The canvas's first view and its centring (spec §2). The minimum zoom comes from the width the
 * canvas has. Once the cards are measured the view fits the graph (between that minimum and
 * 1:1), and whenever a stored centerNodeId names a node on the canvas the view centres on it and
 * the stored id is cleared.
 */
export function useViewportSetup(
  container: React.RefObject<HTMLElement | null>,
  shown: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  select: (id: string) => void,
) {
  const flow = useReactFlow();
  const initialized = useNodesInitialized();
  const [minZoom, setMinZoom] = useState(() => minimumZoom(window.innerWidth));
  const framed = useRef(false);

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

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const measure = () => setMinZoom(minimumZoom(el.clientWidth));
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
    if (!framed.current && shown.size > 0) {
      framed.current = true;
      // Fit every shown card, not only those drawn so far (cards out of view are not measured).
      const bounds = getNodesBounds(
        flow.getNodes().map((n) => ({
          ...n,
          width: n.measured?.width ?? ESTIMATED_CARD.width,
          height: n.measured?.height ?? ESTIMATED_CARD.height,
        })),
      );
      void flow.fitBounds(bounds, { padding: 0.15 }).then(() => {
        if (flow.getZoom() > 1) void flow.zoomTo(1);
      });
    }
  }, [initialized, shown, flow, centreOn]);

  return { minZoom, maxZoom: MAX_ZOOM, centreOn };
}
