import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface ToolMenuItem {
  key: string;
  label: string;
  /** Shown as checked (menuitemradio), e.g. the link type being drawn. */
  checked?: boolean;
}

export interface ToolMenuProps {
  /** The button's content (icon and text) and its accessible name. */
  button: ReactNode;
  label: string;
  items: readonly ToolMenuItem[];
  onPick(key: string): void;
  pressed?: boolean;
}

/**
 * A toolbar button that opens a menu: arrow keys, Home/End move, Escape or a click elsewhere
 * closes it and gives focus back to the button.
 */
export function ToolMenu({ button, label, items, onPick, pressed }: ToolMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    root.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = [...(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') close();
    else if (e.key === 'ArrowDown') all[(at + 1) % all.length]?.focus();
    else if (e.key === 'ArrowUp') all[(at - 1 + all.length) % all.length]?.focus();
    else if (e.key === 'Home') all[0]?.focus();
    else if (e.key === 'End') all[all.length - 1]?.focus();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div className="tool-menu" ref={root}>
      <button
        ref={opener}
        type="button"
        className={`tool-button${pressed ? ' active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        title={label}
        onClick={() => setOpen(!open)}
      >
        {button}
      </button>
      {open && (
        <div
          id={id}
          className="menu tool-menu-list"
          role="menu"
          aria-label={label}
          onKeyDown={onKey}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              className="menu-item"
              onClick={() => {
                close();
                onPick(item.key);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
