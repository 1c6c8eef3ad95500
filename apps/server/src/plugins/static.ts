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
 *   brotli and gzip forms.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hai/domain';

/** Cache-Control of content-hashed build output (`/assets/*`): a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of the HTML and other non-hashed files: always revalidated. */
export const NO_CACHE = 'no-cache';
/** Cache-Control of non-hashed icons (favicon): a short hour. */
export const SHORT = 'public, max-age=3600';

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

/** Paths never served from the build folder: source maps, precompressed twins, bundle report. */
const REFUSED = /(\.map|\.br|\.gz|[\\/]bundle-report\.json)$/i;
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

/**
 * The app shell for one request path: index.html with `lang`, the meta description and the
 * hreflang alternates (`/ro{rest}`, `/en{rest}`, x-default = the unprefixed path, which the SPA
 * redirects by the saved preference).
 */
export function renderShell(indexHtml: string, appUrl: string, path: string): string {
  const { locale, rest } = splitLocale(path);
  const link = (hreflang: string, p: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttr(appUrl + (p || '/'))}" />`;
  const head = [
    `<meta name="description" content="${escapeAttr(META_DESCRIPTION[locale])}" />`,
    ...LOCALES.map((l) => link(l, `/${l}${rest}`)),
    link('x-default', rest),
  ].join('\n    ');
  const html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  return html.includes(HEAD_PLACEHOLDER)
    ? html.replace(HEAD_PLACEHOLDER, head)
    : html.replace('</head>', `    ${head}\n  </head>`);
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
 * Register the build folder `root` on `app` and return the SPA fallback, which answers a GET or
 * HEAD with the app shell for the request's path (see the module's comment).
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { root: string; appUrl: string },
): Promise<(req: FastifyRequest, reply: FastifyReply) => FastifyReply> {
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
  const shells = new Map<string, Shell>();
  const shellOf = (path: string): Shell => {
    let shell = shells.get(path);
    if (!shell) {
      const identity = Buffer.from(renderShell(indexHtml, opts.appUrl, path));
      shell = {
        identity,
        br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      if (shells.size >= SHELL_CACHE_SIZE) shells.clear();
      shells.set(path, shell);
    }
    return shell;
  };

  return (req, reply) => {
    const path = req.url.split('?')[0]!;
    const shell = shellOf(path);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .header('vary', 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? shell[encoding] : shell.identity);
  };
}
