/**
 * The built web app, served fast (issue 10 item 8 "Fast first load"):
 * - precompressed files: `vite build` writes `.br` and `.gz` beside every compressible asset
 *   (apps/web/scripts/vite-plugins.ts); @fastify/static `preCompressed` picks one by
 *   `Accept-Encoding` and sets `Content-Encoding`; every answer carries `Vary: Accept-Encoding`;
 * - caching: hashed files under `/assets/` are `public, max-age=31536000, immutable`; the HTML
 *   (index.html and every SPA fallback answer) and other non-hashed files are `no-cache`
 *   (revalidated by ETag), icons get one hour;
 * - no public source maps (`*.map`), nor the precompressed files or the bundle report by their
 *   own names: 404;
 * - the app shell (index.html) per locale: `<html lang>`, a meta description in the language of
 *   the URL and `<link rel="alternate" hreflang="ro|en|x-default">` (absolute URLs on APP_URL),
 *   injected at the `<!--app-head-->` placeholder (or before `</head>`), kept in memory with its
 *   brotli and gzip forms;
 * - the public entry pages' first screen in the HTML (`/ro`, `/en`, `/{ro,en}/login`,
 *   `/{ro,en}/register`): the markup prerendered at build time (apps/web/scripts/prerender.ts,
 *   `prerender.json` in the build folder) goes inside `<div id="root">` with the page's title, so
 *   the first paint does not wait for the JavaScript; in the form with the cookie banner unless the
 *   request carries a valid `cookie_consent`, and not at all for a logged-in browser (the
 *   `hai_session` cookie flag) nor with a query string on login/register (notices, a prefilled
 *   address). Those answers vary on `Cookie`. Their only script is the starter (apps/web/src/
 *   boot.ts, `boot` in the manifest), which loads the app's entry (`data-app`) and its chunks
 *   (`data-preload`, the shell's modulepreload links) on the visitor's first interaction;
 * - a signed-in first screen (`/{ro,en}/assessment`, plugins/first-screen.ts): the user's own
 *   page drawn on request, with its route's stylesheets, the answers it was drawn from
 *   (`<script type="application/json" id="hai-first-screen">`) and the same starter, which
 *   starts the app at once (a token is stored); `private, no-store`, never kept in memory.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_COOKIE,
  CONSENT_COOKIE,
  DEFAULT_LOCALE,
  FIRST_SCREEN_STATE_ID,
  LOCALES,
  SESSION_FLAG_COOKIE,
  SIGNED_IN_FIRST_SCREENS,
  type CachedAnswer,
  type Locale,
  type PrerenderManifest,
  type SignedInFirstScreen,
  type SignedInRender,
} from '@hai/domain';
import { authCookieWriter, secureCookies } from './auth-cookie.js';

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

/**
 * Paths never served from the build folder: source maps, precompressed twins, bundle report,
 * prerender manifest, and the server-side renderer and Vite's manifest (folders `ssr/`, `.vite/`).
 */
const REFUSED = /(\.map|\.br|\.gz|[\\/]bundle-report\.json|[\\/]prerender\.json)$|^[\\/]?(ssr|\.vite)[\\/]/i;
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

interface Shell {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Most distinct shell paths kept in memory (the cache restarts when full). */
const SHELL_CACHE_SIZE = 500;

/**
 * A signed-in first screen's source (plugins/first-screen.ts): the page drawn with the answers
 * it was drawn from; `unauthorized` when the cookie's session is not valid (the cookie is then
 * deleted); null when the page is not drawn for this request (the assessment is completed).
 */
export type FirstScreenSource = (input: {
  token: string;
  page: SignedInFirstScreen;
  path: string;
  locale: Locale;
  consent: boolean;
}) => Promise<SignedInRender | 'unauthorized' | null>;

/**
 * The signed-in first screen a request asks for, if any: a path `/{locale}{page}` of
 * {@link SIGNED_IN_FIRST_SCREENS} in a build that has the renderer, with the `hai_session` flag
 * (the browser stores a token) and the `hai_auth` cookie (its value: the token).
 */
export function signedInScreenOf(
  manifest: PrerenderManifest | null,
  path: string,
  cookieHeader: string | undefined,
): { page: SignedInFirstScreen; locale: Locale; token: string } | null {
  const { locale, prefixed, rest } = splitLocale(path);
  const page = SIGNED_IN_FIRST_SCREENS.find((p) => p === rest);
  if (!prefixed || !page || !manifest?.signedIn?.screens[page]) return null;
  if (readCookie(cookieHeader, SESSION_FLAG_COOKIE) !== '1') return null;
  const token = readCookie(cookieHeader, AUTH_COOKIE);
  return token ? { page, locale, token } : null;
}

/** `html` in the encoding `Accept-Encoding` asks for, compressed now (a page drawn for one user). */
function encodeNow(html: string, encoding: 'br' | 'gzip' | undefined): Buffer {
  const identity = Buffer.from(html);
  if (encoding === 'br') return brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(identity, { level: 6 });
  return identity;
}

/**
 * Register the build folder `root` on `app` and return the SPA fallback, which answers a GET or
 * HEAD with the app shell for the request's path (see the module's comment); with `firstScreen`,
 * the signed-in first screens too.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { root: string; appUrl: string; firstScreen?: FirstScreenSource },
): Promise<(req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathname) => !REFUSED.test(pathname),
    setHeaders: (res, filePath) => {
      const rel = relative(opts.root, filePath).replace(/\.(br|gz)$/, '');
      res.setHeader('cache-control', cacheControlFor(rel));
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  const indexHtml = readFileSync(join(opts.root, 'index.html'), 'utf8');
  const prerender = loadPrerender(opts.root);
  const shells = new Map<string, Shell>();
  const shellOf = (path: string, form: PrerenderForm | null): Shell => {
    const key = form ? `${form}:${path}` : path;
    let shell = shells.get(key);
    if (!shell) {
      const page = form ? prerender!.pages[path]! : undefined;
      const first =
        page && form ? { title: page.title, markup: page[form], boot: prerender!.boot } : undefined;
      const identity = Buffer.from(renderShell(indexHtml, opts.appUrl, path, first));
      shell = {
        identity,
        br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      if (shells.size >= SHELL_CACHE_SIZE) shells.clear();
      shells.set(key, shell);
    }
    return shell;
  };
  const secure = secureCookies(opts.appUrl);

  /** The user's own first screen for `req`, or null for the shared shell. */
  const drawSignedIn = async (
    req: FastifyRequest,
    reply: FastifyReply,
    path: string,
  ): Promise<string | null> => {
    const wanted = req.method === 'GET' ? signedInScreenOf(prerender, path, req.headers.cookie) : null;
    if (!wanted || !opts.firstScreen || !prerender?.signedIn) return null;
    try {
      const drawn = await opts.firstScreen({
        ...wanted,
        path,
        consent: hasValidConsent(req.headers.cookie, prerender.consentVersion),
      });
      if (drawn === 'unauthorized') authCookieWriter(reply, secure).clear();
      if (drawn === null || drawn === 'unauthorized') return null;
      const assets = prerender.signedIn.screens[wanted.page]!;
      return renderShell(indexHtml, opts.appUrl, path, {
        title: drawn.title,
        markup: drawn.markup,
        boot: prerender.boot,
        css: assets.css,
        preload: assets.preload,
        cache: drawn.cache,
      });
    } catch (err) {
      // The app draws the page itself, as without a first screen.
      req.log.warn({ err, path }, 'signed-in first screen not drawn');
      return null;
    }
  };

  return async (req, reply) => {
    const q = req.url.indexOf('?');
    const path = q < 0 ? req.url : req.url.slice(0, q);
    const query = q < 0 ? '' : req.url.slice(q + 1);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    // The prerendered and signed-in paths' answer depends on the cookies (session, consent).
    const signedInPath = SIGNED_IN_FIRST_SCREENS.some((p) => splitLocale(path).rest === p);
    const byCookie = prerender !== null && (Object.hasOwn(prerender.pages, path) || signedInPath);
    reply
      .type('text/html; charset=utf-8')
      .header('vary', byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    const own = signedInPath ? await drawSignedIn(req, reply, path) : null;
    if (own !== null) return reply.header('cache-control', PERSONAL).send(encodeNow(own, encoding));
    const shell = shellOf(path, prerenderFormOf(prerender, path, query, req.headers.cookie));
    return reply.header('cache-control', NO_CACHE).send(encoding ? shell[encoding] : shell.identity);
  };
}
