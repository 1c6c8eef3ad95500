/**
 * What the journey runs against: a real SMTP sink on loopback (smtp-server + postal-mime), a
 * throwaway database (@hai/db/testing) and the built server (`node ../server/dist/server.js`)
 * serving the built web app, on free ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { createTestDatabase, type TestDatabase } from '@hai/db/testing';

const SERVER_JS = fileURLToPath(new URL('../../server/dist/server.js', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));

export interface Harness {
  baseUrl: string;
  mail: Email[];
  /** Resolves with the first message to `address` (polls for up to `timeoutMs`). */
  waitForMail(address: string, timeoutMs?: number): Promise<Email>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startSmtp(mail: Email[]): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            mail.push(email);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitUntilUp(url: string, server: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${output()}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

export async function startHarness(): Promise<Harness> {
  for (const [file, hint] of [
    [SERVER_JS, 'pnpm --filter @hai/server build'],
    [join(WEB_DIST, 'index.html'), 'pnpm --filter @hai/web build'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${hint}\` first`);
  }
  const mail: Email[] = [];
  const smtp = await startSmtp(mail);
  let db: TestDatabase | undefined;
  let server: ChildProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'hai-e2e-'));
  try {
    db = await createTestDatabase();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: db.pgliteDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST,
      LOG_LEVEL: 'warn',
    };
    let out = '';
    server = spawn(process.execPath, [SERVER_JS], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    server.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    await waitUntilUp(`${baseUrl}/ro`, server, () => out);

    const running = server;
    const database = db;
    return {
      baseUrl,
      mail,
      async waitForMail(address, timeoutMs = 15_000) {
        const deadline = Date.now() + timeoutMs;
        while (Date.now() < deadline) {
          const found = mail.find((m) => m.to?.some((t) => t.address?.toLowerCase() === address.toLowerCase()));
          if (found) return found;
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`no e-mail to ${address} within ${timeoutMs} ms (server output:\n${out})`);
      },
      async stop() {
        await stopProcess(running);
        await smtp.close();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    if (server) await stopProcess(server);
    await smtp.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
