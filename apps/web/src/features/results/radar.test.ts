import { describe, expect, it } from 'vitest';
import {
  CENTER,
  RADAR,
  axisAngle,
  labelPlacement,
  polar,
  radiusOf,
  ringPoints,
  toPointsAttr,
  valuePoints,
} from './radar';

const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.02);

describe('radar geometry (300×300 view, radius 120, rings 30/60/90/120)', () => {
  it('has the spec constants', () => {
    expect(RADAR).toEqual({ size: 300, radius: 120, rings: [30, 60, 90, 120] });
    expect(CENTER).toBe(150);
  });

  it('starts the first axis at 12 o’clock and goes clockwise', () => {
    close(axisAngle(0, 12), -Math.PI / 2);
    expect(polar(0, 12, 120)).toEqual({ x: 150, y: 30 });
    expect(polar(3, 12, 120)).toEqual({ x: 270, y: 150 });
    expect(polar(6, 12, 120)).toEqual({ x: 150, y: 270 });
    expect(polar(9, 12, 120)).toEqual({ x: 30, y: 150 });
  });

  it('maps percentages to the radius, clamped, null at the centre', () => {
    expect(radiusOf(0)).toBe(0);
    expect(radiusOf(25)).toBe(30);
    expect(radiusOf(50)).toBe(60);
    expect(radiusOf(100)).toBe(120);
    expect(radiusOf(150)).toBe(120);
    expect(radiusOf(-5)).toBe(0);
    expect(radiusOf(null)).toBe(0);
    expect(radiusOf(Number.NaN)).toBe(0);
  });

  it('puts each value on its axis', () => {
    const pts = valuePoints([100, 50, null, 0]);
    expect(pts).toHaveLength(4);
    expect(pts[0]).toEqual({ x: 150, y: 30 });
    expect(pts[1]).toEqual({ x: 210, y: 150 });
    expect(pts[2]).toEqual({ x: 150, y: 150 });
    expect(pts[3]).toEqual({ x: 150, y: 150 });
  });

  it('draws rings as regular polygons at their radius', () => {
    for (const r of RADAR.rings) {
      const ring = ringPoints(12, r);
      expect(ring).toHaveLength(12);
      for (const p of ring) close(Math.hypot(p.x - CENTER, p.y - CENTER), r);
    }
  });

  it('formats SVG points', () => {
    expect(
      toPointsAttr([
        { x: 1, y: 2 },
        { x: 3.5, y: 4 },
      ]),
    ).toBe('1,2 3.5,4');
  });

  it('anchors labels away from the chart', () => {
    expect(labelPlacement(0, 12).anchor).toBe('middle');
    expect(labelPlacement(3, 12).anchor).toBe('start');
    expect(labelPlacement(9, 12).anchor).toBe('end');
    expect(labelPlacement(0, 12).y).toBeLessThan(CENTER - RADAR.radius);
  });
});
