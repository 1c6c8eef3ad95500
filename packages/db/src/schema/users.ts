import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A registered marketing professional, answering for their company (product-spec §3). */
export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  /** Trimmed and lower-cased; unique. */
  email: text().notNull().unique(),
  /** argon2id PHC string. */
  passwordHash: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull().default(''),
  companyName: text().notNull(),
  companyRole: text().notNull(),
  /** `en` or `ro`; e-mails use it. */
  preferredLocale: text().notNull().default('ro'),
  emailVerifiedAt: timestamp({ withTimezone: true }),
  /** `user` or `admin`. */
  role: text().notNull().default('user'),
  /**
   * The day the user asked to be reminded to re-take the assessment, as
   * `YYYY-MM-DD` (UTC); null: no reminder.
   */
  retakeReminderAt: date({ mode: 'string' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;
