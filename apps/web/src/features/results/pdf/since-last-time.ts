/**
 * The PDF report's "Since last time" / "Față de evaluarea anterioară" section,
 * right after the executive summary: the date of the assessment compared with, the overall score
 * and level then → now, the three steps that moved most (`stepsMovedMost`), how many activities
 * moved toward or away from their ideal, the roadmap tasks completed in between (up to five titles,
 * then "and N more") and — across bank versions — that only the activities both versions share are
 * compared. Every figure comes from `assessment.compare` (`CompareOutput`); the lines are
 * `@hai/domain`'s `sinceLastTimeLines`, the results e-mail's too, so the e-mail and the PDF say
 * the same. The worker bundle is tree-shaken like the app's (vite.config.ts), so they bring
 * nothing else of the domain into the PDF chunk. `drawSinceLastTime` sets them with the report's
 * `Writer`.
 */
import type { SinceLastTimeLines } from '@hai/domain';
import type { PDFPage } from 'pdf-lib';
import { MARGIN, MUTED, type TextStyle, type Writer } from './writer';

/** One paragraph of the section as the writer sets it: the text, its style and space above. */
interface Block {
  text: string;
  style: TextStyle;
  above?: number;
}

/** The section's paragraphs, in order. */
function blocks(l: SinceLastTimeLines): Block[] {
  const heading = (text: string, size: number, above: number): Block => ({
    text,
    style: { size, bold: true, leading: 1.3, after: 3 },
    above,
  });
  return [
    heading(l.heading, 13, 4),
    { text: l.comparedWith, style: { size: 9.5, color: MUTED, after: 4 } },
    { text: l.overall, style: { bold: true, after: 1 } },
    { text: l.level, style: { after: 4 } },
    heading(l.stepsHeading, 11, 4),
    ...(l.steps.length > 0
      ? l.steps.map((text) => ({ text, style: { bullet: true, after: 2 } }))
      : [{ text: l.noStepMoved, style: { after: 2 } }]),
    { text: l.activities, style: { after: 3 }, above: 2 },
    { text: l.tasks, style: { after: 2 } },
    ...l.taskTitles.map((text) => ({ text, style: { bullet: true, after: 1 } })),
    ...(l.versions ? [{ text: l.versions, style: { size: 9.5, color: MUTED, after: 4 }, above: 3 }] : []),
  ];
}

/**
 * Draws the section at the cursor, kept on one page (it starts a new page when it does not fit
 * below the executive summary); returns the page it is on (for the outline).
 */
export function drawSinceLastTime(w: Writer, l: SinceLastTimeLines): PDFPage {
  const all = blocks(l);
  const GAP = 10;
  const height = all.reduce(
    (h, b) => h + (b.above ?? 0) + w.blockHeight([{ text: b.text, bold: b.style.bold }], b.style),
    GAP,
  );
  w.ensure(height);
  if (w.y > MARGIN + 1) w.gap(GAP);
  const page = w.page;
  for (const b of all) {
    w.gap(b.above ?? 0);
    w.text(b.text, b.style);
  }
  return page;
}
