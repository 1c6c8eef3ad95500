import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Transactional e-mail outbox (the transactional outbox pattern): a message is written in the same transaction
 * as the change that causes it, and a worker delivers it with retries and backoff, so mail that
 * cannot be sent neither fails the request nor is lost.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** `pending`, `sent`, or `failed` (gave up after the last attempt). */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** Not before this time; also the lease while a worker is sending it. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
