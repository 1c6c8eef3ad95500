/**
 * Graceful shutdown: drain for the grace period, then close. The whole run is
 * bounded by `graceMs` + {@link CLOSE_TIMEOUT_MS}, whatever hangs (a mail server that never
 * greets, a job, a slow request).
 */
import type { FastifyInstance } from 'fastify';

/** The longest the close after the grace period may take (in-flight requests, database pool), ms. */
export const CLOSE_TIMEOUT_MS = 3000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drain `app` and close it:
 * 1. at once: `/api/ready` and new requests answer 503 with `Retry-After` (plugins/drain.ts); the
 *    job queue and the mail outbox stop taking work (each waits for its running work at most
 *    `graceMs`, then abandons it: an abandoned job or message is taken again later, by this
 *    instance after a restart or by another one);
 * 2. for `graceMs`: the listener stays open, so requests that still arrive get that 503 instead of
 *    a refused or reset connection, while requests already running finish;
 * 3. then `app.close()` (stop listening, close idle connections, wait for in-flight requests,
 *    close the mailer and the database), at most {@link CLOSE_TIMEOUT_MS}.
 * Resolves `true` when everything closed in time, `false` when the close was cut short. Never
 * rejects (a failure is logged).
 */
export async function drainAndClose(app: FastifyInstance, graceMs: number): Promise<boolean> {
  const started = Date.now();
  app.drain.begin();
  app.log.info({ graceMs }, 'draining: readiness fails and new requests answer 503');
  const work = Promise.all([app.deps.jobs.stop(graceMs), app.deps.outbox.stop(graceMs)]);
  await sleep(graceMs);
  await work;
  const closed = await Promise.race([
    app.close().then(
      () => true,
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        return true;
      },
    ),
    sleep(CLOSE_TIMEOUT_MS).then(() => false),
  ]);
  app.log.info({ ms: Date.now() - started, closed }, closed ? 'shut down' : 'shut down: close cut short');
  return closed;
}
