import type { HistoryEntry } from '@hai/domain';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, historyRows, reminderState } from './history';

function entry(extra: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 'a1',
    previousAssessmentId: null,
    status: 'completed',
    startedAt: '2026-01-10T09:00:00.000Z',
    completedAt: '2026-01-10T09:40:00.000Z',
    bankVersion: 3,
    answeredCount: 180,
    overallScore: 71.6,
    band: 'advanced',
    categoryCount: 12,
    coverage: 0.9,
    practisedCount: 150,
    activityCount: 167,
    latest: false,
    ...extra,
  };
}

describe('historyRows', () => {
  const first = entry({
    id: 'first',
    bankVersion: 2,
    overallScore: null,
    band: null,
    practisedCount: null,
    activityCount: null,
    coverage: null,
  });
  const second = entry({
    id: 'second',
    previousAssessmentId: 'first',
    startedAt: '2026-04-12T08:00:00.000Z',
    completedAt: '2026-04-12T08:12:00.000Z',
    overallScore: 80.4,
    band: 'advanced',
  });
  const third = entry({
    id: 'third',
    previousAssessmentId: 'second',
    status: 'started',
    startedAt: '2026-07-01T10:00:00.000Z',
    completedAt: null,
    answeredCount: 40,
    overallScore: null,
    band: null,
    practisedCount: 30,
    latest: true,
  });

  it('lists the newest first, whatever order they come in', () => {
    expect(historyRows([first, third, second]).map((r) => r.id)).toEqual(['third', 'second', 'first']);
  });

  it('dates a completed one by its completion, one under way by its start', () => {
    const [under, done] = historyRows([third, second]);
    expect(under!.date).toBe('2026-07-01T10:00:00.000Z');
    expect(done!.date).toBe('2026-04-12T08:12:00.000Z');
  });

  it('rounds the score, keeps the band and counts the coverage', () => {
    const row = historyRows([second])[0]!;
    expect(row).toMatchObject({ score: 80, band: 'advanced', coverage: { practised: 150, activities: 167 } });
    expect(historyRows([third])[0]).toMatchObject({
      status: 'started',
      score: null,
      band: null,
      answered: 40,
    });
  });

  it('names the bank version only where it differs from the latest assessment', () => {
    const rows = historyRows([third, second, first]);
    expect(rows.map((r) => r.bankVersion)).toEqual([null, null, 2]);
    expect(rows[2]!.coverage).toBeNull();
  });

  it('is empty without assessments', () => {
    expect(historyRows([])).toEqual([]);
  });
});

describe('reminderState', () => {
  it('none, scheduled or due', () => {
    expect(reminderState({ retakeReminderAt: null, retakeDue: false })).toEqual({ kind: 'none' });
    expect(reminderState({ retakeReminderAt: '2026-08-14', retakeDue: false })).toEqual({
      kind: 'scheduled',
      day: '2026-08-14',
    });
    expect(reminderState({ retakeReminderAt: '2026-08-14', retakeDue: true })).toEqual({
      kind: 'due',
      day: '2026-08-14',
    });
  });
});

describe('dates', () => {
  it('a reminder day is the same day in every time zone, in the interface language', () => {
    expect(formatDay('2026-08-14', 'en')).toBe('August 14, 2026');
    expect(formatDay('2026-08-14', 'ro')).toBe('14 august 2026');
  });

  it('a moment is the day it fell on where the user is', () => {
    expect(formatDate('2026-04-11T23:30:00.000Z', 'ro', 'Europe/Bucharest')).toBe('12 apr. 2026');
    expect(formatDate('2026-04-11T23:30:00.000Z', 'en', 'UTC')).toBe('Apr 11, 2026');
  });
});
