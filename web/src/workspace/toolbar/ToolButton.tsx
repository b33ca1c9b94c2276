import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A tool's face: its icon, and its words (shown beside it; on phones for screen readers only). */
export function ToolFace({ icon: Icon, text }: { icon: LucideIcon; text: string }): ReactNode {
  return (
    <>
      <Icon size={18} aria-hidden /> <span className="tool-text">{text}</span>
    </>
  );
}

export interface ToolButtonProps {
  icon: LucideIcon;
  text: string;
  onClick(): void;
  /** A tool that stays on (a mode): aria-pressed and the accent colour. */
  pressed?: boolean;
  disabled?: boolean;
  /** The tooltip, when it says more than the text (a shortcut). */
  hint?: string;
}

/** One button of the canvas toolbar. */
export function ToolButton({ icon, text, onClick, pressed, disabled, hint }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={`tool-button${pressed ? ' active' : ''}`}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      title={hint ?? text}
    >
      <ToolFace icon={icon} text={text} />
    </button>
  );
}
