/**
 * The quarterly "keep it on target" task of a step on target (domain-design.md §6): it only tops up
 * a roadmap shorter than `MIN_TASKS`, as when nearly every activity is at its ideal. It moves
 * nothing, so it cannot contradict an answer. Pure.
 */
import type { Locale } from '../i18n/locale.js';
import type { AnswerFacts } from '../report/strategies/conditions.js';
import { formatPercent } from '../report/strategies/format.js';
import { TOLERANCE_POINTS } from '../scoring/constants.js';
import { TASK_BUDGET_EUR, scaled } from './budget.js';
import { fillText, makeDraft, type Draft } from './render.js';
import { SOLO_OWNER, STEP_KPI, SUSTAIN_TASK } from './texts-common.js';

/**
 * The review task of every scored step within the tolerance of its target, the one closest to the
 * tolerance's edge first (then step order), texts in `locale`.
 */
export function sustainDrafts(facts: AnswerFacts, locale: Locale, budgetMultiplier: number): Draft[] {
  return [...facts.steps.values()]
    .flatMap((r) => {
      if (r.yourHumanPercent === null) return [];
      const gap = Math.abs(r.yourHumanPercent - r.targetHumanPercent);
      return gap <= TOLERANCE_POINTS ? [{ r, gap, step: facts.stepDefs.get(r.stepKey)! }] : [];
    })
    .sort((a, b) => b.gap - a.gap || a.step.globalOrder - b.step.globalOrder)
    .map(({ r, step }) =>
      makeDraft({
        texts: SUSTAIN_TASK,
        locale,
        values: {
          step: step.name[locale],
          split: `${r.targetHumanPercent}/${r.targetAiPercent}`,
          practices: step.roadmap.practices[locale],
          owner: (facts.context['team.size'] === '1' ? SOLO_OWNER : step.roadmap.owner)[locale],
        },
        category: step.name[locale],
        priority: 'low',
        horizon: '6-12',
        budgetEur: scaled(TASK_BUDGET_EUR.sustain, budgetMultiplier),
        source: { kind: 'step', id: step.key },
        kpis: [
          fillText(STEP_KPI[locale], {
            step: step.name[locale],
            low: formatPercent(Math.max(0, r.targetHumanPercent - TOLERANCE_POINTS), locale),
            high: formatPercent(Math.min(100, r.targetHumanPercent + TOLERANCE_POINTS), locale),
            your: formatPercent(r.yourHumanPercent!, locale),
          }),
        ],
      }),
    );
}
