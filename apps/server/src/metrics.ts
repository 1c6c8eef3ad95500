/**
 * The process's Prometheus metrics, kept with prom-client 15 in
 * {@link processRegistry}: Node's default process metrics (`process_*`, `nodejs_*`) and the app's
 * counters and histograms below, one set per process (a Prometheus target is one process).
 * plugins/metrics.ts serves them at `/metrics` with the per-app gauges read at scrape time (mail
 * outbox, database pool) and times every HTTP request; trpc/init.ts times every procedure call
 * through {@link observeProcedureCall}.
 *
 * Every label takes values from a fixed set (procedure paths, route templates, wire and tRPC
 * codes, HTTP methods and statuses, job names written in code), never from a URL, an id or input,
 * so the number of series stays bounded.
 *
 * Others increment the counters directly: the job runners (jobs/local-queue.ts, jobs/pg-queue.ts)
 * call `recordJobFailure(kind.name)` for every failed try, e.g. `recordJobFailure('mail-recover')`.
 */
import type { TRPCError } from '@trpc/server';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DomainError } from './errors.js';

/** The registry of this process's metrics (default process metrics and {@link metrics}). */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** Latency buckets, seconds: 5 ms to 10 s (an answer takes a few ms, a login's argon2 ~50 ms). */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The procedure whose successful calls are saved answers. */
export const ANSWER_PROCEDURE = 'assessment.answer';

/** The procedure whose refusals are login failures. */
export const LOGIN_PROCEDURE = 'auth.login';

/** Reasons of `hai_login_failures_total`, by the wire code of the refusal. */
const LOGIN_FAILURE_REASONS = {
  INVALID_CREDENTIALS: 'invalid_credentials',
  EMAIL_NOT_VERIFIED: 'not_verified',
} as const;

/** The app's metrics, all in {@link processRegistry}. */
export const metrics = {
  /**
   * `hai_http_request_duration_seconds{method, route, procedure, status_code}`: every HTTP
   * request's time from arrival to the answer sent (Fastify's `reply.elapsedTime`), seconds.
   * `route` is Fastify's route template (`/api/assessment/step-score/:step`, `/trpc/:path`,
   * `(unmatched)` for a 404 without a route); `procedure` the tRPC procedure path a REST route or
   * a tRPC request calls (`(batch)` for a tRPC batch of several calls, `(unknown)` for a path
   * that names none, empty for other routes). Recorded by plugins/metrics.ts.
   */
  httpDuration: new Histogram({
    name: 'hai_http_request_duration_seconds',
    help: 'HTTP request latency in seconds, by route template and tRPC procedure',
    labelNames: ['method', 'route', 'procedure', 'status_code'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [processRegistry],
  }),
  /**
   * `hai_procedure_duration_seconds{procedure, code}`: each procedure call's time in its
   * middlewares and resolver, seconds, whether it came alone, in a tRPC batch or through REST;
   * `code` is `OK` or the tRPC error code (`UNAUTHORIZED`, `TOO_MANY_REQUESTS`…).
   */
  procedureDuration: new Histogram({
    name: 'hai_procedure_duration_seconds',
    help: 'Procedure call latency in seconds (tRPC and REST alike), by procedure and result code',
    labelNames: ['procedure', 'code'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [processRegistry],
  }),
  /** `hai_assessment_answers_total`: answers saved (successful `assessment.answer` calls); `rate()` gives answers per second. */
  answers: new Counter({
    name: 'hai_assessment_answers_total',
    help: 'Assessment answers saved',
    registers: [processRegistry],
  }),
  /** `hai_login_failures_total{reason}`: refused logins, `invalid_credentials` or `not_verified`. */
  loginFailures: new Counter({
    name: 'hai_login_failures_total',
    help: 'Refused logins by reason (invalid_credentials, not_verified)',
    labelNames: ['reason'] as const,
    registers: [processRegistry],
  }),
  /**
   * `hai_rate_limit_refusals_total{class, procedure}`: calls answered 429, by the procedure's
   * rate-limit class (`auth`, meta.rateLimit) or `service` for a limit its service applies itself
   * (send-results' one a minute, ten a day).
   */
  rateLimitRefusals: new Counter({
    name: 'hai_rate_limit_refusals_total',
    help: 'Calls refused with 429, by rate-limit class and procedure',
    labelNames: ['class', 'procedure'] as const,
    registers: [processRegistry],
  }),
  /**
   * `hai_job_failures_total{job}`: failed tries of background jobs (each retry counts), by job
   * kind name; incremented by the job runners through {@link recordJobFailure}.
   */
  jobFailures: new Counter({
    name: 'hai_job_failures_total',
    help: 'Failed tries of background jobs, by job kind',
    labelNames: ['job'] as const,
    registers: [processRegistry],
  }),
};

// Series that exist at 0 before the first event, so dashboards and rate() see them from the start.
for (const reason of Object.values(LOGIN_FAILURE_REASONS)) metrics.loginFailures.inc({ reason }, 0);
metrics.answers.inc(0);

/** What a job name must look like to become a label value; others are counted as `other`. */
const JOB_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/**
 * Count one failed try of the background job `job` (`hai_job_failures_total{job}`). `job` is the
 * job kind's fixed name as written in code (`purge-expired-tokens`, `mail-recover`), never an id
 * or a value from data; a name outside `[A-Za-z0-9._-]{1,64}` is counted as `other`.
 */
export function recordJobFailure(job: string): void {
  metrics.jobFailures.inc({ job: JOB_NAME.test(job) ? job : 'other' });
}

/** One procedure call as the tRPC middleware saw it (trpc/init.ts). */
export interface ProcedureCall {
  /** The procedure's path (`assessment.answer`). */
  procedure: string;
  /** Its meta's rate-limit class, if any. */
  rateLimit?: string;
  /** Time in its middlewares and resolver, seconds. */
  seconds: number;
  /** The error it ended with (domain errors already mapped to their tRPC code), if it failed. */
  error?: TRPCError;
}

/**
 * Record a finished procedure call: its latency (`hai_procedure_duration_seconds`), a saved answer
 * for a successful `assessment.answer`, a refusal for a 429 (by its class, `service` when the
 * procedure has none), a login failure for `auth.login` refused with `INVALID_CREDENTIALS` or
 * `EMAIL_NOT_VERIFIED`.
 */
export function observeProcedureCall(call: ProcedureCall): void {
  const { procedure, error } = call;
  metrics.procedureDuration.observe({ procedure, code: error?.code ?? 'OK' }, call.seconds);
  if (!error) {
    if (procedure === ANSWER_PROCEDURE) metrics.answers.inc();
    return;
  }
  if (error.code === 'TOO_MANY_REQUESTS')
    metrics.rateLimitRefusals.inc({ class: call.rateLimit ?? 'service', procedure });
  if (procedure === LOGIN_PROCEDURE && error.cause instanceof DomainError) {
    const code = error.cause.code;
    if (code === 'INVALID_CREDENTIALS' || code === 'EMAIL_NOT_VERIFIED')
      metrics.loginFailures.inc({ reason: LOGIN_FAILURE_REASONS[code] });
  }
}
