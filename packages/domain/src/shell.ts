/**
 * What the server and the web app agree on around the app shell: the
 * cookies the server reads to choose a prerendered first screen, and the shape of the build's
 * `prerender.json` (written by apps/web/scripts/prerender.ts, read by
 * apps/server/src/plugins/static.ts).
 */
import { LOCALES, type Locale } from './i18n/locale.js';

/** Name of the consent cookie (product-spec §4 "Cookie consent", §9). */
export const CONSENT_COOKIE = 'cookie_consent';

/**
 * Functional cookie flag (`hai_session=1`, no secret) that the web app keeps while a session
 * token is stored (apps/web/src/app/session.ts): the token lives in localStorage, invisible to
 * the server, and a logged-in user must not see the anonymous first screen before their own; nor
 * is a signed-in first screen drawn without it (a browser whose storage was cleared would get a
 * page the app cannot use).
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
 * again, as on the client), the URL of the built starter (apps/web/src/boot.ts,
 * `/assets/boot-<hash>.js`) that those pages load instead of the app's entry, and what the server
 * needs to render the signed-in first screens.
 */
export interface PrerenderManifest {
  consentVersion: number;
  boot: string;
  pages: Record<string, PrerenderedPage>;
  /**
   * The assets of each signed-in first screen (by path without the locale) and the renderer's
   * file in the build folder (`ssr/entry.js`, never served).
   */
  signedIn?: { renderer: string; screens: Partial<Record<SignedInFirstScreen, SignedInAssets>> };
}

/**
 * HttpOnly cookie holding the access token for the server's first screen of a signed-in page
 * ("a first load under one second on mobile", on the assessment): set by the
 * login answer, deleted by logout. The server reads it only to render a page's HTML (a read,
 * never a change: the API takes the token from `Authorization` alone, so the cookie opens no
 * way for cross-site requests to act). One cookie per {@link AUTH_COOKIE_PATHS} path, so the
 * browser sends it with those pages only (never with the API or the assets): `HttpOnly;
 * SameSite=Lax; Path=/{locale}{page}`, `Secure` on https, `Max-Age` until the session ends.
 */
export const AUTH_COOKIE = 'hai_auth';

/** The signed-in pages whose first screen the server renders, by path without the locale. */
export const SIGNED_IN_FIRST_SCREENS = ['/assessment'] as const;
export type SignedInFirstScreen = (typeof SIGNED_IN_FIRST_SCREENS)[number];

/** The paths the {@link AUTH_COOKIE} is scoped to: every signed-in first screen in each locale. */
export const AUTH_COOKIE_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  SIGNED_IN_FIRST_SCREENS.map((page) => `/${locale}${page}`),
);

/**
 * One tRPC query whose answer comes with a signed-in first screen: its procedure path and input,
 * exactly as the page's components ask for it (so that the client finds the answer in its cache
 * under the same key and sends no request for it).
 */
export type FirstScreenQuery =
  | { path: 'auth.me'; input?: undefined }
  | { path: 'assessment.status'; input?: undefined }
  | { path: 'assessment.current'; input: { redirectToUnanswered: true; locale: Locale } };

/**
 * The queries of a signed-in first screen in `locale`: the session's user (the navigation guard
 * and the navbar), the assessment's status (the guard's completion check, the navbar's items)
 * and, on the assessment, the chat's opening view (apps/web/src/features/assessment/
 * useAssessmentChat.ts: `{ redirectToUnanswered: true, locale }`).
 */
export function firstScreenQueries(page: SignedInFirstScreen, locale: Locale): FirstScreenQuery[] {
  const common: FirstScreenQuery[] = [{ path: 'auth.me' }, { path: 'assessment.status' }];
  switch (page) {
    case '/assessment':
      return [...common, { path: 'assessment.current', input: { redirectToUnanswered: true, locale } }];
  }
}

/** A {@link FirstScreenQuery} with the server's answer. */
export type AnsweredQuery = FirstScreenQuery & { data: unknown };

/**
 * One answer as the web app's query cache holds it: the TanStack Query key its components ask
 * with (tRPC's `[path segments, { input, type: 'query' }]`, computed by the web build's renderer)
 * and the data.
 */
export interface CachedAnswer {
  key: unknown[];
  data: unknown;
}

/**
 * What the server puts beside a signed-in first screen, as JSON in
 * `<script type="application/json" id="{@link FIRST_SCREEN_STATE_ID}">` (data, never run): the
 * answers the markup was drawn from, keyed for the web app's query cache, which it fills with
 * them before its first render.
 */
export interface FirstScreenState {
  cache: CachedAnswer[];
}

/** Element id of the {@link FirstScreenState} in a signed-in first screen's HTML. */
export const FIRST_SCREEN_STATE_ID = 'hai-first-screen';

/**
 * What the server asks the web build's renderer (`ssr/entry.js`, apps/web/src/prerender/
 * entry.tsx `renderSignedIn`) to draw: the path with its locale (`/ro/assessment`), whether the
 * visitor has a valid consent choice (the banner or the floating button) and the answered
 * queries. The screen's width is not known there: what depends on it is left to the stylesheet.
 */
export interface SignedInRenderRequest {
  path: string;
  locale: Locale;
  consent: boolean;
  queries: AnsweredQuery[];
}

/**
 * The renderer's answer: the markup for `<div id="root">`, the document title, and the answers
 * it was drawn from as the app's query cache holds them.
 */
export interface SignedInRender {
  markup: string;
  title: string;
  cache: CachedAnswer[];
}

/**
 * What a signed-in first screen needs in the HTML besides the shell's own stylesheet and scripts
 * (from Vite's manifest, by scripts/prerender.ts): the stylesheets of its lazy route chunk, so
 * that the markup is painted styled, and the chunk's scripts, preloaded for the takeover.
 */
export interface SignedInAssets {
  css: string[];
  preload: string[];
}
