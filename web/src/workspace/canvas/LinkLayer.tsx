import { CANVAS_SIZE } from '@trellis/core';
import { ViewportPortal } from '@xyflow/react';
import { memo, useId } from 'react';
import type { Theme } from '../../theme/themes';
import type { Curve } from './linkGeometry';
import type { LinkView } from './types';

export interface LinkLayerProps {
  links: readonly LinkView[];
  curves: ReadonlyMap<string, Curve>;
  theme: Theme;
  /** Zoomed far out: no labels. */
  compact: boolean;
}

/**
 * Every link of the canvas in one SVG inside React Flow's viewport, under the cards: a curve
 * with an arrowhead and, unless the view is zoomed far out, its label.
 *
 * React Flow's own edges are not used: each of them follows React Flow's store and was redrawn
 * on every frame of a pan (1,500 of them took most of a 130 ms frame), and each sits in its own
 * SVG. Here a pan moves the viewport and redraws nothing; a drag redraws the links of the moved
 * card. The layer takes no pointer: the canvas finds the link under a click or a hover from the
 * same curves (WorkspaceCanvas, `nearestCurve`). Colours are inline, so that an exported picture
 * keeps them.
 */
export const LinkLayer = memo(function LinkLayer({
  links,
  curves,
  theme,
  compact,
}: LinkLayerProps) {
  const id = useId();
  const arrow = `${id}-arrow`;
  const arrowSelected = `${id}-arrow-selected`;
  const { muted, accent, text, surface } = theme.ui;
  // The selected link last, so that it is drawn over the others.
  const ordered = links.some((l) => l.selected)
    ? [...links.filter((l) => !l.selected), ...links.filter((l) => l.selected)]
    : links;
  return (
    <ViewportPortal>
      <svg
        className="link-layer"
        width={CANVAS_SIZE}
        height={CANVAS_SIZE}
        role="group"
        aria-label="Links"
      >
        <defs>
          <Arrow id={arrow} color={muted} />
          <Arrow id={arrowSelected} color={accent} />
        </defs>
        {ordered.map((l) => {
          const curve = curves.get(l.id);
          return curve ? (
            <LinkPath
              key={l.id}
              id={l.id}
              d={curve.d}
              label={compact ? undefined : l.label}
              description={l.description}
              labelX={curve.labelX}
              labelY={curve.labelY}
              selected={l.selected}
              stroke={l.selected ? accent : muted}
              marker={l.selected ? arrowSelected : arrow}
              text={text}
              halo={surface}
            />
          ) : null;
        })}
      </svg>
    </ViewportPortal>
  );
});

function Arrow({ id, color }: { id: string; color: string }) {
  return (
    <marker
      id={id}
      viewBox="-10 -10 20 20"
      markerWidth="27"
      markerHeight="27"
      markerUnits="userSpaceOnUse"
      orient="auto-start-reverse"
      refX="0"
      refY="0"
    >
      <polyline points="-5,-4 0,0 -5,4 -5,-4" fill={color} stroke={color} strokeWidth="1" />
    </marker>
  );
}

interface LinkPathProps {
  id: string;
  d: string;
  label: string | undefined;
  description: string;
  labelX: number;
  labelY: number;
  selected: boolean;
  stroke: string;
  marker: string;
  text: string;
  halo: string;
}

const LinkPath = memo(function LinkPath(p: LinkPathProps) {
  return (
    <g
      className={p.selected ? 'canvas-link selected' : 'canvas-link'}
      data-id={p.id}
      role="img"
      aria-label={p.description}
    >
      <path
        d={p.d}
        fill="none"
        stroke={p.stroke}
        strokeWidth={p.selected ? 2.5 : 1.5}
        markerEnd={`url(#${p.marker})`}
      />
      {p.label ? (
        <text className="canvas-link-label" x={p.labelX} y={p.labelY} fill={p.text} stroke={p.halo}>
          {p.label}
        </text>
      ) : null}
    </g>
  );
});
