/**
 * The built web app, served so that the first load is fast:
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
 *   starts the app right after the first paint (a token is stored); `private, no-store`, never
 *   kept in memory.
 * The HTML and header helpers, pure functions of the request, are in plugins/shell.ts.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_COOKIE,
  SESSION_FLAG_COOKIE,
  SIGNED_IN_FIRST_SCREENS,
  type Locale,
  type PrerenderManifest,
  type SignedInFirstScreen,
  type SignedInRender,
} from '@hai/domain';
import { authCookieWriter, secureCookies } from './auth-cookie.js';
import {
  NO_CACHE,
  PERSONAL,
  cacheControlFor,
  hasValidConsent,
  loadPrerender,
  pickEncoding,
  prerenderFormOf,
  readCookie,
  renderShell,
  splitLocale,
  type PrerenderForm,
} from './shell.js';

/**
 * Paths never served from the build folder: source maps, precompressed twins, bundle report,
 * prerender manifest, and the server-side renderer and Vite's manifest (folders `ssr/`, `.vite/`).
 */
const REFUSED = /(\.map|\.br|\.gz|[\\/]bundle-report\.json|[\\/]prerender\.json)$|^[\\/]?(ssr|\.vite)[\\/]/i;
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
