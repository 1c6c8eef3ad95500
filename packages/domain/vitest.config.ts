import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Pure tests: the files of one worker share a module graph, so the bank, the catalogues and
    // the Hunspell dictionaries load once per worker instead of once per file (50 s → 30 s).
    isolate: false,
    reporters: reporters(__dirname),
  },
});
