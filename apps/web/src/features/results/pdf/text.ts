/**
 * Text preparation for the PDF report, pure so it runs in unit tests: the
 * feedback's rich text turned into paragraphs and bullets of bold/plain runs, greedy line wrapping
 * against a width measure, and the characters the embedded font subset cannot draw replaced.
 */

/** A piece of text in one style. */
export interface Run {
  text: string;
  bold?: boolean;
}

/** A paragraph or a bullet item of runs. */
export interface Block {
  kind: 'paragraph' | 'bullet';
  runs: Run[];
}

/** A wrapped line: its runs (adjacent words of one style merged) and its width. */
export interface Line {
  runs: Run[];
  width: number;
}

/** Width of `text` in points at `size` points, in the regular or bold face. */
export type Measure = (text: string, bold: boolean, size: number) => number;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Paragraphs and bullets of sanitised feedback HTML (the tags of `FEEDBACK_SANITIZE_CONFIG`: p,
 * strong, em, ul, li, br). `<strong>` becomes bold; `<em>` stays plain (the report has no italic
 * face); any other tag is dropped with its text kept. Whitespace is collapsed as a browser would.
 */
export function richTextBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let bold = 0;
  const open = (kind: Block['kind']) => {
    current = { kind, runs: [] };
    blocks.push(current);
  };
  const close = () => {
    current = null;
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    if (token === '') continue;
    const tag = /^<\s*(\/)?\s*([a-z0-9]+)[^>]*>$/i.exec(token);
    if (tag) {
      const [, closing, name] = tag;
      switch (name!.toLowerCase()) {
        case 'p':
          if (closing) close();
          else open('paragraph');
          break;
        case 'li':
          if (closing) close();
          else open('bullet');
          break;
        case 'ul':
        case 'ol':
          close();
          break;
        case 'strong':
        case 'b':
          bold = Math.max(0, bold + (closing ? -1 : 1));
          break;
        case 'br':
          close();
          break;
      }
      continue;
    }
    const text = decodeEntities(token).replace(/\s+/g, ' ');
    if (text.trim() === '' && current === null) continue;
    if (current === null) open('paragraph');
    const runs: Run[] = current!.runs;
    const last = runs.at(-1);
    if (last && Boolean(last.bold) === bold > 0) last.text += text;
    else runs.push(bold > 0 ? { text, bold: true } : { text });
  }
  return blocks
    .map((b) => ({ ...b, runs: trimRuns(b.runs) }))
    .filter((b) => b.runs.some((r) => r.text.trim() !== ''));
}

function trimRuns(runs: Run[]): Run[] {
  const out = runs.map((r) => ({ ...r }));
  if (out[0]) out[0].text = out[0].text.trimStart();
  const last = out.at(-1);
  if (last) last.text = last.text.trimEnd();
  return out.filter((r) => r.text !== '');
}

/** A word that is only a unit sign, with any punctuation after it: `%`, `%.`, `€;`. */
const UNIT = /^[%€][^\s\w]*\s*$/u;

/**
 * Greedy wrapping of `runs` into lines no wider than `maxWidth` (points): breaks at spaces and
 * after hyphens or slashes, never before a lone `%` or `€` (kept with its number); a word longer
 * than a line is cut where it must be. Newlines in a run
 * force a break. Every non-space character of the input ends up on some line, in order.
 */
export function wrapRuns(runs: readonly Run[], maxWidth: number, size: number, measure: Measure): Line[] {
  // Words keep the space that follows them, so joining a line's words restores the text.
  const words: { text: string; bold: boolean; newline?: boolean }[] = [];
  for (const run of runs) {
    const bold = Boolean(run.bold);
    run.text.split(/(\n)/).forEach((part) => {
      if (part === '\n') words.push({ text: '', bold, newline: true });
      else
        for (const w of part.match(/[^\s/-]*[/-]+|[^\s]+\s*|\s+/g) ?? []) {
          // A unit after its number ("88 %", "6.000 €", as Romanian writes them) never starts a
          // line: it stays with the word before it.
          const prev = words.at(-1);
          if (UNIT.test(w) && prev && !prev.newline && prev.bold === bold && /\S\s+$/.test(prev.text))
            prev.text += w;
          else words.push({ text: w, bold });
        }
    });
  }

  const lines: Line[] = [];
  let line: Run[] = [];
  let width = 0;
  const push = () => {
    const last = line.at(-1);
    if (last) last.text = last.text.trimEnd();
    const cleaned = line.filter((r) => r.text !== '');
    lines.push({
      runs: cleaned,
      width: cleaned.reduce((s, r) => s + measure(r.text, Boolean(r.bold), size), 0),
    });
    line = [];
    width = 0;
  };
  const append = (text: string, bold: boolean) => {
    const last = line.at(-1);
    if (last && Boolean(last.bold) === bold) last.text += text;
    else line.push(bold ? { text, bold } : { text });
    width += measure(text, bold, size);
  };

  for (const word of words) {
    if (word.newline) {
      push();
      continue;
    }
    if (line.length === 0 && word.text.trim() === '') continue;
    const w = measure(word.text.trimEnd(), word.bold, size);
    if (line.length > 0 && width + w > maxWidth) {
      push();
      if (word.text.trim() === '') continue;
    }
    if (w <= maxWidth) {
      append(word.text, word.bold);
      continue;
    }
    // Longer than a whole line: cut it where it must be.
    let piece = '';
    for (const ch of word.text) {
      if (piece !== '' && measure(piece + ch, word.bold, size) > maxWidth) {
        append(piece, word.bold);
        push();
        piece = '';
      }
      piece += ch;
    }
    if (piece.trim() !== '') append(piece, word.bold);
  }
  if (line.length > 0) push();
  return lines;
}

/**
 * Characters the embedded font subset draws (fonts/LICENSE.txt lists the ranges): Basic Latin,
 * Latin-1, Latin Extended-A, Romanian Ș ș Ț ț, general punctuation, €, arrows, − ≈ ≤ ≥ ×.
 */
const DRAWABLE =
  /[\u0020-\u007e\u00a0-\u017f\u0218-\u021b\u2010-\u2027\u2030-\u203a\u20ac\u2190-\u2193\u2212\u2248\u2264\u2265\u2116]/u;

/**
 * `text` made drawable with the embedded font: cedilla ş ţ (a common paste error) become the
 * comma-below letters, tabs and non-breaking spaces become spaces, anything else the font lacks
 * (emoji, symbols) is dropped.
 */
export function pdfSafe(text: string): string {
  const mapped = text
    .replace(/\u015f/g, '\u0219')
    .replace(/\u015e/g, '\u0218')
    .replace(/\u0163/g, '\u021b')
    .replace(/\u0162/g, '\u021a')
    .replace(/[\t\u00a0\u202f]/g, ' ');
  let out = '';
  for (const ch of mapped) if (ch === '\n' || DRAWABLE.test(ch)) out += ch;
  return out;
}
