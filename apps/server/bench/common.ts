/** Helpers shared by the bench scripts (run.ts, load.ts). */
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The built server the benches start (`pnpm build` first). */
export const SERVER = resolve(import.meta.dirname, '../dist/server.js');

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

/** Nearest-rank percentile `p` (0..100) of an ascending array; NaN when it is empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * The environment of a bench server: loopback on `port`, data in `dataDir`, PostgreSQL at
 * `databaseUrl` or else the embedded PGlite, e-mail to the dev outbox, quiet logs; `extra` last.
 */
export function serverEnv(
  port: number,
  dataDir: string,
  databaseUrl: string | undefined,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
    SMTP_URL: '',
    ...extra,
  };
}

/** The answer procedure's REST path, the one the load runs call. */
export const ANSWER_PATH = '/api/assessment/answer';

/** A positive number from the environment variable `name`, or `fallback` when unset or empty; throws otherwise. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return n;
}
