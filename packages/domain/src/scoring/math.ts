/**
 * Round half away from zero (domain-design.md §3): 2.5 → 3, -2.5 → -3.
 * `Math.round` rounds half towards +∞, which differs for negatives.
 */
export function roundHalfAwayFromZero(value: number): number {
  // `+ 0` turns -0 into 0.
  return Math.sign(value) * Math.round(Math.abs(value)) + 0;
}

/** Clamp `value` into `[min, max]`. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Arithmetic mean; `null` for an empty list. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((a, b) => a + b, 0) / values.length;
}
