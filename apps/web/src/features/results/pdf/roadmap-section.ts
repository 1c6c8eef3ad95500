/**
 * The PDF report's last section, "Roadmap Strategic — Timeline" (product-spec §2
 * "Roadmap", §9 "PDF": the roadmap in timeline view with all categories, its title with the
 * Timeline suffix and "(cont.)" on continuation pages). Under the heading, one line with the
 * counts by status and the percent complete, and a progress bar; then the tasks grouped by
 * horizon (roadmap.ts `groupByHorizon`), each with its title in bold, a line with status,
 * priority, category and the Custom badge, its description, investment, target KPIs,
 * recommended tools and expected results. A task's title is never parted from that first line;
 * every page the section runs onto starts with the heading and " (cont.)".
 */
import type { PDFPage } from 'pdf-lib';
import type { TFunction } from 'i18next';
import type { Locale } from '@hai/domain';
import { horizonLabel, horizonOfLabel } from '@hai/domain';
import { isNamedPriority } from '@hai/domain';
import { isOtherCategory, linesOf } from '@hai/domain';
import type { RoadmapHorizon } from '@hai/domain';
import { formatPercent } from '../strategy/format';
import { groupByHorizon, roadmapSummary, type RoadmapPdfTask } from './roadmap';
import type { Run } from './text';
import {
  CONTENT_W,
  LINE,
  MARGIN,
  MUTED,
  PAGE_H,
  PRIMARY,
  type TextStyle,
  type Writer,
  yieldTurn,
} from './writer';

/** What the section needs: the tasks, the locale, the translator and the abort signal. */
export interface RoadmapSectionInput {
  locale: Locale;
  /** The user's tasks, in any order (the section sorts them). */
  tasks: readonly RoadmapPdfTask[];
  /** i18next's `t` fixed to `locale`, with the `pdf` namespace. */
  t: TFunction<['pdf', 'results', 'report']>;
  signal?: AbortSignal;
}

const TITLE: TextStyle = { size: 11.5, bold: true, leading: 1.3, after: 1 };
const META: TextStyle = { size: 9.5, color: MUTED, after: 4 };
const GROUP: TextStyle = { size: 13, bold: true, color: PRIMARY, leading: 1.3, after: 4 };
const DETAIL: TextStyle = { size: 9.5, after: 2 };
/** Space above a group heading, and what `Writer.rule` takes, points. */
const GROUP_GAP = 8;
const RULE_H = 8;

/** The line under a task's title: status, priority, category ("Other" when none), "Custom". */
function metaRuns(task: RoadmapPdfTask, t: RoadmapSectionInput['t']): Run[] {
  const priority =
    task.priority === null
      ? ''
      : ` · ${t('pdf:roadmap.priority', {
          priority: isNamedPriority(task.priority)
            ? t(`pdf:roadmap.priorities.${task.priority}`)
            : task.priority,
        })}`;
  const category = isOtherCategory(task.category) ? t('pdf:roadmap.uncategorised') : task.category;
  const runs: Run[] = [
    { text: t(`pdf:roadmap.status.${task.status}`), bold: true },
    { text: `${priority} · ${t('pdf:roadmap.category', { category })}` },
  ];
  if (!task.isGenerated) runs.push({ text: ' · ' }, { text: t('pdf:roadmap.custom'), bold: true });
  return runs;
}

/** A "Label: value" line's runs. */
const factRuns = (label: string, value: string): Run[] => [
  { text: `${label}: `, bold: true },
  { text: value },
];

/**
 * One task, under the group of `horizon`; the caller has made sure its title and first line fit
 * on the page. A timeline text that does not just name the group's horizon is shown.
 */
function drawTask(
  w: Writer,
  task: RoadmapPdfTask,
  horizon: RoadmapHorizon | null,
  input: RoadmapSectionInput,
): void {
  const { t } = input;
  w.text(task.title, TITLE);
  w.runs(metaRuns(task, t), META);
  const timeline = task.timeline?.trim();
  if (timeline && (horizon === null || horizonOfLabel(timeline) !== horizon))
    w.runs(factRuns(t('pdf:roadmap.timeline'), timeline), DETAIL);
  if (task.description?.trim()) w.text(task.description.trim(), { size: 10, after: 4 });
  if (task.budget?.trim()) w.runs(factRuns(t('pdf:roadmap.investment'), task.budget.trim()), DETAIL);
  const kpis = linesOf(task.kpi ?? '');
  if (kpis.length > 0) {
    w.subheading(t('pdf:roadmap.kpis'), { ...DETAIL, after: 1 });
    for (const kpi of kpis) w.text(kpi, { ...DETAIL, bullet: true, after: 1 });
    w.gap(1);
  }
  const tools = linesOf(task.tools ?? '');
  if (tools.length > 0) w.runs(factRuns(t('pdf:roadmap.tools'), tools.join(', ')), DETAIL);
  if (task.expectedResults?.trim())
    w.runs(factRuns(t('pdf:roadmap.expectedResults'), task.expectedResults.trim()), DETAIL);
}

/** The completed share as a bar across the content width. */
function progressBar(w: Writer, percent: number): void {
  const height = 6;
  const y = PAGE_H - w.y - height;
  w.page.drawRectangle({ x: MARGIN, y, width: CONTENT_W, height, color: LINE });
  if (percent > 0)
    w.page.drawRectangle({
      x: MARGIN,
      y,
      width: (CONTENT_W * Math.min(percent, 100)) / 100,
      height,
      color: PRIMARY,
    });
  w.y += height + 10;
}

/**
 * Draws the section from a new page; resolves with its first page (for the outline). Rejects
 * with `signal.reason` when aborted between tasks.
 */
export async function roadmapSection(w: Writer, input: RoadmapSectionInput): Promise<PDFPage> {
  const { t, locale } = input;
  const title = t('pdf:sections.roadmap');
  const page = w.section(title);
  const summary = roadmapSummary(input.tasks);
  w.text(
    t('pdf:roadmap.summary', {
      notStarted: summary.notStarted,
      inProgress: summary.inProgress,
      completed: summary.completed,
      percent: formatPercent(summary.percentComplete, locale),
    }),
    { color: MUTED, after: 6 },
  );
  progressBar(w, summary.percentComplete);
  if (input.tasks.length === 0) {
    w.text(t('pdf:roadmap.empty'), { color: MUTED });
    return page;
  }

  // The group under way when a page breaks, named again under the continued heading.
  let openGroup: string | null = null;
  w.onContinue = () => {
    w.text(t('pdf:roadmap.continued', { title }), {
      size: 14,
      bold: true,
      color: PRIMARY,
      leading: 1.25,
      after: 6,
    });
    if (openGroup)
      w.text(t('pdf:roadmap.continued', { title: openGroup }), { ...GROUP, size: 11, color: MUTED });
  };
  try {
    for (const group of groupByHorizon(input.tasks)) {
      const label = group.horizon ? horizonLabel(group.horizon, locale) : t('pdf:roadmap.noHorizon');
      for (const [i, task] of group.tasks.entries()) {
        await yieldTurn(input.signal);
        const head =
          w.blockHeight([{ text: task.title, bold: true }], TITLE) + w.blockHeight(metaRuns(task, t), META);
        if (i === 0) {
          openGroup = null;
          w.ensure(GROUP_GAP + w.blockHeight([{ text: label, bold: true }], GROUP) + head);
          w.gap(GROUP_GAP);
          w.text(label, GROUP);
          openGroup = label;
        } else {
          w.ensure(RULE_H + head);
          w.rule();
        }
        drawTask(w, task, group.horizon, input);
        w.gap(4);
      }
    }
  } finally {
    w.onContinue = null;
  }
  return page;
}
