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
 * Specs about the browser side alone (markup, accessibility, consent cookie, CSP, canvas and PDF
 * drawing, keyboard use): what they check does not depend on the database behind the API, whose
 * every call is covered on both databases by the server's integration tests. They run on the
 * embedded-database pass (the quick start's database); with DATABASE_URL set only the specs that
 * carry data through the app (the 180-answer journey, sessions, progress, roadmap, account,
 * e-mails) run again, unless E2E_ALL=1. This keeps CI's second pass short (about 5 minutes less).
 */
export const BROWSER_ONLY_SPECS = [
  'a11y',
  'chat-keyboard',
  'consent',
  'csp',
  'first-paint',
  'fit-layout',
  'home',
  'legal',
  'navbar',
  'offline-answers',
  'results-layout-shift',
  'results-pdf',
  'results-prompts',
  'results-strategy',
  'results-tabs',
  'signed-in-first-screen',
  'wheel',
] as const;
const onlyDataSpecs = !!process.env.DATABASE_URL && !process.env.E2E_ALL;
if (onlyDataSpecs) {
  console.warn(
    `[e2e] DATABASE_URL is set: the browser-only specs (${BROWSER_ONLY_SPECS.join(', ')}) ran on the embedded-database pass and are left out here (E2E_ALL=1 runs them too).`,
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
  testIgnore: onlyDataSpecs ? BROWSER_ONLY_SPECS.map((name) => `**/${name}.spec.ts`) : [],
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
