/**
 * Outgoing mail through nodemailer: real SMTP when `SMTP_URL` is set, otherwise the dev outbox
 * (every message written as a `.eml` file under `.data/outbox/`, its links logged).
 */
import { constants } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** A message to send. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends mail; resolves once the message is handed over (to SMTP or the outbox). */
export interface Mailer {
  /** Hand `message` over; rejects with nodemailer's error (`code`, `responseCode`) on failure. */
  send(message: MailMessage): Promise<void>;
  /**
   * Whether mail can be handed over now: the SMTP server accepts a connection and greets (and
   * authenticates, when the URL has credentials), or the .eml folder can be written. Never throws.
   */
  verify(): Promise<boolean>;
  close(): void;
}

/**
 * nodemailer's SMTP timeouts, ms, unless `SMTP_URL` sets them in its query: a server that accepts
 * and never greets costs a delivery 10 s instead of nodemailer's 30 s, and a stalled one 30 s
 * instead of 10 minutes (the outbox then tries the message later).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** `url` with each of {@link SMTP_TIMEOUTS} added to its query unless it sets that one already. */
export function withSmtpTimeouts(url: string): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const present = new Set(query.split('&').map((p) => p.split('=')[0]));
  const added = Object.entries(SMTP_TIMEOUTS)
    .filter(([key]) => !present.has(key))
    .map(([key, ms]) => `${key}=${ms}`);
  if (added.length === 0) return url;
  return `${url}${url.includes('?') ? (query ? '&' : '') : '?'}${added.join('&')}`;
}

/** Create the mailer for this configuration. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  logLinks?: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(withSmtpTimeouts(opts.smtpUrl));
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      verify: () =>
        transport.verify().then(
          () => true,
          () => false,
        ),
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      // Write then rename, so a reader never sees a half-written message.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      // The dev outbox prints links so a developer can open them (domain-design §7); never in
      // production, where links carry live tokens.
      const links = opts.logLinks === false ? undefined : (m.text.match(/https?:\/\/\S+/g) ?? []);
      opts.log.info({ file, links }, `mail to outbox: ${m.subject}`);
    },
    verify: () =>
      mkdir(opts.outboxDir, { recursive: true })
        .then(
          () => access(opts.outboxDir, constants.W_OK).then(() => true),
          () => false,
        )
        .catch(() => false),
    close: () => transport.close(),
  };
}
