/**
 * Procedure metadata (conventions.md §13, domain-design.md §8): everything a procedure declares
 * about itself, once. The REST shim, the OpenAPI document and the rate limiter are generated
 * from it; a test fails if a procedure lacks `rest` or an output schema.
 */

/** HTTP methods of the REST shim. */
export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a procedure is exposed under `/api`. */
export interface RestMeta {
  method: RestMethod;
  /** Path under `/api`, OpenAPI style: `/assessment/step-score/{step}`. Path parameters are input fields. */
  path: `/${string}`;
  /** Success status (default 200). */
  status?: 200 | 201 | 202 | 204;
  /** One line for the OpenAPI document. */
  summary: string;
  /**
   * The failures this procedure itself can answer, beyond those every route shares (400 for bad
   * input, 401 without a session, 403 for admin routes, 429 for a rate-limit class, 413/415 for
   * bodies, 500, 503 while the database is unreachable), each with when it happens; the OpenAPI
   * document lists them (domain-design.md §8) and the contract test checks every status it sees is
   * listed.
   */
  errors?: Partial<Record<ProcedureErrorStatus, string>>;
  /**
   * A creating POST that honours the `Idempotency-Key` request header
   * (draft-ietf-httpapi-idempotency-key-header; services/idempotency.ts): the same key and body
   * from the same caller within 24 hours is answered with the first answer, marked
   * `Idempotent-Replayed: true`; another body with the key is a 422, a repeat while the first
   * still runs a 409. Without the header nothing changes. The OpenAPI document lists the header.
   */
  idempotent?: true;
  /**
   * Body fields the input's `z.preprocess` maps onto another field (`{ jobRole: 'companyRole' }`,
   * spec §2): the OpenAPI document then requires the field or its alias, since a body with only
   * the alias is accepted.
   */
  aliases?: Record<string, string>;
}

/** Statuses a procedure may declare in {@link RestMeta.errors}. */
export type ProcedureErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/**
 * Rate-limit classes (services/rate-limit.ts). `auth`: per client address per minute
 * (`RATE_LIMIT_IP_PER_MINUTE`) and per e-mail address in the input per 15 minutes
 * (`RATE_LIMIT_ACCOUNT_PER_15_MIN`), each counted per procedure.
 */
export type RateLimitClass = 'auth';

/** Typed `meta` of every procedure. */
export interface ProcedureMeta {
  /**
   * Who may call, set by the procedure builder (init.ts), never by hand: `public` (no session;
   * a 401 from it is never a lost session), `user` (a live session), `admin` (role admin).
   */
  auth?: 'public' | 'user' | 'admin';
  rest?: RestMeta;
  rateLimit?: RateLimitClass;
}
