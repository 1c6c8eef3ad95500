import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.js';

/** One answer, unique per assessment and question; re-answering updates it. */
export const answers = pgTable(
  'answers',
  {
    id: uuid().primaryKey().defaultRandom(),
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
  (t) => [unique().on(t.assessmentId, t.questionId)],
);
export type AnswerRow = typeof answers.$inferSelect;
