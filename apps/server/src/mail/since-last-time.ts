/**
 * The results e-mail's "since last time" section, HTML and text, en and ro: the
 * overall score and level then → now, the three steps that moved most, how many activities moved
 * toward or away from their ideal, the roadmap tasks completed in between, and — across bank
 * versions — that only what both versions share is compared. Every figure comes from the
 * comparison (`GET /assessment/compare`), so the e-mail states what the progress view shows.
 */
import { sinceLastTimeLines, type CompareOutput, type Locale } from '@hai/domain';
import { esc } from './templates.js';

/** The section as HTML (every text escaped), marked `data-section="since-last-time"`. */
export function sinceLastTimeHtml(c: CompareOutput, locale: Locale): string {
  const l = sinceLastTimeLines(c, locale);
  const list = (items: string[]) =>
    `<ul style="padding-left:20px;margin:0">${items.map((i) => `<li style="margin-bottom:4px">${esc(i)}</li>`).join('')}</ul>`;
  return `<div style="margin:24px 0;padding:16px 20px;border:1px solid #cbd2d9;border-radius:8px" data-section="since-last-time">
<h2 style="font-size:18px;margin:0 0 4px">${esc(l.heading)}</h2>
<p style="margin:0 0 12px;font-size:14px;color:#52606d">${esc(l.comparedWith)}</p>
<p style="margin:0;font-weight:bold">${esc(l.overall)}</p>
<p style="margin:0 0 12px">${esc(l.level)}</p>
<h3 style="font-size:15px;margin:12px 0 4px">${esc(l.stepsHeading)}</h3>
${l.steps.length ? list(l.steps) : `<p style="margin:0">${esc(l.noStepMoved)}</p>`}
<p style="margin:12px 0 0">${esc(l.activities)}</p>
<p style="margin:12px 0 4px">${esc(l.tasks)}</p>
${l.taskTitles.length ? list(l.taskTitles) : ''}
${l.versions ? `<p style="margin:12px 0 0;font-size:14px;color:#52606d">${esc(l.versions)}</p>` : ''}
</div>`;
}

/** The section as plain-text lines (ending with a blank line). */
export function sinceLastTimeText(c: CompareOutput, locale: Locale): string[] {
  const l = sinceLastTimeLines(c, locale);
  return [
    l.heading.toLocaleUpperCase(locale),
    l.comparedWith,
    l.overall,
    l.level,
    '',
    l.stepsHeading,
    ...(l.steps.length ? l.steps.map((s) => `- ${s}`) : [l.noStepMoved]),
    '',
    l.activities,
    l.tasks,
    ...l.taskTitles.map((title) => `- ${title}`),
    ...(l.versions ? ['', l.versions] : []),
    '',
  ];
}
