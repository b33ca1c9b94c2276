import { LogOut, Palette, Settings } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { displayName, useAuth, useUser } from '../auth/context';

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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') close();
    else if (e.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (e.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else if (e.key === 'Home') items[0]?.focus();
    else if (e.key === 'End') items[items.length - 1]?.focus();
    else return;
    e.preventDefault();
  };
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
