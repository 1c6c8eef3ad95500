import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A user's run through the 180 questions (one per user). */
export const assessments = pgTable('assessments', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `started` or `completed`. */
  status: text().notNull().default('started'),
  /** Global number (1..180) of the question the chat shows now; moves with answer and previous. */
  currentQuestionNumber: integer().notNull().default(1),
  /**
   * How many questions are answered. Questions are answered in order, so the answered ones are
   * always 1..answeredCount: the first unanswered is answeredCount + 1, and the answer path needs
   * no read of the answers (issue 6).
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
});
export type AssessmentRow = typeof assessments.$inferSelect;
