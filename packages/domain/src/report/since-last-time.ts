/**
 * The "since last time" section's wording, en and ro, shared by the results
 * e-mail (apps/server/src/mail/since-last-time.ts, HTML and text) and the PDF report
 * (apps/web/src/features/results/pdf/since-last-time.ts), so the two say the same: the date of
 * the assessment compared with, the overall score and level then → now, the three steps that moved
 * most (`stepsMovedMost`), how many activities moved toward or away from their ideal, the roadmap
 * tasks completed in between (up to five titles, then "and N more") and — across bank versions —
 * that only the activities both versions share are compared. Every figure comes from the
 * comparison (`compareAssessments`, `GET /assessment/compare`). Pure: comparison + locale → lines.
 */
import type { Locale } from '../i18n/locale.js';
import type { Band } from '../scoring/constants.js';
import type { CompareOutput } from '../schemas/compare.js';
import { stepsMovedMost } from './compare.js';
import { BAND_LABELS } from './summary.js';

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

/** A signed change in points: "+9", "−4", "±0". */
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

/** A day as the section writes it: "12 March 2026" / "12 martie 2026" (UTC). */
function day(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** The section's lines, shared by the HTML and the text. */
export interface SinceLastTimeLines {
  heading: string;
  comparedWith: string;
  overall: string;
  level: string;
  stepsHeading: string;
  /** Up to three, the largest move first; empty when no step score changed. */
  steps: string[];
  noStepMoved: string;
  activities: string;
  tasks: string;
  /** Titles of the completed tasks (at most five, then "and N more"). */
  taskTitles: string[];
  /** The across-versions note, or null when both are on the same bank and nothing was left out. */
  versions: string | null;
}

/** The section's lines in `locale` from a comparison. */
export function sinceLastTimeLines(c: CompareOutput, locale: Locale): SinceLastTimeLines {
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
