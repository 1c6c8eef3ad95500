import { describe, expect, it } from 'vitest';
import { localDate, pdfFileName } from './file';

describe('PDF file name', () => {
  it('is dated with the local calendar day, zero-padded', () => {
    // 23:30 local time on 5 March: still the 5th whatever UTC says.
    expect(localDate(new Date(2026, 2, 5, 23, 30))).toBe('2026-03-05');
    expect(pdfFileName(localDate(new Date(2026, 10, 23, 0, 5)))).toBe(
      'HAI-Marketing-Wheel-Rezultate-2026-11-23.pdf',
    );
  });
});
