/**
 * What the server and the web app agree on around the app shell (issue 10 items 6 and 8): the
 * cookies the server reads to choose a prerendered first screen, and the shape of the build's
 * `prerender.json` (written by apps/web/scripts/prerender.ts, read by
 * apps/server/src/plugins/static.ts).
 */

/** Name of the consent cookie (product-spec §4 "Cookie consent", §9). */
export const CONSENT_COOKIE = 'cookie_consent';

/**
 * Functional cookie flag (`hai_session=1`, no secret) that the web app keeps while a session
 * token is stored (apps/web/src/app/session.ts): the token lives in localStorage, invisible to
 * the server, and a logged-in user must not see the anonymous first screen before their own.
 */
export const SESSION_FLAG_COOKIE = 'hai_session';

/**
 * One page's first screen in its two consent states: `banner` while the visitor has no valid
 * `cookie_consent` (the banner in the page flow), `settled` once a choice is stored (the floating
 * button instead). `title` is the document title the page sets (`{page} · {app name}`).
 */
export interface PrerenderedPage {
  title: string;
  banner: string;
  settled: string;
}

/**
 * `prerender.json` of the web build: the markup per exact path (`/ro`, `/en/login`…), the
 * consent version the `settled` form belongs to (a cookie of another version shows the banner
 * again, as on the client), and the URL of the built starter (apps/web/src/boot.ts,
 * `/assets/boot-<hash>.js`) that those pages load instead of the app's entry.
 */
export interface PrerenderManifest {
  consentVersion: number;
  boot: string;
  pages: Record<string, PrerenderedPage>;
}
