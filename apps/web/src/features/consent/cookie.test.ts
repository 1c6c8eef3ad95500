import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_S,
  CONSENT_VERSION,
  consentCookieString,
  deleteRefusedCookies,
  makeConsent,
  parseConsent,
  readCookie,
  refusedCookieNames,
  serializeConsent,
  writeConsentCookie,
  type CookieJar,
} from './cookie';

const NOW = new Date('2026-11-23T10:00:00.000Z');

/** Records every assignment, like `document.cookie` does one cookie at a time. */
function recordingJar(): CookieJar & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

describe('consent cookie', () => {
  it('round-trips a choice through the cookie header', () => {
    const consent = makeConsent({ statistics: true, marketing: false }, NOW);
    const header = `locale=ro; cookie_consent=${serializeConsent(consent)}; other=1`;
    expect(parseConsent(header)).toEqual({
      v: CONSENT_VERSION,
      functional: true,
      statistics: true,
      marketing: false,
      date: '2026-11-23T10:00:00.000Z',
    });
  });

  it('reads no consent from a missing, malformed or other-version cookie', () => {
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('locale=ro')).toBeNull();
    expect(parseConsent('cookie_consent=%7Bnot-json')).toBeNull();
    expect(parseConsent('cookie_consent=null')).toBeNull();
    const old = encodeURIComponent(JSON.stringify({ v: 0, statistics: true, marketing: true, date: 'x' }));
    expect(parseConsent(`cookie_consent=${old}`)).toBeNull();
    const partial = encodeURIComponent(JSON.stringify({ v: CONSENT_VERSION, statistics: true, date: 'x' }));
    expect(parseConsent(`cookie_consent=${partial}`)).toBeNull();
  });

  it('finds a cookie by its exact name', () => {
    expect(readCookie('a_cookie_consent=1; cookie_consent=2', 'cookie_consent')).toBe('2');
    expect(readCookie('x=1', 'cookie_consent')).toBeNull();
  });

  it('is written for 365 days on path / with SameSite=Lax, Secure only over https', () => {
    const consent = makeConsent({ statistics: false, marketing: false }, NOW);
    const plain = consentCookieString(consent, false);
    expect(CONSENT_MAX_AGE_S).toBe(31_536_000);
    expect(plain).toMatch(/^cookie_consent=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(consentCookieString(consent, true)).toMatch(/; SameSite=Lax; Secure$/);
  });
});

describe('deletion rules', () => {
  const registry = { statistics: ['_ga', '_gid'], marketing: ['_fbp'] };

  it('lists the cookies of refused categories only', () => {
    expect(refusedCookieNames({ statistics: false, marketing: true }, registry)).toEqual(['_ga', '_gid']);
    expect(refusedCookieNames({ statistics: true, marketing: false }, registry)).toEqual(['_fbp']);
    expect(refusedCookieNames({ statistics: true, marketing: true }, registry)).toEqual([]);
  });

  it('expires each refused cookie on path /', () => {
    const jar = recordingJar();
    expect(deleteRefusedCookies({ statistics: false, marketing: false }, jar, registry)).toEqual([
      '_ga',
      '_gid',
      '_fbp',
    ]);
    expect(jar.writes).toEqual([
      '_ga=; Max-Age=0; Path=/; SameSite=Lax',
      '_gid=; Max-Age=0; Path=/; SameSite=Lax',
      '_fbp=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });

  it('deletes nothing today: the app sets no statistics or marketing cookies', () => {
    const jar = recordingJar();
    writeConsentCookie(makeConsent({ statistics: false, marketing: false }, NOW), jar, false);
    expect(jar.writes).toHaveLength(1);
    expect(jar.writes[0]).toMatch(/^cookie_consent=/);
  });
});
