import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { BOM, CSV_COLUMNS, roadmapCsv } from './csv';
import { RO_LABELS, task } from './test-fixtures';

const START = new Date(2026, 10, 23);

/** The rows of a CSV document (BOM removed), header first. */
function rows(csv: string): string[][] {
  expect(csv.startsWith(BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(BOM.length), { header: false });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('roadmapCsv', () => {
  it('starts with a UTF-8 BOM and the exact English header row', () => {
    const csv = roadmapCsv([], RO_LABELS, START);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Summary,Description,Status,Priority,Labels,Category,Due Date');
    expect(rows(csv)).toEqual([[...CSV_COLUMNS]]);
  });

  it('writes one row per task in orderIndex order, values localized, parsing back to the same cells', () => {
    const first = task({
      orderIndex: 0,
      title: 'Lansați campania „Toamnă”',
      category: 'Social media',
      status: 'in_progress',
      priority: 'critical',
      horizon: '3-6',
      notes: 'Verificați bugetul cu echipa.',
    });
    const second = task({
      orderIndex: 1,
      title: 'Măsurați conversiile',
      category: 'Altele',
      description: null,
      status: 'completed',
      priority: 'low',
      horizon: null,
      budget: null,
      tools: null,
      kpi: null,
      expectedResults: null,
    });
    const csv = roadmapCsv([second, first], RO_LABELS, START);
    expect(rows(csv)).toEqual([
      [...CSV_COLUMNS],
      [
        'Lansați campania „Toamnă”',
        [
          'Stabiliți calendarul editorial.',
          '',
          'KPI-uri țintă:',
          '- Rata de deschidere ≥ 25%',
          'Instrumente recomandate:',
          '- Notion',
          '- Canva',
          'Investiție: 500–1.000 €',
          'Rezultate așteptate: Mai mulți clienți potențiali.',
          'Note: Verificați bugetul cu echipa.',
        ].join('\n'),
        'În desfășurare',
        'Critică',
        'Social-media',
        'Social media',
        '2027-05-23',
      ],
      ['Măsurați conversiile', '', 'Finalizat', 'Scăzută', 'Altele', 'Altele', ''],
    ]);
  });

  it('round-trips a title with commas, quotes and a line break', () => {
    const title = 'Scrieți "ghidul", pasul 1,\napoi pasul 2';
    const [, row] = rows(roadmapCsv([task({ title })], RO_LABELS, START));
    expect(row?.[0]).toBe(title);
  });

  it('keeps Romanian diacritics (comma-below ș ț) as they are', () => {
    const csv = roadmapCsv([task({ title: 'Înființați și țineți evidența' })], RO_LABELS, START);
    expect(csv).toContain('Înființați și țineți evidența');
    expect(csv).toContain('\u0219'); // ș, comma below
    expect(csv).not.toMatch(/[\u015f\u0163]/); // no cedilla ş ţ
  });

  it('neutralises cells that a spreadsheet would run as formulas, multi-line ones included', () => {
    const csv = roadmapCsv(
      [
        task({ orderIndex: 0, title: '=HYPERLINK("http://evil","x")', category: '@SUM(A1)' }),
        task({ orderIndex: 1, title: '+1+1', description: '-2+3\n=cmd|calc', kpi: null }),
      ],
      RO_LABELS,
      START,
    );
    const [, a, b] = rows(csv);
    expect(a?.[0]).toBe('\'=HYPERLINK("http://evil","x")');
    expect(a?.[4]).toBe("'@SUM(A1)");
    expect(a?.[5]).toBe("'@SUM(A1)");
    expect(b?.[0]).toBe("'+1+1");
    expect(b?.[1]?.startsWith("'-2+3\n=cmd|calc")).toBe(true);
  });

  it('gives the end of each horizon as the due date, clamped to month end', () => {
    const start = new Date(2026, 10, 30);
    const csv = roadmapCsv(
      [
        task({ orderIndex: 0, horizon: '0-3' }),
        task({ orderIndex: 1, horizon: '3-6' }),
        task({ orderIndex: 2, horizon: '6-12' }),
        task({ orderIndex: 3, horizon: '12+' }),
        task({ orderIndex: 4, horizon: null }),
      ],
      RO_LABELS,
      start,
    );
    expect(
      rows(csv)
        .slice(1)
        .map((r) => r[6]),
    ).toEqual(['2027-02-28', '2027-05-30', '2027-11-30', '2028-05-30', '']);
  });

  it('separates records with CR LF, as Excel and the importers expect', () => {
    const csv = roadmapCsv([task(), task()], RO_LABELS, START);
    expect(csv.split('\r\n')).toHaveLength(3);
  });
});
