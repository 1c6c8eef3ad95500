/**
 * Browser specs against the built app (conventions.md §9). Their fixtures (e2e/fixtures.ts) start
 * one server, SMTP sink and database per worker, so there is no webServer here. Chromium comes
 * from the system; the specs are skipped (with a message) only when it is missing and REQUIRE_E2E
 * is not set. The screenshot spec runs only with SHOTS_DIR set.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** With TEST_REPORT_DIR set (CI), a JSON report is written there for the totals line. */
const reportDir = process.env.TEST_REPORT_DIR;
const dbKind = process.env.DATABASE_URL ? 'pg' : 'pglite';

if (!existsSync(CHROMIUM) && !process.env.REQUIRE_E2E) {
  console.warn(
    `[e2e] SKIPPED: ${CHROMIUM} does not exist. Set REQUIRE_E2E=1 to make a missing browser an error.`,
  );
}

export default defineConfig({
  testDir: './e2e',
  testIgnore: process.env.SHOTS_DIR ? [] : ['**/*screens.spec.ts'],
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 170_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: `${reportDir}/playwright-web-${dbKind}.json` }]]
    : [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    locale: 'ro-RO',
    viewport: { width: 1280, height: 900 },
    // No smooth scrolling or animations: elements are stable as soon as they render.
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
