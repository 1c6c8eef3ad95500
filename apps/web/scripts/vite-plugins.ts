/**
 * Build plugins for a fast first load:
 * - {@link precompress}: `.br` (brotli quality 11) and `.gz` (gzip level 9) beside every
 *   compressible output file over 1 KB, for the server's `preCompressed` static handler
 *   (apps/server/src/plugins/static.ts);
 * - {@link bundleGuard}: fails the build when a chunk contains server code (apps/server, fastify,
 *   drizzle, postgres, argon2, the server-only parts of @trpc/server…), and with
 *   `BUNDLE_REPORT=1` writes `<outDir>/bundle-report.json` (chunk → size, gzip size, modules).
 *   The server refuses to serve that file.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth precompressing (text formats; images and fonts like woff2 are compressed). */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|ttf|vtt|txt)$/i;
/** Files at or under this size are sent as they are. */
export const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

/** Write `.br` and `.gz` beside each compressible file of `dir` over {@link MIN_BYTES}; returns their count. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await walk(dir)).filter((f) => COMPRESSIBLE.test(f) && !f.endsWith('bundle-report.json'));
  let count = 0;
  for (const file of files) {
    if ((await stat(file)).size <= MIN_BYTES) continue;
    const data = await readFile(file);
    const [br, gz] = await Promise.all([
      brotliAsync(data, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzipAsync(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

/** Vite plugin: precompress the output folder once the bundle is written (build only). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hai:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const n = await precompressDir(outDir);
      this.info?.(`precompressed ${n} files (.br, .gz)`);
    },
  };
}

/**
 * Module paths that must never reach the browser: the server's sources or build, the database,
 * server frameworks and native modules, and @trpc/server except the parts @trpc/client is built
 * on (`observable`, `unstable-core-do-not-import` shared helpers, which are isomorphic).
 */
export const FORBIDDEN_MODULES: readonly RegExp[] = [
  /[\\/]apps[\\/]server[\\/]/,
  /[\\/]packages[\\/]db[\\/]/,
  /[\\/]node_modules[\\/](fastify|@fastify[\\/][^\\/]+|drizzle-orm|postgres|argon2|@node-rs[\\/]argon2|@electric-sql[\\/]pglite|nodemailer|pino)[\\/]/,
  /[\\/]node_modules[\\/]@trpc[\\/]server[\\/]dist[\\/](adapters|http|rpc)[\\/]/,
  /[\\/]node_modules[\\/]@trpc[\\/]server[\\/]dist[\\/].*(initTRPC|router|procedureBuilder|middleware|resolveResponse)[^\\/]*\.m?js$/,
];

/** One chunk of the bundle report. */
export interface ChunkReport {
  /** Output file, relative to the output folder. */
  file: string;
  /** Bytes as written, and gzipped at level 9. */
  bytes: number;
  gzip: number;
  /** Whether index.html loads it directly (an entry) or a route loads it on demand. */
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Static imports of other chunks (what must load with it). */
  imports: string[];
  /** Bundled modules (paths relative to the project root) with their rendered size, largest first. */
  modules: { id: string; bytes: number }[];
}

/** The shipped modules of a report that match {@link FORBIDDEN_MODULES}, as `chunk: module`. */
export function forbiddenModules(chunks: readonly ChunkReport[]): string[] {
  const hits: string[] = [];
  for (const chunk of chunks)
    for (const m of chunk.modules) {
      const id = m.id.startsWith('/') ? m.id : `/${m.id}`;
      // Modules tree-shaken to nothing (0 rendered bytes) are listed by rollup but not shipped.
      if (m.bytes > 0 && FORBIDDEN_MODULES.some((re) => re.test(id))) hits.push(`${chunk.file}: ${m.id}`);
    }
  return hits;
}

/** Vite plugin: refuse server code in any chunk; write the bundle report when BUNDLE_REPORT=1. */
export function bundleGuard(opts: { report?: boolean } = {}): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'hai:bundle-guard',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root, '../..');
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks: ChunkReport[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.push({
          file: out.fileName,
          bytes: Buffer.byteLength(out.code),
          gzip: gzipSync(out.code, { level: 9 }).length,
          isEntry: out.isEntry,
          isDynamicEntry: out.isDynamicEntry,
          imports: out.imports,
          modules: Object.entries(out.modules)
            .map(([id, m]) => ({ id: relative(root, id.replace(/^\0/, '')), bytes: m.renderedLength }))
            .sort((a, b) => b.bytes - a.bytes),
        });
      }
      if (opts.report ?? process.env.BUNDLE_REPORT === '1') {
        chunks.sort((a, b) => b.gzip - a.gzip);
        await writeFile(join(outDir, 'bundle-report.json'), `${JSON.stringify(chunks, null, 2)}\n`);
      }
      const hits = forbiddenModules(chunks);
      if (hits.length > 0) this.error(`server code in the client bundle:\n  ${hits.join('\n  ')}`);
    },
  };
}
