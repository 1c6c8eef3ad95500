import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.js';
import { users } from './users.js';

/**
 * A user's roadmap task (spec §3 "Roadmap task", domain-design §6): generated from the
 * results (`isGenerated`, with the `source` that caused it) or made by the user. `orderIndex` is
 * dense per roadmap (0..n-1) and kept so by the roadmap service, which changes a user's order in
 * one transaction. Texts are stored as the user or the generator wrote them, in the locale of
 * generation; free text, never HTML.
 */
export const roadmapTasks = pgTable(
  'roadmap_tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The assessment whose roadmap this task is on: generated from it, or added
     * by the user while it was the latest. Null: added before the user had any assessment; such
     * tasks belong to the roadmap of the user's first assessment. A re-take starts a new roadmap;
     * the earlier one stays as it was.
     */
    assessmentId: uuid().references(() => assessments.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** A step name or a strategy area; null: uncategorised ("Other"). */
    category: text(),
    description: text(),
    /** `low`, `medium`, `high` or `critical`; null: none given (spec §3 "priority … nullable"). */
    priority: text().default('medium'),
    /** `not_started`, `in_progress` or `completed`. */
    status: text().notNull().default('not_started'),
    /** Horizon key (`0-3`, `3-6`, `6-12`, `12+`) for the timeline view; null: none given. */
    horizon: text(),
    /** The horizon as written ("0–3 luni"). */
    timeline: text(),
    /** Investment, as written ("1.000–4.000 €"). */
    budget: text(),
    /** Recommended tools (spec §3 `tools`), one per line; null: none. */
    tools: text(),
    /** Target KPIs (spec §3 `kpi`), one per line; null: none. */
    kpi: text(),
    /** The score range of the band the roadmap was generated for ("60-74"; spec §3 `scoreRange`). */
    scoreRange: text(),
    /** That band's key (spec §3 `nivel`): pioneer, advanced, average, early_stage or urgent. */
    level: text(),
    expectedResults: text(),
    /** The user's personal notes (spec §3), plain text; null: none. Generated tasks start with none. */
    notes: text(),
    isGenerated: boolean().notNull().default(false),
    /** What caused a generated task: `{ kind: 'strategy' | 'step' | 'band', id, questionIds? }`. */
    source: jsonb().$type<{ kind: string; id: string; questionIds?: string[] }>(),
    orderIndex: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('roadmap_tasks_user_order_idx').on(t.userId, t.orderIndex),
    index('roadmap_tasks_assessment_order_idx').on(t.assessmentId, t.orderIndex),
  ],
);
export type RoadmapTaskRow = typeof roadmapTasks.$inferSelect;
export type NewRoadmapTaskRow = typeof roadmapTasks.$inferInsert;
