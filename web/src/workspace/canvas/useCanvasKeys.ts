import { useEffect, useLayoutEffect, useRef } from 'react';
import { useCanvasStore } from './canvasStore';

export interface CanvasKeyHandlers {
  deleteSelection(): void;
  undo(): void;
  redo(): void;
}

/** Typing in a field, or a dialog open: the canvas's keys must not act. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  if (el.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return true;
  return !!el.closest?.('[role="dialog"]');
}

/**
 * The canvas's keyboard: Delete deletes the selection (spec §2), Ctrl/Cmd+Z undoes,
 * Shift+Ctrl/Cmd+Z or Ctrl+Y redoes, Escape leaves the edge being drawn or the mode.
 */
export function useCanvasKeys(handlers: CanvasKeyHandlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || useCanvasStore.getState().dialog) return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (e.key === 'Delete' || (e.key === 'Backspace' && !mod)) {
        e.preventDefault();
        latest.current.deleteSelection();
      } else if (mod && key === 'z') {
        e.preventDefault();
        if (e.shiftKey) latest.current.redo();
        else latest.current.undo();
      } else if (mod && key === 'y') {
        e.preventDefault();
        latest.current.redo();
      } else if (e.key === 'Escape') {
        useCanvasStore.getState().dispatch({ type: 'escape' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
