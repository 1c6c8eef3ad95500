/**
 * `/metrics` in Prometheus's text format, guarded by `METRICS_TOKEN`, after real
 * traffic (a login refused, one not verified, an answer, a 429 from the auth limit, a tRPC batch);
 * and the request id that an error body, the `X-Request-Id` header and the request's log lines
 * share.
 */
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@hai/db';
import { ErrorBody } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { processRegistry, recordJobFailure } from '../src/metrics.js';
import { loggerOptions } from '../src/plugins/logging.js';
import {
  bearer,
  json,
  loggedInUser,
  registration,
  startHarness,
  uniqueEmail,
  type Harness,
} from './harness.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One sample of the exposition: its metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples and `# TYPE` declarations of a Prometheus text exposition (format 0.0.4). */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) types.set(type[1]!, type[2]!);
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { samples, types };
}

/** The value of the sample `name` whose labels include `labels`, or undefined. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, cb) {
    lines.push(String(chunk));
    cb();
  },
});

let h: Harness;
beforeAll(async () => {
  // The metrics are the process's, and the server's test files share one process: start from
  // zero, as a freshly started server does.
  processRegistry.resetMetrics();
  h = await startHarness(
    { METRICS_TOKEN: TOKEN, RATE_LIMIT_IP_PER_MINUTE: '3' },
    { logger: loggerOptions('info', stream) },
  );
});
afterAll(async () => {
  await h?.close();
});

const login = (email: string, password: string, ip: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
    payload: { email, password },
  });

const scrape = (headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: '/metrics', headers });

/** The error body of a REST answer, checked against the schema. */
const restError = (res: LightMyRequestResponse) => ErrorBody.strict().parse(res.json());

describe('/metrics', () => {
  it('reports latency by procedure, answers, login failures, refusals, outbox, pool and process', async () => {
    // Traffic: a user (register, verify, login), one answer, a wrong password, a login before
    // verification, four logins from one address over a limit of three, a tRPC batch.
    const { token, email } = await loggedInUser(h);
    const answer = await h.app.inject({
      method: 'POST',
      url: '/api/assessment/answer',
      headers: bearer(token),
      payload: perfectAnswers()[0],
    });
    expect(answer.statusCode).toBe(200);
    expect((await login(email, 'not the password', '10.5.0.1')).statusCode).toBe(401);
    const unverified = uniqueEmail('unverified');
    const reg = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(unverified),
    });
    expect(reg.statusCode).toBe(201);
    expect((await login(unverified, 'correct horse battery', '10.5.0.2')).statusCode).toBe(403);
    const limited = [];
    for (let i = 0; i < 4; i++)
      limited.push((await login(uniqueEmail('ip'), 'wrong password!', '10.5.0.3')).statusCode);
    expect(limited).toEqual([401, 401, 401, 429]);
    const batch = await h.app.inject({
      method: 'GET',
      url: '/trpc/auth.me,assessment.status?batch=1&input={}',
      headers: bearer(token),
    });
    expect(batch.statusCode).toBe(200);
    recordJobFailure('purge-tokens');
    recordJobFailure('not a job name!');

    const res = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const { samples, types } = parseExposition(res.body);

    // Default Node process metrics.
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1e6);

    // Request latency by route template and procedure, never a raw URL.
    expect(types.get('hai_http_request_duration_seconds')).toBe('histogram');
    const http = (labels: Record<string, string>) =>
      valueOf(samples, 'hai_http_request_duration_seconds_count', labels);
    expect(
      http({
        method: 'POST',
        route: '/api/assessment/answer',
        procedure: 'assessment.answer',
        status_code: '200',
      }),
    ).toBe(1);
    expect(http({ route: '/api/auth/login', procedure: 'auth.login', status_code: '429' })).toBe(1);
    expect(http({ route: '/api/auth/login', procedure: 'auth.login', status_code: '401' })).toBe(4);
    expect(http({ method: 'GET', route: '/trpc/:path', procedure: '(batch)', status_code: '200' })).toBe(1);
    const sum = valueOf(samples, 'hai_http_request_duration_seconds_sum', {
      procedure: 'assessment.answer',
    })!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(30);
    for (const s of samples.filter((x) => x.name.startsWith('hai_http_request_duration_seconds'))) {
      expect(s.labels.route, JSON.stringify(s.labels)).toMatch(/^(\/[\w:.*/-]*|\(unmatched\))$/);
      expect(JSON.stringify(s.labels)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|@|\?/);
    }

    // Each procedure call, batched or not: the batch's two calls are there by name.
    const call = (labels: Record<string, string>) =>
      valueOf(samples, 'hai_procedure_duration_seconds_count', labels);
    expect(call({ procedure: 'auth.me', code: 'OK' })).toBeGreaterThanOrEqual(1);
    expect(call({ procedure: 'assessment.status', code: 'OK' })).toBeGreaterThanOrEqual(1);
    expect(call({ procedure: 'auth.login', code: 'TOO_MANY_REQUESTS' })).toBe(1);

    // Answers, login failures by reason, refusals by class and procedure, job failures.
    expect(types.get('hai_assessment_answers_total')).toBe('counter');
    expect(valueOf(samples, 'hai_assessment_answers_total')).toBe(1);
    expect(valueOf(samples, 'hai_login_failures_total', { reason: 'invalid_credentials' })).toBe(4);
    expect(valueOf(samples, 'hai_login_failures_total', { reason: 'not_verified' })).toBe(1);
    expect(
      valueOf(samples, 'hai_rate_limit_refusals_total', { class: 'auth', procedure: 'auth.login' }),
    ).toBe(1);
    expect(valueOf(samples, 'hai_job_failures_total', { job: 'purge-tokens' })).toBe(1);
    expect(valueOf(samples, 'hai_job_failures_total', { job: 'other' })).toBe(1);

    // Outbox depth and age, read from the table at scrape time: finite, never negative.
    for (const name of [
      'hai_mail_outbox_pending',
      'hai_mail_outbox_failed',
      'hai_mail_outbox_waiting_for_server',
      'hai_mail_outbox_oldest_pending_age_seconds',
    ]) {
      expect(types.get(name), name).toBe('gauge');
      expect(valueOf(samples, name), name).toBeGreaterThanOrEqual(0);
    }
    // Database pool: its size, and nothing in flight between requests.
    const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(valueOf(samples, 'hai_db_pool_max_connections', { driver })).toBe(driver === 'postgres' ? 10 : 1);
    expect(valueOf(samples, 'hai_db_queries_in_flight', { driver })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'hai_db_queries_in_flight', { driver })).toBeLessThanOrEqual(2);
    expect(valueOf(samples, 'hai_db_transactions_open', { driver })).toBeGreaterThanOrEqual(0);
  });

  it('answers the outbox depth and age of waiting messages', async () => {
    // A message queued five minutes ago whose next attempt is an hour away: the worker leaves it.
    const [row] = await h.app.deps.db
      .insert(mailOutbox)
      .values({
        toAddress: uniqueEmail('queued'),
        subject: 's',
        html: '<p>h</p>',
        text: 't',
        createdAt: new Date(Date.now() - 5 * 60_000),
        nextAttemptAt: new Date(Date.now() + 60 * 60_000),
      })
      .returning({ id: mailOutbox.id });
    try {
      const { samples } = parseExposition((await scrape({ authorization: `Bearer ${TOKEN}` })).body);
      expect(valueOf(samples, 'hai_mail_outbox_pending')).toBeGreaterThanOrEqual(1);
      const age = valueOf(samples, 'hai_mail_outbox_oldest_pending_age_seconds')!;
      expect(age).toBeGreaterThanOrEqual(299);
      expect(age).toBeLessThan(400);
    } finally {
      await h.app.deps.db.delete(mailOutbox).where(eq(mailOutbox.id, row!.id));
    }
  });

  it('answers 401 in the error body without the token or with a wrong one', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abc' },
      { authorization: TOKEN },
    ];
    for (const headers of tries) {
      const res = await scrape({ ...headers, 'accept-language': 'en' });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const body = restError(res);
      expect(body).toMatchObject({ error: 'UNAUTHORIZED', requestId: res.headers['x-request-id'] });
      expect(res.body).not.toContain('hai_');
    }
  });

  it('is a 404 when METRICS_TOKEN is not set', async () => {
    const bare = await startHarness();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await bare.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(restError(res)).toMatchObject({ error: 'NOT_FOUND', requestId: res.headers['x-request-id'] });
      }
    } finally {
      await bare.close();
    }
  });
});

describe('request id', () => {
  /** The JSON log lines written since `from` that carry `reqId`. */
  const logged = (from: number, reqId: string) =>
    lines
      .slice(from)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.reqId === reqId);

  it('is the same in the error body, the X-Request-Id header and the log lines of the request', async () => {
    const from = lines.length;
    const res = await login(uniqueEmail('nobody'), 'wrong password!', '10.6.0.1');
    expect(res.statusCode).toBe(401);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(restError(res).requestId).toBe(id);
    const mine = logged(from, id);
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(mine.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 401 } });
    // Another request, another id.
    const again = await login(uniqueEmail('nobody'), 'wrong password!', '10.6.0.1');
    expect(again.headers['x-request-id']).toMatch(UUID);
    expect(again.headers['x-request-id']).not.toBe(id);
  });

  it('keeps a safe incoming X-Request-Id and replaces an unsafe one', async () => {
    const given = 'lb-7f3a.20240101_0001-x';
    const kept = await h.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-request-id': given },
    });
    expect(kept.statusCode).toBe(401);
    expect(kept.headers['x-request-id']).toBe(given);
    expect(restError(kept).requestId).toBe(given);
    for (const unsafe of ['a b', 'x'.repeat(65), 'id"\\n{"level":60}', 'ă', '']) {
      const res = await h.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'x-request-id': unsafe },
      });
      expect(res.headers['x-request-id'], unsafe).toMatch(UUID);
      expect(restError(res).requestId).toBe(res.headers['x-request-id']);
    }
  });

  it('is in tRPC error data too, also when tRPC fails before building the context', async () => {
    const from = lines.length;
    const unauthorized = await h.app.inject({ method: 'GET', url: '/trpc/auth.me' });
    expect(unauthorized.statusCode).toBe(401);
    const id = unauthorized.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    const data = json<{ error: { data: Record<string, unknown> } }>(unauthorized).error.data;
    expect(data).toMatchObject({ error: 'UNAUTHORIZED', httpStatus: 401, requestId: id });
    expect(logged(from, id).length).toBeGreaterThanOrEqual(2);

    // A batch over the limit fails in tRPC before any context exists.
    const paths = Array.from({ length: 101 }, () => 'system.health').join(',');
    const tooMany = await h.app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1` });
    expect(tooMany.statusCode).toBe(400);
    expect(json<{ error: { data: Record<string, unknown> } }>(tooMany).error.data).toMatchObject({
      error: 'VALIDATION_ERROR',
      requestId: tooMany.headers['x-request-id'],
    });
    // Errors Fastify raises before any handler (a path that is not valid percent-encoding).
    const badUrl = await h.app.inject({ method: 'GET', url: '/api/auth/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(restError(badUrl).requestId).toBe(badUrl.headers['x-request-id']);
    expect(badUrl.headers['x-request-id']).toMatch(UUID);
  });

  it('is on a 404 and on success answers too', async () => {
    const missing = await h.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(restError(missing).requestId).toBe(missing.headers['x-request-id']);
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['x-request-id']).toMatch(UUID);
  });
});
