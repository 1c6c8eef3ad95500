/**
 * Radar chart geometry (spec §2 Results overview): a 300×300 view, radius 120, rings at
 * 30/60/90/120, one axis per step starting at 12 o'clock and going clockwise. Values are
 * percentages 0..100, clamped.
 */
export const RADAR = { size: 300, radius: 120, rings: [30, 60, 90, 120] } as const;
export const CENTER = RADAR.size / 2;

export interface Pt {
  x: number;
  y: number;
}

/** Angle (radians) of axis `i` of `n`: the first points up, the rest follow clockwise. */
export function axisAngle(i: number, n: number): number {
  return -Math.PI / 2 + (2 * Math.PI * i) / n;
}

/** Point at `distance` from the centre along axis `i` of `n`. */
export function polar(i: number, n: number, distance: number): Pt {
  const a = axisAngle(i, n);
  return { x: round(CENTER + distance * Math.cos(a)), y: round(CENTER + distance * Math.sin(a)) };
}

/** Distance from the centre of a percentage (0 → centre, 100 → outer ring). */
export function radiusOf(percent: number | null | undefined, radius: number = RADAR.radius): number {
  const p = typeof percent === 'number' && Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return (p / 100) * radius;
}

/** The data polygon's vertices for `values` (one per axis; null drawn at 0). */
export function valuePoints(values: readonly (number | null)[]): Pt[] {
  return values.map((v, i) => polar(i, values.length, radiusOf(v)));
}

/** A ring's vertices (polygonal grid) at `distance`. */
export function ringPoints(n: number, distance: number): Pt[] {
  return Array.from({ length: n }, (_, i) => polar(i, n, distance));
}

/** SVG `points` attribute. */
export function toPointsAttr(points: readonly Pt[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ');
}

/** Where an axis label goes and how it is anchored, so that it sits outside the outer ring. */
export function labelPlacement(
  i: number,
  n: number,
  offset = 14,
): Pt & { anchor: 'start' | 'middle' | 'end' } {
  const p = polar(i, n, RADAR.radius + offset);
  const cos = Math.cos(axisAngle(i, n));
  const anchor = Math.abs(cos) < 0.2 ? 'middle' : cos > 0 ? 'start' : 'end';
  return { ...p, anchor };
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
