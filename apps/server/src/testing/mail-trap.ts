/**
 * A real SMTP server on loopback that collects parsed messages (`@hai/server/testing`; used by the
 * server's integration tests and the web app's browser tests, never by the server itself).
 */
import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';

export interface MailTrap {
  url: string;
  port: number;
  messages: Email[];
  /** Wait for a message to `to` (and matching `subject`, if given); returns it. */
  waitFor(to: string, opts?: { subject?: RegExp; timeoutMs?: number; after?: number }): Promise<Email>;
  stop(): Promise<void>;
}

export async function startMailTrap(port = 0): Promise<MailTrap> {
  const messages: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((m) => {
            messages.push(m);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    async waitFor(to, opts = {}) {
      const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
      for (;;) {
        const found = messages
          .slice(opts.after ?? 0)
          .find(
            (m) =>
              m.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase()) &&
              (!opts.subject || opts.subject.test(m.subject ?? '')),
          );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within timeout`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
