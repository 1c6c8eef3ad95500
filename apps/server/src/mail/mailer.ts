/**
 * Outgoing mail through nodemailer: real SMTP when `SMTP_URL` is set, otherwise the dev outbox
 * (every message written as a `.eml` file under `.data/outbox/`, its links logged).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
  send(message: MailMessage): Promise<void>;
  close(): void;
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
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
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
      // production, where links carry live tokens (issue 3 control 11).
      const links = opts.logLinks === false ? undefined : (m.text.match(/https?:\/\/\S+/g) ?? []);
      opts.log.info({ file, links }, `mail to outbox: ${m.subject}`);
    },
    close: () => transport.close(),
  };
}
