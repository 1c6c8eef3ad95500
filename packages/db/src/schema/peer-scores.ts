import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.js';
import { users } from './users.js';

/**
 * The peer benchmark's scores: for each company, the scores of its latest
 * completed assessment, one row a dimension (`overall` and each of the 12 step keys), written in
 * the transaction that completes an assessment (apps/server/src/services/peers.ts) and by the
 * backfill job for assessments completed before this table existed.
 *
 * A company is its normalised name (`companyKeyOf` in @hai/domain: NFKC, trimmed, spaces
 * collapsed, lower case), so two colleagues of one company count once: the latest completion
 * wins and replaces the company's 13 rows (the primary key). `userId` and `assessmentId` say
 * whose answers the rows come from; deleting that account deletes them (cascade), and the
 * company comes back with a colleague's latest completion at the next backfill.
 *
 * Percentiles are counted over an index range: `peer_scores_group_idx` on (bank version,
 * dimension, size class, industry, score).
 */
export const peerScores = pgTable(
  'peer_scores',
  {
    /** Normalised company name (see above). */
    companyKey: text().notNull(),
    /** `overall` or a step key (`VIZIUNE` …). */
    dimension: text().notNull(),
    /**
     * The score the results show: the overall score, or the step score rounded half away from
     * zero, 0..100; null for a step that is not scored (fewer than 5 practised activities).
     */
    score: integer(),
    /** `micro`, `small`, `medium` or `large` from the `company.size` answer; null: not said. */
    sizeClass: text(),
    /** The `industry` answer's value id (`software` …); null: not said. */
    industry: text(),
    /** Question bank version the assessment was answered on; only the current one is compared. */
    bankVersion: integer().notNull(),
    assessmentId: uuid()
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyKey, t.dimension] }),
    index('peer_scores_group_idx').on(
      t.bankVersion,
      t.dimension,
      t.sizeClass,
      t.industry,
      t.score,
      t.completedAt,
    ),
    index('peer_scores_user_idx').on(t.userId),
    index('peer_scores_assessment_idx').on(t.assessmentId),
  ],
);
export type PeerScoreRow = typeof peerScores.$inferSelect;
export type NewPeerScoreRow = typeof peerScores.$inferInsert;
