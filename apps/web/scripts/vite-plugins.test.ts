/** Fast first load: the bundle guard's verdict and the precompression of a build folder. */
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { forbiddenModules, precompressDir, type ChunkReport } from './vite-plugins';

const chunk = (file: string, modules: [string, number][]): ChunkReport => ({
  file,
  bytes: 1,
  gzip: 1,
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  modules: modules.map(([id, bytes]) => ({ id, bytes })),
});

describe('forbiddenModules', () => {
  it('accepts the client side: tRPC client, shared tRPC helpers, the domain package', () => {
    const ok = chunk('assets/data.js', [
      ['node_modules/.pnpm/@trpc+client@11/node_modules/@trpc/client/dist/index.mjs', 5000],
      ['node_modules/.pnpm/@trpc+server@11/node_modules/@trpc/server/dist/observable-X.mjs', 2000],
      ['node_modules/.pnpm/@trpc+server@11/node_modules/@trpc/server/dist/getErrorShape-X.mjs', 3000],
      ['packages/domain/dist/schemas/auth.js', 800],
      ['apps/web/src/lib/trpc.ts', 300],
    ]);
    expect(forbiddenModules([ok])).toEqual([]);
  });

  it.each([
    'apps/server/src/trpc/root.ts',
    'apps/server/dist/app.js',
    'packages/db/dist/index.js',
    'node_modules/.pnpm/fastify@5/node_modules/fastify/fastify.js',
    'node_modules/.pnpm/drizzle-orm@0.45/node_modules/drizzle-orm/index.js',
    'node_modules/.pnpm/postgres@3/node_modules/postgres/src/index.js',
    'node_modules/.pnpm/argon2@0.44/node_modules/argon2/argon2.js',
    'node_modules/.pnpm/@trpc+server@11/node_modules/@trpc/server/dist/initTRPC-B259os3T.mjs',
    'node_modules/.pnpm/@trpc+server@11/node_modules/@trpc/server/dist/adapters/fastify/index.mjs',
  ])('refuses %s', (id) => {
    expect(forbiddenModules([chunk('assets/x.js', [[id, 100]])])).toEqual([`assets/x.js: ${id}`]);
  });

  it('ignores modules tree-shaken to nothing', () => {
    const id = 'node_modules/@trpc/server/dist/resolveResponse-JtMyT9TQ.mjs';
    expect(forbiddenModules([chunk('assets/x.js', [[id, 0]])])).toEqual([]);
  });
});

describe('precompressDir', () => {
  it('writes .br and .gz beside compressible files over 1 KB only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hai-precompress-'));
    const big = 'console.log("x");\n'.repeat(200);
    writeFileSync(join(dir, 'app.js'), big);
    writeFileSync(join(dir, 'small.js'), 'x');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(5000));
    writeFileSync(join(dir, 'app.js.map'), big);
    expect(await precompressDir(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(big);
    for (const f of ['small.js.br', 'photo.png.br', 'app.js.map.br'])
      expect(existsSync(join(dir, f))).toBe(false);
  });
});
