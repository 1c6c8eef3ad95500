import { describe, expect, it } from 'vitest';
import { pdfSafe, richTextBlocks, wrapRuns, type Measure } from './text';

/** Every character is `size/2` wide, bold ones `size/2 + 1`: enough to reason about widths. */
const measure: Measure = (text, bold, size) => [...text].length * (size / 2 + (bold ? 1 : 0));
const lineText = (runs: { text: string }[]) => runs.map((r) => r.text).join('');

describe('richTextBlocks', () => {
  it('turns the feedback tags into paragraphs, bullets and bold runs', () => {
    const blocks = richTextBlocks(
      '<p>Your team <strong>checks every</strong> draft.</p><ul><li>Brief &amp; review</li><li>Measure <em>weekly</em></li></ul>',
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        runs: [{ text: 'Your team ' }, { text: 'checks every', bold: true }, { text: ' draft.' }],
      },
      { kind: 'bullet', runs: [{ text: 'Brief & review' }] },
      { kind: 'bullet', runs: [{ text: 'Measure weekly' }] },
    ]);
  });

  it('keeps loose text and collapses whitespace as a browser would', () => {
    expect(richTextBlocks('  Ș   și\n ț <br> după ')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'Ș și ț' }] },
      { kind: 'paragraph', runs: [{ text: 'după' }] },
    ]);
  });
});

describe('wrapRuns', () => {
  it('breaks at spaces without exceeding the width and keeps every word in order', () => {
    const text = 'Echipa verifică fiecare material generat înainte de publicare, apoi măsoară rezultatele.';
    const lines = wrapRuns([{ text }], 100, 10, measure); // 20 characters a line
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(100);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map((l) => lineText(l.runs)).join(' ')).toBe(text);
  });

  it('keeps the style of each run and measures bold text as bold', () => {
    const [line] = wrapRuns([{ text: 'AI ' }, { text: 'drafts', bold: true }], 1000, 10, measure);
    expect(line!.runs).toEqual([{ text: 'AI ' }, { text: 'drafts', bold: true }]);
    expect(line!.width).toBe(3 * 5 + 6 * 6);
  });

  it('cuts a word longer than a line', () => {
    const lines = wrapRuns([{ text: 'x'.repeat(45) }], 100, 10, measure);
    expect(lines.map((l) => lineText(l.runs))).toEqual(['x'.repeat(20), 'x'.repeat(20), 'x'.repeat(5)]);
  });

  it('breaks after a slash so that long paths and URLs wrap', () => {
    const lines = wrapRuns([{ text: 'see hai.example/ro/assessment/results' }], 100, 10, measure);
    for (const l of lines) expect(l.width).toBeLessThanOrEqual(100);
    expect(lines.map((l) => lineText(l.runs))).toEqual(['see hai.example/ro/', 'assessment/results']);
  });

  it('never starts a line with the % or € that follows a number (Romanian spacing)', () => {
    // 20 characters a line: "alinierea este de 88" fits, and "%." alone would start the next.
    const text = 'alinierea este de 88 %. Suma este 6.000 €; gata';
    const lines = wrapRuns([{ text }], 100, 10, measure).map((l) => lineText(l.runs));
    expect(lines).toEqual(['alinierea este de', '88 %. Suma este', '6.000 €; gata']);
    for (const l of lines) expect(l).not.toMatch(/^[%€]/);
  });

  it('starts a new line at a newline', () => {
    const lines = wrapRuns([{ text: 'one\ntwo' }], 1000, 10, measure);
    expect(lines.map((l) => lineText(l.runs))).toEqual(['one', 'two']);
  });
});

describe('pdfSafe', () => {
  it('keeps Romanian letters, fixes cedillas and drops what the font cannot draw', () => {
    expect(pdfSafe('Știință, ţintă şi ă â î — 50 % → 2× 🚀✓')).toBe('Știință, țintă și ă â î — 50 % → 2× ');
  });
});
