import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Single-use e-mail tokens (verification, later password reset). Only the SHA-256 of the
 * 256-bit token is stored (ASVS 6.4.1); `consumedAt` marks use.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `verify_email` or `reset_password`. */
    purpose: text().notNull(),
    /** Hex SHA-256 of the token sent in the link. */
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.purpose)],
);
