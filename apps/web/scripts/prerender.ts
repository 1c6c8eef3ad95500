/**
 * Prerender the public entry pages (issue 10 item 8 "Fast first load"), run after `vite build`:
 * `node --import tsx scripts/prerender.ts [outDir=dist]`.
 *
 * 1. Builds src/prerender/entry.tsx for Node (Vite `ssr`, into a throwaway folder under
 *    node_modules/.cache, so that its external imports resolve to this package's dependencies).
 * 2. Installs the browser globals the app's modules read at import (a `/` location and history,
 *    in-memory storage, a cookie jar, `document.documentElement`), then renders every page of
 *    the entry in both consent states.
 * 3. Writes `{outDir}/prerender.json` (PrerenderManifest: `{ consentVersion, boot, pages: {
 *    '/ro': { title, banner, settled }, … } }`), which apps/server/src/plugins/static.ts puts
 *    inside `<div id="root">` for those exact paths, with the starter `boot` (src/boot.ts) in
 *    place of the app's entry script. The server never serves the file itself.
 *
 * Fails (exit 1) when the built index.html has no empty `<div id="root"></div>`, when the build
 * has no starter chunk, or when a prerendered page's lazy chunk brings a stylesheet of its own
 * (the prerendered markup would be painted without it until the JavaScript ran: such a page must
 * not be prerendered as is).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { PrerenderManifest } from '@hai/domain';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = join(WEB, 'src/prerender/entry.tsx');
/** The lazy route chunks of the prerendered pages (apps/web/src/app/router.tsx). */
const PAGE_CHUNKS = ['HomePage', 'LoginPage', 'RegisterPage'];

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

/** The browser globals read at import by the app's modules, for a first visit to `/`. */
function installBrowserGlobals(): void {
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
    matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
  };
  Object.assign(document, { defaultView: window });
  Object.assign(globalThis, {
    window,
    document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  });
}

/**
 * Stop unless the prerendered markup can be shown as is (see the module's comment); the
 * starter's URL (`/assets/boot-<hash>.js`).
 */
function checkBuild(outDir: string): string {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!index.includes('<div id="root"></div>'))
    throw new Error(`${outDir}/index.html has no empty <div id="root"></div> to fill`);
  const assets = readdirSync(join(outDir, 'assets'));
  for (const chunk of PAGE_CHUNKS) {
    const css = assets.find((f) => f.startsWith(`${chunk}-`) && f.endsWith('.css'));
    if (css)
      throw new Error(`${chunk} has a stylesheet of its own (${css}): its prerender would be unstyled`);
  }
  const boot = assets.find((f) => /^boot-[\w-]+\.js$/.test(f));
  if (!boot) throw new Error(`${outDir}/assets has no boot-*.js (src/boot.ts, an input of vite.config.ts)`);
  return `/assets/${boot}`;
}

async function main(): Promise<void> {
  const outDir = resolve(WEB, process.argv[2] ?? 'dist');
  const boot = checkBuild(outDir);
  const cache = join(WEB, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, 'prerender-'));
  try {
    await build({
      configFile: false,
      root: WEB,
      logLevel: 'error',
      build: {
        ssr: ENTRY,
        outDir: work,
        emptyOutDir: true,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'entry.js' } },
      },
    });
    installBrowserGlobals();
    const entry = (await import(pathToFileURL(join(work, 'entry.js')).href)) as {
      renderPages: (boot: string) => Promise<PrerenderManifest>;
    };
    const manifest = await entry.renderPages(boot);
    const file = join(outDir, 'prerender.json');
    writeFileSync(file, JSON.stringify(manifest));
    const sizes = Object.entries(manifest.pages).map(
      ([path, p]) => `${path} ${(p.banner.length / 1024).toFixed(1)} KB`,
    );
    console.log(`prerendered ${sizes.length} pages into ${file}: ${sizes.join(', ')}`);
  } finally {
    if (existsSync(work)) rmSync(work, { recursive: true, force: true });
  }
}

// Exit when done: the rendered app leaves timers behind (TanStack Query's five-minute cache
// collection among them) that would otherwise keep the build waiting for minutes.
main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('prerender failed:', err);
    process.exit(1);
  },
);
