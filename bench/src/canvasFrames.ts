/**
 * What the canvas benchmark measures in the page, without CDP: the first render of a workspace
 * (polled on every animation frame from the document's start, by an init script), frame times
 * from requestAnimationFrame timestamps, and the two gestures, a pan of the empty pane and a drag
 * of one card by its header, made with Playwright's mouse at a steady pace.
 */
import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from 'playwright-core';
import { percentile } from './measure';

/** The first render of a workspace, as the init script saw it. */
export interface RenderResult {
  /** From navigation start (performance.timeOrigin) to the first frame of the final picture. */
  ms: number;
  /** From the end of the get_project_graph response to the same frame; NaN if none was seen. */
  afterGraphMs: number;
  /** `.react-flow__node` elements in the DOM: the cards in view (onlyRenderVisibleElements). */
  rendered: number;
  /** Cards on the canvas, in view or not, as the minimap draws them. */
  onCanvas: number;
  /** The zoom of `.react-flow__viewport` when the picture settled. */
  zoom: number;
  /** The page's error alert, if it showed one instead of the canvas. */
  error?: string;
}

declare global {
  interface Window {
    __benchRender?: RenderResult;
    __benchFrames?: {
      stamps: number[];
      /** The watched element's place at each frame: its transform, left and top. */
      transforms: string[];
      running: boolean;
      moves: number;
      off?: () => void;
    };
  }
}

/** How long the picture must stay unchanged to count as settled. */
const SETTLE_MS = 500;

/**
 * Installs, in every document the context loads at /workspace/…, a poller that runs on each
 * animation frame from the document's start and records when the canvas first showed its final
 * picture: 'Loading project graph…' gone, at least one card, every card measured (React Flow
 * keeps an unmeasured card `visibility: hidden`), and neither the set of cards, the number of
 * links drawn nor the viewport transform changing for {@link SETTLE_MS}. The time is that of the first frame of that picture.
 */
export async function installRenderProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript((settleMs: number) => {
    if (!location.pathname.startsWith('/workspace/')) return;
    let last: string | null = null;
    let since = 0;
    const started = performance.now();
    const tick = () => {
      const now = performance.now();
      const alert = document.querySelector('.workspace [role=alert]');
      if (alert) {
        window.__benchRender = {
          ms: now,
          afterGraphMs: Number.NaN,
          rendered: 0,
          onCanvas: 0,
          zoom: Number.NaN,
          error: alert.textContent ?? 'error',
        };
        return;
      }
      const loading = [...document.querySelectorAll('[role=status]')].some((e) =>
        e.textContent?.includes('Loading project graph'),
      );
      const nodes = document.querySelectorAll<HTMLElement>('.react-flow__node');
      const links = document.querySelectorAll('.canvas-link').length;
      const transform =
        document.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform ?? '';
      let signature: string | null = null;
      if (!loading && nodes.length > 0) {
        let unmeasured = 0;
        for (const n of nodes) if (n.style.visibility === 'hidden') unmeasured++;
        if (unmeasured === 0) signature = `${nodes.length}|${links}|${transform}`;
      }
      if (signature !== last) {
        last = signature;
        since = now;
      }
      if (signature !== null && now - since >= settleMs) {
        const graph = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('/api/get_project_graph')) as
          PerformanceResourceTiming | undefined;
        window.__benchRender = {
          ms: since,
          afterGraphMs: graph ? since - graph.responseEnd : Number.NaN,
          rendered: nodes.length,
          onCanvas: document.querySelectorAll('.react-flow__minimap-node').length,
          zoom: Number(/scale\(([\d.e-]+)\)/.exec(transform)?.[1] ?? Number.NaN),
        };
        return;
      }
      if (now - started < 60_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, SETTLE_MS);
}

/**
 * Opens the workspace of a project afresh, the session's cached copy of its graph dropped first
 * so that the graph is fetched as on a first visit, and answers what the render probe saw.
 */
export async function openWorkspace(page: Page, projectId: string): Promise<RenderResult> {
  await page.evaluate((id) => sessionStorage.removeItem(`trellis.graph_cache:${id}`), projectId);
  await page.goto(`/workspace/${projectId}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchRender !== undefined, undefined, {
    timeout: 90_000,
    polling: 100,
  });
  const result = (await page.evaluate(() => window.__benchRender)) as RenderResult;
  if (result.error) throw new Error(`the workspace showed an error: ${result.error}`);
  return result;
}

/** Frame times of one gesture. */
export interface Frames {
  /** Intervals between consecutive animation frames during the gesture, ms. */
  intervals: number[];
  p95: number;
  /** Frames in which the watched element (viewport or card) had moved. */
  moving: number;
  /** pointermove events the page received. */
  moves: number;
  /** From the press to the last move's delivery, ms (60 moves are paced over 1 s). */
  durationMs: number;
}

type Point = { x: number; y: number };

/**
 * Presses the mouse at `at`, moves it in `steps` steps paced over `paceMs` along one period of a
 * sine (right, back, left, back: the gesture ends where it started, so the view or the card does
 * not drift from run to run and stays within the canvas), and releases it. Animation frames are
 * recorded from just before the press to the last move, with the place of `watch` (a CSS
 * selector) at each, to check that the gesture moved something. Moves stop after `maxMs`.
 */
export async function gesture(
  page: Page,
  at: Point,
  amplitude: Point,
  watch: string,
  {
    steps = 60,
    paceMs = 1000,
    maxMs = 10_000,
    button = 'left',
  }: { steps?: number; paceMs?: number; maxMs?: number; button?: 'left' | 'middle' } = {},
): Promise<Frames> {
  await page.mouse.move(at.x, at.y);
  await page.evaluate((selector) => {
    const f: NonNullable<Window['__benchFrames']> = {
      stamps: [],
      transforms: [],
      running: true,
      moves: 0,
    };
    window.__benchFrames = f;
    const el = () => document.querySelector<HTMLElement>(selector);
    const loop = (ts: number) => {
      f.stamps.push(ts);
      const style = el()?.style;
      f.transforms.push(style ? `${style.transform}|${style.left}|${style.top}` : '');
      if (f.running) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    const count = () => f.moves++;
    addEventListener('pointermove', count, { capture: true, passive: true });
    f.off = () => removeEventListener('pointermove', count, { capture: true });
  }, watch);
  const start = performance.now();
  await page.mouse.down({ button });
  for (let i = 1; i <= steps; i++) {
    // A page that takes a second per frame would make 60 moves take minutes: stop early, and
    // the figure is the frames of the moves made (printed as pointermoves).
    if (performance.now() - start > maxMs) break;
    const phase = Math.sin((2 * Math.PI * i) / steps);
    await page.mouse.move(at.x + amplitude.x * phase, at.y + amplitude.y * phase);
    const wait = start + (i * paceMs) / steps - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  const recorded = await page.evaluate(() => {
    const f = window.__benchFrames as NonNullable<Window['__benchFrames']>;
    f.running = false;
    f.off?.();
    return { stamps: f.stamps, transforms: f.transforms, moves: f.moves };
  });
  const durationMs = performance.now() - start;
  await page.mouse.up({ button });
  const intervals = recorded.stamps.slice(1).map((t, i) => t - (recorded.stamps[i] as number));
  const moving = recorded.transforms.filter((t, i) => i > 0 && t !== recorded.transforms[i - 1]);
  return {
    intervals,
    p95: percentile(intervals, 95),
    moving: moving.length,
    moves: recorded.moves,
    durationMs,
  };
}

/** Where the canvas is, in page pixels. */
async function canvasBox(page: Page) {
  const box = await page.locator('.react-flow').boundingBox();
  if (!box) throw new Error('no .react-flow on the page');
  return box;
}

/**
 * Where to press to pan: a point of the empty pane (document.elementFromPoint answers
 * `.react-flow__pane` itself, not a card, a panel, the minimap or the controls; links take no
 * pointer) nearest the canvas's centre, with room around it for the gesture's amplitude. When
 * cards cover the whole pane (5,000 of them at the fitted zoom), the canvas's centre, pressed
 * with the middle button: React Flow pans with it from anywhere, cards included.
 */
export async function panePoint(
  page: Page,
  amplitude: Point,
): Promise<Point & { on: 'pane' | 'middle' }> {
  const box = await canvasBox(page);
  const point = await page.evaluate(
    ({ box, amplitude }) => {
      let best: { x: number; y: number; d: number } | undefined;
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      for (let y = box.y + amplitude.y + 20; y < box.y + box.height - amplitude.y - 20; y += 5) {
        for (let x = box.x + amplitude.x + 20; x < box.x + box.width - amplitude.x - 20; x += 5) {
          if (!document.elementFromPoint(x, y)?.classList.contains('react-flow__pane')) continue;
          const d = Math.hypot(x - cx, y - cy);
          if (!best || d < best.d) best = { x, y, d };
        }
      }
      return best;
    },
    { box, amplitude },
  );
  if (point) return { x: point.x, y: point.y, on: 'pane' };
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, on: 'middle' };
}

/**
 * The header of a card to drag: the card nearest the canvas's centre whose header's middle is
 * the card's own (not covered by another card) and not a `nodrag` control, with room around it
 * for the gesture. Answers the point and a selector for the card.
 */
export async function cardHeader(
  page: Page,
  amplitude: Point,
): Promise<{ at: Point; selector: string }> {
  const box = await canvasBox(page);
  const found = await page.evaluate(
    ({ box, amplitude }) => {
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const candidates: { x: number; y: number; d: number; id: string }[] = [];
      for (const node of document.querySelectorAll<HTMLElement>('.react-flow__node')) {
        const head = node.querySelector('.node-card-head') ?? node;
        const r = head.getBoundingClientRect();
        const x = r.left + Math.min(r.width / 2, 40);
        const y = r.top + r.height / 2;
        if (
          x < box.x + amplitude.x + 20 ||
          x > box.x + box.width - amplitude.x - 20 ||
          y < box.y + amplitude.y + 20 ||
          y > box.y + box.height - amplitude.y - 20
        )
          continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit.closest('.react-flow__node') !== node || hit.closest('.nodrag')) continue;
        const id = node.dataset.id;
        if (id) candidates.push({ x, y, d: Math.hypot(x - cx, y - cy), id });
      }
      candidates.sort((a, b) => a.d - b.d);
      return candidates[0];
    },
    { box, amplitude },
  );
  if (!found) throw new Error('no card header in view to drag');
  return {
    at: { x: found.x, y: found.y },
    selector: `.react-flow__node[data-id="${found.id.replace(/"/g, '\\"')}"]`,
  };
}
