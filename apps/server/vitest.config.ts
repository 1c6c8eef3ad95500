import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Integration files each open their own database; run them one at a time on 2 cores, in one
    // module graph: the app, the bank and the drivers are imported once for all files instead of
    // once per file (38 s of a 267 s run), and each file still builds its own app and database.
    fileParallelism: false,
    isolate: false,
    reporters: reporters(__dirname),
  },
});
