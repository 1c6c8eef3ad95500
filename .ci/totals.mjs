// Sum vitest and Playwright JSON reports into one `N passed, N failed` line; fails on no tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (r.stats && 'expected' in r.stats) {
    // Playwright
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    console.log(
      `${file}: ${r.stats.expected} passed, ${r.stats.unexpected} failed, ${r.stats.skipped} skipped`,
    );
  } else {
    passed += r.numPassedTests;
    // A test file that fails before any test runs (an import that does not resolve) counts as one
    // failure, so a broken file never hides behind "0 failed".
    const brokenFiles = (r.testResults ?? []).filter(
      (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
    ).length;
    failed += r.numFailedTests + Math.max(brokenFiles, r.numRuntimeErrorTestSuites ?? 0);
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    console.log(`${file}: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
