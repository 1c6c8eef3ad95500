/**
 * Writes the generated review documents of the question bank: docs/bank-calibration.md,
 * docs/glossary.md and src/bank/reading-minutes.ts (see src/bank/calibration-report.ts).
 * Run: pnpm --filter @hai/domain calibration
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STEPS } from '../src/bank/index.js';
import { renderCalibration, renderGlossary, renderReadingMinutes } from '../src/bank/calibration-report.js';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
writeFileSync(at('../../../docs/bank-calibration.md'), renderCalibration(STEPS));
writeFileSync(at('../../../docs/glossary.md'), renderGlossary());
writeFileSync(at('../src/bank/reading-minutes.ts'), renderReadingMinutes());
console.log('wrote docs/bank-calibration.md, docs/glossary.md, packages/domain/src/bank/reading-minutes.ts');
