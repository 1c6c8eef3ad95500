/**
 * Domain errors (conventions.md §5): one code enum mapped in one place to an HTTP status and a
 * tRPC code; the message is a translatable code from `@hai/domain` messages.
 */
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { MessageCode } from '@hai/domain';

/** Error codes on the wire (`error` field of REST answers; `data.code` in tRPC). */
export const ERROR_CODES = {
  VALIDATION_ERROR: { http: 400, trpc: 'BAD_REQUEST' },
  INVALID_TOKEN: { http: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { http: 401, trpc: 'UNAUTHORIZED' },
  INVALID_CREDENTIALS: { http: 401, trpc: 'UNAUTHORIZED' },
  EMAIL_NOT_VERIFIED: { http: 403, trpc: 'FORBIDDEN' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { http: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL_ERROR: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
} as const satisfies Record<string, { http: number; trpc: TRPC_ERROR_CODE_KEY }>;
export type ErrorCode = keyof typeof ERROR_CODES;

/** A failing field: its path (`email`, `additionalInputs.x`) and a message code with parameters. */
export interface FieldIssue {
  field: string;
  code: string;
  params?: Record<string, unknown>;
}

/** An expected failure a user can cause; never logged as a server error. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageCode: MessageCode,
    readonly options: {
      fields?: FieldIssue[];
      params?: Record<string, unknown>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(messageCode);
    this.name = 'DomainError';
  }
}

/** tRPC code of a domain error code. */
export function trpcCodeOf(code: ErrorCode): TRPC_ERROR_CODE_KEY {
  return ERROR_CODES[code].trpc;
}

/** Domain error code of an HTTP status (for errors not raised as DomainError). */
export function codeOfStatus(status: number): ErrorCode {
  const found = (Object.entries(ERROR_CODES) as [ErrorCode, { http: number }][]).find(
    ([, v]) => v.http === status,
  );
  return found ? found[0] : status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR';
}
