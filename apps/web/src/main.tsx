// First: zod in jitless mode before any schema exists (no eval under the CSP).
import './zod-jitless';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './app/i18n';
import './styles.css';
import { App } from './app/App';
import { takeFirstScreenCache } from './app/first-screen';
import { router } from './app/router';

/**
 * Resolves once the router has loaded the initial URL's lazy route. When the server sent the
 * page's first screen (prerendered at build time, apps/web/scripts/prerender.ts, or a signed-in
 * one drawn on request, whose answers the app's cache starts with: app/first-screen.ts), the
 * first client render must be that page again, not the route's loading spinner, or the page
 * would flash and shift. Without such markup there is nothing to keep on
 * screen: render at once.
 */
function routeReady(container: HTMLElement): Promise<void> {
  if (!container.hasChildNodes() || router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const container = document.getElementById('root')!;
void routeReady(container).then(() => {
  // On a prerendered page, src/boot.ts reads what the visitor typed and where the focus is…
  document.dispatchEvent(new Event(__APP_RENDER_EVENT__));
  const root = createRoot(container);
  // Replaces the prerendered markup, if any, in the same frame (the same tree, so no change).
  flushSync(() =>
    root.render(
      <StrictMode>
        <App firstScreen={takeFirstScreenCache()} />
      </StrictMode>,
    ),
  );
  // …and puts it back, then replays the clicks it held. `data-app` says the app runs (tests).
  document.documentElement.dataset.app = 'ready';
  document.dispatchEvent(new Event(__APP_READY_EVENT__));
});
