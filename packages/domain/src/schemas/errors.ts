/**
 * The one error body of the API (domain-design.md §8, conventions.md §15): REST answers it as the
 * JSON body; tRPC carries it in `error.data` (with `httpStatus`). The OpenAPI document and the web
 * client use this schema; the server builds it in one function (apps/server/src/errors.ts).
 */
import { z } from 'zod';

/** Error codes on the wire, in the order of their HTTP statuses. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_TOKEN',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

/** One of {@link ERROR_CODES}. `UNAUTHORIZED` alone means "no live session"; a wrong password is `INVALID_CREDENTIALS`. */
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** A failing input field: its path (`email`, `additionalInputs.x`), message code and translated message. */
export const FieldError = z.object({
  field: z.string().meta({ example: 'email' }),
  code: z.string().meta({ example: 'validation.email' }),
  message: z.string().meta({ example: 'Please enter a valid email address' }),
});
export type FieldError = z.infer<typeof FieldError>;

/** Body of every error answer: `{ error, message, fields?, emailVerified?, requestId? }`. */
export const ErrorBody = z
  .object({
    error: ErrorCode.meta({ example: 'VALIDATION_ERROR' }),
    message: z
      .string()
      .meta({ description: "Translated into the request's locale (X-Locale or Accept-Language)" }),
    fields: z.array(FieldError).optional().meta({ description: 'The failing fields of a 400' }),
    emailVerified: z
      .literal(false)
      .optional()
      .meta({ description: 'Login refused because the address is not verified yet (403)' }),
    /**
     * The request's id (the server's `X-Request-Id` answer header, `reqId` in its log lines), so a
     * reported error can be found in the logs: a UUID, or the caller's own `X-Request-Id` when it
     * is at most 64 characters of `A-Z a-z 0-9 . _ -`. Absent only where no request exists (a
     * procedure called in-process).
     */
    requestId: z.string().optional().meta({
      description: "The request's id, as in the X-Request-Id answer header and the server's logs",
      example: '3f2b8c1e-9a4d-4f6b-8e2a-1c5d7b9e0f12',
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;
