// First: zod in jitless mode before any schema exists (no eval under the CSP; issue 10 item 8).
import './zod-jitless';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import './app/i18n';
import './styles.css';
import { App } from './app/App';
import { router } from './app/router';

/**
 * Resolves once the router has loaded the initial URL's lazy route. When the server sent the
 * page's first screen prerendered (apps/web/scripts/prerender.ts), the first client render must
 * be that page again, not the route's loading spinner, or the page would flash and shift (issue
 * 10 item 8). Without prerendered markup there is nothing to keep on screen: render at once.
 */
function firstScreenReady(container: HTMLElement): Promise<void> {
  if (!container.hasChildNodes() || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const container = document.getElementById('root')!;
void firstScreenReady(container).then(() => {
  // On a prerendered page, src/boot.ts reads what the visitor typed and where the focus is…
  document.dispatchEvent(new Event(__APP_RENDER_EVENT__));
  const root = createRoot(container);
  // Replaces the prerendered markup, if any, in the same frame (the same tree, so no change).
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // …and puts it back, then replays the clicks it held. `data-app` says the app runs (tests).
  document.documentElement.dataset.app = 'ready';
  document.dispatchEvent(new Event(__APP_READY_EVENT__));
});
