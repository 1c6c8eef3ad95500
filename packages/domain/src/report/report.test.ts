/**
 * The report model on the real bank (domain-design.md §5): the facts the page, the
 * e-mail and the PDF share, in both locales, with an all-E step and a skipped context input; and
 * every part fits its wire schema (a drift would be a 500 on the server).
 */
import { describe, expect, it } from 'vitest';
import { STEPS } from '../bank/index.js';
import { FeedbackOutput, StrategyRecommendationsOutput, BandSummaryView } from '../schemas/report.js';
import { contextAnswer, perfectAnswers, sameLetterAnswers } from '../testing/answers.js';
import { buildReport } from './report.js';

const perfect = perfectAnswers(STEPS);

describe('buildReport', () => {
  it('a perfect assessment: 100, pioneer, 12 steps on target, nothing furthest', () => {
    const r = buildReport(perfect, 'en');
    expect(r.overall).toEqual({ overallScore: 100, categoryCount: 12, band: 'pioneer' });
    expect(r.overview.summary?.band).toBe('pioneer');
    expect(r.overview.furthestSteps).toEqual([]);
    expect(r.feedback.map((f) => f.status)).toEqual(Array(12).fill('on-target'));
    expect(r.feedback.map((f) => f.stepOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('an all-E step is not implemented, shows no split and counts 0 in the score', () => {
    const first = STEPS[0]!;
    const answers = [
      ...sameLetterAnswers(first, 'E'),
      ...perfect.filter((a) => !a.questionId.startsWith('viziune-')),
    ];
    const r = buildReport(answers, 'ro');
    const f = r.feedback[0]!;
    expect(f).toMatchObject({
      stepId: 'VIZIUNE',
      stepName: 'Viziune',
      allAnswersAreOptionE: true,
      status: null,
      yourHumanPercent: null,
    });
    expect(f.notYet).toHaveLength(3);
    expect(f.practisedCount).toBe(0);
    expect(r.overall.categoryCount).toBe(11);
    expect(r.overall.overallScore).toBe(92); // 11 × 100 / 12 = 91.7
  });

  it('names the steps furthest from their target, furthest first, with the signed gap', () => {
    // Everyone answering D throughout: each step lands wherever its D column does.
    const r = buildReport(
      STEPS.flatMap((s) => sameLetterAnswers(s, 'D')),
      'en',
    );
    const far = r.overview.furthestSteps;
    expect(far.length).toBeGreaterThan(0);
    expect(far.length).toBeLessThanOrEqual(3);
    for (const s of far) {
      expect(s.gap).toBe(s.yourHumanPercent - s.targetHumanPercent);
      expect(Math.abs(s.gap)).toBeGreaterThan(5);
    }
    const gaps = far.map((s) => Math.abs(s.gap));
    expect(gaps).toEqual([...gaps].sort((a, b) => b - a));
    // Each named step's feedback names the activities that pulled it off target.
    for (const s of far)
      expect(r.feedback.find((f) => f.stepId === s.stepId)!.offIdeal.length).toBeGreaterThan(0);
  });

  it('keeps working when every context fact is unknown: no size, no NaN, notes instead of data', () => {
    const unknown = perfect.map((a) => {
      const q = STEPS.flatMap((s) => s.questions).find((x) => x.id === a.questionId)!;
      return q.kind === 'context' ? contextAnswer(q, null) : a;
    });
    const r = buildReport(unknown, 'en');
    expect(r.strategies.context.companySize).toBeNull();
    expect(r.strategies.context.budgetMultiplier).toBe(1);
    expect(JSON.stringify(r)).not.toMatch(/NaN|undefined|null%/);
    for (const id of ['funnel-repair', 'peso-rebalancing', 'channel-portfolio', 'content-gaps']) {
      const s = r.strategies.strategies.find((x) => x.id === id)!;
      expect(s.triggered).toBe(false);
      expect(s.details.note).toBeTruthy();
    }
  });

  it('gives every part in the wire shape, in both locales, with different texts', () => {
    const answers = STEPS.flatMap((s) => sameLetterAnswers(s, 'B'));
    const en = buildReport(answers, 'en');
    const ro = buildReport(answers, 'ro');
    for (const r of [en, ro]) {
      expect(() => FeedbackOutput.parse({ feedback: r.feedback })).not.toThrow();
      expect(() => StrategyRecommendationsOutput.parse(r.strategies)).not.toThrow();
      if (r.overview.summary) expect(() => BandSummaryView.parse(r.overview.summary)).not.toThrow();
    }
    expect(en.overall).toEqual(ro.overall);
    expect(en.feedback[0]!.feedbackText).not.toBe(ro.feedback[0]!.feedbackText);
    expect(ro.feedback[0]!.stepName).toBe('Viziune');
    expect(en.feedback[0]!.stepName).toBe('Vision');
  });
});
