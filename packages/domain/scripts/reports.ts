/**
 * Writes the whole report of the three worked-example companies (`src/testing/profiles.ts`), in
 * English and Romanian, into docs/reports/<profile>.<locale>.txt (`src/testing/report-text.ts`).
 *
 * Run: `pnpm --filter @hai/domain reports`; a test fails when the files are out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../src/i18n/locale.js';
import { PROFILES } from '../src/testing/profiles.js';
import { reportText } from '../src/testing/report-text.js';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/reports');
mkdirSync(out, { recursive: true });
for (const p of PROFILES)
  for (const locale of LOCALES) {
    const text = reportText(p, locale);
    const file = join(out, `${p.id}.${locale}.txt`);
    writeFileSync(file, text);
    console.log(`wrote ${file} (${text.split(/\s+/).length} words)`);
  }
