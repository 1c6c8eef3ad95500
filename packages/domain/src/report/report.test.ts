/**
 * The report model on the real bank (domain-design.md §5, issue 8): the facts the page, the
 * e-mail and the PDF share, in both locales, with an all-E step and a skipped context input; and
 * every part fits its wire schema (a drift would be a 500 on the server).
 */
import { describe, expect, it } from 'vitest';
import { STEPS } from '../bank/index.js';
import { FeedbackOutput, StrategyRecommendationsOutput, BandSummaryView } from '../schemas/report.js';
import { perfectAnswers, sameLetterAnswers, unscoredAnswer } from '../testing/answers.js';
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

  it('an all-E step is not implemented, shows no split and drops out of the score', () => {
    const first = STEPS[0]!;
    const answers = [
      ...first.questions.map(unscoredAnswer),
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
    expect(f.missing.length).toBeGreaterThanOrEqual(13);
    expect(r.overall.categoryCount).toBe(11);
    expect(r.overall.overallScore).toBe(100);
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
    // Each named step's feedback quotes the answers that pulled it off target.
    for (const s of far)
      expect(r.feedback.find((f) => f.stepId === s.stepId)!.pulling.length).toBeGreaterThan(0);
  });

  it('keeps working when the context inputs were skipped: no size, no NaN', () => {
    const skipped = perfect.map((a) => {
      const q = STEPS.flatMap((s) => s.questions).find((x) => x.id === a.questionId)!;
      return q.kind === 'context' ? unscoredAnswer(q) : a;
    });
    const sizeQuestion = STEPS[0]!.questions.find((q) => q.kind === 'context')!;
    const noSize = skipped.map((a) =>
      a.questionId === sizeQuestion.id
        ? {
            questionId: a.questionId,
            selectedOptionIds: [sizeQuestion.options.find((o) => !o.input)!.id],
            additionalInputs: {},
          }
        : a,
    );
    const r = buildReport(noSize, 'en');
    expect(r.strategies.context.companySize).toBeNull();
    expect(JSON.stringify(r)).not.toMatch(/NaN|undefined|null%/);
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
