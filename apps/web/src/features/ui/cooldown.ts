/**
 * The countdown of the resend-confirmation and forgot-password buttons (spec §4, §9), as a pure
 * function of the clock so that it is unit-tested; `useCooldown` drives it. Its length is the
 * server's cooldown (`cooldownSeconds` in the answer of both calls, 60 s by default), the time in
 * which the server sends no second e-mail of that kind.
 */

/**
 * Whole seconds left until `until` (epoch ms) at `now`, rounded up so that a 60 s cooldown shows
 * 60 … 1 and never 0 while the button is still locked; 0 when there is no cooldown.
 * `secondsLeft(61_000, 1_500)` → 60.
 */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null || now >= until) return 0;
  return Math.ceil((until - now) / 1000);
}
