import { describe, expect, it } from 'vitest';
import { addMonths, horizonDueDate, isoLocalDate } from './due';

const day = (d: Date | null) => (d ? isoLocalDate(d) : null);

describe('horizonDueDate', () => {
  const start = new Date(2026, 10, 23, 18, 30); // 23 November 2026, evening (local)

  it('puts each horizon at its end: 3, 6, 12 and 18 months from the start', () => {
    expect(day(horizonDueDate('0-3', start))).toBe('2027-02-23');
    expect(day(horizonDueDate('3-6', start))).toBe('2027-05-23');
    expect(day(horizonDueDate('6-12', start))).toBe('2027-11-23');
    expect(day(horizonDueDate('12+', start))).toBe('2028-05-23');
  });

  it('gives no date to a task without horizon', () => {
    expect(horizonDueDate(null, start)).toBeNull();
  });

  it('returns local midnight, whatever the time of the start', () => {
    const due = horizonDueDate('0-3', start)!;
    expect([due.getHours(), due.getMinutes()]).toEqual([0, 0]);
  });

  it('clamps the day to the end of a shorter month', () => {
    expect(day(horizonDueDate('0-3', new Date(2026, 10, 30)))).toBe('2027-02-28');
    expect(day(horizonDueDate('0-3', new Date(2027, 10, 30)))).toBe('2028-02-29'); // leap year
    expect(day(horizonDueDate('3-6', new Date(2026, 2, 31)))).toBe('2026-09-30');
    expect(day(addMonths(new Date(2027, 0, 31), 1))).toBe('2027-02-28');
    expect(day(addMonths(new Date(2028, 0, 31), 1))).toBe('2028-02-29');
  });

  it('keeps the 31st where the target month has one', () => {
    expect(day(horizonDueDate('6-12', new Date(2026, 11, 31)))).toBe('2027-12-31');
  });
});
