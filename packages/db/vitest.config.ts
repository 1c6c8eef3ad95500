import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, reporters: reporters(__dirname) },
});
