/**
 * Build-time rendering of the public entry pages' first screen (issue 10 item 8 "Fast first
 * load"): the anonymous `/{ro,en}`, `/{ro,en}/login` and `/{ro,en}/register` drawn by the real
 * components (LocaleLayout, navbar, footer, page) with react-dom/server, so that the server can
 * put the markup inside `<div id="root">` and the first paint does not wait for the JavaScript.
 * main.tsx then renders the same tree once the route's lazy module is in, and replaces it.
 *
 * Built for Node by scripts/prerender.ts (Vite `ssr` build), which provides the few browser
 * globals the app's modules read at import (window, document, storage) before loading this file.
 * The browser router of app/router.tsx is created with a `/` location; its route table is
 * handed to react-router's static handler, which resolves the lazy routes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { LOCALES, type Locale, type PrerenderedPage, type PrerenderManifest } from '@hai/domain';
import i18n from '../app/i18n';
import { router } from '../app/router';
import { titleKeyOf } from '../app/titles';
import { CONSENT_VERSION } from '../features/consent/cookie';
import { saveConsent } from '../features/consent/store';
import { createTrpcClient, trpc } from '../lib/trpc';

/** The prerendered pages, without their locale prefix (`''` is the home page). */
export const PRERENDERED_PAGES = ['', '/login', '/register'] as const;

const handler = createStaticHandler(router.routes);

/**
 * The markup without the form fields' `name`s: a form submitted before the JavaScript runs (or
 * without it) is a plain GET of the page, which must not carry a password or personal data in
 * its URL. The client's own render, which replaces this markup, keeps them.
 */
export function withoutFieldNames(html: string): string {
  return html.replace(/(<(?:input|select|textarea)\b[^>]*?) name="[^"]*"/g, '$1');
}

/** The markup of `path` for an anonymous visitor in the current consent state, and its title. */
async function renderPath(path: string, locale: Locale): Promise<{ html: string; title: string }> {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
  if (context.errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  await i18n.changeLanguage(locale);
  const queryClient = new QueryClient();
  // Never called: every query of an anonymous first screen is disabled.
  const trpcClient = createTrpcClient(
    () => null,
    () => locale,
    () => undefined,
  );
  const html = withoutFieldNames(
    renderToString(
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
    ),
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
    pages[path] = { title, banner: html, settled: '' };
  }
  // Which choice is saved does not change the markup: only whether one exists.
  saveConsent({ statistics: false, marketing: false });
  for (const { locale, path } of paths) pages[path]!.settled = (await renderPath(path, locale)).html;
  return { consentVersion: CONSENT_VERSION, boot, pages };
}
