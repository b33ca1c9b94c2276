import { type ReactNode, useId } from 'react';
import { useMenu } from '../../ui/useMenu';

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

/** A toolbar button that opens a menu (keys and closing as every menu here: `useMenu`). */
export function ToolMenu({ button, label, items, onPick, pressed }: ToolMenuProps) {
  const { open, setOpen, close, root, button: opener, onMenuKey } = useMenu();
  const id = useId();

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
          onKeyDown={onMenuKey}
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
