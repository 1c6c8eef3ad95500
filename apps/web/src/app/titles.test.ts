import { describe, expect, it } from 'vitest';
import { titleKeyOf } from './titles';

describe('titleKeyOf', () => {
  it('takes the deepest route title and defaults to home', () => {
    expect(titleKeyOf([])).toBe('home');
    expect(titleKeyOf([{ handle: undefined }, { handle: { title: 'login' } }])).toBe('login');
    expect(titleKeyOf([{ handle: { title: 'results' } }, { handle: {} }])).toBe('results');
    expect(titleKeyOf([{ handle: { title: 'bogus' } }])).toBe('home');
  });
});
