/**
 * Screenshots for a visual review, not tests (`shots/*.spec.ts`): each saves its screens at 1280
 * and 375 px in both languages under SHOTS_DIR, after checking that nothing runs past the right
 * edge. `SHOTS_DIR=/tmp/shots pnpm --filter @hai/web shots [name]`. They use the browser tests'
 * harness and settings (playwright.config.ts); what they check on layout, the tests check in CI
 * (fit-layout, results-layout-shift, a11y).
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

if (!process.env.SHOTS_DIR) throw new Error('set SHOTS_DIR to the folder the screenshots go to');

export default defineConfig({
  ...base,
  testDir: './shots',
  testIgnore: [],
  reporter: [['list']],
  outputDir: 'test-results/shots',
});
