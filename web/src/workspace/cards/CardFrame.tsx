import { CARD_WIDTH_REM } from '@trellis/core';
import { Handle, Position, useUpdateNodeInternals } from '@xyflow/react';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useCompactCard } from '../canvas/compact';
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
 * The shell every card shares: width by kind, the type colour as an accent, a header with the
 * label chip and the title, and, in addEdge mode, the two edge handles.
 *
 * Links are drawn by the canvas's own layer (canvas/LinkLayer.tsx), not attached to handles, so
 * a card renders its handles only while links can be made: a thousand cards' handles would each
 * follow React Flow's store on every frame. The target covers the whole card so that a
 * connection completes wherever it is released on the card; it takes the pointer only while a
 * connection is being dragged (React Flow's `connectionindicator` class), so the card's own
 * buttons still work in addEdge mode.
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
  const compact = useCompactCard();
  // React Flow finds the handle a connection is released on from the bounds it measured; the
  // handles come and go with the mode, so it measures the card again when they come.
  const updateInternals = useUpdateNodeInternals();
  useEffect(() => {
    if (showHandles) updateInternals(node.id);
  }, [showHandles, node.id, updateInternals]);
  const title = heading ?? nodeTitle(node);
  const style = {
    width: `${CARD_WIDTH_REM[kind]}rem`,
    '--card-accent': data.color ?? 'var(--accent)',
  } as CSSProperties;
  return (
    <div
      className={`node-card node-card-${kind}${selected ? ' selected' : ''}${compact ? ' compact' : ''}`}
      style={style}
    >
      {showHandles && (
        <Handle
          type="target"
          position={Position.Left}
          className="node-card-handle node-card-target"
          isConnectableStart={false}
        />
      )}
      <div className="node-card-head">
        {node.label.trim() ? <span className="node-card-chip">{node.label}</span> : null}
        <span id={titleId} className="node-card-title">
          {title}
        </span>
        {compact ? null : headerEnd}
      </div>
      {compact ? null : children}
      {showHandles && (
        <Handle
          type="source"
          position={Position.Right}
          className="node-card-handle node-card-source"
          isConnectableEnd={false}
          role="img"
          aria-label={`Link from ${title}`}
          title={`Link from ${title}`}
        />
      )}
    </div>
  );
}
