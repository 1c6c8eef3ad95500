import { describe, expect, it } from 'vitest';
import { COOLDOWN_MS, secondsLeft } from './cooldown';

describe('secondsLeft (spec §9: 60 s cooldown)', () => {
  it('counts 60 … 1 over the minute, rounding up', () => {
    expect(COOLDOWN_MS).toBe(60_000);
    const start = 1_000_000;
    const until = start + COOLDOWN_MS;
    expect(secondsLeft(until, start)).toBe(60);
    expect(secondsLeft(until, start + 1)).toBe(60);
    expect(secondsLeft(until, start + 1000)).toBe(59);
    expect(secondsLeft(until, start + 59_001)).toBe(1);
  });

  it('is 0 without a cooldown and once it is over', () => {
    expect(secondsLeft(null, 123)).toBe(0);
    expect(secondsLeft(5000, 5000)).toBe(0);
    expect(secondsLeft(5000, 9000)).toBe(0);
  });
});
