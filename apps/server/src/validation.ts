/** Turning zod failures into translated field issues (domain-design.md §8: 400 with failing fields). */
import type { ZodError } from 'zod';
import { isMessageCode, translate, type FieldError, type Locale } from '@hai/domain';

/** A failing field: its path (`email`, `additionalInputs.x`) and a message code with parameters. */
export interface FieldIssue {
  field: string;
  code: string;
  params?: Record<string, unknown>;
}

/**
 * Map zod issues to field issues with message codes (custom messages are already codes). An
 * unknown field of a body (domain-design.md §8: 400 with the failing fields) is one issue named
 * after that field's own path (`isAdmin`, `additionalInputs.x`), one per unknown field; an issue
 * about the whole input is `(body)`.
 */
export function fieldsOf(error: ZodError): FieldIssue[] {
  return error.issues.flatMap((issue): FieldIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: [...issue.path, key].join('.'),
        code: 'validation.unknownField',
        params: { keys: key },
      }));
    }
    const field = issue.path.join('.') || '(body)';
    if (isMessageCode(issue.message)) {
      const params: Record<string, unknown> = {};
      if ('maximum' in issue) params.maximum = issue.maximum;
      if ('minimum' in issue) params.minimum = issue.minimum;
      return [{ field, code: issue.message, params }];
    }
    if (issue.code === 'too_big')
      return [{ field, code: 'validation.tooLong', params: { maximum: issue.maximum } }];
    return [{ field, code: 'validation.invalid' }];
  });
}

/** Field issues with their translated `message`. */
export function translateFields(fields: FieldIssue[], locale: Locale): FieldError[] {
  return fields.map((f) => ({
    field: f.field,
    code: f.code,
    message: translate(f.code, locale, f.params ?? {}),
  }));
}
