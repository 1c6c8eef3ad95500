import { index, pgTable, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A login session; access tokens carry its id and are refused once it is revoked or expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
