import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './cooldown';

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
