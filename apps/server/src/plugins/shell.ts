/**
 * The app shell's HTML and headers, pure functions of the request (for a fast first
 * load; used by plugins/static.ts): Cache-Control by kind of file, the locale of a path, the
 * cookies that choose a first screen (consent, session flag), the build's `prerender.json`, the
 * shell per path (lang, meta description, hreflang, a first screen with its starter, styles and
 * answers) and the encoding an `Accept-Encoding` asks for.
 */
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import {
  CONSENT_COOKIE,
  DEFAULT_LOCALE,
  FIRST_SCREEN_STATE_ID,
  LOCALES,
  SESSION_FLAG_COOKIE,
  type CachedAnswer,
  type Locale,
  type PrerenderManifest,
} from '@hai/domain';

/** Cache-Control of content-hashed build output (`/assets/*`): a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of the HTML and other non-hashed files: always revalidated. */
export const NO_CACHE = 'no-cache';
/** Cache-Control of non-hashed icons (favicon): a short hour. */
export const SHORT = 'public, max-age=3600';
/** Cache-Control of a page drawn for one user: kept by no cache, shared or private. */
export const PERSONAL = 'private, no-store';

/**
 * The product's description for search engines, per locale (product-spec.md, summary):
 * the meta description of every HTML answer under `/{locale}/…`.
 */
export const META_DESCRIPTION: Record<Locale, string> = {
  ro: 'Evaluați gratuit echilibrul dintre AI și munca umană în marketingul companiei dumneavoastră: 12 pași, 15–20 de minute, cu scor, recomandări și foaie de parcurs personalizate.',
  en: "A free self-assessment of the balance between AI and human work in your company's marketing: 12 steps, 15–20 minutes, with a personalised score, recommendations and roadmap.",
};

/** Placeholder in apps/web/index.html replaced by the per-locale head tags. */
export const HEAD_PLACEHOLDER = '<!--app-head-->';

const ICON = /\.(svg|png|ico|webp)$/i;

/** Cache-Control for a file of the build folder, by its path relative to the folder. */
export function cacheControlFor(relPath: string): string {
  const p = relPath.split(sep).join('/');
  if (p.startsWith('assets/')) return IMMUTABLE;
  if (ICON.test(p)) return SHORT;
  return NO_CACHE;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The locale of a request path and the path without its locale segment:
 * `/en/login` → `{ locale: 'en', rest: '/login' }`; `/` or `/login` → the default locale, no prefix.
 */
export function splitLocale(path: string): { locale: Locale; prefixed: boolean; rest: string } {
  const m = /^\/(en|ro)(?=\/|$)(.*)$/.exec(path);
  if (m) return { locale: m[1] as Locale, prefixed: true, rest: m[2] || '' };
  return { locale: DEFAULT_LOCALE as Locale, prefixed: false, rest: path === '/' ? '' : path };
}

/** Which prerendered form a request gets (see {@link prerenderFormOf}). */
export type PrerenderForm = 'banner' | 'settled';

/** The raw value of cookie `name` in a `Cookie` header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Whether a `Cookie` header holds a consent choice the web app accepts (the rules of its
 * `parseConsent`: URL-encoded JSON of version `version`, boolean `statistics` and `marketing`,
 * a string `date`); otherwise the app shows the banner.
 */
export function hasValidConsent(header: string | undefined, version: number): boolean {
  const raw = readCookie(header, CONSENT_COOKIE);
  if (raw === null) return false;
  try {
    const c = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown> | null;
    return (
      !!c &&
      typeof c === 'object' &&
      c.v === version &&
      typeof c.statistics === 'boolean' &&
      typeof c.marketing === 'boolean' &&
      typeof c.date === 'string'
    );
  } catch {
    return false;
  }
}

/**
 * The prerendered form for a request, or null for the bare shell: only for a path of the
 * manifest, never with the session flag, and on login/register only without a query string (it
 * may ask for a notice or a prefilled address; the home page ignores its query).
 */
export function prerenderFormOf(
  manifest: PrerenderManifest | null,
  path: string,
  query: string,
  cookieHeader: string | undefined,
): PrerenderForm | null {
  if (!manifest || !Object.hasOwn(manifest.pages, path)) return null;
  if (query !== '' && splitLocale(path).rest !== '') return null;
  if (readCookie(cookieHeader, SESSION_FLAG_COOKIE) === '1') return null;
  return hasValidConsent(cookieHeader, manifest.consentVersion) ? 'settled' : 'banner';
}

/** Read `prerender.json` from the build folder; null when the build has none (or it is unreadable). */
export function loadPrerender(root: string): PrerenderManifest | null {
  try {
    const m = JSON.parse(readFileSync(join(root, 'prerender.json'), 'utf8')) as PrerenderManifest;
    const valid =
      typeof m.consentVersion === 'number' &&
      typeof m.boot === 'string' &&
      m.boot.startsWith('/assets/') &&
      m.pages &&
      typeof m.pages === 'object';
    return valid ? m : null;
  } catch {
    return null;
  }
}

/**
 * A first screen for {@link renderShell}: the document title, the markup for `<div id="root">`,
 * the starter's URL and, for a signed-in screen, its route's stylesheets and chunks and the
 * answers it was drawn from.
 */
export interface FirstScreenHtml {
  title: string;
  markup: string;
  boot: string;
  css?: readonly string[];
  preload?: readonly string[];
  cache?: readonly CachedAnswer[];
}

/**
 * `value` as JSON safe inside a `<script>` element: `<` (and the line separators JavaScript once
 * refused) escaped, so no text in it (a user's own answer, say) can close the element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The app shell for one request path: index.html with `lang`, the meta description and the
 * hreflang alternates (`/ro{rest}`, `/en{rest}`, x-default = the unprefixed path, which the SPA
 * redirects by the saved preference); with `first`, its title, its markup inside
 * `<div id="root">`, and the starter `first.boot` as the only script: the app's entry script
 * becomes its `data-app`, the modulepreload links (and `first.preload`) its `data-preload`
 * (space-separated URLs); `first.css` is linked after the shell's stylesheet, and `first.cache`
 * follows the root as `FirstScreenState` JSON.
 */
export function renderShell(
  indexHtml: string,
  appUrl: string,
  path: string,
  first?: FirstScreenHtml,
): string {
  const { locale, rest } = splitLocale(path);
  const link = (hreflang: string, p: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttr(appUrl + (p || '/'))}" />`;
  const head = [
    `<meta name="description" content="${escapeAttr(META_DESCRIPTION[locale])}" />`,
    ...LOCALES.map((l) => link(l, `/${l}${rest}`)),
    link('x-default', rest),
  ].join('\n    ');
  let html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (first) {
    // Functions as replacements: a `$` in the markup is text, not a pattern. The first screen
    // needs only the HTML and the CSS; the app loads when the visitor starts using the page.
    const preload: string[] = [];
    const css = (first.css ?? [])
      .map((href) => `\n    <link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`)
      .join('');
    const state = first.cache
      ? `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptJson({ cache: first.cache })}</script>`
      : '';
    html = html
      .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
        preload.push(href);
        return '';
      })
      .replace(/<link rel="stylesheet"[^>]*>/, (link) => link + css)
      .replace(
        /<script type="module"([^>]*) src="([^"]+)"><\/script>/,
        (_, attrs: string, src: string) =>
          `<script type="module"${attrs} src="${escapeAttr(first.boot)}" data-app="${escapeAttr(src)}"` +
          ` data-preload="${escapeAttr([...preload, ...(first.preload ?? [])].join(' '))}"></script>`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(first.title)}</title>`)
      .replace('<div id="root"></div>', () => `<div id="root">${first.markup}</div>${state}`);
  }
  return html.includes(HEAD_PLACEHOLDER)
    ? html.replace(HEAD_PLACEHOLDER, () => head)
    : html.replace('</head>', () => `    ${head}\n  </head>`);
}

/** The best encoding of `br`, `gzip` or none that an `Accept-Encoding` header accepts. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (e: string) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}
