/**
 * Browser specs against the built app (conventions.md §9). Their fixtures (e2e/fixtures.ts) start
 * one server, SMTP sink and database per worker, so there is no webServer here. Chromium comes
 * from the system; the specs are skipped (with a message) only when it is missing and REQUIRE_E2E
 * is not set. The screenshots for a visual review are not tests: shots/, playwright.shots.config.ts.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The specs that run again on PostgreSQL (DATABASE_URL set): the paths along which a user's data
 * lives longest in the database — the whole journey from registration to results, sessions across
 * tabs, the roadmap's edits and order, and a re-take with its history. Every other spec checks the
 * browser side (markup, accessibility, cookies, CSP, drawing, keyboard, offline, retries, e-mail
 * screens) over API calls that the server's integration tests and the REST contract test run on
 * both databases; it runs on the embedded-database pass (the quick start's database) only.
 * `E2E_ALL=1` runs every spec on PostgreSQL too.
 */
export const DATABASE_PATH_SPECS = ['journey', 'retake', 'roadmap', 'session'] as const;
const onlyDataSpecs = !!process.env.DATABASE_URL && !process.env.E2E_ALL;
if (onlyDataSpecs) {
  console.warn(
    `[e2e] DATABASE_URL is set: only the specs along the database's paths run (${DATABASE_PATH_SPECS.join(', ')}); the others ran on the embedded-database pass (E2E_ALL=1 runs them too).`,
  );
}

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
  ...(onlyDataSpecs ? { testMatch: DATABASE_PATH_SPECS.map((name) => `**/${name}.spec.ts`) } : {}),
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 170_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: `${reportDir}/playwright-web-${dbKind}.json` }]]
    : [['list']],
  // One folder a database, so the two passes can run at once (each empties its own at start).
  outputDir: `test-results/${dbKind}`,
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
