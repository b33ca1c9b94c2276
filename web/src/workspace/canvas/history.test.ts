import { describe, expect, it } from 'vitest';
import { History } from './history';

function recorder() {
  const log: string[] = [];
  const edit = (name: string) => ({
    label: name,
    undo: () => void log.push(`undo ${name}`),
    redo: () => void log.push(`redo ${name}`),
  });
  return { log, edit };
}

describe('History', () => {
  it('undoes the newest edit first and redoes in the order undone', async () => {
    const { log, edit } = recorder();
    const h = new History();
    h.push(edit('a'));
    h.push(edit('b'));
    await h.undo();
    await h.undo();
    await h.redo();
    expect(log).toEqual(['undo b', 'undo a', 'redo a']);
    expect(h.canUndo).toBe(true);
    expect(h.canRedo).toBe(true);
  });

  it('forgets what could be redone when a new edit is made', async () => {
    const { log, edit } = recorder();
    const h = new History();
    h.push(edit('a'));
    await h.undo();
    h.push(edit('b'));
    expect(h.canRedo).toBe(false);
    await h.redo();
    expect(log).toEqual(['undo a']);
  });

  it('keeps at most `limit` edits', async () => {
    const { log, edit } = recorder();
    const h = new History(2);
    for (const name of ['a', 'b', 'c']) h.push(edit(name));
    await h.undo();
    await h.undo();
    await h.undo();
    expect(log).toEqual(['undo c', 'undo b']);
  });

  it('runs steps one after another even when the edits are slow', async () => {
    const log: string[] = [];
    const h = new History();
    h.push({ label: 'fast', undo: () => void log.push('fast'), redo: () => {} });
    h.push({
      label: 'slow',
      undo: () => new Promise<void>((r) => setTimeout(() => (log.push('slow'), r()), 20)),
      redo: () => {},
    });
    // Undo 'slow', then at once 'fast': 'fast' must wait until 'slow' is done.
    await Promise.all([h.undo(), h.undo()]);
    expect(log).toEqual(['slow', 'fast']);
  });
});
