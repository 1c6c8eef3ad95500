/**
 * The chat (product-spec §4 "Assessment"):
 * - switching the language (§2: the URL's locale switches the language) keeps the question, its
 *   draft answer and the step, and shows the texts (question, options, step, earlier answers) in
 *   the other language without a reload; after a step back it keeps the earlier question, not the
 *   first unanswered one;
 * - a second submit while the first is on its way (a double click, Enter twice) sends nothing.
 * Auto-advance is off here (the answers are chosen, then sent).
 */
import type { Page } from '@playwright/test';
import { STEPS } from '@hai/domain';
import { SKIP_BROWSER, SKIP_REASON, expect, logIn, test } from './fixtures';

test.skip(SKIP_BROWSER, SKIP_REASON);

// These tests choose, then send: auto-advance (on by default, chat-keyboard.spec.ts) is turned off.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hai.chat.autoAdvance', 'false'));
});

const STEP = STEPS[0]!;
const [Q1, Q2] = STEP.questions as [(typeof STEP.questions)[number], (typeof STEP.questions)[number]];
const C = Q1.options[2]!; // "AI or automation leads; people review"
const D = Q1.options[3]!; // "AI or automation does it alone"
const shown = (page: Page) => page.getByTestId('current-question');

/** Expect the chat at `q` in `lang`, with the step's name in that language. */
async function expectQuestion(page: Page, q: typeof Q1, lang: 'en' | 'ro'): Promise<void> {
  await expect(shown(page)).toHaveAttribute('data-question-id', q.id);
  await expect(page.getByTestId('question')).toContainText(q.text[lang]);
  await expect(page.getByTestId('step-name')).toHaveText(STEP.name[lang]);
}

/** Expect the draft of Q1: `option` chosen. */
async function expectDraft(page: Page, option: typeof C): Promise<void> {
  await expect(page.getByTestId(`option-${option.id}`)).toBeChecked();
}

test('a language switch keeps the question and the draft and shows the other language', async ({
  page,
  h,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.addInitScript(() => {
    window.__HAI_TEST__ = { typingMs: 0 };
  });
  const account = await h.createAccount({ locale: 'ro' });
  await logIn(page, h, account);
  await page.getByTestId('start-assessment').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/assessment`);
  await expectQuestion(page, Q1, 'ro');
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const sameDocument = () =>
    page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

  await test.step('an unsent answer survives the switch to English', async () => {
    await page.getByTestId(`option-${C.id}`).click();
    await page.getByTestId('lang-en').click();
    await expect(page).toHaveURL(`${h.baseUrl}/en/assessment`);
    await expectQuestion(page, Q1, 'en');
    await expect(page.getByTestId(`option-${C.id}`)).toContainText(C.text.en);
    await expectDraft(page, C);
    await expect(page.getByTestId('nav-progress')).toContainText('0 of 180');
    expect(await sameDocument()).toBe(true);
  });

  await test.step('answering in English goes on in English, the answer above in English', async () => {
    await page.getByTestId('submit').click();
    await expectQuestion(page, Q2, 'en');
    await expect(page.getByTestId('chat')).toContainText(C.text.en);
    await expect(page.getByTestId('nav-progress')).toContainText('1 of 180');
  });

  await test.step('after a step back, switching to Romanian keeps the earlier question and its answer', async () => {
    await page.getByTestId('back').click();
    await expectQuestion(page, Q1, 'en');
    await expectDraft(page, C);
    await page.getByTestId(`option-${D.id}`).click();
    await page.getByTestId('lang-ro').click();
    await expect(page).toHaveURL(`${h.baseUrl}/ro/assessment`);
    await expectQuestion(page, Q1, 'ro');
    await expect(page.getByTestId(`option-${D.id}`)).toContainText(D.text.ro);
    await expectDraft(page, D);
    await expect(page.getByTestId('nav-progress')).toContainText('1 din 180');
    expect(await sameDocument()).toBe(true);
  });

  await test.step('sending the changed answer moves on in Romanian', async () => {
    await page.getByTestId('submit').click();
    await expectQuestion(page, Q2, 'ro');
    await expect(page.getByTestId('chat')).toContainText(D.text.ro);
    expect(await sameDocument()).toBe(true);
  });

  expect(pageErrors).toEqual([]);
});

test('a double click or a double Enter sends one answer', async ({ page, h }) => {
  // The typing indicator's 800 ms (none under reduced motion, which the config asks for).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const account = await h.createAccount({ locale: 'ro' });
  await logIn(page, h, account);
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await expectQuestion(page, Q1, 'ro');
  // Calls, not requests: httpBatchLink puts calls of one tick into one request (`/trpc/a,b?batch=1`).
  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname.replace('/trpc/', '');
    if (r.url().includes('/trpc/')) sent.push(...path.split(',').filter((p) => p === 'assessment.answer'));
  });
  await page.getByTestId(`option-${Q1.options[1]!.id}`).click();
  await page.getByTestId('submit').dblclick();
  await expect(page.getByTestId('typing')).toBeVisible();
  await expectQuestion(page, Q2, 'ro');
  await expect(page.getByTestId('nav-progress')).toContainText('1 din 180');
  // Whatever was sent has been answered by now (the next question shows).
  expect(sent).toHaveLength(1);

  // Enter submits (spec §4); pressed twice at once, from the chosen option.
  const [first] = Q2.options;
  await page.getByTestId(`option-${first!.id}`).click();
  await page.evaluate(() => {
    const press = () =>
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    press();
    press();
  });
  await expect(shown(page)).toHaveAttribute('data-question-id', STEP.questions[2]!.id);
  expect(sent).toHaveLength(2);
});
