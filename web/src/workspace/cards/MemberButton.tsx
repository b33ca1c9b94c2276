import type { MemberRef } from '../canvas/types';

/** One member in a card's list: moves the view to it; a hidden member reads '(hidden)'. */
export function MemberButton({
  member,
  onFocus,
}: {
  member: MemberRef;
  onFocus(id: string): void;
}) {
  const name = member.name.trim() || member.label.trim() || member.id;
  return (
    <li>
      <button
        type="button"
        className={member.visible ? 'node-card-member nodrag' : 'node-card-member nodrag is-hidden'}
        onClick={() => onFocus(member.id)}
      >
        {name}
        {member.visible ? null : (
          <>
            {' '}
            <span className="node-card-member-note">(hidden)</span>
          </>
        )}
      </button>
    </li>
  );
}
