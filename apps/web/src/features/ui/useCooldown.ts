import { useCallback, useEffect, useState } from 'react';
import { rateLimitWaitSeconds } from '../../lib/retry-after';
import { secondsLeft } from './cooldown';

/** Seconds from which a wait is given in minutes, as the server's rate-limit message does. */
export const MINUTES_FROM_SECONDS = 90;

/** Ticks often enough that the shown second changes on time, whatever the phase of the start. */
const TICK_MS = 250;

/**
 * A button lock with a countdown (spec §4): `start(seconds)` locks for the server's cooldown;
 * `left` is the whole seconds remaining (0 when unlocked). Follows the clock, not the number of
 * ticks, so a throttled background tab still unlocks on time.
 */
export function useCooldown(): {
  left: number;
  active: boolean;
  start: (seconds: number) => void;
} {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) setUntil(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    if (seconds <= 0) return;
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, []);

  const left = secondsLeft(until, now);
  return { left, active: left > 0, start };
}

/**
 * The lock a refused call asks for (429 `TOO_MANY_REQUESTS` with `Retry-After`, RFC 6585 §4, RFC
 * 9110 §10.2.3): `from(err)` starts it for the header's seconds and returns true when `err` was such
 * a refusal (false for any other failure, which the form shows as before). `left` and `active` as
 * for {@link useCooldown}; a form keeps its submit button disabled and shows
 * {@link RetryAfterAlert} while it runs, so the wait counts down from the server's own figure.
 */
export function useRetryAfter(): {
  left: number;
  active: boolean;
  from: (err: unknown) => boolean;
} {
  const { left, active, start } = useCooldown();
  const from = useCallback(
    (err: unknown) => {
      const seconds = rateLimitWaitSeconds(err);
      if (seconds === null) return false;
      start(Math.max(seconds, 1));
      return true;
    },
    [start],
  );
  return { left, active, from };
}
