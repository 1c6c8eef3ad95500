/**
 * The worked-example reports in docs/reports stay equal to what the report model writes (issue
 * 20): on a failure run `pnpm --filter @hai/domain reports` and read the diff — it is what a
 * director would now read differently.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.js';
import { PROFILES } from './profiles.js';
import { reportText } from './report-text.js';

describe('docs/reports', () => {
  it.each(PROFILES.flatMap((p) => LOCALES.map((l) => [p.id, l, p] as const)))(
    '%s.%s.txt is the report as the model writes it',
    (id, locale, p) => {
      const path = fileURLToPath(new URL(`../../../../docs/reports/${id}.${locale}.txt`, import.meta.url));
      expect(readFileSync(path, 'utf8')).toBe(reportText(p, locale));
    },
  );
});
