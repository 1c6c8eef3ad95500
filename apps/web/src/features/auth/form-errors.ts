/**
 * Form error helpers: zod issues from the shared schemas (message codes) and the server's
 * `error.data.fields` become one message per field, in the current language.
 */
import { translateForm, type Locale } from '@hai/domain';

export type FieldErrors = Partial<Record<string, string>>;

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** First message per top-level field; issue properties (`maximum`…) fill placeholders. */
export function issuesToErrors(issues: readonly IssueLike[], locale: Locale): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && out[field] === undefined)
      out[field] = translateForm(issue.message, locale, issue as unknown as Record<string, unknown>);
  }
  return out;
}

/** Server field errors (already translated) keyed by field, first one wins. */
export function serverFieldErrors(
  fields: readonly { field: string; message: string }[] | undefined,
): FieldErrors {
  const out: FieldErrors = {};
  for (const f of fields ?? []) {
    const field = f.field.split('.')[0]!;
    if (out[field] === undefined) out[field] = f.message;
  }
  return out;
}
