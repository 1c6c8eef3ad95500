/**
 * The PDF report's page cursor (spec §9 "PDF": A4, margin 40 px): page geometry,
 * the palette, and `Writer`, which draws wrapped text top-down and starts a new page when the next
 * block does not fit. Shared by the report's sections (report-pdf.ts, roadmap-section.ts).
 */
import { PageSizes, rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfSafe, wrapRuns, type Run } from './text';

/** 1 CSS px at 96 dpi in PDF points. */
export const PX = 0.75;
/** A4 width and height, points (595.28 × 841.89). */
export const [PAGE_W, PAGE_H] = PageSizes.A4;
/** Page margin, points (40 px, spec §9 "PDF"). */
export const MARGIN = 40 * PX;
/** Width between the margins, points. */
export const CONTENT_W = PAGE_W - 2 * MARGIN;
/** Room kept for the footer above the bottom margin, points. */
export const FOOTER_H = 26;
/** Lowest cursor position (from the top) content may reach, points. */
export const BOTTOM = PAGE_H - MARGIN - FOOTER_H;

/** A colour from "#rrggbb". */
export const hex = (h: string): Color => {
  const n = parseInt(h.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};
/** The palette: text, secondary text, footer text, rules, brand colour and its tint. */
export const INK = hex('#0f172a');
export const MUTED = hex('#475569');
export const FAINT = hex('#94a3b8');
export const LINE = hex('#cbd5e1');
export const PRIMARY = hex('#0f766e');
export const PRIMARY_50 = hex('#f0fdfa');

/** How `Writer.runs` sets a block of text. */
export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
  /** Left indent from the margin, points. */
  indent?: number;
  /** Line height as a multiple of the size. */
  leading?: number;
  /** Space after the block, points. */
  after?: number;
  /** A bullet drawn in the indent. */
  bullet?: boolean;
}

/** The page cursor: draws text top-down and starts a new page when the next block does not fit. */
export class Writer {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** Distance of the cursor from the top of the page, points. */
  y = MARGIN;
  /**
   * Runs at the top of every page the writer starts on its own (a block that did not fit), e.g.
   * to repeat a section's heading with "(cont.)"; not for pages started by `section`.
   */
  onContinue: (() => void) | null = null;

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** The bold or the regular face. */
  font(bold?: boolean): PDFFont {
    return bold ? this.bold : this.regular;
  }

  /** Widths at 1 pt by font and text: fontkit lays out every string it measures, and words repeat. */
  private widths = new Map<string, number>();

  /** Width of `text` at `size` points, in points (text.ts `Measure`); memoised per font and text. */
  measure = (text: string, bold: boolean, size: number): number => {
    const key = (bold ? 'b' : 'r') + text;
    let unit = this.widths.get(key);
    if (unit === undefined) {
      unit = this.font(bold).widthOfTextAtSize(text, 1);
      if (this.widths.size > 50_000) this.widths.clear();
      this.widths.set(key, unit);
    }
    return unit * size;
  };

  /** Starts a page and puts the cursor at its top margin. */
  newPage(): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    this.y = MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y + height <= BOTTOM) return;
    this.newPage();
    const onContinue = this.onContinue;
    if (onContinue) {
      // Not re-entered: what it draws fits at the top of the fresh page.
      this.onContinue = null;
      try {
        onContinue();
      } finally {
        this.onContinue = onContinue;
      }
    }
  }

  /** The height, points, that `runs(runs, style)` would take, its space after included. */
  blockHeight(runs: readonly Run[], style: TextStyle = {}): number {
    const size = style.size ?? 10;
    const leading = (style.leading ?? 1.45) * size;
    const maxWidth = CONTENT_W - (style.indent ?? 0) - (style.bullet ? 12 : 0);
    const safeRuns = runs.map((r) => ({ ...r, text: pdfSafe(r.text) }));
    return wrapRuns(safeRuns, maxWidth, size, this.measure).length * leading + (style.after ?? 4);
  }

  /** Draws `text` with its top at the cursor's line (baseline computed from the size). */
  drawAt(text: string, x: number, top: number, size: number, bold = false, color: Color = INK): void {
    const safe = pdfSafe(text);
    if (safe === '') return;
    this.page.drawText(safe, { x, y: PAGE_H - top - size * 0.95, size, font: this.font(bold), color });
  }

  /** A wrapped paragraph of runs; moves the cursor below it. */
  runs(runs: readonly Run[], style: TextStyle = {}): void {
    const size = style.size ?? 10;
    const leading = (style.leading ?? 1.45) * size;
    const indent = style.indent ?? 0;
    const bulletIndent = style.bullet ? 12 : 0;
    const maxWidth = CONTENT_W - indent - bulletIndent;
    const safeRuns = runs.map((r) => ({ ...r, text: pdfSafe(r.text) }));
    const lines = wrapRuns(safeRuns, maxWidth, size, this.measure);
    lines.forEach((line, i) => {
      // A line that announces the next ("Activities we do not do yet:") is not left at a page's foot.
      const announces = i < lines.length - 1 && /:\s*$/.test(line.runs.at(-1)?.text ?? '');
      this.ensure(announces ? 2 * leading : leading);
      if (i === 0 && style.bullet)
        this.page.drawCircle({
          x: MARGIN + indent + 4,
          y: PAGE_H - this.y - size * 0.6,
          size: 1.8,
          color: style.color ?? INK,
        });
      let x = MARGIN + indent + bulletIndent;
      for (const run of line.runs) {
        const bold = Boolean(run.bold ?? style.bold) || Boolean(style.bold);
        this.drawAt(run.text, x, this.y, size, bold, style.color);
        x += this.measure(run.text, bold, size);
      }
      this.y += leading;
    });
    this.y += style.after ?? 4;
  }

  /** A wrapped paragraph of one style. */
  text(text: string, style: TextStyle = {}): void {
    this.runs([{ text, bold: style.bold }], style);
  }

  /** "Label: value" with the label in bold. */
  fact(label: string, value: string, style: TextStyle = {}): void {
    this.runs([{ text: `${label}: `, bold: true }, { text: value }], style);
  }

  /** A section title (starts a new page unless the cursor is at the top of one). */
  section(title: string): PDFPage {
    if (this.y > MARGIN + 1) this.newPage();
    this.page.drawRectangle({ x: MARGIN, y: PAGE_H - this.y - 4, width: 36, height: 4, color: PRIMARY });
    this.y += 12;
    this.text(title, { size: 20, bold: true, color: PRIMARY, after: 10, leading: 1.25 });
    return this.page;
  }

  /** A heading kept with at least two lines of what follows. */
  heading(text: string, size = 13, color: Color = INK): void {
    this.ensure(size * 1.4 + 2 * 14.5 + 6);
    this.y += 4;
    this.text(text, { size, bold: true, color, leading: 1.3, after: 3 });
  }

  /**
   * A bold line that introduces what follows ("Tactics", "Identified problems"): kept with at least
   * two lines of it, never alone at the foot of a page.
   */
  subheading(text: string, style: TextStyle = {}): void {
    const own = { ...style, bold: true };
    this.ensure(this.blockHeight([{ text, bold: true }], own) + 2 * 14.5);
    this.text(text, own);
  }

  /** A thin line across the content width (none at the very top of a page: it would separate nothing). */
  rule(color: Color = LINE): void {
    this.ensure(8);
    if (this.y <= MARGIN + 1) return;
    this.page.drawLine({
      start: { x: MARGIN, y: PAGE_H - this.y - 3 },
      end: { x: PAGE_W - MARGIN, y: PAGE_H - this.y - 3 },
      thickness: 0.6,
      color,
    });
    this.y += 8;
  }

  /** Moves the cursor down `points`. */
  gap(points: number): void {
    this.y += points;
  }
}

/** Gives the event loop a turn (so input, rendering and `visibilitychange` are handled), then checks for an abort. */
export async function yieldTurn(signal?: AbortSignal): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  signal?.throwIfAborted();
}
