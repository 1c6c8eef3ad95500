import { describe, expect, it } from 'vitest';
import { secondsLeft } from './cooldown';

describe("secondsLeft (spec §9: the server's cooldown, 60 s by default)", () => {
  it('counts 60 … 1 over a minute, rounding up', () => {
    const start = 1_000_000;
    const until = start + 60_000;
    expect(secondsLeft(until, start)).toBe(60);
    expect(secondsLeft(until, start + 1)).toBe(60);
    expect(secondsLeft(until, start + 1000)).toBe(59);
    expect(secondsLeft(until, start + 59_001)).toBe(1);
  });

  it('counts whatever length the server gives', () => {
    const until = 5_000 + 3_000;
    expect(secondsLeft(until, 5_000)).toBe(3);
    expect(secondsLeft(until, 7_500)).toBe(1);
  });

  it('is 0 without a cooldown and once it is over', () => {
    expect(secondsLeft(null, 123)).toBe(0);
    expect(secondsLeft(5000, 5000)).toBe(0);
    expect(secondsLeft(5000, 9000)).toBe(0);
  });
});
