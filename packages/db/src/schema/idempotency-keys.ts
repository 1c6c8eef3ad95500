import { index, integer, json, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * Stored answers of idempotent requests (the `Idempotency-Key` request header,
 * draft-ietf-httpapi-idempotency-key-header), shared by every app instance: one row a key a
 * client sent within its scope (a user id, or the client address for an anonymous registration)
 * on one method and path, with the SHA-256 of the canonical request body (the draft's
 * "idempotency fingerprint"). `responseStatus` is null while the first request runs; then the
 * row holds its status and JSON body, which a repeat of the same request within 24 hours is
 * answered with (apps/server/src/services/idempotency.ts). Answers 5xx are never kept; rows older
 * than 24 hours count as absent and are purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The `Idempotency-Key` value (1–255 visible ASCII characters). */
    key: text().notNull(),
    /** Whose key: `user:<id>`, or `address:<client address>` for an anonymous call. */
    scope: text().notNull(),
    /** Method and path of the request: `POST /api/roadmap`. */
    path: text().notNull(),
    /** Hex SHA-256 of the canonical JSON of the request body. */
    requestHash: text().notNull(),
    /** Status of the first answer; null while the first request is still being processed. */
    responseStatus: integer(),
    /** Body of the first answer (JSON; null for an answer without a body). */
    responseBody: json(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.scope, t.path, t.key), index().on(t.createdAt)],
);
