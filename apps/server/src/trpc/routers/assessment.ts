/**
 * `assessment` router (product-spec §7 /assessment/*): thin, one service call per procedure, each
 * declared once. Every procedure answers for the user's latest assessment; the re-take
 * procedures live in assessment-retake.ts.
 */
import {
  DEFAULT_LOCALE,
  FeedbackOutput,
  PromptsOutput,
  StrategyRecommendationsOutput,
  AnswerSubmission,
  CurrentQuery,
  CurrentView,
  LocaleQuery,
  MessageOutput,
  OverallScoreView,
  PreviousInput,
  StatusOutput,
  ResultsQuery,
  StepScoreQuery,
  StepScoreView,
  StrategyResultsQuery,
  StepsOutput,
  SubmissionView,
  translate,
} from '@hai/domain';
import * as answering from '../../services/assessments/answer.js';
import * as navigation from '../../services/assessments/navigation.js';
import * as scores from '../../services/assessments/scores.js';
import * as results from '../../services/results.js';
import * as sendResults from '../../services/send-results.js';
import { protectedProcedure, router } from '../init.js';
import { peersProcedures } from './assessment-peers.js';
import { retakeProcedures } from './assessment-retake.js';
import { compareProcedures } from './assessment-compare.js';

/** 404 of a results read given an `assessmentId` that is not the user's. */
const NOT_YOURS = "assessmentId is not one of the user's assessments (assessment.notFound)";

export const assessmentRouter = router({
  status: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/status',
        summary:
          'Whether the latest assessment is started and completed, how many there are, and the re-take reminder (retakeReminderAt, retakeDue)',
      },
    })
    .output(StatusOutput)
    .query(({ ctx }) => navigation.status(ctx.deps, ctx.principal)),
  current: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/current',
        summary:
          'The question to show, its step, the step history, the existing answer and the progress (read-only)',
      },
    })
    .input(CurrentQuery.optional())
    .output(CurrentView)
    .query(({ ctx, input }) =>
      navigation.current(
        ctx.deps,
        ctx.principal,
        input?.redirectToUnanswered ?? true,
        input?.locale ?? ctx.locale,
      ),
    ),
  answer: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/assessment/answer',
        summary: 'Answer a question; returns the next question, the progress and the step just completed',
        errors: {
          409: "The question is not on the company's path (answer.notAsked), an asked question before it is unanswered (answer.notCurrent), or the assessment is completed (assessment.completed)",
        },
      },
    })
    .input(AnswerSubmission)
    .output(SubmissionView)
    .mutation(({ ctx, input }) => answering.answer(ctx.deps, ctx.principal, input, ctx.locale)),
  previous: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/assessment/previous',
        summary: 'Go back to the question before questionId (or before the stored position) with its answer',
        errors: { 409: 'There is no question before this one' },
      },
    })
    .input(PreviousInput.optional())
    .output(CurrentView)
    .mutation(({ ctx, input }) =>
      navigation.previous(ctx.deps, ctx.principal, input?.questionId, ctx.locale),
    ),
  steps: protectedProcedure
    .meta({
      rest: { method: 'GET', path: '/assessment/steps', summary: 'The 12 steps with their target splits' },
    })
    .input(LocaleQuery.optional())
    .output(StepsOutput)
    .query(({ ctx, input }) => navigation.steps(ctx.deps, ctx.principal, input?.locale ?? ctx.locale)),
  stepScore: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/step-score/{step}',
        summary: "One step's AI/human split against its target (of the latest assessment, or assessmentId)",
        errors: { 404: `No step has this key, id or order (assessment.unknownStep), or ${NOT_YOURS}` },
      },
    })
    .input(StepScoreQuery)
    .output(StepScoreView)
    .query(({ ctx, input }) =>
      scores.stepScore(ctx.deps, ctx.principal, input.step, input.locale ?? ctx.locale, input.assessmentId),
    ),
  overallScore: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/overall-score',
        summary:
          'Overall score, category count, band and per-step scores (of the latest assessment, or assessmentId)',
        errors: { 404: NOT_YOURS },
      },
    })
    .input(ResultsQuery.optional())
    .output(OverallScoreView)
    .query(({ ctx, input }) =>
      scores.overallScore(ctx.deps, ctx.principal, input?.locale ?? ctx.locale, input?.assessmentId),
    ),
  feedback: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/feedback',
        summary:
          "Each step's feedback, the answers that pulled it off target and its missing practices (409 until completed)",
        errors: { 404: NOT_YOURS, 409: 'The assessment is not completed yet (results.incomplete)' },
      },
    })
    .input(ResultsQuery.optional())
    .output(FeedbackOutput)
    .query(({ ctx, input }) =>
      results.feedback(ctx.deps, ctx.principal, input?.locale ?? ctx.locale, input?.assessmentId),
    ),
  prompts: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/prompts',
        summary:
          'One ready-to-paste AI prompt per step, filled from the profile and the answers (409 until completed)',
        errors: { 404: NOT_YOURS, 409: 'The assessment is not completed yet (results.incomplete)' },
      },
    })
    .input(ResultsQuery.optional())
    .output(PromptsOutput)
    .query(({ ctx, input }) =>
      results.prompts(ctx.deps, ctx.principal, input?.locale ?? ctx.locale, input?.assessmentId),
    ),
  strategyRecommendations: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/strategy-recommendations',
        summary:
          'Strategies with their triggers, details and context; locale defaults to ro (409 until completed)',
        errors: { 404: NOT_YOURS, 409: 'The assessment is not completed yet (results.incomplete)' },
      },
    })
    .input(StrategyResultsQuery.optional())
    .output(StrategyRecommendationsOutput)
    .query(({ ctx, input }) =>
      results.strategyRecommendations(
        ctx.deps,
        ctx.principal,
        input?.locale ?? DEFAULT_LOCALE,
        input?.assessmentId,
      ),
    ),
  sendResults: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/assessment/send-results',
        idempotent: true,
        summary:
          'E-mail the results (score, level, the 12 steps, top recommendations, link) through the outbox; 409 until completed, 429 over 1 a minute or 10 a day',
        errors: {
          409: 'The assessment is not completed yet (results.incomplete)',
          429: 'Results were sent less than a minute ago, or ten times today',
        },
      },
    })
    .input(LocaleQuery.optional())
    .output(MessageOutput)
    .mutation(async ({ ctx, input }) => {
      const locale = input?.locale ?? ctx.locale;
      const r = await sendResults.sendResults(ctx.deps, ctx.principal, locale);
      ctx.rateLimitHeaders?.record(r.quota);
      return { message: translate(r.message, locale, { email: r.email }) };
    }),
  ...retakeProcedures,
  ...compareProcedures,
  ...peersProcedures,
});
