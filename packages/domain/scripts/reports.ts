/**
 * Writes the whole report of the worked-example companies (`src/testing/profiles.ts`), in English
 * and Romanian, into docs/reports/<profile>.<locale>.txt: the executive summary, the overview's
 * focus, every step's feedback with its activities, the triggered strategies, the prompts and the
 * roadmap — what a reader checks before calling the advice done. Every heading and label this
 * script writes is in the file's language, taken from the product's own texts where it has them
 * (priority labels, "when budget allows", euro formatting, budget bands) and otherwise from the
 * web app's wording for the same idea (`apps/web/src/locales/<locale>/*.json`).
 *
 * Run: `pnpm --filter @hai/domain reports`.
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
