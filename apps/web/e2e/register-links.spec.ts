/**
 * The register form links to the terms and the privacy policy (spec §2 "Register"): in ro and en, both links are found inside the form by their accessible names, are in
 * the HTML the server sends (prerendered, before any script), and open the right legal page in
 * a new tab, the form keeping what was typed. With SHOTS_DIR set, the form is photographed at
 * 1280 and 375 px.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { withoutJs } from './first-paint';
import { SKIP_BROWSER, SKIP_REASON, expect, test } from './fixtures';

test.skip(SKIP_BROWSER, SKIP_REASON);

/** Per language: each link's accessible name (its text and the new-tab note) and the page's title. */
const LINKS = {
  en: [
    { page: 'terms', name: 'Terms of use (opens in a new tab)', title: 'Terms of use' },
    { page: 'privacy', name: 'Privacy policy (opens in a new tab)', title: 'Privacy policy' },
  ],
  ro: [
    {
      page: 'terms',
      name: 'Termenii de utilizare (se deschide într-o filă nouă)',
      title: 'Termeni de utilizare',
    },
    {
      page: 'privacy',
      name: 'Politica de confidențialitate (se deschide într-o filă nouă)',
      title: 'Politica de confidențialitate',
    },
  ],
} as const;

const SENTENCE = {
  en: 'By creating an account you accept the Terms of use',
  ro: 'Prin crearea contului acceptați Termenii de utilizare',
} as const;

const form = (page: Page) => page.getByTestId('register-form');

for (const locale of ['ro', 'en'] as const) {
  test(`${locale}: the register form links to the terms and the privacy policy`, async ({ page, h }) => {
    await test.step('the links are in the page the server sends', async () => {
      await withoutJs(page.context().browser()!, async (bare) => {
        await bare.goto(`${h.baseUrl}/${locale}/register`);
        for (const link of LINKS[locale]) {
          await expect(form(bare).getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
            'href',
            `/${locale}/${link.page}`,
          );
        }
      });
    });

    await page.goto(`${h.baseUrl}/${locale}/register`);
    await expect(page.getByTestId('register-legal')).toContainText(SENTENCE[locale]);
    // Something typed, which following a link must not lose.
    await page.getByTestId('field-firstName').fill('Ioana');

    for (const link of LINKS[locale]) {
      await test.step(`${link.page}: opens the page in a new tab`, async () => {
        const anchor = form(page).getByRole('link', { name: link.name, exact: true });
        await expect(anchor).toBeVisible();
        const [tab] = await Promise.all([page.context().waitForEvent('page'), anchor.click()]);
        await expect(tab).toHaveURL(`${h.baseUrl}/${locale}/${link.page}`);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(link.title);
        await tab.close();
        await expect(page).toHaveURL(`${h.baseUrl}/${locale}/register`);
        await expect(page.getByTestId('field-firstName')).toHaveValue('Ioana');
      });
    }

    const dir = process.env.SHOTS_DIR;
    if (dir) {
      for (const size of [
        { width: 1280, height: 800 },
        { width: 375, height: 812 },
      ]) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: join(dir, `register-form-${locale}-${size.width}.png`),
          fullPage: true,
        });
      }
    }
  });
}
