import { LogOut, Palette, Settings } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { displayName, useAuth, useUser } from '../auth/context';
import { useMenu } from '../ui/useMenu';

function initials(name: string): string {
  const parts = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}

/**
 * The user menu (spec §2): Account Settings, Manage Theme, Logout. A menu button: arrow keys move
 * between items, Escape and a click elsewhere close it.
 */
export function UserMenu() {
  const user = useUser();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { open, setOpen, root, button, onMenuKey } = useMenu();
  const menuId = useId();
  const name = displayName(user);

  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        {/* The name is text rather than aria-label, so the initials shown do not contradict it. */}
        <span className="visually-hidden">Account menu for {name}</span>
        <span className="avatar" aria-hidden>
          {initials(name)}
        </span>
      </button>
      {open && (
        <div id={menuId} className="menu" role="menu" aria-label="Account" onKeyDown={onMenuKey}>
          <p className="menu-caption" role="none">
            {name}
          </p>
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            onClick={() => go('/settings')}
          >
            <Settings size={16} aria-hidden /> Account Settings
          </button>
          <button type="button" role="menuitem" className="menu-item" onClick={() => go('/themes')}>
            <Palette size={16} aria-hidden /> Manage Theme
          </button>
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            <LogOut size={16} aria-hidden /> Logout
          </button>
        </div>
      )}
    </div>
  );
}
