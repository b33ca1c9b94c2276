import { SPIRAL } from '../constants';

export interface Point {
  x: number;
  y: number;
}

/**
 * Where a node without a saved position goes (spec §9): on rings around `anchor` (a linked
 * neighbour), starting 280 units out and 120 further per ring, 8 slots a ring (odd rings turned
 * half a slot so that slots do not line up), the first slot at least 320 units from every other
 * placed node (the anchor itself is meant to be near); after 64 tries, the try that was farthest
 * from its nearest neighbour.
 */
export function spiralPosition(anchor: Point, placed: readonly Point[]): Point {
  const minSq = SPIRAL.minSpacing * SPIRAL.minSpacing;
  let best: Point = anchor;
  let bestGap = -1;
  for (let attempt = 0; attempt < SPIRAL.maxAttempts; attempt++) {
    const ring = Math.floor(attempt / SPIRAL.perRing);
    const slot = attempt % SPIRAL.perRing;
    const radius = SPIRAL.startRadius + ring * SPIRAL.ringStep;
    const angle = ((slot + (ring % 2) * 0.5) / SPIRAL.perRing) * 2 * Math.PI;
    const candidate = {
      x: Math.round(anchor.x + radius * Math.cos(angle)),
      y: Math.round(anchor.y + radius * Math.sin(angle)),
    };
    let gap = Infinity;
    for (const p of placed) {
      if (p.x === anchor.x && p.y === anchor.y) continue;
      const d = (p.x - candidate.x) ** 2 + (p.y - candidate.y) ** 2;
      if (d < gap) gap = d;
    }
    if (gap >= minSq) return candidate;
    if (gap > bestGap) {
      bestGap = gap;
      best = candidate;
    }
  }
  return best;
}
