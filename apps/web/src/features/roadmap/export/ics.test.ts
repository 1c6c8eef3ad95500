import { describe, expect, it } from 'vitest';
import { roadmapIcs, taskUid } from './ics';
import { RO_LABELS, task } from './test-fixtures';

const START = new Date(2026, 10, 30); // 30 November 2026
const OPTIONS = { start: START, labels: RO_LABELS, productName: 'HAI Marketing Wheel' };

/** Content lines after unfolding (RFC 5545 §3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

/** The unfolded VEVENT blocks, each as its content lines. */
function events(ics: string): string[][] {
  const result: string[][] = [];
  let current: string[] | null = null;
  for (const line of unfold(ics)) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      result.push(current);
      current = null;
    } else current?.push(line);
  }
  return result;
}

/** The value of a property (name with parameters, up to the colon) in an event. */
function prop(event: string[], name: string): string | undefined {
  return event.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
}

describe('roadmapIcs', () => {
  it('is a calendar with one event per task that has a horizon, in orderIndex order', () => {
    const ics = roadmapIcs(
      [
        task({ orderIndex: 2, title: 'C', horizon: '12+' }),
        task({ orderIndex: 0, title: 'A', horizon: '0-3' }),
        task({ orderIndex: 1, title: 'Fără termen', horizon: null }),
      ],
      OPTIONS,
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(unfold(ics)).toContain('PRODID:HAI Marketing Wheel');
    expect(events(ics).map((e) => prop(e, 'SUMMARY'))).toEqual(['A', 'C']);
  });

  it('dates each event all day on the last day of its horizon, month end clamped', () => {
    const ics = roadmapIcs(
      (['0-3', '3-6', '6-12', '12+'] as const).map((horizon, i) => task({ orderIndex: i, horizon })),
      OPTIONS,
    );
    const all = events(ics);
    expect(all.map((e) => prop(e, 'DTSTART;VALUE=DATE'))).toEqual([
      '20270228',
      '20270530',
      '20271130',
      '20280530',
    ]);
    expect(all.map((e) => prop(e, 'DTEND;VALUE=DATE'))).toEqual([
      '20270301',
      '20270531',
      '20271201',
      '20280531',
    ]);
  });

  it('uses a UID derived from the task id, the same in every export', () => {
    const t = task();
    const [first] = events(roadmapIcs([t], OPTIONS));
    const [again] = events(roadmapIcs([t], { ...OPTIONS, start: new Date(2027, 0, 1) }));
    expect(prop(first!, 'UID')).toBe(`${t.id}@hai-marketing-wheel`);
    expect(prop(again!, 'UID')).toBe(taskUid(t.id));
  });

  it('keeps Romanian diacritics and escapes commas, semicolons and backslashes', () => {
    const [event] = events(
      roadmapIcs(
        [
          task({
            title: 'Înființați, apoi țineți; evidența',
            category: 'Vânzări, marketing; social',
            description: 'Cale C:\\date',
            kpi: null,
            tools: null,
            budget: null,
            expectedResults: null,
          }),
        ],
        OPTIONS,
      ),
    );
    expect(prop(event!, 'SUMMARY')).toBe('Înființați\\, apoi țineți\\; evidența');
    expect(prop(event!, 'CATEGORIES')).toBe('Vânzări\\, marketing\\; social');
    expect(prop(event!, 'DESCRIPTION')).toBe('Cale C:\\\\date');
  });

  it('uses "Other" as category and the CSV description text, line breaks escaped', () => {
    const [event] = events(roadmapIcs([task({ category: 'Other', notes: 'Prima notă' })], OPTIONS));
    expect(prop(event!, 'CATEGORIES')).toBe('Altele');
    const description = prop(event!, 'DESCRIPTION');
    expect(description).toContain('Stabiliți calendarul editorial.\\n\\nKPI-uri țintă:\\n- Rata');
    expect(description).toContain('\\nNote: Prima notă');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the text', () => {
    const long = 'Țineți evidența rezultatelor și ajustați strategia în fiecare săptămână. '.repeat(12);
    const ics = roadmapIcs([task({ title: long.trim(), description: long })], OPTIONS);
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    const [event] = events(ics);
    expect(prop(event!, 'SUMMARY')).toBe(long.trim());
  });

  it('marks events as free time, without a status or priority', () => {
    const [event] = events(roadmapIcs([task({ status: 'completed' })], OPTIONS));
    expect(prop(event!, 'TRANSP')).toBe('TRANSPARENT');
    expect(event!.some((l) => l.startsWith('STATUS:') || l.startsWith('PRIORITY:'))).toBe(false);
  });

  it('writes a calendar without events when no task has a horizon', () => {
    const ics = roadmapIcs([task({ horizon: null })], OPTIONS);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(events(ics)).toEqual([]);
  });

  it('throws a clear error when the calendar cannot be built', () => {
    expect(() => roadmapIcs([task()], { ...OPTIONS, start: new Date(Number.NaN) })).toThrow(
      /Could not build the roadmap calendar/,
    );
  });
});
