/**
 * The chat by keyboard (product-spec §2 "Assessment", §4):
 * - a whole step (15 questions) answered with one key press each: the scale is
 *   explained before question 1, after each answer focus is on the new question and the polite
 *   live region names it ("Întrebarea 2 din 180: …"); an option is sent as soon as its letter is
 *   pressed (auto-advance, on by default);
 * - the answer that finishes the step opens step-progress without the next step's first question
 *   ever being in the page before it;
 * - auto-advance turned off (a labelled switch, remembered): a letter only chooses, the arrows move
 *   through the radio group and choose, Enter or Send sends;
 * - auto-advance on: the arrows only move (nothing is sent), Space on the chosen option sends it.
 * With SHOTS_DIR set, screenshots of the chat at 1280 and 375 px in ro and en.
 */
import type { Page } from '@playwright/test';
import { STEPS, assessmentPath, profileOf } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { SKIP_BROWSER, SKIP_REASON, expect, logIn, test } from './fixtures';
import { fitsThenShoot, watchErrors } from './screens';

test.skip(SKIP_BROWSER, SKIP_REASON);

const STEP = STEPS[0]!;
const NEXT_FIRST = STEPS[1]!.questions[0]!;
const question = (id: string) => STEP.questions.find((q) => q.id === id)!;
const keyOf = (questionId: string, optionId: string) =>
  question(questionId)
    .options.find((o) => o.id === optionId)!
    .key.toLowerCase();
/** The question's text paragraph, which takes focus after each answer. */
const questionText = (page: Page) => page.getByTestId('question').locator('.bubble__question');
const current = (page: Page) => page.getByTestId('current-question');

/** Expect `id` on screen, focused and announced, in Romanian. */
async function expectAnnounced(page: Page, id: string): Promise<void> {
  const q = question(id);
  const n = STEP.questions.indexOf(q) + 1;
  await expect(current(page)).toHaveAttribute('data-question-id', id);
  await expect(questionText(page)).toHaveText(q.text.ro);
  await expect(questionText(page)).toBeFocused();
  await expect(page.getByTestId('chat-announcer')).toHaveText(
    `Întrebarea ${n} din ${STEP.questions.length}: ${q.text.ro}`,
  );
}

test('a whole step by keyboard alone: letters, Enter, focus on each new question', async ({ page, h }) => {
  test.setTimeout(120_000);
  // Reduced motion: no typing delay (and no animation), which the run relies on for its pace.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Watches for the next step's first question: it must never be in the page on /assessment.
  await page.addInitScript((nextId) => {
    const w = window as unknown as { __flashed?: string[] };
    w.__flashed = [];
    new MutationObserver(() => {
      if (document.querySelector(`[data-question-id="${nextId}"]`))
        w.__flashed!.push(window.location.pathname);
    }).observe(document, { childList: true, subtree: true });
  }, NEXT_FIRST.id);
  const account = await h.createAccount({ locale: 'ro' });
  await logIn(page, h, account);
  await page.goto(`${h.baseUrl}/ro/assessment`);
  await expect(current(page)).toHaveAttribute('data-question-id', STEP.questions[0]!.id);
  await expect(page.getByRole('switch', { name: 'Avansare automată' })).toBeChecked();

  // The scale is explained once, before the first activity question (question 1 is a context
  // question), and kept as a legend beside the chat.
  await expect(page.getByTestId('scale-intro')).toHaveCount(0);
  await expect(page.getByTestId('scale-legend').locator('li')).toHaveCount(5);
  const firstActivity = STEP.questions.findIndex((q) => q.kind === 'activity');

  const answers = perfectAnswers([STEP]);
  for (const [i, answer] of answers.entries()) {
    if (i > 0) await expectAnnounced(page, answer.questionId);
    if (i === firstActivity) {
      await expect(page.getByTestId('scale-intro')).toContainText('Cum răspundeți');
      await expect(page.getByTestId('scale-intro').locator('li')).toHaveCount(5);
    }
    if (i === firstActivity + 1) await expect(page.getByTestId('scale-intro')).toHaveCount(0);
    // One key press: the answer's letter, sent at once.
    await page.keyboard.press(keyOf(answer.questionId, answer.selectedOptionIds[0]!));
  }

  await expect(page).toHaveURL(`${h.baseUrl}/ro/step-progress`);
  await expect(page.getByTestId('step-done-title')).toHaveText('Pasul 1 finalizat: Viziune');
  expect(await page.evaluate(() => (window as unknown as { __flashed: string[] }).__flashed)).toEqual([]);
  // What was sent is what the keys chose: the step's answers as stored.
  await page.getByTestId('continue').click();
  await expect(current(page)).toHaveAttribute('data-question-id', NEXT_FIRST.id);
  await page.getByTestId('back').click();
  const last = answers.at(-1)!;
  await expect(current(page)).toHaveAttribute('data-question-id', last.questionId);
  for (const id of last.selectedOptionIds) await expect(page.getByTestId(`option-${id}`)).toBeChecked();
});

test('auto-advance off: a letter or an arrow only chooses, Enter or Send sends', async ({ page, h }) => {
  const account = await h.createAccount({ locale: 'ro' });
  await logIn(page, h, account);
  await page.goto(`${h.baseUrl}/ro/assessment`);
  const [q1, q2, q3] = STEP.questions as [
    (typeof STEP.questions)[number],
    (typeof STEP.questions)[number],
    (typeof STEP.questions)[number],
  ];
  await expect(current(page)).toHaveAttribute('data-question-id', q1.id);
  const toggle = page.getByRole('switch', { name: 'Avansare automată' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();

  // Q1: B chosen by its letter, nothing sent; the arrows move to A and back to B.
  await page.keyboard.press('b');
  const radio = (id: string) => page.getByRole('radio', { name: new RegExp(escape(optionText(q1.id, id))) });
  await expect(page.getByTestId(`option-${q1.options[1]!.id}`)).toBeChecked();
  await expect(current(page)).toHaveAttribute('data-question-id', q1.id);
  await expect(radio(q1.options[1]!.id)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId(`option-${q1.options[0]!.id}`)).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId(`option-${q1.options[1]!.id}`)).toBeChecked();
  await expect(current(page)).toHaveAttribute('data-question-id', q1.id);
  await page.keyboard.press('Enter');
  await expectAnnounced(page, q2.id);

  // Q2: C by its letter, then Space on it sends nothing either; Send sends.
  await page.keyboard.press('c');
  await page.keyboard.press('Space');
  await expect(page.getByTestId(`option-${q2.options[2]!.id}`)).toBeChecked();
  await expect(current(page)).toHaveAttribute('data-question-id', q2.id);
  await page.getByRole('button', { name: 'Trimiteți' }).click();
  await expectAnnounced(page, q3.id);

  // The preference is remembered.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Avansare automată' })).not.toBeChecked();
});

test('auto-advance on: the arrows move through the radio group without sending, Space sends', async ({
  page,
  h,
}) => {
  const account = await h.createAccount({ locale: 'ro' });
  await logIn(page, h, account);
  await page.goto(`${h.baseUrl}/ro/assessment`);
  const [q1, q2] = STEP.questions as [(typeof STEP.questions)[number], (typeof STEP.questions)[number]];
  await expect(current(page)).toHaveAttribute('data-question-id', q1.id);
  await page.keyboard.press('b');
  await expectAnnounced(page, q2.id);

  // One tab stop: Tab from the question enters the group on its first option.
  await page.keyboard.press('Tab');
  const radios = page.getByRole('radiogroup').getByRole('radio');
  await expect(radios).toHaveCount(q2.options.length);
  await expect(radios.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(2)).toBeFocused();
  await expect(radios.nth(2)).toBeChecked();
  await expect(radios.nth(0)).not.toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(radios.nth(1)).toBeChecked();
  // Nothing was sent by the arrows.
  await expect(current(page)).toHaveAttribute('data-question-id', q2.id);
  await expect(page.getByTestId('nav-progress')).toContainText('1 din 180');
  // Tab leaves the group in one step (one tab stop), to the next control.
  await page.keyboard.press('Tab');
  await expect(radios.nth(2)).not.toBeFocused();
  await expect(page.getByRole('radiogroup').locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(radios.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expectAnnounced(page, STEP.questions[2]!.id);
  // The second answer (how customers buy: online, no sales people) shortens the company's path.
  const path = assessmentPath(profileOf({ 'company.size': '10-49', 'sales.model': 'online' }));
  expect(path.total).toBeLessThan(180);
  await expect(page.getByTestId('nav-progress')).toContainText(`2 din ${path.total}`);
});

/** The option's Romanian text (the radio's accessible name contains it). */
function optionText(questionId: string, optionId: string): string {
  return question(questionId).options.find((o) => o.id === optionId)!.text.ro;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const dir = process.env.SHOTS_DIR;
for (const locale of ['ro', 'en'] as const) {
  test(`the chat fits at 1280 and 375 px without errors, ${locale} (screenshots with SHOTS_DIR)`, async ({
    page,
    h,
  }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const account = await h.createAccount({ locale });
    await logIn(page, h, account, { locale });
    await page.goto(`${h.baseUrl}/${locale}/assessment`);
    await expect(current(page)).toHaveAttribute('data-question-number', '1');
    // A step's first question, with its description in full.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      await fitsThenShoot(page, dir, `chat-first-${locale}-${width}.png`);
    }
    await page.keyboard.press('b');
    await expect(current(page)).toHaveAttribute('data-question-number', '2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    // A later question: the description folded, an option chosen, Send in reach (sticky on a phone).
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 760 });
      await fitsThenShoot(page, dir, `chat-later-${locale}-${width}.png`);
    }
    await fitsThenShoot(page, dir, `chat-later-full-${locale}-375.png`, { fullPage: true });
    errors.check(`chat ${locale}`);
  });
}
