/** `assessment` router (product-spec §7 /assessment/*): thin, one service call per procedure. */
import { z } from 'zod';
import { AnswerSubmission, CurrentQuery, StepScoreInput } from '@hai/domain';
import * as assessment from '../../services/assessment.js';
import { protectedProcedure, router } from '../init.js';

export const assessmentRouter = router({
  status: protectedProcedure.query(({ ctx }) => assessment.status(ctx.deps, ctx.principal)),
  current: protectedProcedure
    .input(CurrentQuery.optional())
    .query(({ ctx, input }) =>
      assessment.current(ctx.deps, ctx.principal, input?.redirectToUnanswered ?? true, ctx.locale),
    ),
  answer: protectedProcedure
    .input(AnswerSubmission)
    .mutation(({ ctx, input }) => assessment.answer(ctx.deps, ctx.principal, input, ctx.locale)),
  previous: protectedProcedure
    .input(z.strictObject({}).optional())
    .mutation(({ ctx }) => assessment.previous(ctx.deps, ctx.principal, ctx.locale)),
  steps: protectedProcedure.query(({ ctx }) => assessment.steps(ctx.locale)),
  stepScore: protectedProcedure
    .input(StepScoreInput)
    .query(({ ctx, input }) => assessment.stepScore(ctx.deps, ctx.principal, input.step, ctx.locale)),
  overallScore: protectedProcedure.query(({ ctx }) =>
    assessment.overallScore(ctx.deps, ctx.principal, ctx.locale),
  ),
});
