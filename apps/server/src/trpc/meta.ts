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
}

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
