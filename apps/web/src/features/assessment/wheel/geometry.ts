/**
 * The wheel's pure geometry (product-spec §2 "Assessment" side panel, §9): a 320×320 canvas,
 * a ring between radii 35 and 140 around the centre, one equal segment per step, the first
 * starting at 12 o'clock and the others following clockwise. Hit-testing maps a point in CSS
 * pixels to the segment under it, which drives the tooltip.
 */

/** The canvas size in CSS pixels (spec §2). */
export const WHEEL_SIZE = 320;
/** Inner and outer ring radii in CSS pixels (spec §2). */
export const INNER_RADIUS = 35;
export const OUTER_RADIUS = 140;

/** A step's status on the wheel. */
export type SegmentStatus = 'completed' | 'current' | 'future';

/**
 * The fill of each status (spec §2 "completed teal, current yellow, future grey"): the app's
 * `--primary` and `--accent`, and a light slate grey.
 */
export const STATUS_COLOURS: Record<SegmentStatus, string> = {
  completed: '#0f766e',
  current: '#fbbf24',
  future: '#cbd5e1',
};

/** The colour of a step label drawn over a segment of that status (contrast ≥ 4.5:1). */
export const LABEL_COLOURS: Record<SegmentStatus, string> = {
  completed: '#ffffff',
  current: '#1f2937',
  future: '#1f2937',
};

/** The fill of a status. */
export function colourOf(status: SegmentStatus): string {
  return STATUS_COLOURS[status];
}

/** One segment: its index (0-based step position), its angles in radians (canvas convention). */
export interface Segment {
  index: number;
  /** Start angle, radians, canvas convention (0 = 3 o'clock, growing clockwise). */
  start: number;
  /** End angle, radians. */
  end: number;
  /** Middle angle, radians: where the label goes. */
  mid: number;
}

const TOP = -Math.PI / 2;

/** The `count` segments of the ring, the first starting at 12 o'clock, clockwise. */
export function segments(count: number): Segment[] {
  const span = (2 * Math.PI) / count;
  return Array.from({ length: count }, (_, index) => {
    const start = TOP + index * span;
    return { index, start, end: start + span, mid: start + span / 2 };
  });
}

/**
 * The index of the segment under the point (x, y), in CSS pixels relative to the canvas's top
 * left corner of a `size`×`size` wheel, or null when the point is off the ring (the hole or the
 * corners).
 */
export function hitTest(x: number, y: number, count: number, size: number = WHEEL_SIZE): number | null {
  if (count <= 0) return null;
  const scale = size / WHEEL_SIZE;
  const dx = x / scale - WHEEL_SIZE / 2;
  const dy = y / scale - WHEEL_SIZE / 2;
  const r = Math.hypot(dx, dy);
  if (r < INNER_RADIUS || r > OUTER_RADIUS) return null;
  // Angle measured clockwise from 12 o'clock, 0..2π.
  let a = Math.atan2(dy, dx) - TOP;
  while (a < 0) a += 2 * Math.PI;
  while (a >= 2 * Math.PI) a -= 2 * Math.PI;
  return Math.min(count - 1, Math.floor(a / ((2 * Math.PI) / count)));
}

/**
 * A point at radius `r` on the middle of segment `index` of `count`, in CSS pixels of the
 * 320×320 wheel: where a label (or a test's pixel sample) goes.
 */
export function pointIn(index: number, count: number, r: number = (INNER_RADIUS + OUTER_RADIUS) / 2) {
  const seg = segments(count)[index]!;
  return { x: WHEEL_SIZE / 2 + r * Math.cos(seg.mid), y: WHEEL_SIZE / 2 + r * Math.sin(seg.mid) };
}

/**
 * The status of the step at 0-based `index`, given the 0-based index of the current step and
 * whether the whole assessment is completed: steps before the current one are completed (the
 * questionnaire goes in order), the current one is current, the rest future.
 */
export function statusOf(index: number, currentIndex: number, allCompleted: boolean): SegmentStatus {
  if (allCompleted || index < currentIndex) return 'completed';
  return index === currentIndex ? 'current' : 'future';
}
