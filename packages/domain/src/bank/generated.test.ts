/**
 * The generated review documents stay equal to what the bank renders: the calibration
 * table, the glossary and the reading estimate the home page shows. On a failure run
 * `pnpm --filter @hai/domain calibration` and review the diff.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STEPS } from './index.js';
import {
  pathMinutesRange,
  renderCalibration,
  renderGlossary,
  renderReadingMinutes,
} from './calibration-report.js';
import { READING_MINUTES, READING_MINUTES_SHORTEST } from './reading-minutes.js';
import { readingTime } from './reading-time.js';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('generated bank documents', () => {
  it('docs/bank-calibration.md lists every option of the bank as it is', () => {
    expect(read('../../../../docs/bank-calibration.md')).toBe(renderCalibration(STEPS));
  });

  it('docs/glossary.md matches glossary.ts', () => {
    expect(read('../../../../docs/glossary.md')).toBe(renderGlossary());
  });

  it("the home page's duration is the reading-time model's over the shortest and longest paths, rounded up", () => {
    expect(read('./reading-minutes.ts')).toBe(renderReadingMinutes());
    for (const lang of ['en', 'ro'] as const) {
      const r = pathMinutesRange(lang);
      expect(READING_MINUTES[lang]).toBe(Math.ceil(r.longest));
      expect(READING_MINUTES_SHORTEST[lang]).toBe(Math.ceil(r.shortest));
      // The longest path is the whole bank, as version 3's model counted it.
      expect(r.longest).toBeCloseTo(readingTime(STEPS, lang).minutes, 6);
      expect(r.shortest).toBeLessThan(r.longest);
    }
  });
});
