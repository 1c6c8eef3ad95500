/**
 * The progress view and the peer percentile, in English:
 * - with 300 seeded demo companies: a user completes an assessment, re-takes it changing six
 *   activities (four toward their ideal in step 1, two stopped in step 3) and completes it; the
 *   progress tab shows the overall score then → now and, per step, the figures of each
 *   assessment's own results (step-score with and without `assessmentId`), the moved activities
 *   grouped toward / away with their answers then → now, and the percentile among small
 *   companies and small software companies, with the companies counted and the date, as
 *   `GET /assessment/peers` gives them;
 * - without seeded companies (the shared harness): one completed assessment shows the sentence that
 *   the comparison comes after the second one, and the peer groups "Not enough companies like
 *   yours yet (N of 20)".
 */
import type { CompareOutput, PeersOutput, StepScoreView } from '@hai/domain';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import {
  SKIP_BROWSER,
  SKIP_REASON,
  completeAssessment,
  expect,
  storedToken,
  test as shared,
} from './fixtures';
import { answerSets, completeTwice, test } from './progress-setup';

test.skip(SKIP_BROWSER, SKIP_REASON);

const enDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

test('the progress view after a re-take, and the percentile among seeded companies like yours', async ({
  page,
  hs: h,
}) => {
  test.setTimeout(240_000);
  const sets = answerSets();
  const account = await h.createAccount({ verified: true, locale: 'en' });
  const token = await completeTwice(page, h, account, 'en', sets);
  const compare = (await h.api('GET', '/api/assessment/compare?locale=en', undefined, token))
    .body as CompareOutput;
  const peers = (await h.api('GET', '/api/assessment/peers', undefined, token)).body as PeersOutput;
  const stepScore = async (step: string, assessmentId?: string) =>
    (
      await h.api(
        'GET',
        `/api/assessment/step-score/${step}?locale=en${assessmentId ? `&assessmentId=${assessmentId}` : ''}`,
        undefined,
        token,
      )
    ).body as StepScoreView;

  await page.goto(`${h.baseUrl}/en/results?tab=progress`);
  const view = page.getByTestId('compare');
  await expect(view.getByRole('heading', { name: 'Since your last assessment' })).toBeVisible();
  await expect(view).toContainText(
    `Your assessment of ${enDate(compare.to.completedAt)} compared with the one of ${enDate(compare.from.completedAt)}.`,
  );

  await test.step('overall then → now, as the two results show it', async () => {
    const overall = (await h.api('GET', '/api/assessment/overall-score?locale=en', undefined, token))
      .body as {
      overallScore: number;
    };
    const first = (
      await h.api(
        'GET',
        `/api/assessment/overall-score?locale=en&assessmentId=${compare.from.id}`,
        undefined,
        token,
      )
    ).body as { overallScore: number };
    expect(compare.overall.now.score).toBe(Math.round(overall.overallScore));
    expect(compare.overall.then.score).toBe(Math.round(first.overallScore));
    await expect(page.getByTestId('compare-overall-scores')).toHaveText(
      `${compare.overall.then.score} % → ${compare.overall.now.score} %`,
    );
    const change = compare.overall.change.score;
    await expect(page.getByTestId('compare-overall-change')).toHaveText(
      new RegExp(`^${change > 0 ? '\\+' : change < 0 ? '\u2212' : '±'}${Math.abs(change)} points?$`),
    );
    // Same bank version: no note about activities left out.
    await expect(page.getByTestId('compare-bank-note')).toHaveCount(0);
  });

  await test.step('per step: score, human share and activities practised then → now', async () => {
    const table = page.getByTestId('compare-table');
    await expect(table.locator('thead th')).toHaveText([
      'Step',
      'Score',
      'Change',
      'Your human share',
      'Ideal human share',
      'Activities practised',
    ]);
    await expect(page.getByTestId('compare-row')).toHaveCount(12);
    for (const [i, stepIndex] of [0, 1, 2].entries()) {
      const key = STEPS[stepIndex]!.key;
      const [then, now] = [await stepScore(key, compare.from.id), await stepScore(key)];
      const row = page.locator(`[data-testid="compare-row"][data-step="${key}"]`);
      await expect(row.locator('th')).toHaveText(then.stepName);
      const pct = (v: number | null | undefined) =>
        v === null || v === undefined ? 'not scored' : `${Math.round(v)} %`;
      await expect(row.getByTestId('compare-score')).toHaveText(`${pct(then.score)} → ${pct(now.score)}`);
      await expect(row.getByTestId('compare-human')).toHaveText(
        `${pct(then.yourHumanPercent)} → ${pct(now.yourHumanPercent)}`,
      );
      await expect(row.getByTestId('compare-coverage')).toHaveText(
        `${then.practisedCount} → ${now.practisedCount} of ${now.activityCount} activities`,
      );
      // Step 1 improved (three activities started, one back at its ideal), step 3 lost two, step 2 is as it was.
      const expected = [/^\+\d+$/, /^±0$/, /^\u2212\d+$/][i]!;
      await expect(row.getByTestId('compare-change')).toHaveText(expected);
    }
    // Chart beside the table, hidden from screen readers (the table is its accessible form).
    await expect(page.getByTestId('compare-chart').locator('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  await test.step('the activities that moved, toward and away from their ideal', async () => {
    expect(compare.moved).toEqual({ toward: 4, away: 2, neither: 0 });
    await expect(page.getByTestId('compare-moved-lead')).toHaveText(
      '6 activities have a different answer this time: 4 toward their ideal, 2 away from it, 0 as far from it as before.',
    );
    await expect(page.getByTestId('moved-toward').locator('summary')).toHaveText('Toward the ideal (4)');
    await expect(page.getByTestId('moved-away').locator('summary')).toHaveText('Away from the ideal (2)');
    await expect(page.getByTestId('moved-neither')).toHaveCount(0);
    for (const q of sets.toward)
      await expect(page.getByTestId('moved-toward').locator(`[data-question="${q.id}"]`)).toContainText(
        q.text.en,
      );
    for (const q of sets.away) {
      const item = page.getByTestId('moved-away').locator(`[data-question="${q.id}"]`);
      await expect(item).toContainText('Away from the ideal');
      const m = compare.movedActivities.find((a) => a.questionId === q.id)!;
      expect(m.to.key).toBe('E');
      await expect(item.getByTestId('moved-from-to')).toHaveText(`${m.from.text} → ${m.to.text}`);
    }
    await expect(page.getByTestId('compare-tasks')).toContainText(
      'No roadmap task was marked done between the two assessments.',
    );
  });

  await test.step('the percentile among small companies and small software companies', async () => {
    expect(peers.sizeClass).toBe('small');
    expect(peers.industry).toBe('software');
    const card = page.getByTestId('peers');
    await expect(card.getByRole('heading', { name: 'Compared with companies like yours' })).toBeVisible();
    for (const [kind, group, name] of [
      ['size', peers.size, 'small companies (10–49 employees)'],
      ['size-industry', peers.sizeIndustry, 'small companies (10–49 employees) in software and IT'],
    ] as const) {
      expect(group.available, kind).toBe(true);
      if (!group.available) continue;
      expect(group.companyCount).toBeGreaterThanOrEqual(20);
      await expect(card.getByTestId(`peers-group-${kind}`).getByTestId('peers-group-text')).toHaveText(
        `Your overall score is higher than ${group.overall.percentile} % of ${group.overall.companyCount} ${name} (as of ${enDate(group.asOf)}).`,
      );
    }
    // Spec §4's wording of the level, the measured figure beside it.
    const band = peers.band;
    expect(band.measured).not.toBeNull();
    await expect(card.getByTestId('peers-described')).toHaveText(
      / is described as the (top|middle|bottom) \d+ % of companies\.$/,
    );
    await expect(card.getByTestId('peers-measured')).toContainText(
      `Measured: your overall score is higher than ${band.measured!.percentile} % of ${band.measured!.companyCount} small companies`,
    );
    // Per step, one column per group: a row for the overall score and one per step.
    const rows = card.getByTestId('peers-row');
    await expect(rows).toHaveCount(13);
    const s1 = peers.size.available ? peers.size.steps[0]! : null;
    await expect(rows.nth(1).locator('th')).toHaveText(STEPS[0]!.name.en);
    await expect(rows.nth(1).locator('td').nth(1)).toHaveText(`${s1!.percentile} %`);
  });

  await test.step('no sideways overflow at 375 px: the table scrolls in its own box', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('compare-table')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

shared(
  'one completed assessment: no comparison yet, and peers "N of 20" without a population',
  async ({ page, h }) => {
    const account = await h.createAccount({ verified: true, locale: 'en' });
    await completeAssessment(page, h, account, { locale: 'en', answers: perfectAnswers(STEPS) });
    const token = (await storedToken(page))!;
    const peers = (await h.api('GET', '/api/assessment/peers', undefined, token)).body as PeersOutput;
    await page.goto(`${h.baseUrl}/en/results?tab=progress`);
    await expect(page.getByTestId('compare-not-enough')).toHaveText(
      'The comparison with your last assessment appears here once you have completed a second assessment.',
    );
    await expect(page.getByTestId('compare-table')).toHaveCount(0);
    expect(peers.size.available).toBe(false);
    expect(peers.size.companyCount).toBeLessThan(20);
    await expect(page.getByTestId('peers-group-size').getByTestId('peers-group-text')).toContainText(
      `Not enough companies like yours yet (${peers.size.companyCount} of 20).`,
    );
    await expect(page.getByTestId('peers-measured')).toHaveText(
      'Not measured yet among companies like yours.',
    );
    await expect(page.getByTestId('peers-table')).toHaveCount(0);
  },
);
