/** Liveness, readiness (domain-design.md §8: `GET /health`, `GET /ready`) and the mail status. */
import { migrationStatus } from '@hai/db';
import type { HealthOutput, MailStatusOutput, ReadyOutput } from '@hai/domain';
import { DomainError } from '../errors.js';
import { mailDelayed } from '../mail/outbox-stats.js';
import type { Deps } from './deps.js';

/** The process is up and serving. */
export function health(): HealthOutput {
  return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
}

/** `promise`, or a rejection once `ms` milliseconds have passed without it settling. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The database answers (asked on every call, within `config.readyTimeoutMs`, default 1 s) and has
 * applied every committed migration; otherwise a 503 `SERVICE_UNAVAILABLE` with `Retry-After`
 * (a load balancer keeps traffic away until then).
 */
export async function ready(deps: Deps): Promise<ReadyOutput> {
  let migrations: { applied: number; expected: number };
  try {
    migrations = await within(migrationStatus(deps.db), deps.config.readyTimeoutMs);
  } catch (err) {
    // Counted with the outage's other refusals, logged when it starts and ends (services/outage.ts).
    deps.outage.refused(err);
    throw new DomainError('SERVICE_UNAVAILABLE', 'error.unavailable');
  }
  if (migrations.applied < migrations.expected)
    throw new DomainError('SERVICE_UNAVAILABLE', 'error.unavailable');
  return { status: 'ready', database: deps.driver, migrations };
}

/**
 * `GET /api/mail-status`: `{ delayed }`, true while e-mail waits for a mail server that cannot be
 * reached (outbox-stats.ts `mailDelayed`), so the screens that promised an
 * e-mail say "we could not send it yet, we keep trying". One indexed query; the same answer for
 * everyone. Throws what the database throws (a 503 when it is down).
 */
export async function mailStatus(deps: Deps): Promise<MailStatusOutput> {
  return { delayed: await mailDelayed(deps.db) };
}

/**
 * The `mailDelayed` of the register, resend and forgot answers (product-spec §4):
 * true when e-mail waits for an unreachable mail server ({@link mailStatus}), or when a message
 * handed over now would wait (outbox.ts `serverWaits`: the server was last found unreachable, or
 * a probe of at most a second does not reach it). The second part reports the first message of
 * an outage in its own answer, before its first try has failed. The same for every address, so
 * it never says whether an account exists. Throws what the database throws.
 */
export async function mailDelayedNow(deps: Deps): Promise<boolean> {
  const [waiting, serverWaits] = await Promise.all([mailDelayed(deps.db), deps.outbox.serverWaits()]);
  return waiting || serverWaits;
}
