/**
 * The browser globals the app's modules read at import (a location and history, storage, a cookie
 * string, `document.documentElement`), for rendering its screens outside a browser:
 * at build time (scripts/prerender.ts, the anonymous entry pages) and in the server's renderer
 * thread (apps/server/src/plugins/first-screen.ts, the signed-in first screens). Imported first by
 * ./entry.tsx, so that they exist before any module of the app is evaluated.
 *
 * Installed only where there is no real `window`: never in a browser, nor in a process that has
 * one of its own.
 */

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
    // No `matchMedia`: the screen's width is unknown here, and what depends on it says so.
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
