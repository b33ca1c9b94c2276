/**
 * Where the canvas draws a link and which link a point is on: a cubic curve from the middle of
 * the source card's right side to the middle of the target card's left side (where the edge
 * handles sit), bent as React Flow's bezier edge is, with its label at the curve's middle.
 * Pure arithmetic in canvas units, so the link layer and the click test agree by construction.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Curve {
  /** Start, the two control points and the end: x0 y0 x1 y1 x2 y2 x3 y3. */
  points: readonly [number, number, number, number, number, number, number, number];
  /** The SVG path data. */
  d: string;
  /** The middle of the curve, where the label goes. */
  labelX: number;
  labelY: number;
}

/** How far the controls reach when the target is behind the source (React Flow's 0.25). */
const CURVATURE = 0.25;

/** Control offset along x for a horizontal handle (React Flow's `calculateControlOffset`). */
function controlOffset(distance: number): number {
  return distance >= 0 ? 0.5 * distance : CURVATURE * 25 * Math.sqrt(-distance);
}

const round = (v: number) => Math.round(v * 10) / 10;

/** The curve of a link from the card at `source` to the card at `target`. */
export function linkCurve(source: Rect, target: Rect): Curve {
  const x0 = source.x + source.width;
  const y0 = source.y + source.height / 2;
  const x3 = target.x;
  const y3 = target.y + target.height / 2;
  const x1 = x0 + controlOffset(x3 - x0);
  const x2 = x3 - controlOffset(x3 - x0);
  const points = [x0, y0, x1, y0, x2, y3, x3, y3] as const;
  return {
    points,
    d: `M${round(x0)},${round(y0)} C${round(x1)},${round(y0)} ${round(x2)},${round(y3)} ${round(x3)},${round(y3)}`,
    labelX: 0.125 * x0 + 0.375 * x1 + 0.375 * x2 + 0.125 * x3,
    labelY: 0.5 * y0 + 0.5 * y3,
  };
}

/** Segments each curve is cut into for the distance test: finer than a pointer can tell. */
const SAMPLES = 24;

function pointAt(p: Curve['points'], t: number): [number, number] {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p[0] + b * p[2] + c * p[4] + d * p[6], a * p[1] + b * p[3] + c * p[5] + d * p[7]];
}

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** The shortest distance from a point to a curve (to within its sampling). */
export function distanceToCurve(x: number, y: number, curve: Curve): number {
  const p = curve.points;
  let best = Number.POSITIVE_INFINITY;
  let [ax, ay] = [p[0], p[1]];
  for (let i = 1; i <= SAMPLES; i++) {
    const [bx, by] = pointAt(p, i / SAMPLES);
    best = Math.min(best, segmentDistance(x, y, ax, ay, bx, by));
    ax = bx;
    ay = by;
  }
  return best;
}

/**
 * The id of the curve nearest the point within `tolerance` (canvas units), or undefined. Curves
 * whose bounding box (the convex hull of its points lies inside it) is farther are skipped.
 */
export function nearestCurve(
  x: number,
  y: number,
  curves: Iterable<readonly [string, Curve]>,
  tolerance: number,
): string | undefined {
  let found: string | undefined;
  let best = tolerance;
  for (const [id, curve] of curves) {
    const p = curve.points;
    const left = Math.min(p[0], p[2], p[4], p[6]) - best;
    const right = Math.max(p[0], p[2], p[4], p[6]) + best;
    const top = Math.min(p[1], p[7]) - best;
    const bottom = Math.max(p[1], p[7]) + best;
    if (x < left || x > right || y < top || y > bottom) continue;
    const d = distanceToCurve(x, y, curve);
    if (d <= best) {
      best = d;
      found = id;
    }
  }
  return found;
}

interface Placed {
  id: string;
  position: { x: number; y: number };
  measured?: { width?: number; height?: number };
}

/** A link's curve with the two card objects it was computed from. */
interface CachedCurve {
  from: Placed;
  to: Placed;
  curve: Curve;
}

/** The curves of the previous call, by link id: a curve is reused while both its cards are. */
export type CurveCache = Map<string, CachedCurve>;

/**
 * The curve of each link whose two cards have been measured (a card is drawn once React Flow
 * knows its size; its links wait for it, as React Flow's own edges do). With the `cache` of the
 * previous call, a link whose two card objects are unchanged keeps its curve object, so that a
 * drag recomputes only the links of the moved card (and the layer redraws only those).
 */
export function linkCurves(
  nodes: readonly Placed[],
  links: readonly { id: string; source: string; target: string }[],
  cache?: CurveCache,
): { curves: Map<string, Curve>; cache: CurveCache } {
  const byId = new Map<string, Placed>();
  for (const n of nodes) if (n.measured?.width && n.measured.height) byId.set(n.id, n);
  const curves = new Map<string, Curve>();
  const next: CurveCache = new Map();
  for (const l of links) {
    const from = byId.get(l.source);
    const to = byId.get(l.target);
    if (!from || !to) continue;
    const before = cache?.get(l.id);
    const entry =
      before && before.from === from && before.to === to
        ? before
        : { from, to, curve: linkCurve(rectOf(from), rectOf(to)) };
    next.set(l.id, entry);
    curves.set(l.id, entry.curve);
  }
  return { curves, cache: next };
}

function rectOf(n: Placed): Rect {
  return {
    x: n.position.x,
    y: n.position.y,
    width: n.measured?.width as number,
    height: n.measured?.height as number,
  };
}
