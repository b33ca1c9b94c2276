import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasStore, useEdgeHandlesShown } from '../canvas/canvasStore';
import type { CardNode } from '../canvas/types';
import { AttributeList } from './AttributeList';
import { CardFrame } from './CardFrame';
import { CollapseToggle } from './CollapseToggle';
import { nodeTitle, shownAttributes } from './cardText';

/** A simple node (20rem): its attributes, collapsible, with Add attribute; edges start here. */
export const SimpleCard = memo(function SimpleCard({ id, data, selected }: NodeProps<CardNode>) {
  const collapsed = useCanvasStore((s) => s.collapsed.has(id));
  const showHandles = useEdgeHandlesShown();
  const title = nodeTitle(data.node);
  const nodeId = data.node.id;
  return (
    <CardFrame
      data={data}
      selected={selected}
      showHandles={showHandles}
      headerEnd={<CollapseToggle id={id} title={title} collapsed={collapsed} />}
    >
      {collapsed ? null : (
        <>
          <AttributeList rows={shownAttributes(data.node.attributes)} />
          <div className="node-card-actions">
            <button
              type="button"
              className="button small ghost nodrag"
              aria-label={`Add attribute to ${title}`}
              onClick={() => useCanvasStore.getState().openDialog({ kind: 'addAttribute', nodeId })}
            >
              Add attribute
            </button>
          </div>
        </>
      )}
    </CardFrame>
  );
});
