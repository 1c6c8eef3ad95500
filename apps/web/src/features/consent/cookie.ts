/**
 * The `cookie_consent` cookie (product-spec §4 "Cookie consent", §9): what the
 * visitor chose, how it is written and read, and the deletion rules for refused categories.
 * Pure functions over strings, so they are unit-tested without a browser; the DOM writes are in
 * {@link writeConsentCookie} and {@link deleteRefusedCookies}, which take the document as a
 * parameter.
 */

import { CONSENT_COOKIE } from '@hai/domain';

/** Version of the consent text and categories; a stored choice of another version is asked again. */
export const CONSENT_VERSION = 1;
/** Lifetime of the consent cookie: 365 days, in seconds (spec §9). */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The optional categories the visitor may refuse; `functional` is always on. */
export type OptionalCategory = 'statistics' | 'marketing';

/**
 * A stored choice (spec §3 "Cookie consent record"): functional is always true; `date` is the ISO
 * time of the choice, `v` the {@link CONSENT_VERSION} it was given for.
 */
export interface Consent {
  v: number;
  functional: true;
  statistics: boolean;
  marketing: boolean;
  date: string;
}

/**
 * The cookies each optional category would set, deleted when it is refused (spec §4 deletion
 * rules). Empty: this application sets no statistics or marketing cookies today; a cookie added
 * later for one of them must be listed here.
 */
export const CATEGORY_COOKIES: Readonly<Record<OptionalCategory, readonly string[]>> = {
  statistics: [],
  marketing: [],
};

/** A choice made now: accept all, deny (functional only) or the given toggles. */
export function makeConsent(choice: { statistics: boolean; marketing: boolean }, now = new Date()): Consent {
  return {
    v: CONSENT_VERSION,
    functional: true,
    statistics: choice.statistics,
    marketing: choice.marketing,
    date: now.toISOString(),
  };
}

/** The cookie value: URL-encoded JSON of the {@link Consent}. */
export function serializeConsent(consent: Consent): string {
  return encodeURIComponent(JSON.stringify(consent));
}

/**
 * Read the consent from a `document.cookie` string. Returns null when there is none, when it is
 * malformed, or when it was given for another {@link CONSENT_VERSION} (the banner asks again).
 */
export function parseConsent(cookieHeader: string): Consent | null {
  const raw = readCookie(cookieHeader, CONSENT_COOKIE);
  if (raw === null) return null;
  try {
    const data = JSON.parse(decodeURIComponent(raw)) as Partial<Consent> | null;
    if (!data || typeof data !== 'object' || data.v !== CONSENT_VERSION) return null;
    if (typeof data.statistics !== 'boolean' || typeof data.marketing !== 'boolean') return null;
    if (typeof data.date !== 'string') return null;
    return {
      v: data.v,
      functional: true,
      statistics: data.statistics,
      marketing: data.marketing,
      date: data.date,
    };
  } catch {
    return null;
  }
}

/** The raw value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The `document.cookie` assignment that stores the consent: `Max-Age` 365 days, `Path=/`,
 * `SameSite=Lax`, and `Secure` when the page is served over https (spec §9).
 */
export function consentCookieString(consent: Consent, secure: boolean): string {
  const attrs = [`Max-Age=${CONSENT_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attrs.push('Secure');
  return [`${CONSENT_COOKIE}=${serializeConsent(consent)}`, ...attrs].join('; ');
}

/** The `document.cookie` assignment that deletes cookie `name` on path `/`. */
export function deletionCookieString(name: string): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Names of the cookies to delete for a choice: those of every refused category in `registry`. */
export function refusedCookieNames(
  consent: Pick<Consent, OptionalCategory>,
  registry: Readonly<Record<OptionalCategory, readonly string[]>> = CATEGORY_COOKIES,
): string[] {
  return (Object.keys(registry) as OptionalCategory[]).flatMap((category) =>
    consent[category] ? [] : [...registry[category]],
  );
}

/** Something with a writable `cookie` (the document, or a test double). */
export interface CookieJar {
  cookie: string;
}

/**
 * Delete the cookies of every refused category (spec §4: disabling statistics deletes analytics
 * cookies, disabling marketing deletes marketing cookies). Returns the names deleted.
 */
export function deleteRefusedCookies(
  consent: Pick<Consent, OptionalCategory>,
  jar: CookieJar = document,
  registry: Readonly<Record<OptionalCategory, readonly string[]>> = CATEGORY_COOKIES,
): string[] {
  const names = refusedCookieNames(consent, registry);
  for (const name of names) jar.cookie = deletionCookieString(name);
  return names;
}

/** Store the consent in the page's cookie jar and apply the deletion rules. */
export function writeConsentCookie(consent: Consent, jar: CookieJar = document, secure = isHttps()): void {
  jar.cookie = consentCookieString(consent, secure);
  deleteRefusedCookies(consent, jar);
}

function isHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}
