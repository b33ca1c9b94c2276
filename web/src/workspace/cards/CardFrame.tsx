import { CARD_WIDTH_REM } from '@trellis/core';
import { Handle, Position } from '@xyflow/react';
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
  const title = heading ?? nodeTitle(node);
  const style = {
    width: `${CARD_WIDTH_REM[kind]}rem`,
    '--card-accent': data.color ?? 'var(--accent)',
  } as CSSProperties;
  const shown = showHandles ? ' shown' : '';
  return (
    <div className={`node-card node-card-${kind}${selected ? ' selected' : ''}`} style={style}>
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
        {headerEnd}
      </div>
      {children}
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
