/**
 * The order of the steps by how far each is from where it should be (domain-design.md §5, the
 * executive summary's "three biggest gaps"): steps off target or not scored first — their split,
 * or their missing practice, is the gap a director looks for — then by shortfall (100 − the step's
 * score; an unscored step counts 100), ties by step order. The summary names the first three; the
 * roadmap fills its activity places from the steps in this order, so the first actions reach the
 * gaps the summary names. Pure.
 */
import { TOLERANCE_POINTS } from '../scoring/constants.js';
import type { StepResult } from '../scoring/step.js';

/** Whether a step is not scored or off its target by more than the tolerance. */
export function offTarget(r: StepResult): boolean {
  return (
    r.yourHumanPercent === null || Math.abs(r.yourHumanPercent - r.targetHumanPercent) > TOLERANCE_POINTS
  );
}

/** The step's shortfall against a perfect step, points (an unscored step: 100). */
export function shortfall(r: StepResult): number {
  return r.score === null ? 100 : 100 - r.score;
}

/**
 * `results` (with each step's `globalOrder`) sorted by gap, largest first; steps with no
 * shortfall last, in step order.
 */
export function byGap<T extends { r: StepResult; order: number }>(results: readonly T[]): T[] {
  return [...results].sort(
    (a, b) =>
      Number(shortfall(b.r) > 0) - Number(shortfall(a.r) > 0) ||
      Number(offTarget(b.r)) - Number(offTarget(a.r)) ||
      shortfall(b.r) - shortfall(a.r) ||
      a.order - b.order,
  );
}

/** How many steps the executive summary names as the biggest gaps, and the roadmap answers first. */
export const BIGGEST_GAPS = 3;

/**
 * The steps the executive summary names as the three biggest gaps: {@link byGap}'s first
 * {@link BIGGEST_GAPS} with a shortfall, largest first. `order` is each step's `globalOrder`.
 */
export function biggestGaps<T extends { r: StepResult; order: number }>(results: readonly T[]): T[] {
  return byGap(results)
    .filter(({ r }) => shortfall(r) > 0)
    .slice(0, BIGGEST_GAPS);
}
