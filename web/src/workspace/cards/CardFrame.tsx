import { CARD_WIDTH_REM } from '@trellis/core';
import { Handle, Position, type ReactFlowState, useStore } from '@xyflow/react';
import type { CSSProperties, ReactNode } from 'react';
import type { CardData } from '../canvas/types';
import { nodeTitle } from './cardText';
import './cards.css';

export interface CardFrameProps {
  data: CardData;
  selected: boolean;
  /** Edge handles show and take connections (spec §2: in addEdge mode, on simple cards). */
  showHandles?: boolean;
  /** The heading, when the card reads another than the node's title (a question's text). */
  title?: string;
  /** An id for the heading, so that a field can be labelled by it. */
  titleId?: string;
  /** Shown at the end of the header: a badge, the collapse toggle. */
  headerEnd?: ReactNode;
  children?: ReactNode;
}

/**
 * Below this zoom a card shows only its chip and title: its body would be too small to read,
 * and drawing a thousand cards' lists and fields is what makes panning a big graph slow.
 */
export const COMPACT_BELOW_ZOOM = 0.45;
const compactView = (s: ReactFlowState) => s.transform[2] < COMPACT_BELOW_ZOOM;

/**
 * The shell every card shares: width by kind, the type colour as an accent, a header with the
 * label chip and the title, and the two edge handles.
 *
 * The handles are always rendered, even when hidden, because React Flow attaches edges to a
 * node's handles; hidden ones are transparent and refuse connections. When shown, the target
 * covers the whole card so that a connection completes wherever it is released on the card;
 * it takes the pointer only while a connection is being dragged (React Flow's
 * `connectionindicator` class), so the card's own buttons still work in addEdge mode.
 */
export function CardFrame({
  data,
  selected,
  showHandles = false,
  title: heading,
  titleId,
  headerEnd,
  children,
}: CardFrameProps) {
  const { node, kind } = data;
  const compact = useStore(compactView);
  const title = heading ?? nodeTitle(node);
  const style = {
    width: `${CARD_WIDTH_REM[kind]}rem`,
    '--card-accent': data.color ?? 'var(--accent)',
  } as CSSProperties;
  const shown = showHandles ? ' shown' : '';
  return (
    <div
      className={`node-card node-card-${kind}${selected ? ' selected' : ''}${compact ? ' compact' : ''}`}
      style={style}
    >
      <Handle
        type="target"
        position={Position.Left}
        className={`node-card-handle node-card-target${shown}`}
        isConnectable={showHandles}
        isConnectableStart={false}
        isConnectableEnd={showHandles}
      />
      <div className="node-card-head">
        {node.label.trim() ? <span className="node-card-chip">{node.label}</span> : null}
        <span id={titleId} className="node-card-title">
          {title}
        </span>
        {compact ? null : headerEnd}
      </div>
      {compact ? null : children}
      <Handle
        type="source"
        position={Position.Right}
        className={`node-card-handle node-card-source${shown}`}
        isConnectable={showHandles}
        isConnectableStart={showHandles}
        isConnectableEnd={false}
        role={showHandles ? 'img' : undefined}
        aria-label={showHandles ? `Link from ${title}` : undefined}
        title={showHandles ? `Link from ${title}` : undefined}
      />
    </div>
  );
}
