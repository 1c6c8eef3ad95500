import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.js';

/**
 * One answer per assessment and question (the primary key); re-answering updates it. No
 * surrogate id: nothing refers to an answer but by its question, and every answer saved then
 * maintains one index instead of two.
 */
export const answers = pgTable(
  'answers',
  {
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** Question bank id, e.g. `viziune-03`. */
    questionId: text().notNull(),
    selectedOptionIds: jsonb().$type<string[]>().notNull(),
    /** Option id → value of its input (integer as text, or free text). */
    additionalInputs: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.questionId] })],
);
export type AnswerRow = typeof answers.$inferSelect;
