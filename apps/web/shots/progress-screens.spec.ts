/**
 * Screenshots of the progress view and the peer percentile for a visual
 * review, in en and ro at 1280×800 and 375×812, with 300 seeded demo companies: the results'
 * progress tab after a re-take (the comparison, the moved activities, the percentiles). Each also
 * checks that nothing runs past the page's right edge. Only with SHOTS_DIR set:
 * `SHOTS_DIR=/tmp/shots npx playwright test progress-screens`.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SKIP_BROWSER, SKIP_REASON, expect } from '../e2e/fixtures';
import { completeTwice, test } from '../e2e/progress-setup';
import { shotsAtBothSizes } from '../e2e/screens';

const dir = process.env.SHOTS_DIR;
test.skip(SKIP_BROWSER || !dir, dir ? SKIP_REASON : 'SHOTS_DIR is not set');

/** The page at both sizes, and the comparison and the peers sections alone, readable at full size. */
function shots(page: Page, name: string): Promise<void> {
  return shotsAtBothSizes(page, dir!, name, {
    ignore: '.compare__table-box',
    also: async (suffix) => {
      for (const section of ['compare', 'peers'])
        await page.getByTestId(section).screenshot({ path: join(dir!, `${name}-${section}${suffix}.png`) });
    },
  });
}

for (const locale of ['en', 'ro'] as const) {
  test(`progress tab with the comparison and the percentiles (${locale})`, async ({ page, hs: h }) => {
    test.setTimeout(240_000);
    const account = await h.createAccount({ verified: true, locale });
    await completeTwice(page, h, account, locale);
    await page.goto(`${h.baseUrl}/${locale}/results?tab=progress`);
    await expect(page.getByTestId('compare-table')).toBeVisible();
    await expect(page.getByTestId('peers-table')).toBeVisible();
    await expect(page.getByTestId('history-row')).toHaveCount(2);
    await shots(page, `progress-${locale}`);
  });
}
