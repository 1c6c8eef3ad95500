/**
 * Transactional outbox for e-mail (the transactional outbox pattern). `enqueueMail` writes the
 * message in the caller's transaction; the `OutboxWorker` claims due messages (FOR UPDATE SKIP
 * LOCKED with a lease, so several server instances never send one twice) and hands them to the
 * mailer one by one. An attempt is counted only when a message is really handed to the mailer.
 * A failed message is tried again on the retry schedule (retry-policy.ts: 30 s up to 4 hours) for
 * 72 hours, then marked `failed` and kept. When the server cannot be reached at all, the rest of
 * the batch is put back untried and marked as waiting for the server, and this instance tries
 * nothing more until that message's next try; `recover()` (the `mail-recover` job) re-queues
 * every such message, `failed` ones too, once the server answers again.
 */
import { and, asc, eq, inArray, like, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox, type Db, type MailOutboxRow } from '@hai/db';
import { isDatabaseUnavailable } from '../errors.js';
import type { Mailer, MailMessage } from './mailer.js';
import {
  DEFAULT_RETRY_FOR_MS,
  DEFAULT_RETRY_SCHEDULE_MS,
  SENDING,
  UNREACHABLE,
  isUnreachable,
  lastErrorOf,
  retryDelayMs,
} from './retry-policy.js';

/** A database handle or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Queue `message` for delivery inside the caller's transaction. */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ toAddress: message.to, subject: message.subject, html: message.html, text: message.text });
}

/** The worker's timings; every field optional (defaults in brackets). */
export interface OutboxOptions {
  /** How often each instance looks for due messages, ms [1000]. */
  pollMs?: number;
  /** Messages claimed at once [10]. */
  batchSize?: number;
  /** How long a claimed message is reserved for the worker sending it, ms [60 000]. */
  leaseMs?: number;
  /** Delays after the 1st, 2nd … failed attempt, ms; the last repeats [30 s … 4 h]. */
  retryScheduleMs?: readonly number[];
  /** How long after it was queued a message is retried before it is marked `failed`, ms [72 h]. */
  retryForMs?: number;
  /**
   * How long what this instance last learnt of the mail server (a delivery, a refusal, a probe)
   * answers {@link OutboxWorker.serverWaits} without a new probe, ms [2000].
   */
  serverFreshMs?: number;
  /** How long {@link OutboxWorker.serverWaits} waits for a probe before it counts as "waits", ms [1000]. */
  serverProbeMs?: number;
}

/** The marker of messages put back untried because the server could not be reached. */
const NOT_TRIED = `${UNREACHABLE}not tried: the mail server could not be reached`;

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Set when `stop()` gave up waiting for a delivery: its late outcome is not logged. */
  private abandoned = false;
  /**
   * After the server could not be reached, this instance tries nothing before the failed
   * message's next try (epoch ms), so a new message does not cost a connection timeout each.
   */
  private holdUntil = 0;
  /** What this instance last learnt of the mail server: whether it was reached, and when (epoch ms). */
  private server: { reachable: boolean; at: number } | null = null;
  /** The probe in progress (`mailer.verify()`), shared by every caller meanwhile. */
  private probe: Promise<boolean> | undefined;
  /** Set while passes fail because the database is unreachable (logged once). */
  private databaseDown = false;
  private readonly opts: Required<OutboxOptions>;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    opts: OutboxOptions = {},
  ) {
    this.opts = {
      pollMs: 1000,
      batchSize: 10,
      leaseMs: 60_000,
      retryScheduleMs: DEFAULT_RETRY_SCHEDULE_MS,
      retryForMs: DEFAULT_RETRY_FOR_MS,
      serverFreshMs: 2000,
      serverProbeMs: 1000,
      ...opts,
    };
  }

  /** Start polling for due messages every `pollMs`. */
  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Process due messages now (after a transaction that enqueued one commits). No-op once stopped. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => {
        if (this.databaseDown) this.log.info('mail outbox: the database answers again');
        this.databaseDown = false;
      })
      .catch((err) => {
        if (this.abandoned) return;
        // A database outage is logged once by the outbox (and once by the requests it refuses,
        // services/outage.ts), not once a poll.
        if (!isDatabaseUnavailable(err)) this.log.error({ err }, 'mail outbox pass failed');
        else if (!this.databaseDown) this.log.warn({ err }, 'mail outbox: the database is unreachable');
        this.databaseDown ||= isDatabaseUnavailable(err);
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Stop claiming messages and wait for the delivery in progress, at most `timeoutMs` (a hung
   * SMTP server must not hold a shutdown). A delivery still running then is abandoned: its
   * message stays claimed until its lease ends, then any instance sends it.
   */
  async stop(timeoutMs = Infinity): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const running = this.running;
    if (!running || this.abandoned) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      if (Number.isFinite(timeoutMs)) timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const outcome = await Promise.race([running.then(() => 'done' as const), late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      this.abandoned = true;
      this.log.warn({ waitedMs: timeoutMs }, 'mail outbox: a delivery still in progress was abandoned');
    }
  }

  /**
   * Re-queue the messages waiting for an unreachable mail server (pending ones waiting out their
   * backoff, and `failed` ones) once the server answers again (`mailer.verify()`), and start
   * sending them. Resolves to how many were re-queued (0 when none wait or the server is still
   * unreachable). Safe on several instances at once: it only moves due times forward to now and
   * never touches a message being sent (a claim prefixes its `last_error` with `SENDING`).
   */
  async recover(): Promise<number> {
    const waiting = await this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(inArray(mailOutbox.status, ['pending', 'failed']), like(mailOutbox.lastError, `${UNREACHABLE}%`)),
      )
      .limit(1);
    if (waiting.length === 0) return 0;
    const reachable = await this.mailer.verify();
    this.learnt(reachable);
    if (!reachable) return 0;
    this.holdUntil = 0;
    const requeued = await this.db
      .update(mailOutbox)
      .set({ status: 'pending', nextAttemptAt: sql`now()` })
      .where(
        and(inArray(mailOutbox.status, ['pending', 'failed']), like(mailOutbox.lastError, `${UNREACHABLE}%`)),
      )
      .returning({ id: mailOutbox.id });
    if (requeued.length > 0) {
      this.log.info({ count: requeued.length }, 'mail server reachable again: waiting messages re-queued');
      this.kick();
    }
    return requeued.length;
  }

  /**
   * Whether a message handed over now would wait for the mail server (the
   * register, resend and forgot answers' `mailDelayed`), the same for every caller, whether or not
   * the call queued a message:
   * - what this instance last learnt of the server — a delivery, a refusal (reached), a failed
   *   connection (not reached), a probe — when it is at most `serverFreshMs` old;
   * - otherwise a probe (`mailer.verify()`: connect, greeting, authentication; one at a time,
   *   shared): not reached, or no answer within `serverProbeMs`, is "waits".
   * So the first message of an outage is reported at once, not when its first try has failed.
   * Never throws.
   */
  async serverWaits(): Promise<boolean> {
    const known = this.server;
    if (known && Date.now() - known.at <= this.opts.serverFreshMs) return !known.reachable;
    this.probe ??= this.mailer
      .verify()
      .catch(() => false)
      .then((reachable) => {
        this.learnt(reachable);
        return reachable;
      })
      .finally(() => (this.probe = undefined));
    let bound: NodeJS.Timeout | undefined;
    const late = new Promise<false>(
      (resolve) => (bound = setTimeout(() => resolve(false), this.opts.serverProbeMs)),
    );
    const reachable = await Promise.race([this.probe, late]);
    clearTimeout(bound);
    return !reachable;
  }

  /** Note what was just learnt of the mail server (see {@link serverWaits}). */
  private learnt(reachable: boolean): void {
    this.server = { reachable, at: Date.now() };
  }

  /** Reserve up to `batchSize` due messages for this worker (attempts unchanged). */
  private async claim(): Promise<MailOutboxRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(this.opts.batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${this.opts.leaseMs / 1000})`,
        // Marked as being sent, so `recover()` never re-queues it meanwhile.
        lastError: sql`${SENDING}::text || ${mailOutbox.lastError}`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** Give claimed, untried messages back: due at `at`, with `lastError` if given. */
  private async release(rows: MailOutboxRow[], at: Date, lastError: string | null): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: at, lastError })
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
  }

  private async drain(): Promise<void> {
    if (Date.now() < this.holdUntil) return;
    for (let batch = await this.claim(); batch.length > 0; batch = await this.claim()) {
      for (const [i, m] of batch.entries()) {
        if (this.stopped) return this.release(batch.slice(i), new Date(), null);
        const attempts = m.attempts + 1;
        try {
          await this.mailer.send({ to: m.toAddress, subject: m.subject, html: m.html, text: m.text });
        } catch (err) {
          // A server that answered and refused this message was reached all the same.
          this.learnt(!isUnreachable(err));
          const next = await this.failed(m, attempts, err);
          if (!isUnreachable(err)) continue;
          // The server is not there: keep the rest for when it is, without counting attempts.
          this.holdUntil = next.getTime();
          return this.release(batch.slice(i + 1), next, NOT_TRIED);
        }
        this.learnt(true);
        await this.db
          .update(mailOutbox)
          .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, m.id));
      }
      if (this.stopped) return;
    }
  }

  /** Record a failed attempt; returns when the message is due again. */
  private async failed(m: MailOutboxRow, attempts: number, err: unknown): Promise<Date> {
    const delay = retryDelayMs(attempts, this.opts.retryScheduleMs);
    const next = new Date(Date.now() + delay);
    const giveUp = Date.now() - m.createdAt.getTime() >= this.opts.retryForMs;
    await this.db
      .update(mailOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        attempts,
        lastError: lastErrorOf(err),
        nextAttemptAt: next,
      })
      .where(eq(mailOutbox.id, m.id));
    const fields = {
      mailId: m.id,
      attempt: attempts,
      unreachable: isUnreachable(err),
      err: (err as Error).message,
    };
    if (giveUp)
      this.log.error(
        { ...fields, ageMs: Date.now() - m.createdAt.getTime() },
        isUnreachable(err)
          ? 'mail server unreachable for the whole retry period: message kept as failed, re-sent when the server answers'
          : 'mail refused for the whole retry period: message kept as failed',
      );
    else this.log.warn({ ...fields, retryInMs: delay }, 'mail delivery failed');
    return next;
  }
}
