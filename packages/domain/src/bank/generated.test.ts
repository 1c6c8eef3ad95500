/**
 * The generated review documents stay equal to what the bank renders (issue 7): the calibration
 * table, the glossary and the reading estimate the home page shows. On a failure run
 * `pnpm --filter @hai/domain calibration` and review the diff.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STEPS } from './index.js';
import { renderCalibration, renderGlossary, renderReadingMinutes } from './calibration-report.js';
import { READING_MINUTES } from './reading-minutes.js';
import { readingMinutes, readingTime } from './reading-time.js';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('generated bank documents', () => {
  it('docs/bank-calibration.md lists every option of the bank as it is', () => {
    expect(read('../../../../docs/bank-calibration.md')).toBe(renderCalibration(STEPS));
  });

  it('docs/glossary.md matches glossary.ts', () => {
    expect(read('../../../../docs/glossary.md')).toBe(renderGlossary());
  });

  it("the home page's duration is the reading-time model's, rounded up", () => {
    expect(read('./reading-minutes.ts')).toBe(renderReadingMinutes(STEPS));
    for (const lang of ['en', 'ro'] as const) expect(READING_MINUTES[lang]).toBe(readingMinutes(STEPS, lang));
  });

  it('the questionnaire takes at most 20 minutes by the model in both languages (spec §1, §9)', () => {
    for (const lang of ['en', 'ro'] as const) {
      expect(readingTime(STEPS, lang).minutes, lang).toBeLessThanOrEqual(20);
      expect(READING_MINUTES[lang], lang).toBeLessThanOrEqual(20);
    }
  });
});
