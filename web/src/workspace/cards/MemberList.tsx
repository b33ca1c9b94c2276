import { MEMBER_LIST_MAX_HEIGHT_REM } from '@trellis/core';
import { useCanvasActions } from '../canvas/CanvasActions';
import type { MemberRef } from '../canvas/types';

const HEIGHT = {
  group: { maxHeight: `${MEMBER_LIST_MAX_HEIGHT_REM.group}rem` },
  complex: { maxHeight: `${MEMBER_LIST_MAX_HEIGHT_REM.complex}rem` },
};

/**
 * A card's members, scrolling past the height of its kind (spec §9: 16rem for a group, 10rem for
 * a complex card); each one moves the view to it, and a hidden member reads '(hidden)'.
 */
export function MemberList({
  members,
  kind,
  empty,
}: {
  members: readonly MemberRef[];
  kind: 'group' | 'complex';
  /** What the card says when it holds none. */
  empty: string;
}) {
  const actions = useCanvasActions();
  if (members.length === 0) return <p className="node-card-empty muted">{empty}</p>;
  return (
    <ul className="node-card-members nodrag nowheel" style={HEIGHT[kind]}>
      {members.map((member) => (
        <li key={member.id}>
          <button
            type="button"
            className={
              member.visible ? 'node-card-member nodrag' : 'node-card-member nodrag is-hidden'
            }
            onClick={() => actions.focusNode(member.id)}
          >
            {member.name}
            {member.visible ? null : (
              <>
                {' '}
                <span className="node-card-member-note">(hidden)</span>
              </>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
