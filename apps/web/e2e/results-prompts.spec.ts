/**
 * Prompts tab (spec §2 Results "Prompts", §9 copy notice 3 s): every card starts
 * expanded; the copy button writes "context, blank line, AI role" to the clipboard, filled with
 * the account's company, and shows "Prompt copiat" for 3 s; where the Clipboard API refuses, the
 * prompt is selected in a read-only field and the user is told to press Ctrl/⌘+C. With SHOTS_DIR
 * set it also takes screenshots at 1280 and 375 px in both languages.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SKIP_BROWSER, SKIP_REASON, completeAssessment, expect, test } from './fixtures';

test.skip(SKIP_BROWSER, SKIP_REASON);

/** The company every harness account registers with (e2e/harness.ts createAccount). */
const COMPANY = 'Exemplu SRL';

const dir = process.env.SHOTS_DIR;
const shot = (page: Page, name: string) =>
  dir ? page.screenshot({ path: join(dir, `${name}.png`), fullPage: true }) : Promise.resolve();

/** A card's section as the plain text it was built from (paragraphs joined by a blank line). */
async function sectionText(page: Page, step: number, section: 'prompt-context' | 'prompt-ai-role') {
  const paras = page.getByTestId(`prompt-${step}`).getByTestId(section).locator('p');
  return (await paras.allTextContents()).join('\n\n');
}

test('copy a prompt: the clipboard holds context and AI role, the notice goes after 3 s', async ({
  page,
  context,
  h,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseUrl });
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await completeAssessment(page, h, account);
  await page.clock.install();
  await page.goto(`${h.baseUrl}/ro/results?tab=prompts`);

  const cards = page.locator('[data-testid^="prompt-toggle-"]');
  await expect(cards).toHaveCount(12);
  for (const toggle of await cards.all()) await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const card = page.getByTestId('prompt-1');
  await expect(card.getByRole('heading', { level: 3 })).toContainText('Pasul 1 · Viziune');
  await expect(card.getByTestId('prompt-context')).toContainText(COMPANY);

  // Time stands still from here, so the 3 s of the notice are counted by the test, not the machine.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByTestId('copy-prompt-1').click();
  const notice = page.getByTestId('copy-notice-1');
  await expect(notice).toHaveText('Prompt copiat');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  const contextText = await sectionText(page, 1, 'prompt-context');
  const aiRole = await sectionText(page, 1, 'prompt-ai-role');
  expect(clipboard).toContain(COMPANY);
  expect(clipboard).toContain(aiRole);
  expect(clipboard).toBe(`${contextText}\n\n${aiRole}`);
  await expect(page.getByTestId('copy-field-1')).toHaveCount(0);
  await shot(page, 'prompts-ro-1280');

  await page.clock.runFor(2_800);
  await expect(notice).toHaveText('Prompt copiat');
  await page.clock.runFor(300);
  await expect(notice).toHaveText('');
  await page.clock.resume();

  // A card closes and opens again with its button.
  const toggle = page.getByTestId('prompt-toggle-1');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByTestId('prompt-context')).toBeHidden();
  await toggle.press('Enter');
  await expect(card.getByTestId('prompt-context')).toBeVisible();

  // English after a language switch.
  await page.getByTestId('lang-en').click();
  await expect(card.getByRole('heading', { level: 3 })).toContainText('Step 1 · Vision');
  await expect(page.getByTestId('copy-prompt-1')).toHaveText('Copy prompt');
  await shot(page, 'prompts-en-1280');
  if (dir) {
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'prompts-en-375');
    await page.getByTestId('lang-ro').click();
    await expect(page.getByTestId('copy-prompt-1')).toHaveText('Copiați promptul');
    await shot(page, 'prompts-ro-375');
  }
});

test('a refused clipboard selects the prompt in a read-only field and says to press Ctrl+C', async ({
  page,
  h,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __copyCommands: string[] };
    w.__copyCommands = [];
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
    // The legacy command refuses as well, so the manual path is the one tested.
    document.execCommand = (command: string) => {
      w.__copyCommands.push(command);
      return false;
    };
  });
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await completeAssessment(page, h, account);
  await page.goto(`${h.baseUrl}/ro/results?tab=prompts`);

  await page.getByTestId('copy-prompt-2').click();
  const field = page.getByTestId('copy-field-2');
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toBeFocused();
  const expected = `${await sectionText(page, 2, 'prompt-context')}\n\n${await sectionText(page, 2, 'prompt-ai-role')}`;
  await expect(field).toHaveValue(expected);
  const selection = await field.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd]);
  expect(selection).toEqual([0, expected.length]);
  expect(
    await page.evaluate(() => (window as unknown as { __copyCommands: string[] }).__copyCommands),
  ).toEqual(['copy']);
  await expect(page.getByTestId('copy-fallback-2')).toContainText('apăsați Ctrl+C');
  await expect(page.getByTestId('copy-notice-2')).toHaveText('');
  if (dir) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('prompt-2').scrollIntoViewIfNeeded();
    await shot(page, 'prompts-ro-375-fallback');
  }
});
