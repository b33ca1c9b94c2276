import { describe, expect, it } from 'vitest';
import { distanceToCurve, linkCurve, linkCurves, nearestCurve } from './linkGeometry';

const card = (x: number, y: number, width = 320, height = 80) => ({ x, y, width, height });

describe('linkCurve', () => {
  it("runs from the middle of the source's right side to the middle of the target's left", () => {
    const c = linkCurve(card(0, 0), card(600, 200));
    expect(c.points.slice(0, 2)).toEqual([320, 40]);
    expect(c.points.slice(6)).toEqual([600, 240]);
    expect(c.d).toBe('M320,40 C460,40 460,240 600,240');
    // Symmetric controls put the middle halfway between the ends.
    expect([c.labelX, c.labelY]).toEqual([460, 140]);
  });

  it('bends outwards when the target is behind the source, as React Flow does', () => {
    const c = linkCurve(card(600, 0), card(0, 0));
    const [x0, , x1, , x2, , x3] = c.points;
    expect(x1).toBeGreaterThan(x0);
    expect(x2).toBeLessThan(x3);
    // The source's right side is at 920, the target's left at 0: 920 behind.
    expect(x1 - x0).toBeCloseTo(0.25 * 25 * Math.sqrt(920), 5);
    expect(x3 - x2).toBeCloseTo(x1 - x0, 5);
  });
});

describe('distanceToCurve and nearestCurve', () => {
  const a = linkCurve(card(0, 0), card(600, 0));
  const b = linkCurve(card(0, 400), card(600, 400));

  it('measures zero on the curve and the offset beside a straight one', () => {
    expect(distanceToCurve(a.labelX, a.labelY, a)).toBeCloseTo(0, 5);
    expect(distanceToCurve(460, 52, a)).toBeCloseTo(12, 5);
  });

  it('finds the nearest curve within the tolerance, and none beyond it', () => {
    const curves = new Map([
      ['a', a],
      ['b', b],
    ]);
    expect(nearestCurve(400, 45, curves, 8)).toBe('a');
    expect(nearestCurve(400, 437, curves, 8)).toBe('b');
    expect(nearestCurve(400, 240, curves, 8)).toBeUndefined();
    // Two within reach: the nearer wins.
    const close = new Map([
      ['far', linkCurve(card(0, 0), card(600, 0))],
      ['near', linkCurve(card(0, 6), card(600, 6))],
    ]);
    expect(nearestCurve(400, 48, close, 8)).toBe('near');
  });
});

describe('linkCurves', () => {
  const nodes = [
    { id: 'a', position: { x: 0, y: 0 }, measured: { width: 320, height: 80 } },
    { id: 'b', position: { x: 600, y: 200 }, measured: { width: 320, height: 80 } },
    { id: 'c', position: { x: 900, y: 900 } },
    { id: 'd', position: { x: 0, y: 600 }, measured: { width: 320, height: 80 } },
  ];
  const links = [
    { id: 'ab', source: 'a', target: 'b' },
    { id: 'ac', source: 'a', target: 'c' },
    { id: 'ax', source: 'a', target: 'missing' },
    { id: 'ad', source: 'a', target: 'd' },
  ];

  it('draws a link once both its cards are measured, from where they stand', () => {
    const { curves } = linkCurves(nodes, links);
    expect([...curves.keys()]).toEqual(['ab', 'ad']);
    expect(curves.get('ab')?.d).toBe('M320,40 C460,40 460,240 600,240');
  });

  it('keeps the curves of links whose cards did not change, and redraws those of a moved one', () => {
    const first = linkCurves(nodes, links);
    const moved = nodes.map((n) => (n.id === 'b' ? { ...n, position: { x: 700, y: 200 } } : n));
    const second = linkCurves(moved, links, first.cache);
    expect(second.curves.get('ad')).toBe(first.curves.get('ad'));
    expect(second.curves.get('ab')).not.toBe(first.curves.get('ab'));
    expect(second.curves.get('ab')?.d).toBe('M320,40 C510,40 510,240 700,240');
  });
});
