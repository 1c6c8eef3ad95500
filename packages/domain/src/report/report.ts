/**
 * The report model (domain-design.md §5): from the answers and the bank, everything the
 * results show — scores, band summary, critical recommendations, per-step feedback, strategies,
 * prompts — in one locale, so the page, the e-mail and the PDF state the same facts. Pure.
 */
import { APPLICABILITY_CONDITIONS, STEPS, getStep } from '../bank/index.js';
import type { StepResult } from '../scoring/step.js';
import type { Locale } from '../i18n/locale.js';
import { companyWords, inCompanyWords } from './vocabulary.js';
import { scoreOverall, type OverallResult } from '../scoring/overall.js';
import type {
  BandSummaryView,
  FeedbackOutput,
  StepFeedbackView,
  StrategyRecommendationsOutput,
} from '../schemas/report.js';
import { contextFacts, scaleText, type ReportAnswer } from './answers.js';
import { roundHalfAwayFromZero } from '../scoring/math.js';
import { buildRoadmap } from '../roadmap/generate.js';
import type { GeneratedRoadmap } from '../roadmap/types.js';
import { BAND_RECOMMENDATIONS, bandSummary, type BandSummary } from './feedback/bands.js';
import { formatEuroAmount } from './strategies/format.js';
import { strategyBudgetNote } from './strategies/budget-note.js';
import { fillText } from '../roadmap/render.js';
import type { Band } from '../scoring/constants.js';
import { stepFeedback, type StepFeedback } from './feedback/step-feedback.js';
import { answerFacts } from './strategies/conditions.js';
import { evaluateStrategies, localizeStrategies } from './strategies/engine.js';
import { executiveSummary, type ExecutiveSummary } from './summary.js';
import { overviewRecommendations, type OverviewRecommendation } from './overview.js';

/** How many of the steps furthest from their target the overview names ("two or three"). */
export const FURTHEST_STEPS = 3;

/** A step the overview names as furthest from its target. */
export interface FurthestStep {
  stepId: StepFeedbackView['stepId'];
  stepOrder: number;
  stepName: string;
  yourHumanPercent: number;
  targetHumanPercent: number;
  /** yourHumanPercent − targetHumanPercent, points (+ = too much human). */
  gap: number;
}

/** A step the overview names for its activities not done yet. */
export interface CoverageGap {
  stepId: StepFeedbackView['stepId'];
  stepOrder: number;
  stepName: string;
  notYetCount: number;
  activityCount: number;
}

/** How many steps with activities not done yet the overview names. */
export const COVERAGE_GAPS = 3;

/**
 * The overview's advice (domain-design.md §5): the band's summary, the steps furthest from their
 * target and the steps with the most activities not done yet.
 */
export interface OverviewAdvice {
  /**
   * The band's description (spec §9: focus, priority, timeline, investment) with, as its
   * `recommendations`, the texts of {@link OverviewAdvice.recommendations}; `null` when nothing is
   * scored (no band).
   */
  summary: BandSummaryView | null;
  /** The recommendations from the answers, with their moves (`report/overview.ts`). */
  recommendations: OverviewRecommendation[];
  /** Scored steps outside the tolerance, furthest first, at most {@link FURTHEST_STEPS}. */
  furthestSteps: FurthestStep[];
  /** Steps with at least two activities not done yet, the most first, at most {@link COVERAGE_GAPS}. */
  coverageGaps: CoverageGap[];
}

/**
 * The steps with the most activities answered E (at least two), most first (ties by step order),
 * at most {@link COVERAGE_GAPS}.
 */
export function coverageGaps(results: readonly StepResult[], locale: Locale): CoverageGap[] {
  return results
    .map((r) => {
      const step = getStep(r.stepKey)!;
      return {
        stepId: r.stepKey,
        stepOrder: step.globalOrder,
        stepName: step.name[locale],
        notYetCount: r.notYetCount,
        activityCount: r.activityCount,
      };
    })
    .filter((g) => g.notYetCount >= 2 && g.activityCount > 0)
    .sort((a, b) => b.notYetCount - a.notYetCount || a.stepOrder - b.stepOrder)
    .slice(0, COVERAGE_GAPS);
}

/** Everything the results show, in one locale. */
export interface Report {
  overall: Pick<OverallResult, 'overallScore' | 'categoryCount' | 'band'>;
  /** The executive summary; `null` when nothing is scored. */
  summary: ExecutiveSummary | null;
  overview: OverviewAdvice;
  feedback: FeedbackOutput['feedback'];
  strategies: StrategyRecommendationsOutput;
  /** The roadmap the answers generate (domain-design.md §6), with the one investment total. */
  roadmap: GeneratedRoadmap;
}

/** Round to whole points, keeping `null`. */
const round = (v: number | null) => (v === null ? null : roundHalfAwayFromZero(v));

/** A step's feedback on the wire: the numbers, and the activities behind them in the locale. */
export function feedbackView(f: StepFeedback, locale: Locale): StepFeedbackView {
  return {
    stepId: f.stepKey,
    stepName: f.stepName,
    stepOrder: f.stepOrder,
    yourAiPercent: f.yourAiPercent,
    yourHumanPercent: f.yourHumanPercent,
    targetAiPercent: f.targetAiPercent,
    targetHumanPercent: f.targetHumanPercent,
    status: f.status,
    feedbackText: f.feedbackText,
    allAnswersAreOptionE: f.allAnswersAreOptionE,
    insufficient: f.insufficient,
    score: round(f.score.score),
    alignment: round(f.score.alignment),
    coverage: f.score.coverage,
    practisedCount: f.score.practisedCount,
    activityCount: f.score.activityCount,
    atIdealCount: f.score.atIdealCount,
    offIdeal: f.offIdeal.map((a) => ({
      questionId: a.question.id,
      activity: a.question.text[locale],
      answerKey: a.answer,
      answer: scaleText(a.answer)[locale],
      idealKey: a.question.activity.ideal,
      ideal: scaleText(a.question.activity.ideal)[locale],
      steps: a.steps,
      direction: a.direction,
      lever: a.lever[locale],
    })),
    notApplicable: f.notApplicable.map((n) => ({
      questionId: n.question.id,
      activity: n.question.text[locale],
      reasons: n.conditions.map((c) => APPLICABILITY_CONDITIONS[c].reason[locale]),
    })),
    notApplicableText: f.notApplicableText,
    notYet: f.notYet.map((a) => ({
      questionId: a.question.id,
      activity: a.question.text[locale],
      idealKey: a.question.activity.ideal,
      ideal: scaleText(a.question.activity.ideal)[locale],
      lever: a.lever[locale],
    })),
  };
}

/**
 * The scored steps outside the 5-point tolerance, furthest from their target first (ties by step
 * order), at most {@link FURTHEST_STEPS}.
 */
export function furthestSteps(feedback: readonly StepFeedbackView[]): FurthestStep[] {
  return feedback
    .flatMap((f) =>
      f.yourHumanPercent === null || f.status === null || f.status === 'on-target'
        ? []
        : [
            {
              stepId: f.stepId,
              stepOrder: f.stepOrder,
              stepName: f.stepName,
              yourHumanPercent: f.yourHumanPercent,
              targetHumanPercent: f.targetHumanPercent,
              gap: f.yourHumanPercent - f.targetHumanPercent,
            },
          ],
    )
    .sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap) || a.stepOrder - b.stepOrder)
    .slice(0, FURTHEST_STEPS);
}

/**
 * The 12 steps' feedback views of `answers` in `locale`, in step order and in the company's words
 * (`vocabulary.ts`): what GET /assessment/feedback returns, the same as the report's `feedback`.
 */
export function feedbackViews(answers: readonly ReportAnswer[], locale: Locale): StepFeedbackView[] {
  const words = companyWords(contextFacts(answers), locale);
  return STEPS.map((s) => inCompanyWords(feedbackView(stepFeedback(s, answers, locale), locale), words));
}

/** The level's usual investment beside what the company's own budget allows, when that is less. */
const AT_YOUR_BUDGET = {
  en: '{band} (at your budget: up to {cap} a year)',
  ro: '{band} (la bugetul vostru: până la {cap} pe an)',
} as const;

/**
 * The band's summary (spec §9 band texts), its investment said beside the company's own scale when
 * the level's usual range starts above what its roadmap may take (a third of the yearly marketing
 * budget, given or assumed for its size): a company with €25,000 a year does not read "€50k–€100k"
 * alone as what it should spend.
 */
function levelSummary(band: Band, roadmap: GeneratedRoadmap, locale: Locale): BandSummary {
  const summary = bandSummary(band, locale);
  if (BAND_RECOMMENDATIONS[band].investmentEur[0] <= roadmap.budgetCapEur) return summary;
  const investment = fillText(AT_YOUR_BUDGET[locale], {
    band: summary.investment,
    cap: formatEuroAmount(roadmap.budgetCapEur, locale),
  });
  return { ...summary, investment };
}

/**
 * Build the report of a user's answers in `locale` (domain-design.md §5): overall score and band
 * (§3), the band summary and furthest steps for the overview, per-step feedback for the 12 steps
 * in order, and the strategy recommendations (§4). Prompts need the user's profile and come from
 * `allPrompts`. Every text is in the company's words (`vocabulary.ts`). Each step is scored once:
 * `scored` is `scoreOverall(STEPS, answers)`, passed by a caller that needs the step results too
 * (the overall-score call), and its step results feed the feedback and the strategy rules.
 */
export function buildReport(
  answers: readonly ReportAnswer[],
  locale: Locale,
  scored: OverallResult = scoreOverall(STEPS, answers),
): Report {
  const overall = scored;
  const feedback = STEPS.map((s, i) =>
    feedbackView(stepFeedback(s, answers, locale, overall.steps[i]), locale),
  );
  const facts = answerFacts(answers, STEPS, overall.steps);
  const { ctx, evaluated } = evaluateStrategies(answers, overall.overallScore, overall.band, facts);
  const strategies = localizeStrategies(ctx, evaluated, locale);
  const recommendations = overviewRecommendations(overall.steps, locale);
  const roadmap = buildRoadmap(
    {
      band: overall.band,
      strategies: strategies.strategies,
      evaluated,
      facts,
      budgetMultiplier: ctx.budgetMultiplier,
    },
    locale,
  );
  const report: Report = {
    overall: { overallScore: overall.overallScore, categoryCount: overall.categoryCount, band: overall.band },
    summary: executiveSummary(overall, STEPS, roadmap, locale, facts.context),
    overview: {
      summary:
        overall.band === null
          ? null
          : {
              ...levelSummary(overall.band, roadmap, locale),
              recommendations: recommendations.map((r) => r.text),
            },
      recommendations,
      furthestSteps: furthestSteps(feedback),
      coverageGaps: coverageGaps(overall.steps, locale),
    },
    feedback,
    strategies: {
      ...strategies,
      context: {
        ...strategies.context,
        budgetNote: strategyBudgetNote(evaluated, ctx.budgetMultiplier, roadmap, facts.context, locale),
      },
    },
    roadmap,
  };
  // Said in the company's words: nobody "sells" where customers buy online or over the counter.
  return inCompanyWords(report, companyWords(facts.context, locale));
}

/**
 * Generate the roadmap of a user's answers (domain-design.md §6; see `buildRoadmap`), every text
 * in `locale` (the user's locale at generation time): the report's roadmap, so its tasks and its
 * investment are those the overview, the e-mail and the PDF state.
 */
export function generateRoadmap(answers: readonly ReportAnswer[], locale: Locale): GeneratedRoadmap {
  return buildReport(answers, locale).roadmap;
}
