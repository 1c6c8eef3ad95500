/**
 * Prerender the public entry pages and build the signed-in first screens' renderer (fast
 * first load), run after `vite build`:
 * `node --import tsx scripts/prerender.ts [outDir=dist]`.
 *
 * 1. Builds src/prerender/entry.tsx for Node into `{outDir}/ssr/entry.js` (Vite `ssr`, every
 *    dependency bundled in: the server's image has the build folder and no web dependencies);
 *    the server loads it in its renderer thread (apps/server/src/plugins/first-screen.ts) and
 *    never serves it.
 * 2. Renders every anonymous entry page with it, in both consent states (its first import
 *    installs the browser globals the app's modules read at import).
 * 3. Reads which stylesheets and chunks each signed-in first screen's route needs from Vite's
 *    manifest (`.vite/manifest.json`).
 * 4. Writes `{outDir}/prerender.json` (PrerenderManifest: `{ consentVersion, boot, pages: {
 *    '/ro': { title, banner, settled }, … }, signedIn: { renderer, screens } }`), which
 *    apps/server/src/plugins/static.ts puts inside `<div id="root">` for those exact paths, with
 *    the starter `boot` (src/boot.ts) in place of the app's entry script. The server never
 *    serves the file itself.
 *
 * Fails (exit 1) when the built index.html has no empty `<div id="root"></div>`, when the build
 * has no starter chunk, or when a prerendered page's lazy chunk brings a stylesheet of its own
 * (the prerendered markup would be painted without it until the JavaScript ran: such a page must
 * not be prerendered as is).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { PrerenderManifest, SignedInAssets, SignedInFirstScreen } from '@hai/domain';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = join(WEB, 'src/prerender/entry.tsx');
/** The renderer's file in the build folder (PrerenderManifest `signedIn.renderer`). */
const RENDERER = 'ssr/entry.js';
/** The lazy route chunks of the prerendered pages (apps/web/src/app/router.tsx). */
const PAGE_CHUNKS = ['HomePage', 'LoginPage', 'RegisterPage'];
/** The module of each signed-in first screen's lazy route (apps/web/src/app/router.tsx). */
const SIGNED_IN_MODULES: Record<SignedInFirstScreen, string> = {
  '/assessment': 'src/routes/AssessmentPage.tsx',
};

/** One chunk of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** `key` and every chunk it imports statically, by manifest key. */
function closure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * The stylesheets and scripts a route module needs beyond the app's entry (which the shell
 * already links), as root-relative URLs, from Vite's manifest: its chunk, the chunks it imports,
 * and those these import on demand (the assessment's DOMPurify, which the app awaits before
 * taking over a first screen with rich text).
 */
export function routeAssets(manifest: Record<string, ManifestChunk>, module: string): SignedInAssets {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('the build manifest has no index.html entry');
  if (!manifest[module]) throw new Error(`the build manifest has no chunk for ${module}`);
  const shell = closure(manifest, entry);
  const own = [...closure(manifest, module)].filter((k) => !shell.has(k));
  const shellCss = new Set([...shell].flatMap((k) => manifest[k]!.css ?? []));
  return {
    css: [...new Set(own.flatMap((k) => manifest[k]!.css ?? []))]
      .filter((f) => !shellCss.has(f))
      .map((f) => `/${f}`),
    preload: [...own, ...own.flatMap((k) => manifest[k]!.dynamicImports ?? [])]
      .filter((k) => manifest[k] && !shell.has(k))
      .map((k) => `/${manifest[k]!.file}`),
  };
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
  const ssrDir = join(outDir, dirname(RENDERER));
  rmSync(ssrDir, { recursive: true, force: true });
  await build({
    configFile: false,
    root: WEB,
    logLevel: 'error',
    mode: 'production',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Everything inside: the renderer runs where the web app's node_modules are not.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: ENTRY,
      outDir: ssrDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: {
        // The lazy routes stay chunks of their own (ssr/*.js): the renderer thread loads only the
        // pages it draws.
        output: { entryFileNames: 'entry.js', chunkFileNames: '[name]-[hash].js' },
        // As in the browser's build (vite.config.ts): @hai/domain, tRPC and TanStack Query have no
        // import-time side effects, so what the renderer does not call stays out of its thread.
        treeshake: {
          moduleSideEffects: (id) =>
            !/[\\/]packages[\\/]domain[\\/]|[\\/]node_modules[\\/].*[\\/]@(trpc|tanstack)[\\/]/.test(id),
        },
      },
    },
  });
  const entry = (await import(pathToFileURL(join(outDir, RENDERER)).href)) as {
    renderPages: (boot: string) => Promise<PrerenderManifest>;
  };
  const viteManifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const manifest: PrerenderManifest = {
    ...(await entry.renderPages(boot)),
    signedIn: {
      renderer: RENDERER,
      screens: Object.fromEntries(
        Object.entries(SIGNED_IN_MODULES).map(([page, module]) => [page, routeAssets(viteManifest, module)]),
      ),
    },
  };
  const file = join(outDir, 'prerender.json');
  writeFileSync(file, JSON.stringify(manifest));
  const sizes = Object.entries(manifest.pages).map(
    ([path, p]) => `${path} ${(p.banner.length / 1024).toFixed(1)} KB`,
  );
  console.log(`prerendered ${sizes.length} pages into ${file}: ${sizes.join(', ')}`);
  console.log(`signed-in first screens: ${Object.keys(SIGNED_IN_MODULES).join(', ')} (${RENDERER})`);
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
