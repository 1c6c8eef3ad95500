/**
 * The 60 s cooldown of the resend-confirmation and forgot-password buttons (spec §4, §9), as
 * pure functions of the clock so that the countdown is unit-tested; `useCooldown` drives it.
 */

/** Resend and forgot-password cooldown (spec §9: 60 s). */
export const COOLDOWN_MS = 60_000;

/**
 * Whole seconds left until `until` (epoch ms) at `now`, rounded up so that the countdown shows
 * 60 … 1 and never 0 while the button is still locked; 0 when there is no cooldown.
 * `secondsLeft(61_000, 1_500)` → 60.
 */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null || now >= until) return 0;
  return Math.ceil((until - now) / 1000);
}
