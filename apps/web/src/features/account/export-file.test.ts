import { describe, expect, it } from 'vitest';
import { exportFileContent, exportFileName } from './export-file';

describe('exportFileName', () => {
  it('names the file after the product and the local date', () => {
    expect(exportFileName(new Date(2026, 10, 3, 23, 59))).toBe('HAI-Marketing-Wheel-date-2026-11-03.json');
    expect(exportFileName(new Date(2027, 0, 1, 0, 0))).toBe('HAI-Marketing-Wheel-date-2027-01-01.json');
  });
});

describe('exportFileContent', () => {
  it('is readable JSON that parses back to the data, with its diacritics', () => {
    const data = { profile: { companyName: 'Distribuție SRL' }, answers: [{ questionId: 'viziune-01' }] };
    const text = exportFileContent(data);
    expect(JSON.parse(text)).toEqual(data);
    expect(text).toContain('\n  "profile": {');
    expect(text).toContain('Distribuție');
    expect(text.endsWith('}\n')).toBe(true);
  });
});
