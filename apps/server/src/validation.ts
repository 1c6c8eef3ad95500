/** Turning zod failures into translated field issues (domain-design.md §8: 400 with failing fields). */
import type { ZodError, z } from 'zod';
import { isMessageCode, translate, type Locale } from '@hai/domain';
import { DomainError, type FieldIssue } from './errors.js';

/** Map zod issues to field issues with message codes (custom messages are already codes). */
export function fieldsOf(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.') || '(body)';
    if (issue.code === 'unrecognized_keys') {
      return { field, code: 'validation.unknownField', params: { keys: issue.keys.join(', ') } };
    }
    if (isMessageCode(issue.message)) {
      const params: Record<string, unknown> = {};
      if ('maximum' in issue) params.maximum = issue.maximum;
      if ('minimum' in issue) params.minimum = issue.minimum;
      return { field, code: issue.message, params };
    }
    if (issue.code === 'too_big')
      return { field, code: 'validation.tooLong', params: { maximum: issue.maximum } };
    return { field, code: 'validation.invalid' };
  });
}

/** Parse `input` with `schema` or throw a 400 DomainError carrying the failing fields. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = fieldsOf(result.error);
    throw new DomainError('VALIDATION_ERROR', (fields[0]?.code ?? 'validation.invalid') as never, {
      fields,
      params: fields[0]?.params,
    });
  }
  return result.data;
}

/** Field issues with their translated `message`. */
export function translateFields(fields: FieldIssue[], locale: Locale) {
  return fields.map((f) => ({
    field: f.field,
    code: f.code,
    message: translate(f.code, locale, f.params ?? {}),
  }));
}
