/**
 * Structured logging (pino through Fastify) with secrets kept out (issue 3 control 11, ASVS 16.2):
 * Authorization and cookie headers, passwords and tokens are redacted, and `token=` query values
 * (verification and reset links) are masked in logged URLs. Auth events log the user id, never
 * the e-mail.
 */
import type { FastifyServerOptions } from 'fastify';

/** Mask `token=` values in a URL (verification and reset links). */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
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
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.jwtSecret',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
