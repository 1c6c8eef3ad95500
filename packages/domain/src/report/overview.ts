/**
 * The overview's recommendations from the company's own answers (domain-design.md §5, §9): the
 * spec §9 band texts describe the level; the recommendations under them name the activities
 * furthest from their ideal and the steps with the most activities not done yet, each quoting the
 * answer with the activity's own lever. Each carries its move (`report/moves.ts`), so the advice
 * invariants (never the way an answer already is, never a practice already practised) hold for it
 * as for the feedback and the roadmap. Pure.
 */
import { STEPS } from '../bank/index.js';
import type { Localized } from '../i18n/localized.js';
import type { Locale } from '../i18n/locale.js';
import { fillText } from '../roadmap/render.js';
import type { StepResult } from '../scoring/step.js';
import { notYetActivities, offIdealActivities, scaleText } from './answers.js';
import type { Move } from './moves.js';
import { ACTIVITIES, quantity } from './strategies/format.js';

/** How many activities furthest from their ideal the overview names (one a step). */
export const OVERVIEW_FURTHEST = 3;
/** How many steps with activities not done yet the overview names. */
export const OVERVIEW_NOT_YET = 2;

/** One recommendation of the overview, with what it changes. */
export interface OverviewRecommendation {
  text: string;
  questionId: string | null;
  moves: Move[];
}

const TEXTS = {
  offIdeal: {
    en: '{step}: “{activity}” You answered “{answer}”; the ideal is “{ideal}”. {lever}',
    ro: '{step}: „{activity}” Ați răspuns „{answer}”; idealul este „{ideal}”. {lever}',
  },
  notYet: {
    en: '{step}: {count} not done yet, the first being “{activity}” {lever}',
    ro: '{step}: {count} nu se fac încă, prima fiind „{activity}” {lever}',
  },
  /** The same when the step misses one activity: the verb agrees, and there is no "first". */
  notYetOne: {
    en: '{step}: 1 activity not done yet, “{activity}” {lever}',
    ro: '{step}: 1 activitate nu se face încă, „{activity}” {lever}',
  },
  allAtIdeal: {
    en: 'Every activity you practise is at its ideal and none is missing: keep each step’s split with a quarterly review.',
    ro: 'Fiecare activitate practicată este la ideal și nu lipsește niciuna: păstrați împărțirea fiecărui pas printr-o verificare trimestrială.',
  },
} as const satisfies Record<string, Localized>;

/**
 * The overview's recommendations for the step results `results` (every step, bank order):
 * the {@link OVERVIEW_FURTHEST} practised activities furthest from their ideal (the furthest,
 * then the heavier, one a step), each quoting the answer and the lever back to the ideal; then
 * the {@link OVERVIEW_NOT_YET} steps with the most applicable activities not done yet, each with
 * its most important missing activity and its `start` lever. Activities that do not apply to the
 * company are never named. When nothing is off or missing, one line says so.
 */
export function overviewRecommendations(
  results: readonly StepResult[],
  locale: Locale,
): OverviewRecommendation[] {
  const steps = STEPS.map((step, i) => ({ step, result: results[i]! })).filter(({ result }) => result);
  const furthest = steps
    .flatMap(({ step, result }) => offIdealActivities(step, result, null, 1).map((a) => ({ step, a })))
    .sort(
      (x, y) =>
        y.a.steps - x.a.steps ||
        y.a.question.activity.weight - x.a.question.activity.weight ||
        x.step.globalOrder - y.step.globalOrder,
    )
    .slice(0, OVERVIEW_FURTHEST)
    .map(({ step, a }): OverviewRecommendation => ({
      text: fillText(TEXTS.offIdeal[locale], {
        step: step.name[locale],
        activity: a.question.text[locale],
        answer: scaleText(a.answer)[locale],
        ideal: scaleText(a.question.activity.ideal)[locale],
        lever: a.lever[locale],
      }),
      questionId: a.question.id,
      moves: [{ kind: 'activity', questionId: a.question.id, direction: a.direction }],
    }));
  const missing = steps
    .filter(({ result }) => result.notYetCount > 0)
    .sort((x, y) => y.result.notYetCount - x.result.notYetCount || x.step.globalOrder - y.step.globalOrder)
    .slice(0, OVERVIEW_NOT_YET)
    .flatMap(({ step, result }) =>
      notYetActivities(step, result, 1).map((a): OverviewRecommendation => ({
        text: fillText((result.notYetCount === 1 ? TEXTS.notYetOne : TEXTS.notYet)[locale], {
          step: step.name[locale],
          count: quantity(result.notYetCount, ACTIVITIES)[locale],
          activity: a.question.text[locale],
          lever: a.lever[locale],
        }),
        questionId: a.question.id,
        moves: [{ kind: 'start', questionId: a.question.id }],
      })),
    );
  const all = [...furthest, ...missing];
  return all.length > 0 ? all : [{ text: TEXTS.allAtIdeal[locale], questionId: null, moves: [] }];
}
