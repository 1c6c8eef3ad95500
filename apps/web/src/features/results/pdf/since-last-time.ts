/**
 * The PDF report's "Since last time" / "Față de evaluarea anterioară" section (issue 23 item 2),
 * right after the executive summary: the date of the assessment compared with, the overall score
 * and level then → now, the three steps that moved most (`stepsMovedMost`), how many activities
 * moved toward or away from their ideal, the roadmap tasks completed in between (up to five titles,
 * then "and N more") and — across bank versions — that only the activities both versions share are
 * compared. Every figure comes from `assessment.compare` (`CompareOutput`), and the wording is the
 * results e-mail's (apps/server/src/mail/since-last-time.ts), so the e-mail and the PDF say the
 * same: keep the two tables in step.
 *
 * The levels' names and the choice of steps are the domain's (`BAND_LABELS`, `stepsMovedMost`),
 * as in the e-mail; the worker bundle is tree-shaken like the app's (vite.config.ts), so they bring
 * nothing else of the domain into the PDF chunk.
 *
 * `sinceLastTimeLines` is pure (CompareOutput + locale → lines); `drawSinceLastTime` sets them
 * with the report's `Writer`.
 */
import { BAND_LABELS, stepsMovedMost, type Band, type CompareOutput, type Locale } from '@hai/domain';
import type { PDFPage } from 'pdf-lib';
import { MARGIN, MUTED, type TextStyle, type Writer } from './writer';

/** Task titles the section lists before "and N more". */
export const MAX_TASKS_LISTED = 5;

/**
 * The noun of a count: `one` for 1, else `many`, which Romanian introduces with "de" when the
 * number's last two digits are 00 or 20..99 ("6 puncte", "25 de puncte").
 */
function noun(n: number, one: string, many: string, locale: Locale): string {
  const abs = Math.abs(n);
  if (abs === 1) return one;
  const de = locale === 'ro' && abs !== 0 && (abs % 100 === 0 || abs % 100 >= 20);
  return `${de ? 'de ' : ''}${many}`;
}

/** A signed change in points with a real minus: "+9", "−4", "±0". */
export function signedChange(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

const T = {
  en: {
    heading: 'Since last time',
    comparedWith: (date: string) => `Compared with your assessment of ${date}.`,
    overall: (then: number, now: number, change: number) =>
      `Overall score: ${then}% → ${now}% (${signedChange(change)} ${noun(change, 'point', 'points', 'en')})`,
    level: (then: string, now: string) =>
      then === now ? `Level: ${now}, as before` : `Level: ${then} → ${now}`,
    noLevel: 'no level yet',
    stepsHeading: 'The steps that moved most',
    step: (name: string, then: string, now: string, change: string) => `${name}: ${then} → ${now}${change}`,
    notScored: 'not scored',
    noStepMoved: 'No step score changed.',
    activities: (toward: number, away: number, neither: number) => {
      if (toward + away + neither === 0) return 'No activity changed.';
      const parts = [`${toward} moved toward their ideal`, `${away} away from it`];
      if (neither > 0) parts.push(`${neither} changed without getting closer`);
      return `Activities that changed: ${parts.join(', ')}.`;
    },
    tasks: (n: number) =>
      n === 0
        ? 'No task of the earlier roadmap was marked completed.'
        : `Roadmap tasks completed in between: ${n}.`,
    more: (n: number) => `and ${n} more`,
    versions: (shared: number) =>
      `The question bank changed between the two assessments: only ${shared === 1 ? 'the one activity both versions share is' : `the ${shared} activities both versions share are`} compared, so the figures here can differ from each assessment's own results.`,
  },
  ro: {
    heading: 'Față de evaluarea anterioară',
    comparedWith: (date: string) => `Comparat cu evaluarea dumneavoastră din ${date}.`,
    overall: (then: number, now: number, change: number) =>
      `Scor general: ${then}% → ${now}% (${signedChange(change)} ${noun(change, 'punct', 'puncte', 'ro')})`,
    level: (then: string, now: string) =>
      then === now ? `Nivel: ${now}, ca data trecută` : `Nivel: ${then} → ${now}`,
    noLevel: 'fără nivel încă',
    stepsHeading: 'Pașii care s-au schimbat cel mai mult',
    step: (name: string, then: string, now: string, change: string) => `${name}: ${then} → ${now}${change}`,
    notScored: 'neevaluat',
    noStepMoved: 'Niciun scor de pas nu s-a schimbat.',
    activities: (toward: number, away: number, neither: number) => {
      if (toward + away + neither === 0) return 'Nicio activitate nu s-a schimbat.';
      const verb = (n: number, one: string, many: string) => (n === 1 ? one : many);
      const parts = [
        `${toward} ${verb(toward, 's-a apropiat', 's-au apropiat')} de ideal`,
        `${away} ${verb(away, 's-a îndepărtat', 's-au îndepărtat')} de el`,
      ];
      if (neither > 0)
        parts.push(`${neither} ${verb(neither, 's-a schimbat', 's-au schimbat')} fără să se apropie`);
      return `Activități schimbate: ${parts.join(', ')}.`;
    },
    tasks: (n: number) =>
      n === 0
        ? 'Niciun task din roadmap-ul anterior nu a fost marcat ca finalizat.'
        : `Task-uri din roadmap finalizate între timp: ${n}.`,
    more: (n: number) => `și încă ${n}`,
    versions: (shared: number) =>
      `Setul de întrebări s-a schimbat între cele două evaluări: sunt comparate doar ${shared === 1 ? 'activitatea comună' : `cele ${shared} ${noun(shared, 'activitate', 'activități', 'ro')} comune`} ambelor versiuni, așa că cifrele de aici pot diferi de rezultatele fiecărei evaluări.`,
  },
} as const satisfies Record<Locale, unknown>;

/** A day as the e-mail writes it: "12 March 2026" / "12 martie 2026" (UTC). */
function day(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** The section's lines in the report's locale (the e-mail's `SinceLastTimeLines`). */
export interface SinceLastTimeLines {
  heading: string;
  /** "Compared with your assessment of 12 March 2026." */
  comparedWith: string;
  /** "Overall score: 52% → 61% (+9 points)" */
  overall: string;
  /** "Level: Average → Advanced", or "Level: Average, as before". */
  level: string;
  stepsHeading: string;
  /** Up to three "N. Step: then → now (±change)", the largest move first; empty when none moved. */
  steps: string[];
  noStepMoved: string;
  /** The activities moved toward / away from their ideal (counts). */
  activities: string;
  /** How many roadmap tasks were completed in between. */
  tasks: string;
  /** Titles of the completed tasks (at most five, then "and N more"). */
  taskTitles: string[];
  /** The across-versions note, or null when both are on the same bank and nothing was left out. */
  versions: string | null;
}

/**
 * The section's lines in `locale` from a comparison; null without one (no earlier completed
 * assessment: the report has no such section).
 */
export function sinceLastTimeLines(
  c: CompareOutput | null | undefined,
  locale: Locale,
): SinceLastTimeLines | null {
  if (!c) return null;
  const t = T[locale];
  const band = (b: Band | null) => (b === null ? t.noLevel : BAND_LABELS[b][locale]);
  const score = (s: number | null) => (s === null ? t.notScored : `${s}%`);
  const titles = c.tasksCompleted.map((task) => task.title);
  const listed = titles.slice(0, MAX_TASKS_LISTED);
  if (titles.length > MAX_TASKS_LISTED) listed.push(t.more(titles.length - MAX_TASKS_LISTED));
  const acrossVersions = !c.sameBankVersion || c.leftOut.questions.length > 0 || c.leftOut.steps.length > 0;
  return {
    heading: t.heading,
    comparedWith: t.comparedWith(day(c.from.completedAt, locale)),
    overall: t.overall(c.overall.then.score, c.overall.now.score, c.overall.change.score),
    level: t.level(band(c.overall.then.band), band(c.overall.now.band)),
    stepsHeading: t.stepsHeading,
    steps: stepsMovedMost(c.steps).map((s) =>
      t.step(
        `${s.stepOrder}. ${s.stepName}`,
        score(s.then.score),
        score(s.now.score),
        s.change.score === null ? '' : ` (${signedChange(s.change.score)})`,
      ),
    ),
    noStepMoved: t.noStepMoved,
    activities: t.activities(c.moved.toward, c.moved.away, c.moved.neither),
    tasks: t.tasks(titles.length),
    taskTitles: listed,
    versions: acrossVersions ? t.versions(c.overall.now.activityCount) : null,
  };
}

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
