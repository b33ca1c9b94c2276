import { MEMBER_LIST_MAX_HEIGHT_REM } from '@trellis/core';
import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasActions } from '../canvas/CanvasActions';
import type { CardNode } from '../canvas/types';
import { CardFrame } from './CardFrame';
import { MemberButton } from './MemberButton';
import { nodeTitle } from './cardText';

const listStyle = { maxHeight: `${MEMBER_LIST_MAX_HEIGHT_REM.group}rem` };

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
      {members.length === 0 ? (
        <p className="node-card-empty muted">No members</p>
      ) : (
        <>
          <ul className="node-card-members nodrag nowheel" style={listStyle}>
            {members.map((m) => (
              <MemberButton
                key={m.id}
                member={m}
                onFocus={(memberId) => actions.focusNode(memberId)}
              />
            ))}
          </ul>
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
        </>
      )}
    </CardFrame>
  );
});
