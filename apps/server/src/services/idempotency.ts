/**
 * Idempotent creating requests (draft-ietf-httpapi-idempotency-key-header, "The Idempotency-Key
 * HTTP Header Field"): a client that sends `Idempotency-Key` with a POST the procedure's meta marks
 * `rest.idempotent` (rest/shim.ts) may repeat it after a lost answer without the effect happening
 * twice. The first answer is kept in PostgreSQL (`idempotency_keys`, shared by every instance) for
 * {@link IDEMPOTENCY_WINDOW_HOURS} hours, under the key's scope (the user, or the client address
 * of an anonymous call), the method and path, and the SHA-256 of the canonical request body (the
 * draft's "idempotency fingerprint"). The draft's enforcement scenarios:
 *
 * - first request: processed as usual; its answer is stored unless it is a 5xx or a 429 (both say
 *   "try again", so a retry with the same key runs again);
 * - the same key and body again, once the first has answered: its status and body, marked
 *   `Idempotent-Replayed: true`;
 * - the same key and body while the first still runs: 409 `IDEMPOTENCY_KEY_IN_PROGRESS` with
 *   `Retry-After: 1`;
 * - the same key with another body: 422 `IDEMPOTENCY_KEY_REUSED`;
 * - a header that is not 1–255 visible ASCII characters: 400 `VALIDATION_ERROR`.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys, type Db } from '@hai/db';
import { DomainError } from '../errors.js';
import { authenticate } from './auth.js';
import type { Deps } from './deps.js';

/** How long a stored answer is replayed (hours); the published expiry policy the draft asks for. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** `Retry-After` (seconds) of a 409 for a key whose first request is still being processed. */
export const IDEMPOTENCY_RETRY_AFTER_SECONDS = 1;

/**
 * Seconds after which a first request that never stored its answer (its process died, or the
 * database went away before the answer was written) counts as abandoned: the next request with
 * the key runs instead of waiting on a 409 for the whole window. Far above any request's time
 * (statements are bounded by `DB_STATEMENT_TIMEOUT_MS`).
 */
export const IDEMPOTENCY_ABANDONED_AFTER_SECONDS = 60;

/** The request header (draft-ietf-httpapi-idempotency-key-header §2), lower case as Node reads it. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The answer header that marks a replayed answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** Longest accepted key; a UUID (36 characters), as the draft recommends, fits many times over. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** 1–255 visible ASCII characters (%x21–7E): no spaces, no control or non-ASCII characters. */
const KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/**
 * The key of an `Idempotency-Key` header value, or null without the header. The draft makes the
 * field a Structured Field String (RFC 8941 §3.3.3: `"…"`, `\"` and `\\` escaped); a bare value,
 * as most clients send it, is read as written. Either way the key must be 1–255 visible ASCII
 * characters. Throws a 400 `VALIDATION_ERROR` (`error.idempotencyKeyInvalid`) otherwise, also for
 * a header sent twice (the draft: "MUST NOT include more than one"), which Node joins with ", ".
 */
export function parseIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const raw = Array.isArray(value) ? null : value.startsWith('"') ? sfString(value) : value;
  if (raw === null || !KEY.test(raw))
    throw new DomainError('VALIDATION_ERROR', 'error.idempotencyKeyInvalid', {
      params: { max: IDEMPOTENCY_KEY_MAX_LENGTH },
    });
  return raw;
}

/** The content of a Structured Field String (RFC 8941 §4.2.5), or null if `value` is not one. */
function sfString(value: string): string | null {
  let out = '';
  for (let i = 1; i < value.length; i++) {
    const c = value[i]!;
    if (c === '"') return i === value.length - 1 ? out : null;
    if (c === '\\') {
      const next = value[++i];
      if (next !== '"' && next !== '\\') return null;
      out += next;
    } else if (c < ' ' || c > '~') return null;
    else out += c;
  }
  return null;
}

/**
 * JSON of `value` with every object's keys sorted, so two bodies that differ only in key order
 * or spacing read alike; no body (undefined or null) is the empty text.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return '';
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The draft's idempotency fingerprint: hex SHA-256 of the {@link canonicalJson} of the input. */
export function requestFingerprint(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

/**
 * Whose key it is: `user:<id>` for a call with a session (null when the token names no live
 * session: the procedure then answers its 401 and nothing is stored), `address:<ip>` for an
 * anonymous one (registration). A key is never shared between users.
 */
export async function idempotencyScope(
  deps: Deps,
  call: { auth: 'public' | 'user' | 'admin' | undefined; token: string | null; clientIp: string },
): Promise<string | null> {
  if (call.auth === 'public') return `address:${call.clientIp}`;
  const principal = call.token ? await authenticate(deps, call.token) : null;
  return principal ? `user:${principal.user.id}` : null;
}

/** One idempotent request: its key, scope, `METHOD /path` and the fingerprint of its body. */
export interface IdempotentRequest {
  key: string;
  scope: string;
  path: string;
  requestHash: string;
}

/** The answer of a request: its status and JSON body (undefined: none). */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
  /** True when the answer is the stored one of an earlier request with the key. */
  replayed?: boolean;
}

/** What a request with a key finds: its claim on the key, an answer to replay, or a refusal. */
type Claim =
  | { kind: 'claimed'; id: string }
  | { kind: 'replay'; answer: IdempotentAnswer }
  | { kind: 'reused' }
  | { kind: 'inProgress' };

/**
 * Claim `req`'s key, atomically across instances: the insert that wins the unique (scope, path,
 * key) runs the request; any other finds the row. A row older than the window, or a first request
 * abandoned for {@link IDEMPOTENCY_ABANDONED_AFTER_SECONDS}, is deleted and the claim tried again
 * (the database's clock decides both).
 */
async function claim(db: Db, req: IdempotentRequest): Promise<Claim> {
  const where = and(
    eq(idempotencyKeys.scope, req.scope),
    eq(idempotencyKeys.path, req.path),
    eq(idempotencyKeys.key, req.key),
  );
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values(req)
      .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.path, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (inserted) return { kind: 'claimed', id: inserted.id };
    const [row] = await db
      .select({
        id: idempotencyKeys.id,
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.responseStatus,
        body: idempotencyKeys.responseBody,
        stale: sql<boolean>`(${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS}::int)
          OR (${idempotencyKeys.responseStatus} IS NULL
            AND ${idempotencyKeys.createdAt} <= now() - make_interval(secs => ${IDEMPOTENCY_ABANDONED_AFTER_SECONDS}::int)))`,
      })
      .from(idempotencyKeys)
      .where(where);
    if (!row) continue; // deleted between the two statements: claim again
    if (row.stale) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, row.id));
      continue;
    }
    if (row.requestHash !== req.requestHash) return { kind: 'reused' };
    if (row.status === null) return { kind: 'inProgress' };
    return { kind: 'replay', answer: { status: row.status, body: row.body ?? undefined, replayed: true } };
  }
  // Three rounds lost to concurrent deletes and inserts: another request holds the key now.
  return { kind: 'inProgress' };
}

/** Whether an answer with `status` is kept: not a 5xx nor a 429, which both ask for a retry. */
export function isStoredStatus(status: number): boolean {
  return status < 500 && status !== 429;
}

/**
 * Run `run` at most once for `req` within the window (draft-ietf-httpapi-idempotency-key-header
 * §2.6, §2.7): the first request runs and its answer is stored ({@link isStoredStatus}; otherwise
 * the key is released so a retry runs again); a repeat with the same fingerprint gets the stored
 * answer (`replayed: true`); one with another fingerprint is refused with 422
 * `IDEMPOTENCY_KEY_REUSED`; one while the first still runs with 409 `IDEMPOTENCY_KEY_IN_PROGRESS`
 * (the caller adds `Retry-After: {@link IDEMPOTENCY_RETRY_AFTER_SECONDS}`). If `run` throws, the
 * key is released and the error rethrown. Failing to store an answer does not change it: the
 * answer is sent and the row left to expire as abandoned.
 */
export async function runIdempotent(
  deps: Pick<Deps, 'db' | 'log'>,
  req: IdempotentRequest,
  run: () => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer> {
  const found = await claim(deps.db, req);
  if (found.kind === 'replay') return found.answer;
  if (found.kind === 'reused') throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'error.idempotencyKeyReused');
  if (found.kind === 'inProgress')
    throw new DomainError('IDEMPOTENCY_KEY_IN_PROGRESS', 'error.idempotencyKeyInProgress');
  const byId = eq(idempotencyKeys.id, found.id);
  const release = () =>
    deps.db
      .delete(idempotencyKeys)
      .where(byId)
      .catch((err: unknown) => deps.log.warn({ err }, 'idempotency key not released'));
  let answer: IdempotentAnswer;
  try {
    answer = await run();
  } catch (err) {
    await release();
    throw err;
  }
  if (!isStoredStatus(answer.status)) await release();
  else
    await deps.db
      .update(idempotencyKeys)
      .set({ responseStatus: answer.status, responseBody: answer.body ?? null })
      .where(byId)
      .catch((err: unknown) => deps.log.warn({ err }, 'idempotent answer not stored'));
  return answer;
}
