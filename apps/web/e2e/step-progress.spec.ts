/**
 * Step progress (product-spec §2 "Step progress", "Navigation guards"): opening /ro/step-progress
 * without a completed step sends the user to the assessment; after the answer that finishes a
 * step, the page shows that step's score, which came with the answer (no second request), and a
 * language switch shows it in the other language by itself.
 */
import { STEPS, scoreStep } from '@hai/domain';
import { answersBy, perfectAnswers } from '@hai/domain/testing';
import { SKIP_BROWSER, SKIP_REASON, expect, logIn, storedToken, test } from './fixtures';

test.skip(SKIP_BROWSER, SKIP_REASON);

// These tests choose, then send: auto-advance (on by default, chat-keyboard.spec.ts) is turned off.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hai.chat.autoAdvance', 'false'));
});

test('step-progress without a completed step redirects to the assessment', async ({ page, h }) => {
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  await page.goto(`${h.baseUrl}/ro/step-progress`);
  await expect(page).toHaveURL(`${h.baseUrl}/ro/assessment`);
  await expect(page.getByTestId('current-question')).toBeVisible();
});

test('the finished step comes with its score, and a language switch refetches it', async ({ page, h }) => {
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  const token = (await storedToken(page))!;
  const answers = perfectAnswers([STEPS[0]!]);
  for (const a of answers.slice(0, -1))
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);
  const stepScoreCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('assessment.stepScore')) stepScoreCalls.push(decodeURIComponent(r.url()));
  });

  await page.goto(`${h.baseUrl}/ro/assessment`);
  const last = answers.at(-1)!;
  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', last.questionId);
  for (const id of last.selectedOptionIds) await page.getByTestId(`option-${id}`).click();
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/step-progress`);
  await expect(page.getByTestId('step-done-title')).toHaveText('Pasul 1 finalizat: Viziune');
  // Every ideal: the split is the ideals' mean, within 2.5 points of the 90 % target.
  await expect(page.getByTestId('your-split-human')).toHaveText(
    `${scoreStep(STEPS[0]!, answers).yourHumanPercent}%`,
  );
  await expect(page.getByTestId('step-in-words')).toContainText(
    'Practicați 13 din cele 13 activități, 13 dintre ele exact la ideal; socotind pe jumătate activitățile aflate la un pas de ideal, alinierea este 100 %.',
  );
  await expect(page.getByTestId('performance-badge')).toHaveText('Echilibru excelent');
  await expect(page.getByTestId('overall-text')).toContainText('15 din 180');
  expect(stepScoreCalls).toEqual([]);

  await page.getByTestId('lang-en').click();
  await expect(page).toHaveURL(`${h.baseUrl}/en/step-progress`);
  await expect(page.getByTestId('step-done-title')).toHaveText('Step 1 completed: Vision');
  await expect(page.getByTestId('performance-badge')).toHaveText('Excellent balance');
  await expect(page.getByTestId('overall-text')).toContainText('15 of 180');
  expect(stepScoreCalls).toHaveLength(1);
  expect(stepScoreCalls[0]).toContain('"locale":"en"');

  await page.getByTestId('continue').click();
  await expect(page).toHaveURL(`${h.baseUrl}/en/assessment`);
  await expect(page.getByTestId('step-badge')).toHaveText('Step 2 of 12');
});

test('a step answered mostly "we don\'t do this" says there are not enough answers to score it', async ({
  page,
  h,
}) => {
  const account = await h.createAccount({ verified: true, locale: 'ro' });
  await logIn(page, h, account);
  const token = (await storedToken(page))!;
  // Four activities practised, the rest "not yet": one short of the minimum.
  const step = STEPS[0]!;
  const answers = answersBy(step, (ideal, i) => (i < 4 ? ideal : 'E'));
  for (const a of answers.slice(0, -1))
    expect((await h.api('POST', '/api/assessment/answer', a, token)).status).toBe(200);

  await page.goto(`${h.baseUrl}/ro/assessment`);
  const last = answers.at(-1)!;
  await expect(page.getByTestId('current-question')).toHaveAttribute('data-question-id', last.questionId);
  for (const id of last.selectedOptionIds) await page.getByTestId(`option-${id}`).click();
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(`${h.baseUrl}/ro/step-progress`);
  await expect(page.getByTestId('not-scored')).toHaveText(
    'Prea puține răspunsuri pentru un scor: 4 activități practicate; un pas are nevoie de cel puțin 5.',
  );
  await expect(page.getByTestId('performance-badge')).toHaveCount(0);
  await expect(page.getByTestId('your-split-human')).not.toHaveText(/\d/);

  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('not-scored')).toHaveText(
    'Not enough answers to score: 4 activities practised; a step needs at least 5.',
  );
});
