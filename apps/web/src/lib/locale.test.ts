import { describe, expect, it } from 'vitest';
import { UNPREFIXED_PATHS, localeOfPath, rootLocale, switchLocalePath, unprefixedRedirect } from './locale';

describe('rootLocale (spec §2: / → stored locale if en or ro, else ro)', () => {
  it('keeps a stored en or ro', () => {
    expect(rootLocale('en')).toBe('en');
    expect(rootLocale('ro')).toBe('ro');
  });
  it('falls back to Romanian', () => {
    for (const v of [null, undefined, '', 'de', 'EN', 'en-US']) expect(rootLocale(v)).toBe('ro');
  });
});

describe('unprefixedRedirect', () => {
  it('moves every unprefixed screen under the locale, keeping the query', () => {
    for (const p of UNPREFIXED_PATHS) expect(unprefixedRedirect(`/${p}`, '', 'en')).toBe(`/en/${p}`);
    expect(unprefixedRedirect('/login', '?registered=true&email=a%40b.ro', 'ro')).toBe(
      '/ro/login?registered=true&email=a%40b.ro',
    );
    expect(unprefixedRedirect('/verify-email/', '?token=abc', 'en')).toBe('/en/verify-email?token=abc');
  });
  it('covers the nine screens of the spec', () => {
    expect([...UNPREFIXED_PATHS].sort()).toEqual(
      [
        'assessment',
        'dashboard',
        'forgot-password',
        'login',
        'register',
        'reset-password',
        'results',
        'step-progress',
        'verify-email',
      ].sort(),
    );
  });
  it('leaves other paths alone', () => {
    expect(unprefixedRedirect('/', '', 'ro')).toBeNull();
    expect(unprefixedRedirect('/unknown', '', 'ro')).toBeNull();
    expect(unprefixedRedirect('/de/login', '', 'ro')).toBeNull();
  });
});

describe('switchLocalePath', () => {
  it('rewrites the locale prefix and keeps path and query', () => {
    expect(switchLocalePath('/ro/login', '?email=x', 'en')).toBe('/en/login?email=x');
    expect(switchLocalePath('/en/assessment', '', 'ro')).toBe('/ro/assessment');
    expect(switchLocalePath('/ro', '', 'en')).toBe('/en');
    expect(switchLocalePath('/', '', 'en')).toBe('/en');
  });
  it('adds a prefix to an unprefixed path', () => {
    expect(switchLocalePath('/results', '', 'ro')).toBe('/ro/results');
  });
});

describe('localeOfPath', () => {
  it('reads the first segment', () => {
    expect(localeOfPath('/en/login')).toBe('en');
    expect(localeOfPath('/ro')).toBe('ro');
    expect(localeOfPath('/login')).toBeUndefined();
    expect(localeOfPath('/')).toBeUndefined();
  });
});
