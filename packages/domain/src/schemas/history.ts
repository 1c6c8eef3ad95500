/**
 * Re-take, history and the re-take reminder: the inputs and answers of
 * `POST /assessment/retake`, `GET /assessment/history` and `PUT|DELETE /assessment/retake-reminder`.
 * Every one reads or writes only the session's user: none takes a user or assessment id.
 */
import { z } from 'zod';
import { BANDS } from '../scoring/constants.js';

/** POST /api/assessment/retake: no fields (an unknown one is a 400). */
export const RetakeInput = z.strictObject({});
export type RetakeInput = z.infer<typeof RetakeInput>;

/** GET /api/assessment/history: no query fields (over REST an unknown one, e.g. a user id, is ignored; over tRPC a 400). */
export const HistoryQuery = z.strictObject({});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/**
 * One of the user's assessments in the history. Scores come from the same scoring the results
 * use (`scoreOverall`); `overallScore`, `band` and `categoryCount` only for a completed assessment
 * on the current bank version (null otherwise: an older version's answers are not scored on the
 * current bank). `coverage` (0..1) is the share of the bank's activities answered A–D so far
 * (domain-design.md §3), `practisedCount` of `activityCount`; null on an older bank version.
 * Timestamps are ISO 8601.
 */
export const HistoryEntry = z.object({
  id: z.string(),
  /** The completed assessment this one re-takes; null for the first. */
  previousAssessmentId: z.string().nullable(),
  status: z.enum(['started', 'completed']),
  startedAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Question bank version it was answered on. */
  bankVersion: z.number().int(),
  answeredCount: z.number().int().min(0),
  overallScore: z.number().min(0).max(100).nullable(),
  band: z.enum(BANDS).nullable(),
  categoryCount: z.number().int().min(0).max(12).nullable(),
  coverage: z.number().min(0).max(1).nullable(),
  practisedCount: z.number().int().min(0).nullable(),
  activityCount: z.number().int().min(0).nullable(),
  /** The user's latest assessment: the one the chat and the results answer for. */
  latest: z.boolean(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** GET /api/assessment/history answer: the user's assessments, newest first. */
export const HistoryOutput = z.object({ assessments: z.array(HistoryEntry) });
export type HistoryOutput = z.infer<typeof HistoryOutput>;

/** Longest reminder: two years ahead. */
export const MAX_REMINDER_DAYS = 730;

/**
 * PUT /api/assessment/retake-reminder: exactly one of `inDays` (1..730 days from today, UTC) or
 * `at` (a day `YYYY-MM-DD`, from today to two years ahead; null clears the reminder, like DELETE).
 * 400 `assessment.reminderOneOf` when both or neither are given; `assessment.reminderPast` for a
 * day out of range (checked by the service, which knows today).
 */
export const RetakeReminderInput = z
  .strictObject({
    inDays: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(MAX_REMINDER_DAYS, 'validation.invalid')
      .optional(),
    at: z.iso.date({ error: 'validation.invalid' }).nullable().optional(),
  })
  .refine((v) => (v.inDays === undefined) !== (v.at === undefined), {
    message: 'assessment.reminderOneOf',
    path: ['inDays'],
  });
export type RetakeReminderInput = z.infer<typeof RetakeReminderInput>;

/** The reminder as stored: the day (`YYYY-MM-DD`) or null, and whether it is due (see `StatusOutput`). */
export const RetakeReminderOutput = z.object({
  retakeReminderAt: z.iso.date().nullable(),
  retakeDue: z.boolean(),
});
export type RetakeReminderOutput = z.infer<typeof RetakeReminderOutput>;
