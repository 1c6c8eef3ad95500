import { describe, expect, it } from 'vitest';
import { STEP_EMOJI, fallbackStepScore, overallStats, performanceDisplay, stepEmoji } from './step-progress';

describe('stepEmoji', () => {
  it('cycles over 12 emoji by step order', () => {
    expect(STEP_EMOJI).toHaveLength(12);
    expect(new Set(STEP_EMOJI).size).toBe(12);
    expect(stepEmoji(1)).toBe(STEP_EMOJI[0]);
    expect(stepEmoji(12)).toBe(STEP_EMOJI[11]);
    expect(stepEmoji(13)).toBe(STEP_EMOJI[0]);
    expect(stepEmoji(0)).toBe(STEP_EMOJI[11]);
    expect(stepEmoji(Number.NaN)).toBe(STEP_EMOJI[0]);
  });
});

describe('fallbackStepScore', () => {
  it('estimates AI at 70 % of the ideal AI and human at 80 % of the ideal human', () => {
    const s = fallbackStepScore(10, 90);
    expect(s).toMatchObject({
      yourAiPercent: 7,
      yourHumanPercent: 72,
      targetAiPercent: 10,
      targetHumanPercent: 90,
      allAnswersAreOptionE: false,
      estimated: true,
    });
    expect(s.performance).toBe('needs_improvement');
    expect(fallbackStepScore(55, 45)).toMatchObject({ yourAiPercent: 39, yourHumanPercent: 36 });
    expect(fallbackStepScore(90, 10).performance).toBe('excellent');
    expect(fallbackStepScore(100, 0).performance).toBe('developing');
  });
});

describe('performanceDisplay', () => {
  it('shows the performance badge and its recommendation', () => {
    for (const p of ['excellent', 'good', 'needs_improvement', 'developing'] as const) {
      expect(
        performanceDisplay({ allAnswersAreOptionE: false, insufficient: false, performance: p }),
      ).toEqual({
        badge: p,
        recommendation: p,
      });
    }
  });
  it('hides the badge when every answer was option E or nothing was scored', () => {
    expect(
      performanceDisplay({ allAnswersAreOptionE: true, insufficient: false, performance: null }),
    ).toEqual({
      badge: null,
      recommendation: 'notScored',
    });
    expect(
      performanceDisplay({ allAnswersAreOptionE: true, insufficient: false, performance: 'excellent' }),
    ).toEqual({
      badge: null,
      recommendation: 'notScored',
    });
    expect(
      performanceDisplay({ allAnswersAreOptionE: false, insufficient: false, performance: null }),
    ).toEqual({
      badge: null,
      recommendation: 'notScored',
    });
  });
});

describe('performanceDisplay with too few scored answers', () => {
  it('shows no badge and the "not enough answers" recommendation, whatever the split', () => {
    expect(
      performanceDisplay({ allAnswersAreOptionE: false, insufficient: true, performance: null }),
    ).toEqual({
      badge: null,
      recommendation: 'insufficient',
    });
  });
});

describe('overallStats', () => {
  it('gives the percent answered (clamped) and the steps done and left', () => {
    expect(
      overallStats({ answeredQuestions: 15, totalQuestions: 180, completedSteps: 1, totalSteps: 12 }),
    ).toEqual({ percent: 8, completed: 1, remaining: 11 });
    expect(
      overallStats({ answeredQuestions: 200, totalQuestions: 180, completedSteps: 12, totalSteps: 12 }),
    ).toEqual({ percent: 100, completed: 12, remaining: 0 });
    expect(
      overallStats({ answeredQuestions: 0, totalQuestions: 0, completedSteps: 0, totalSteps: 12 }),
    ).toEqual({ percent: 0, completed: 0, remaining: 12 });
  });
});
