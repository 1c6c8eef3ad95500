/**
 * The app's screens drawn outside a browser by the real components (LocaleLayout, navbar,
 * footer, page) with react-dom/server (fast first load), so that the server can
 * put the markup inside `<div id="root">` and the first paint does not wait for the JavaScript;
 * main.tsx then renders the same tree once the route's lazy module is in, and replaces it:
 * - {@link renderPages}, at build time: the anonymous `/{ro,en}`, `/{ro,en}/login` and
 *   `/{ro,en}/register`, into `prerender.json`;
 * - {@link renderSignedIn}, in the server's renderer thread on request: a signed-in first screen
 *   (the assessment) from the answers of its queries, which the server also puts in the page for
 *   the app's cache (app/first-screen.ts).
 *
 * Built for Node into the build folder's `ssr/entry.js` (scripts/prerender.ts: a Vite `ssr`
 * build with every dependency inside, so that the server's image needs nothing else). Its first
 * import provides the few browser globals the app's modules read at import. The browser router of
 * app/router.tsx is created with a `/` location; its route table is handed to react-router's
 * static handler, which resolves the lazy routes.
 */
import './browser-globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  LOCALES,
  type Locale,
  type PrerenderedPage,
  type PrerenderManifest,
  type SignedInRender,
  type SignedInRenderRequest,
} from '@hai/domain';
import { drawingFirstScreens, seedCache } from '../app/first-screen';
import i18n from '../app/i18n';
import { session } from '../app/session';
import { router } from '../app/router';
import { titleKeyOf } from '../app/titles';
import { CONSENT_VERSION } from '../features/consent/cookie';
import { adoptConsent, saveConsent } from '../features/consent/store';
import { makeConsent } from '../features/consent/cookie';
import { setRenderSanitizer } from '../lib/sanitize';
import { createTrpcClient, trpc } from '../lib/trpc';
import { cacheOf } from './query-keys';
import { sanitizeForRender } from './sanitize-html';

/** The prerendered pages, without their locale prefix (`''` is the home page). */
export const PRERENDERED_PAGES = ['', '/login', '/register'] as const;

const handler = createStaticHandler(router.routes);
// Rich text (the step description) drawn sanitised, as the app draws it once DOMPurify is in.
setRenderSanitizer(sanitizeForRender);
// The signed-in pages drawn here are checked by the server (no completed assessment): their
// guard shows them at once, as it does in the browser on such a page.
drawingFirstScreens();

/**
 * The markup without the form fields' `name`s: a form submitted before the JavaScript runs (or
 * without it) is a plain GET of the page, which must not carry a password or personal data in
 * its URL. The client's own render, which replaces this markup, keeps them.
 */
export function withoutFieldNames(html: string): string {
  return html.replace(/(<(?:input|select|textarea)\b[^>]*?) name="[^"]*"/g, '$1');
}

/**
 * The markup of `path` in the current consent and session state, with the answers of
 * `queryClient`'s cache, and its title.
 */
async function renderPath(
  path: string,
  locale: Locale,
  queryClient = new QueryClient(),
): Promise<{ html: string; title: string }> {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  await i18n.changeLanguage(locale);
  // Never called: an anonymous first screen's queries are disabled, and a signed-in one's are
  // answered in the cache.
  const trpcClient = createTrpcClient(
    () => null,
    () => locale,
    () => undefined,
  );
  const html = renderToString(
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          {/* hydrate={false}: no inline data script (the CSP allows no inline scripts). */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </I18nextProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
  const t = i18n.getFixedT(locale, 'common');
  return {
    html,
    title: `${t(`titles.${titleKeyOf(context.matches.map((m) => m.route))}`)} · ${t('appName')}`,
  };
}

/**
 * Render every prerendered page in both consent states (see {@link PrerenderManifest}; `boot` is
 * the starter's URL in the build). Run once per process: the `settled` pass saves a consent
 * choice in the page's (shimmed) cookie jar.
 */
export async function renderPages(boot: string): Promise<PrerenderManifest> {
  const paths = LOCALES.flatMap((locale) =>
    PRERENDERED_PAGES.map((page) => ({ locale, path: `/${locale}${page}` })),
  );
  const pages: Record<string, PrerenderedPage> = {};
  for (const { locale, path } of paths) {
    const { html, title } = await renderPath(path, locale);
    pages[path] = { title, banner: withoutFieldNames(html), settled: '' };
  }
  // Which choice is saved does not change the markup: only whether one exists.
  saveConsent({ statistics: false, marketing: false });
  for (const { locale, path } of paths)
    pages[path]!.settled = withoutFieldNames((await renderPath(path, locale)).html);
  return { consentVersion: CONSENT_VERSION, boot, pages };
}

/**
 * Draw a signed-in first screen (see {@link SignedInRenderRequest}): the page at `path` for the
 * session whose answers `queries` carries, in `locale`, with the consent banner or the floating
 * button. Throws when the path
 * redirects or fails, or when the render would show a loading state instead of the page (an
 * answer missing): the server then sends the bare shell.
 *
 * The module state the components read (session, consent, language) is set for this
 * request; the server's renderer thread draws one request at a time.
 */
export async function renderSignedIn(req: SignedInRenderRequest): Promise<SignedInRender> {
  adoptConsent(req.consent ? makeConsent({ statistics: false, marketing: false }) : null);
  // A stand-in token: the guards need a session, and no request is ever sent with it.
  session.adopt('first-screen');
  try {
    const cache = cacheOf(req.queries);
    const queryClient = new QueryClient();
    seedCache(queryClient, cache);
    const { html, title } = await renderPath(req.path, req.locale, queryClient);
    if (html.includes('class="page-loader"'))
      throw new Error(`first screen: ${req.path} rendered a loading state`);
    return { markup: html, title, cache };
  } finally {
    session.clear();
    adoptConsent(null);
  }
}
