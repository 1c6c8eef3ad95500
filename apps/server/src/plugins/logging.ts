/**
 * Structured logging (pino through Fastify) with secrets kept out (ASVS 16.2): Authorization and
 * cookie headers, passwords, tokens and session ids are redacted, `token=` query values
 * (verification and reset links) are masked in logged URLs, and logged errors go through
 * {@link serializeError}: no statement parameters (Drizzle puts them in its message, "Failed
 * query: … params: …"), no row values from PostgreSQL's `detail`, no e-mail addresses, JWTs or
 * UUIDs in any message or stack. Auth events log the user id, never the e-mail.
 */
import type { FastifyServerOptions } from 'fastify';

/** Mask `token=` values in a URL (verification and reset links). */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

const REDACTED = '[redacted]';

/**
 * `text` (an error's message or stack) without the values it may quote: Drizzle's `params: …`
 * part up to the stack frames, the value PostgreSQL quotes in "invalid input syntax for type uuid:
 * "…"" and in "Key (email)=(…)", then any e-mail address, JWT, UUID or long token-like run
 * (32+ letters, digits, `-`, `_`).
 */
export function scrubText(text: string): string {
  return text
    .replace(/\bparams: [\s\S]*?(?=\n\s+at |$)/g, `params: ${REDACTED}`)
    .replace(
      /(invalid input (?:syntax|value) for (?:type|enum) [^:\n]+: )"[^\n]*?"(?=$|\n)/gim,
      `$1"${REDACTED}"`,
    )
    .replace(/\bKey \(([^)\n]*)\)=\([^\n]*\)/g, `Key ($1)=(${REDACTED})`)
    .replace(/[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi, REDACTED)
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, REDACTED)
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, REDACTED)
    .replace(/(?<![\w/.@-])[\w-]{32,}(?![\w/.@-])/g, REDACTED);
}

/**
 * Fields of an error that are kept in a log line: what tells what failed (codes, PostgreSQL's
 * severity, routine and the constraint, table and column it names, the SQL text with its `$n`
 * placeholders) — never `params`/`parameters`/`args`, `detail` or `where`, which carry values.
 */
const KEPT_FIELDS = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'severity',
  'routine',
  'constraint_name',
  'constraint',
  'table_name',
  'table',
  'column_name',
  'column',
  'schema_name',
  'data_type_name',
  'responseCode',
  'command',
  'query',
] as const;

/** An error as it is logged. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * pino's `err` serializer, made safe: `{ type, message, stack, <kept fields>, cause }` with every
 * string passed through {@link scrubText}, the `.cause` chain followed up to 5 deep. A bare
 * message (a string) or any other value is logged as `{ type, message }` of its text, scrubbed.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!err || typeof err !== 'object')
    return { type: typeof err, message: scrubText(String(err)), stack: '' };
  const e = err as Record<string, unknown> & { constructor?: { name?: string } };
  const out: LoggedError = {
    type: typeof e.name === 'string' ? e.name : (e.constructor?.name ?? 'Object'),
    message: typeof e.message === 'string' ? scrubText(e.message) : '',
    stack: typeof e.stack === 'string' ? scrubText(e.stack) : '',
  };
  for (const key of KEPT_FIELDS) {
    const v = e[key];
    if (typeof v === 'number' || typeof v === 'boolean') out[key] = v;
    else if (typeof v === 'string') out[key] = scrubText(v);
  }
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Logger options for Fastify; `stream` lets tests capture the lines. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.authorization',
        '*.cookie',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.accessToken',
        '*.sessionId',
        '*.jwtSecret',
        '*.params',
        '*.parameters',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: (err: unknown) => serializeError(err),
      error: (err: unknown) => serializeError(err),
    },
  };
}
