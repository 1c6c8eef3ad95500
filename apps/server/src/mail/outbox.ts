/**
 * Transactional outbox for e-mail (issue 3 control 12). `enqueueMail` writes the message in the
 * caller's transaction; the `OutboxWorker` claims due messages (FOR UPDATE SKIP LOCKED, so several
 * server instances never send one twice), hands them to the mailer and retries failures with
 * exponential backoff (1 s, 2 s, 4 s … capped at 5 min) up to `maxAttempts`.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox, type Db } from '@hai/db';
import type { Mailer, MailMessage } from './mailer.js';

/** A database handle or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Queue `message` for delivery inside the caller's transaction. */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ toAddress: message.to, subject: message.subject, html: message.html, text: message.text });
}

/** Delay before retry number `attempt` (1-based), milliseconds. */
export function backoffMs(attempt: number, baseMs = 1000, capMs = 5 * 60_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export interface OutboxOptions {
  pollMs?: number;
  maxAttempts?: number;
  baseBackoffMs?: number;
  /** How long a claimed message is reserved for the worker sending it. */
  leaseMs?: number;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly opts: Required<OutboxOptions>;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    opts: OutboxOptions = {},
  ) {
    this.opts = { pollMs: 1000, maxAttempts: 10, baseBackoffMs: 1000, leaseMs: 60_000, ...opts };
  }

  /** Start polling for due messages. */
  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Process due messages now (after a transaction that enqueued one commits). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'mail outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stop polling and wait for the pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async claim() {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(10)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${this.opts.leaseMs / 1000})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  private async drain(): Promise<void> {
    for (let batch = await this.claim(); batch.length > 0 && !this.stopped; batch = await this.claim()) {
      for (const m of batch) {
        try {
          await this.mailer.send({ to: m.toAddress, subject: m.subject, html: m.html, text: m.text });
          await this.db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date(), lastError: null })
            .where(eq(mailOutbox.id, m.id));
        } catch (err) {
          const giveUp = m.attempts >= this.opts.maxAttempts;
          const delay = backoffMs(m.attempts, this.opts.baseBackoffMs);
          await this.db
            .update(mailOutbox)
            .set({
              status: giveUp ? 'failed' : 'pending',
              lastError: String((err as Error).message ?? err).slice(0, 500),
              nextAttemptAt: new Date(Date.now() + delay),
            })
            .where(eq(mailOutbox.id, m.id));
          this.log.warn(
            {
              mailId: m.id,
              attempt: m.attempts,
              retryInMs: giveUp ? null : delay,
              err: (err as Error).message,
            },
            'mail delivery failed',
          );
          if (giveUp) continue;
          // The transport is likely down: leave the rest of the batch for the next pass.
          return;
        }
      }
    }
  }
}
