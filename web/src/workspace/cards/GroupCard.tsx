import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasActions } from '../canvas/CanvasActions';
import type { CardNode } from '../canvas/types';
import { CardFrame } from './CardFrame';
import { MemberList } from './MemberList';
import { nodeTitle } from './cardText';

/**
 * A group (24rem): its members, each a way to the member on the canvas, and one button that
 * hides them all or, when none shows, shows them all.
 */
export const GroupCard = memo(function GroupCard({ data, selected }: NodeProps<CardNode>) {
  const actions = useCanvasActions();
  const { members } = data;
  const anyVisible = members.some((m) => m.visible);
  const toggleLabel = anyVisible ? 'Hide all members' : 'Show all members';
  return (
    <CardFrame data={data} selected={selected}>
      <p className="node-card-count muted">
        {members.length === 1 ? '1 member' : `${members.length} members`}
      </p>
      <MemberList members={members} kind="group" empty="No members" />
      {members.length > 0 && (
        <div className="node-card-actions">
          <button
            type="button"
            className="button small secondary nodrag"
            aria-label={`${toggleLabel} of ${nodeTitle(data.node)}`}
            onClick={() =>
              actions.setVisible(
                members.map((m) => m.id),
                !anyVisible,
              )
            }
          >
            {toggleLabel}
          </button>
        </div>
      )}
    </CardFrame>
  );
});
