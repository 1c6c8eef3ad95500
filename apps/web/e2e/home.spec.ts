/**
 * Home (spec §2 Home, issue 7 rule 5): the duration card shows the reading estimate computed from
 * the question bank (200 words a minute plus 3 s a question), not a fixed promise.
 */
import { READING_MINUTES } from '@hai/domain';
import { SKIP_BROWSER, SKIP_REASON, expect, test } from './fixtures';

test.skip(SKIP_BROWSER, SKIP_REASON);

for (const [locale, label] of [
  ['ro', 'minute'],
  ['en', 'minutes'],
] as const) {
  test(`the ${locale} home page gives the bank's reading estimate as the duration`, async ({ page, h }) => {
    await page.goto(`${h.baseUrl}/${locale}`);
    const card = page.getByTestId('info-duration');
    await expect(card).toContainText(`≈ ${READING_MINUTES[locale]}`);
    await expect(card).toContainText(label);
    await expect(page.getByTestId('info-questions')).toContainText('180');
  });
}
