/**
 * The API's wire error codes and the messages of the errors HTTP raises before any procedure runs
 * (domain-design.md §8, product-spec §8, conventions.md §15). The wire codes are @hai/domain's
 * `ErrorCode`s plus those only the HTTP layer answers: `METHOD_NOT_ALLOWED` (405, with `Allow`),
 * `UNSUPPORTED_MEDIA_TYPE` (415) and the `Idempotency-Key` refusals `IDEMPOTENCY_KEY_REUSED` (422)
 * and `IDEMPOTENCY_KEY_IN_PROGRESS` (409). Their messages, those of a body over {@link BODY_LIMIT}
 * (413) and of an invalid `Idempotency-Key` (400), are written here in en and ro; every other message is @hai/domain's `MESSAGES`.
 * {@link ApiErrorBody} is the one error body as the server sends it: the OpenAPI document and the
 * tests read it, `errors.ts` builds it.
 */
import { z } from 'zod';
import { ERROR_CODES as DOMAIN_ERROR_CODES, ErrorBody, translate, type Locale } from '@hai/domain';

/** Largest accepted request body, bytes (64 KB; answers with HTML-free text stay far below). */
export const BODY_LIMIT = 64 * 1024;

/**
 * Wire codes the HTTP layer adds to @hai/domain's: a method the path does not take, a body that is
 * not JSON, and the refusals of an `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header
 * §2.7): the key already used with another request body (422), the key's first request still
 * being processed (409, with `Retry-After`).
 */
export const HTTP_ERROR_CODES = [
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
] as const;

/** Every wire code an API answer can carry: @hai/domain's `ErrorCode`s and {@link HTTP_ERROR_CODES}. */
export const ApiErrorCode = z.enum([...DOMAIN_ERROR_CODES, ...HTTP_ERROR_CODES]);
export type ApiErrorCode = z.infer<typeof ApiErrorCode>;

/**
 * The one error body the server sends (REST body, tRPC `error.data`): @hai/domain's `ErrorBody`
 * with `error` any {@link ApiErrorCode}. The OpenAPI document's `Error` component.
 */
export const ApiErrorBody = ErrorBody.extend({
  error: ApiErrorCode.meta({ example: 'VALIDATION_ERROR' }),
}).meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

const en = {
  'error.methodNotAllowed':
    "This address does not take the request's method. Please use one of the methods in the Allow header.",
  'error.unsupportedMediaType':
    'Please send the request body as JSON, with the header Content-Type: application/json.',
  'error.bodyTooLarge': "The request body exceeds the server's limit of {limit} KB.",
  'error.idempotencyKeyInvalid':
    'The Idempotency-Key header must be 1 to {max} visible ASCII characters, without spaces (a UUID, for example).',
  'error.idempotencyKeyReused':
    'This Idempotency-Key was already used for a different request. Please send a new key with a new request.',
  'error.idempotencyKeyInProgress':
    'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

/** A message code of the HTTP layer's own errors (see the module doc). */
export type HttpMessageCode = keyof typeof en;

const ro: Record<HttpMessageCode, string> = {
  'error.methodNotAllowed':
    'Această adresă nu acceptă metoda cererii. Vă rugăm să folosiți una dintre metodele din antetul Allow.',
  'error.unsupportedMediaType':
    'Vă rugăm să trimiteți corpul cererii ca JSON, cu antetul Content-Type: application/json.',
  'error.bodyTooLarge': 'Corpul cererii depășește limita de {limit} KB acceptată de server.',
  'error.idempotencyKeyInvalid':
    'Antetul Idempotency-Key trebuie să aibă între 1 și {max} caractere ASCII vizibile, fără spații (de exemplu, un UUID).',
  'error.idempotencyKeyReused':
    'Această cheie Idempotency-Key a fost deja folosită pentru o altă cerere. Vă rugăm să trimiteți o cheie nouă cu o cerere nouă.',
  'error.idempotencyKeyInProgress':
    'O cerere cu această cheie Idempotency-Key este încă în curs de procesare. Vă rugăm să încercați din nou peste câteva momente.',
};

/** The HTTP layer's messages by locale. */
export const HTTP_MESSAGES: Record<Locale, Record<HttpMessageCode, string>> = { en, ro };

function isHttpMessageCode(code: string): code is HttpMessageCode {
  return Object.prototype.hasOwnProperty.call(en, code);
}

/**
 * Translate a message code into `locale`, filling `{name}` placeholders from `params`: the HTTP
 * layer's own codes from {@link HTTP_MESSAGES}, every other one through @hai/domain's `translate`
 * (an unknown code comes back as written).
 */
export function translateMessage(code: string, locale: Locale, params: Record<string, unknown> = {}): string {
  // `translate` fills the placeholders of a text that is no message code and returns it.
  return translate(isHttpMessageCode(code) ? HTTP_MESSAGES[locale][code] : code, locale, params);
}
