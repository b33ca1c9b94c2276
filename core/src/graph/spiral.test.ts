import { describe, expect, it } from 'vitest';
import { SPIRAL } from '../constants';
import { type Point, spiralPosition } from './spiral';

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('spiral placement', () => {
  it('puts the first node 280 units from its anchor when nothing is near', () => {
    const anchor = { x: 1000, y: 1000 };
    // The anchor is a placed node too; the new node belongs beside it.
    const p = spiralPosition(anchor, [anchor, { x: 3000, y: 3000 }]);
    expect(dist(p, anchor)).toBeCloseTo(SPIRAL.startRadius, 0);
  });

  it('keeps 320 units from every placed node while there is room', () => {
    const anchor = { x: 2500, y: 2500 };
    const placed: Point[] = [anchor];
    for (let i = 0; i < 20; i++) {
      const p = spiralPosition(anchor, placed);
      for (const q of placed) {
        if (q !== anchor) expect(dist(p, q)).toBeGreaterThanOrEqual(SPIRAL.minSpacing - 1);
      }
      placed.push(p);
    }
    // Twenty nodes fit within the eight rings the 64 attempts allow.
    const farthest = Math.max(...placed.map((p) => dist(p, anchor)));
    expect(farthest).toBeLessThanOrEqual(SPIRAL.startRadius + 7 * SPIRAL.ringStep + 1);
  });

  it('is deterministic, and falls back to the roomiest try when no slot is free', () => {
    const anchor = { x: 0, y: 0 };
    const crowd: Point[] = [];
    for (let x = -1400; x <= 1400; x += 100)
      for (let y = -1400; y <= 1400; y += 100) crowd.push({ x, y });
    const a = spiralPosition(anchor, crowd);
    expect(spiralPosition(anchor, crowd)).toEqual(a);
    expect(Number.isFinite(a.x) && Number.isFinite(a.y)).toBe(true);
    expect(dist(a, anchor)).toBeLessThanOrEqual(SPIRAL.startRadius + 7 * SPIRAL.ringStep + 1);
  });
});
