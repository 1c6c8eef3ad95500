import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's run through the 180 questions. A user may have several (re-take): a
 * chain, each re-take pointing at the completed one it re-takes (`previousAssessmentId`). Two
 * unique indexes keep the chain linear whatever runs at once: one first assessment per user
 * (`previous_assessment_id IS NULL`) and at most one re-take of an assessment. The user's latest
 * assessment is the one nothing re-takes; every earlier one is completed and read-only.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The completed assessment this one re-takes (its answers pre-fill this one's questions);
     * null for the user's first. Deleting the user deletes the whole chain.
     */
    previousAssessmentId: uuid().references((): AnyPgColumn => assessments.id),
    /** `started` or `completed`. */
    status: text().notNull().default('started'),
    /** Global number (1..180) of the question the chat shows now; moves with answer and previous. */
    currentQuestionNumber: integer().notNull().default(1),
    /**
     * How many questions are answered. Questions are answered in order, so the answered ones are
     * always 1..answeredCount: the first unanswered is answeredCount + 1, and the answer path needs
     * no read of the answers.
     */
    answeredCount: integer().notNull().default(0),
    /**
     * Version of the question bank the assessment is answered on (`BANK_VERSION` of @hai/domain;
     * rows from before version 3 read 2). A row on an older version is restarted on the current one.
     */
    bankVersion: integer().notNull().default(2),
    /**
     * The version a restarted assessment was on (its answers to that version are kept, unscored);
     * `null` when it never was. The chat shows a notice until the first answer on the new version.
     */
    restartedFromVersion: integer(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessments_user_started_idx').on(t.userId, t.startedAt),
    uniqueIndex('assessments_user_first_idx')
      .on(t.userId)
      .where(sql`"previous_assessment_id" IS NULL`),
    uniqueIndex('assessments_previous_idx').on(t.previousAssessmentId),
  ],
);
export type AssessmentRow = typeof assessments.$inferSelect;
