/**
 * Per-step feedback of the results page (product-spec §2 "Results: Steps", §3 "Step feedback
 * item", §4 "Step feedback status"; domain-design.md §3, §5). Pure.
 */
import { APPLICABILITY_CONDITIONS, type ApplicabilityCondition } from '../../bank/applicability.js';
import { notApplicableActivities, profileOfAnswers, type NotApplicableActivity } from '../../bank/profile.js';
import type { Localized, StepDef, StepKey } from '../../bank/types.js';
import { fillText } from '../../roadmap/render.js';
import type { Locale } from '../../i18n/locale.js';
import {
  feedbackStatus,
  scoreStep,
  type AnswerRecord,
  type FeedbackStatus,
  type StepResult,
} from '../../scoring/step.js';
import type { LeverDirection } from '../../schemas/report.js';
import {
  notYetActivities,
  offIdealActivities,
  type NotYetActivity,
  type OffIdealActivity,
} from '../answers.js';
import { formatPoints } from '../step-words.js';
import { DEFAULT_FEEDBACK, GAP_DIRECTION, GAP_SENTENCE, INSUFFICIENT_LEAD, gapSize } from './common.js';

/** How many activities away from their ideal a feedback item names (domain-design.md §5: "two or three"). */
export const MAX_OFF_IDEAL = 3;
/** How many activities not practised yet a feedback item names. */
export const MAX_NOT_YET = 3;

/** One step's feedback, in one locale (product-spec §3 "Step feedback item", plus additions). */
export interface StepFeedback {
  stepKey: StepKey;
  /** The step's name in the requested locale. */
  stepName: string;
  /** The step's `globalOrder`, 1..12. */
  stepOrder: number;
  /** The user's AI share, percent 0..100; `null` when the step is not scored. */
  yourAiPercent: number | null;
  /** The user's human share, percent 0..100 (= 100 − AI); `null` in the same cases. */
  yourHumanPercent: number | null;
  /** The step's ideal AI share, percent (= 100 − target human). */
  targetAiPercent: number;
  /** The step's ideal human share, percent (spec §9). */
  targetHumanPercent: number;
  /** Spec §4 status; `null` when the step is not scored. */
  status: FeedbackStatus | null;
  /**
   * Rich text (`<p>`, `<strong>`) in the requested locale; sanitise on display. A scored step: the
   * step's on/above/below-target paragraph (spec §3), then what a gap of this size takes
   * ({@link GAP_SENTENCE}); the activities themselves are in {@link offIdeal} and {@link notYet}.
   */
  feedbackText: string;
  /** Every activity answered E (spec §2: only the ideal split is shown). */
  allAnswersAreOptionE: boolean;
  /** Fewer than 5 practised answers: not enough to score (domain-design.md §3). */
  insufficient: boolean;
  /** The step's score with its alignment, coverage and counts (domain-design.md §3). */
  score: StepResult;
  /**
   * Up to {@link MAX_OFF_IDEAL} practised activities furthest from their ideal: in the direction
   * the step needs when it is off target (too human → the ones to hand to machines), either way
   * when it is on target.
   */
  offIdeal: OffIdealActivity[];
  /** Up to {@link MAX_NOT_YET} activities answered E, the most important first. */
  notYet: NotYetActivity[];
  /** The activities that do not apply to the company, with why (domain-design.md §9). */
  notApplicable: NotApplicableActivity[];
  /**
   * One line saying which activities were not asked and why ("Not asked, since you have no sales
   * people: “…”."); `null` when every activity applies.
   */
  notApplicableText: string | null;
}

const NOT_APPLICABLE_LINE: Localized = {
  en: 'Not asked, as they do not apply to you: {groups}.',
  ro: 'Întrebări care nu v-au fost puse, pentru că nu se aplică: {groups}.',
};
const NOT_APPLICABLE_GROUP: Localized = {
  en: 'since {reason}, {activities}',
  ro: 'fiindcă {reason}, {activities}',
};

/**
 * The line of {@link StepFeedback.notApplicableText}: the activities grouped by the condition that
 * ruled them out, each quoted; `null` for none.
 */
export function notApplicableLine(list: readonly NotApplicableActivity[], locale: Locale): string | null {
  if (list.length === 0) return null;
  const groups = new Map<ApplicabilityCondition, string[]>();
  for (const n of list) {
    const c = n.conditions[0]!;
    groups.set(c, [...(groups.get(c) ?? []), quoted(n.question.text[locale], locale)]);
  }
  const parts = [...groups].map(([c, activities]) =>
    fillText(NOT_APPLICABLE_GROUP[locale], {
      reason: APPLICABILITY_CONDITIONS[c].reason[locale],
      activities: activities.join(', '),
    }),
  );
  return fillText(NOT_APPLICABLE_LINE[locale], { groups: parts.join('; ') });
}

/** A text in the locale's quotation marks: “…” in English, „…” in Romanian. */
function quoted(text: string, locale: Locale): string {
  return locale === 'ro' ? `„${text}”` : `“${text}”`;
}

/**
 * The bold lead sentence of a status text, as its own paragraph: the sentence after it describes
 * what such a gap usually costs, which a reader takes for a claim about their own practice — the
 * activities quoted after it say what this company does (blind read).
 */
export function leadSentence(html: string): string {
  const m = /^<p>(<strong>[^<]+<\/strong>)/.exec(html);
  return m ? `<p>${m[1]}</p>` : html;
}

/** The lever direction a step's status asks for: too human → toward machine, too AI → toward people. */
export function neededDirection(status: FeedbackStatus | null): LeverDirection | null {
  if (status === 'above-target') return 'toward-machine';
  if (status === 'below-target') return 'toward-human';
  return null;
}

/**
 * Feedback of `step` for the user's `answers` (answers of other steps are ignored), texts in
 * `locale`:
 * - no answer in the step → status `null`, the default "continue advancing" text;
 * - every activity answered E → status `null`, the step's `notImplemented` text;
 * - fewer than 5 practised answers (`insufficient`) → status `null`, the shared "not enough
 *   answers" lead followed by the step's `notImplemented` text;
 * - otherwise status from `feedbackStatus` (±5 points of the target human share, spec §4), the
 *   step's `onTarget` / `aboveTarget` / `belowTarget` paragraph, then the gap said by its size
 *   ({@link gapSize}: on target, a few points, far) and which side it is on.
 * The activities away from their ideal are named only for a scored step; those not practised yet
 * always. `scored` is the step's `scoreStep` of `answers` when the caller has it already (a report
 * scores each step once).
 */
export function stepFeedback(
  step: StepDef,
  answers: readonly AnswerRecord[],
  locale: Locale,
  scored?: StepResult,
): StepFeedback {
  const profile = profileOfAnswers(answers);
  const score = scored ?? scoreStep(step, answers, { profile });
  const notApplicable = notApplicableActivities(step, profile);
  const texts = step.feedback;
  let status: FeedbackStatus | null = null;
  let feedbackText: string;
  if (score.answeredCount === 0) {
    feedbackText = DEFAULT_FEEDBACK[locale];
  } else if (score.allAnswersAreOptionE) {
    feedbackText = texts.notImplemented[locale];
  } else if (score.insufficient || score.yourHumanPercent === null) {
    feedbackText = INSUFFICIENT_LEAD[locale] + texts.notImplemented[locale];
  } else {
    status = feedbackStatus(score.yourHumanPercent, score.targetHumanPercent);
    const gap = score.yourHumanPercent - score.targetHumanPercent;
    const size = gapSize(gap);
    const opening = leadSentence(
      {
        'on-target': texts.onTarget,
        'above-target': texts.aboveTarget,
        'below-target': texts.belowTarget,
      }[status][locale],
    );
    const allAtIdeal = size === 'on-target' && score.activities.every((a) => !a.distance);
    const sentence = GAP_SENTENCE[allAtIdeal ? 'all-at-ideal' : size][locale]
      .replace('{gap}', formatPoints(Math.abs(gap), locale))
      .replace('{direction}', GAP_DIRECTION[gap > 0 ? 'too-human' : 'too-machine'][locale]);
    feedbackText = opening + sentence;
  }
  return {
    stepKey: step.key,
    stepName: step.name[locale],
    stepOrder: step.globalOrder,
    yourAiPercent: score.yourAiPercent,
    yourHumanPercent: score.yourHumanPercent,
    targetAiPercent: score.targetAiPercent,
    targetHumanPercent: score.targetHumanPercent,
    status,
    feedbackText,
    allAnswersAreOptionE: score.allAnswersAreOptionE,
    insufficient: score.insufficient,
    score,
    offIdeal: status === null ? [] : offIdealActivities(step, score, neededDirection(status), MAX_OFF_IDEAL),
    notYet: notYetActivities(step, score, MAX_NOT_YET),
    notApplicable,
    notApplicableText: notApplicableLine(notApplicable, locale),
  };
}
