/**
 * The re-take procedures of the `assessment` router: re-take, history
 * and the re-take reminder, each declared once (REST path, summary, failures, input, output).
 * Spread into the router in routers/assessment.ts; none takes a user or assessment id.
 */
import {
  CurrentView,
  HistoryOutput,
  HistoryQuery,
  RetakeInput,
  RetakeReminderInput,
  RetakeReminderOutput,
} from '@hai/domain';
import * as retake from '../../services/retake.js';
import { protectedProcedure } from '../init.js';

export const retakeProcedures = {
  retake: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/assessment/retake',
        idempotent: true,
        summary:
          'Start a new assessment re-taking the completed latest one; its questions show the earlier answers as suggestions (existingAnswer.source "previous"). The completed one, its results and roadmap stay as they were',
        errors: {
          409: 'The latest assessment is not completed (assessment.retakeNotCompleted)',
        },
      },
    })
    .input(RetakeInput.optional())
    .output(CurrentView)
    .mutation(({ ctx }) => retake.retake(ctx.deps, ctx.principal, ctx.locale)),
  history: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/assessment/history',
        summary:
          "The user's assessments, newest first: dates, status, overall score, band, coverage and bank version",
      },
    })
    .input(HistoryQuery.optional())
    .output(HistoryOutput)
    .query(({ ctx }) => retake.history(ctx.deps, ctx.principal)),
  setRetakeReminder: protectedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/assessment/retake-reminder',
        summary:
          'Remind me to re-take: { inDays } from today or { at: "YYYY-MM-DD" } (null clears); answers the day and whether it is due',
      },
    })
    .input(RetakeReminderInput)
    .output(RetakeReminderOutput)
    .mutation(({ ctx, input }) => retake.setRetakeReminder(ctx.deps, ctx.principal, input)),
  clearRetakeReminder: protectedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/assessment/retake-reminder',
        summary: 'Clear the re-take reminder',
      },
    })
    .input(RetakeInput.optional())
    .output(RetakeReminderOutput)
    .mutation(({ ctx }) => retake.setRetakeReminder(ctx.deps, ctx.principal, { at: null })),
};
