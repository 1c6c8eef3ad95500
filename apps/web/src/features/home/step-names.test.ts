import { STEPS } from '@hai/domain';
import { describe, expect, it } from 'vitest';
import { STEP_NAMES, upperStepNames } from './step-names';

describe('home step names', () => {
  it('equal the names of the bank, in step order, in both languages', () => {
    for (const lang of ['en', 'ro'] as const) {
      expect(STEP_NAMES[lang]).toEqual(
        [...STEPS].sort((a, b) => a.globalOrder - b.globalOrder).map((s) => s.name[lang]),
      );
    }
  });

  it('are upper-cased with the Romanian comma-below letters kept', () => {
    const ro = upperStepNames('ro');
    expect(ro).toContain('CONVERGENȚĂ');
    expect(ro).toContain('PREDICȚII');
    expect(ro.join('')).not.toMatch(/[ŞŢşţ]/);
    expect(upperStepNames('en')[0]).toBe('VISION');
  });
});
