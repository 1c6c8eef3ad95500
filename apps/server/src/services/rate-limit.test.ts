import { describe, expect, it } from 'vitest';
import { translate } from '@hai/domain';
import { tooManyRequests } from './rate-limit.js';
import type { QuotaState } from './rate-limit-headers.js';

const state = (resetSeconds: number, refused: boolean): QuotaState => ({
  policy: { name: 'auth-per-account', quota: 10, windowSeconds: 900 },
  remaining: 0,
  resetSeconds,
  refused,
});

/** The message a refusal of `quota` reads in `locale`. */
const message = (quota: QuotaState[], locale: 'en' | 'ro') => {
  const [, code, options] = tooManyRequests(quota);
  return translate(code, locale, options?.params);
};

describe('the 429 message states the wait of its Retry-After', () => {
  it('in seconds below 90 s, in minutes rounded up from there on', () => {
    expect(message([state(37, true)], 'en')).toBe('Too many requests. Try again in 37 s.');
    expect(message([state(37, true)], 'ro')).toBe('Prea multe cereri. Încercați din nou peste 37 s.');
    expect(message([state(840, true)], 'en')).toBe('Too many requests. Try again in 14 min.');
    expect(message([state(841, true)], 'ro')).toBe('Prea multe cereri. Încercați din nou peste 15 min.');
  });
  it('takes the longest wait of the refused policies, and no wait without a refused one', () => {
    expect(message([state(20, false), state(50, true), state(70, true)], 'en')).toBe(
      'Too many requests. Try again in 70 s.',
    );
    expect(message([state(20, false)], 'en')).toBe('Too many requests. Please wait a moment and try again.');
  });
});
