/** Assessment payloads (product-spec §3, §7). */
import { z } from 'zod';
import { LocaleSchema, requiredError } from './common.js';

/** POST /api/assessment/answer — spec §3 answer submission. */
export const AnswerSubmission = z.strictObject({
  questionId: z.string({ error: requiredError }).min(1, 'validation.required').max(64, 'validation.tooLong'),
  selectedOptionIds: z
    .array(z.string({ error: 'validation.invalid' }).max(64, 'validation.tooLong'), { error: requiredError })
    .max(20, 'validation.invalid'),
  /** Option id → raw input text, only for selected options that take input. */
  additionalInputs: z
    .record(
      z.string().max(64, 'validation.tooLong'),
      z.string({ error: 'validation.invalid' }).max(2000, 'validation.tooLong'),
      {
        error: 'validation.invalid',
      },
    )
    .optional()
    .default({}),
});
export type AnswerSubmission = z.infer<typeof AnswerSubmission>;

/**
 * GET /api/assessment/current query: `redirectToUnanswered` (default true: the first unanswered
 * question; false: the question the chat last showed) and the text `locale`.
 */
export const CurrentQuery = z.strictObject({
  redirectToUnanswered: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      error: 'validation.invalid',
    })
    .optional()
    .default(true),
  locale: LocaleSchema.optional(),
});
export type CurrentQuery = z.infer<typeof CurrentQuery>;

/**
 * GET /api/assessment/step-score/{step}: the step's key or id (`VIZIUNE`, any case) or its order
 * 1–12 (`stepOfIdentifier`); an unknown one is 404.
 */
export const StepScoreInput = z.strictObject({
  step: z
    .string({ error: requiredError })
    .min(1, 'validation.required')
    .max(32, 'validation.tooLong')
    .meta({
      description:
        'The step: its key or id (the same, any case, e.g. VIZIUNE) or its order 1–12 (globalOrder). 404 for any other value.',
      examples: ['VIZIUNE', '1'],
    }),
  locale: LocaleSchema.optional(),
});
export type StepScoreInput = z.infer<typeof StepScoreInput>;

/**
 * POST /api/assessment/previous: the question the chat shows (`questionId`); the answer is the one
 * before it. Without it, the question before the stored chat position.
 */
export const PreviousInput = z.strictObject({
  questionId: z
    .string({ error: 'validation.invalid' })
    .min(1, 'validation.required')
    .max(64, 'validation.tooLong')
    .optional(),
});
export type PreviousInput = z.infer<typeof PreviousInput>;
