/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reporters } from '../../vitest.shared';
import { bundleGuard, precompress } from './scripts/vite-plugins';
import { TAKEOVER_EVENTS } from './src/app/takeover-events';

const API = 'http://127.0.0.1:3000';

/**
 * Long-lived vendor chunks, so that an app release does not invalidate the libraries; and the
 * translations that several routes share (`features/{auth,results,history}/i18n.ts` with their
 * JSON files) in a chunk named `texts-<feature>`, not `i18n-*` like the i18next vendor chunk, so
 * that the size-limit globs tell them apart.
 */
function vendorChunk(id: string): string | undefined {
  const texts = /[\\/]src[\\/]features[\\/](auth|results|history)[\\/]i18n\.ts$/.exec(id);
  if (texts) return `texts-${texts[1]}`;
  // The assessment's texts load one language at a time (features/assessment/i18n.ts).
  const language = /[\\/]src[\\/]locales[\\/](en|ro)[\\/]assessment\.json$/.exec(id);
  if (language) return `lang-assessment-${language[1]}`;
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
  if (/[\\/](@tanstack|@trpc)[\\/]/.test(id)) return 'data';
  if (/[\\/](i18next|react-i18next)[\\/]/.test(id)) return 'i18n';
  if (/[\\/]zod[\\/]/.test(id)) return 'zod';
  return undefined;
}

/**
 * @hai/domain is pure data and functions; marking it side-effect free lets the bundle drop the
 * question bank (the web app only uses validation, messages and constants from it). tRPC and
 * TanStack Query have no import-time side effects either (their modules only declare); saying so
 * drops the parts of them the app does not call (about 0.9 kB gzip). Used by the app and the PDF
 * worker.
 */
const treeshake = {
  moduleSideEffects: (id: string) =>
    !/[\\/]packages[\\/]domain[\\/]|[\\/]node_modules[\\/].*[\\/]@(trpc|tanstack)[\\/]/.test(id),
};

export default defineConfig({
  // precompress: .br/.gz for the server's static handler; bundleGuard: no server code in any chunk,
  // and dist/bundle-report.json with BUNDLE_REPORT=1.
  plugins: [react(), bundleGuard(), precompress()],
  // The starter's and the app's shared event names, inlined (see src/app/takeover-events.ts).
  define: {
    __APP_RENDER_EVENT__: JSON.stringify(TAKEOVER_EVENTS.render),
    __APP_READY_EVENT__: JSON.stringify(TAKEOVER_EVENTS.ready),
  },
  server: {
    port: 5173,
    proxy: { '/api': API, '/trpc': API },
  },
  // The PDF worker splits fontkit into a chunk of its own, which needs ES module workers; its
  // bundle is tree-shaken as the app's (without it, one import from @hai/domain brings the whole
  // question bank into the PDF chunk).
  worker: { format: 'es', rollupOptions: { treeshake } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written (for error reporting later) but not referenced by the bundles; the server
    // answers *.map with 404, so they never become public.
    sourcemap: 'hidden',
    // .vite/manifest.json: which stylesheets and chunks a signed-in first screen's route needs in
    // its HTML (scripts/prerender.ts); never served.
    manifest: true,
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
    // an older one still runs the app, without the preloading (0.5 kB gzip less in every route).
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The app (index.html → src/main.tsx) and the prerendered pages' starter (src/boot.ts, which
      // the server puts in place of the app's entry on those pages).
      input: { index: resolve(__dirname, 'index.html'), boot: resolve(__dirname, 'src/boot.ts') },
      treeshake,
      output: { manualChunks: vendorChunk },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    reporters: reporters(__dirname),
  },
});
