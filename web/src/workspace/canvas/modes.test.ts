import { describe, expect, it } from 'vitest';
import { type CanvasMode, IDLE, type ModeEvent, nextMode } from './modes';

function run(events: ModeEvent[], from: CanvasMode = IDLE) {
  let mode = from;
  const edges: { from: string; to: string; label: string }[] = [];
  for (const e of events) {
    const next = nextMode(mode, e);
    mode = next.mode;
    if (next.edge) edges.push(next.edge);
  }
  return { mode, edges };
}

describe('canvas modes', () => {
  it('makes an edge by pressing a source handle and releasing on a target, then stays in addEdge', () => {
    const { mode, edges } = run([
      { type: 'chooseEdgeType', label: 'supplies' },
      { type: 'pressSourceHandle', nodeId: 'mill' },
      { type: 'releaseOnTarget', nodeId: 'flour' },
    ]);
    expect(edges).toEqual([{ from: 'mill', to: 'flour', label: 'supplies' }]);
    expect(mode).toEqual({ kind: 'addEdge', label: 'supplies' });
  });

  it('ignores a self-link and a release without a pressed handle', () => {
    const { mode, edges } = run([
      { type: 'chooseEdgeType', label: 'supplies' },
      { type: 'releaseOnTarget', nodeId: 'flour' },
      { type: 'pressSourceHandle', nodeId: 'mill' },
      { type: 'releaseOnTarget', nodeId: 'mill' },
    ]);
    expect(edges).toEqual([]);
    expect(mode).toEqual({ kind: 'addEdge', label: 'supplies' });
  });

  it('toggles back to idle when the same link type is chosen again, and switches on another', () => {
    expect(
      run([
        { type: 'chooseEdgeType', label: 'a' },
        { type: 'chooseEdgeType', label: 'a' },
      ]).mode,
    ).toEqual(IDLE);
    expect(
      run([
        { type: 'chooseEdgeType', label: 'a' },
        { type: 'chooseEdgeType', label: 'b' },
      ]).mode,
    ).toEqual({
      kind: 'addEdge',
      label: 'b',
    });
  });

  it('keeps edge modes on a background click and resets the others to idle', () => {
    expect(run([{ type: 'toggleAddNode' }, { type: 'backgroundClick' }]).mode).toEqual(IDLE);
    const picking: CanvasMode = { kind: 'pickEdgeTarget', label: 'x', source: 's' };
    expect(nextMode(picking, { type: 'backgroundClick' }).mode).toEqual(picking);
    expect(nextMode({ kind: 'addEdge', label: 'x' }, { type: 'backgroundClick' }).mode).toEqual({
      kind: 'addEdge',
      label: 'x',
    });
  });

  it('cancelling a pending edge returns to addEdge; Escape from there returns to idle', () => {
    const picking: CanvasMode = { kind: 'pickEdgeTarget', label: 'x', source: 's' };
    expect(nextMode(picking, { type: 'cancelEdge' }).mode).toEqual({ kind: 'addEdge', label: 'x' });
    expect(run([{ type: 'escape' }, { type: 'escape' }], picking).mode).toEqual(IDLE);
    expect(run([{ type: 'toggleAddNode' }, { type: 'toggleAddNode' }]).mode).toEqual(IDLE);
  });
});
