/**
 * The browser globals the app's modules read at import (a location and history, storage, a cookie
 * string, `document.documentElement`, `matchMedia`), for rendering its screens outside a browser:
 * at build time (scripts/prerender.ts, the anonymous entry pages) and in the server's renderer
 * thread (apps/server/src/plugins/first-screen.ts, the signed-in first screens). Imported first by
 * ./entry.tsx, so that they exist before any module of the app is evaluated.
 *
 * Installed only where there is no real `window`: never in a browser, nor in a process that has
 * one of its own.
 */

/** The viewport width that `matchMedia` answers for (px); see {@link setViewportWidth}. */
let viewportWidth = 375;

/**
 * Answer `matchMedia` as a screen `px` wide would: `(min-width: N px)` and `(max-width: N px)`
 * queries by that width, every other query (reduced motion, hover…) as not matching.
 */
export function setViewportWidth(px: number): void {
  viewportWidth = px;
}

/** Whether a media query holds for {@link viewportWidth}. */
export function matchesViewport(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (min) return viewportWidth >= Number(min[1]);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (max) return viewportWidth <= Number(max[1]);
  return false;
}

/** An in-memory Web Storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function install(): void {
  const noop = () => undefined;
  const history = {
    state: null as unknown,
    length: 1,
    scrollRestoration: 'auto',
    pushState(state: unknown) {
      this.state = state;
    },
    replaceState(state: unknown) {
      this.state = state;
    },
    go: noop,
    back: noop,
    forward: noop,
  };
  const document = {
    cookie: '',
    title: '',
    documentElement: { lang: '' },
    activeElement: null,
    addEventListener: noop,
    removeEventListener: noop,
    querySelector: () => null,
    getElementById: () => null,
  };
  const window = {
    location: new URL('http://localhost/'),
    history,
    document,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    addEventListener: noop,
    removeEventListener: noop,
    dispatchEvent: () => true,
    scrollTo: noop,
    scrollY: 0,
    devicePixelRatio: 1,
    matchMedia: (query: string) => ({
      matches: matchesViewport(query),
      media: query,
      addEventListener: noop,
      removeEventListener: noop,
    }),
  };
  Object.assign(document, { defaultView: window });
  Object.assign(globalThis, {
    window,
    document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  });
}

if (typeof globalThis.window === 'undefined') install();
