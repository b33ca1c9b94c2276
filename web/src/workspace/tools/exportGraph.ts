import type { GraphEdge, GraphNode } from '@trellis/core';
import { toPng, toSvg } from 'html-to-image';
import { localDate } from '../../lib/download';

/** A rectangle in canvas units, as React Flow's getNodesBounds returns it. */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Space around the graph in an exported image, in canvas units. */
export const IMAGE_PADDING = 40;
/** Longest side of an exported image in pixels: larger canvases fail or exhaust memory. */
export const IMAGE_MAX_SIDE = 4096;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The visible graph as pretty-printed JSON: the project, the export time, and each node's id,
 * label, name, type, position and attributes and each edge's id, ends and label, both sorted by
 * id so that two exports of the same graph differ only in `exported_at`. The caller passes what
 * the canvas shows; an edge whose end is not among `nodes` is left out (it is not shown either).
 * Store internals (partition, project id, flags, timestamps, edge properties) are left out.
 */
export function graphJson(
  nodes: readonly GraphNode[],
  edges: readonly GraphEdge[],
  project: { id: string; name: string },
): string {
  const ids = new Set(nodes.map((n) => n.id));
  return JSON.stringify(
    {
      project: { id: project.id, name: project.name },
      exported_at: new Date().toISOString(),
      nodes: [...nodes].sort(byId).map(({ id, label, name, type, x, y, attributes }) => ({
        id,
        label,
        name,
        type,
        x,
        y,
        attributes,
      })),
      edges: edges
        .filter((e) => ids.has(e.from) && ids.has(e.to))
        .sort(byId)
        .map(({ id, from, to, label }) => ({ id, from, to, label })),
    },
    null,
    2,
  );
}

/**
 * The image size and the viewport transform that draws `bounds` (plus padding) into it: one
 * pixel per unit, scaled down when the long side would exceed IMAGE_MAX_SIDE.
 */
export function imageFrame(bounds: Bounds): { width: number; height: number; transform: string } {
  const w = Math.max(1, bounds.width) + 2 * IMAGE_PADDING;
  const h = Math.max(1, bounds.height) + 2 * IMAGE_PADDING;
  const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(w, h));
  const dx = (IMAGE_PADDING - bounds.x) * scale;
  const dy = (IMAGE_PADDING - bounds.y) * scale;
  return {
    width: Math.min(IMAGE_MAX_SIDE, Math.round(w * scale)),
    height: Math.min(IMAGE_MAX_SIDE, Math.round(h * scale)),
    transform: `translate(${dx}px, ${dy}px) scale(${scale})`,
  };
}

const OVERLAYS = ['react-flow__minimap', 'react-flow__controls', 'react-flow__panel'];

/** Leaves the canvas chrome out of the picture; text nodes have no classList. */
const notOverlay = (node: HTMLElement) =>
  !OVERLAYS.some((name) => node.classList?.contains(name) ?? false);

/**
 * A data URL (PNG or SVG) of the whole graph inside `bounds`, not only the part on screen.
 * It renders React Flow's `.react-flow__viewport` element with its transform replaced so that
 * `bounds` fills the image, on `background` (the canvas colour: PNG has no page behind it).
 */
export async function exportImage(
  format: 'png' | 'svg',
  viewportEl: HTMLElement,
  bounds: Bounds,
  background: string,
): Promise<string> {
  const { width, height, transform } = imageFrame(bounds);
  const render = format === 'png' ? toPng : toSvg;
  return render(viewportEl, {
    backgroundColor: background,
    width,
    height,
    // One pixel per unit: a device pixel ratio of 2 or 3 would push a capped image past 8192 px.
    pixelRatio: 1,
    style: { width: `${width}px`, height: `${height}px`, transform },
    filter: notOverlay,
  });
}

// Kept here too: the toolbar loads this module on demand and downloads through it.
export { download, downloadText } from '../../lib/download';

/**
 * `trellis-{slug}-{yyyy-mm-dd}.{ext}` with the local date: the slug is the project name in
 * lower case, accents dropped, every run of other characters a '-', trimmed of '-', at most 60
 * characters, and 'project' when nothing is left.
 */
export function exportFilename(projectName: string, ext: string, now: Date = new Date()): string {
  const slug =
    projectName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'project';
  return `trellis-${slug}-${localDate(now)}.${ext}`;
}
