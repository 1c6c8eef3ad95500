import { describe, expect, it } from 'vitest';
import {
  INNER_RADIUS,
  OUTER_RADIUS,
  WHEEL_SIZE,
  colourOf,
  hitTest,
  pointIn,
  segments,
  statusOf,
} from './geometry';

const C = WHEEL_SIZE / 2;

describe('segments', () => {
  it('splits the circle in equal parts starting at 12 o’clock', () => {
    const s = segments(12);
    expect(s).toHaveLength(12);
    expect(s[0]!.start).toBeCloseTo(-Math.PI / 2);
    expect(s[0]!.end - s[0]!.start).toBeCloseTo(Math.PI / 6);
    expect(s[11]!.end).toBeCloseTo(-Math.PI / 2 + 2 * Math.PI);
    expect(s[3]!.mid).toBeCloseTo(-Math.PI / 2 + 3.5 * (Math.PI / 6));
  });
});

describe('hitTest', () => {
  it('finds the segment under a point of the ring, clockwise from the top', () => {
    expect(hitTest(C + 1, C - 100, 12)).toBe(0); // just right of 12 o'clock
    expect(hitTest(C - 1, C - 100, 12)).toBe(11); // just left of 12 o'clock
    expect(hitTest(C + 100, C + 1, 12)).toBe(3); // just below 3 o'clock
    expect(hitTest(C - 1, C + 100, 12)).toBe(6); // just left of 6 o'clock
  });

  it('is null in the hole, outside the ring and in the corners', () => {
    expect(hitTest(C, C, 12)).toBeNull();
    expect(hitTest(C + INNER_RADIUS - 1, C, 12)).toBeNull();
    expect(hitTest(C + OUTER_RADIUS + 1, C, 12)).toBeNull();
    expect(hitTest(2, 2, 12)).toBeNull();
    expect(hitTest(C, C - 100, 0)).toBeNull();
  });

  it('scales with a shrunken canvas', () => {
    // At 160 px the ring lies between 17.5 and 70 px from the centre (80, 80).
    expect(hitTest(80 + 50, 80 + 1, 12, 160)).toBe(3);
    expect(hitTest(80 + 75, 80, 12, 160)).toBeNull();
  });

  it('agrees with pointIn for every segment', () => {
    for (let i = 0; i < 12; i++) {
      const p = pointIn(i, 12);
      expect(hitTest(p.x, p.y, 12)).toBe(i);
    }
  });
});

describe('statusOf and colourOf', () => {
  it('marks steps before the current one completed, the current current, the rest future', () => {
    expect([0, 1, 2, 3].map((i) => statusOf(i, 2, false))).toEqual([
      'completed',
      'completed',
      'current',
      'future',
    ]);
    expect(statusOf(11, 11, true)).toBe('completed');
  });

  it('paints completed teal, current yellow, future grey', () => {
    expect(colourOf('completed')).toBe('#0f766e');
    expect(colourOf('current')).toBe('#fbbf24');
    expect(colourOf('future')).toBe('#cbd5e1');
  });
});
