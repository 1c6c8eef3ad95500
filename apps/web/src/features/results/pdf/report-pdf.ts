/**
 * The PDF report (spec §4 "PDF generation", §9 "PDF"), built in the browser
 * from the same data the results tabs show — not from screenshots — so every word is real text:
 * selectable, searchable and read by screen readers. Loaded only when the user asks for a PDF
 * (in a worker, pdf.worker.ts, started by `PdfButton`), with pdf-lib, fontkit and the fonts.
 *
 * Layout: A4 (595.28 × 841.89 pt, which is 794 × 1123 px at 96 dpi), margin 40 px (30 pt). A
 * cover (score, level, date, the executive summary and — after a re-take — "Since last time",
 * since-last-time.ts), then the sections Overview (both radar charts drawn as vectors, the step
 * legend), Strategy recommendations, Step recommendations, Prompts and, last, the strategic
 * roadmap in timeline view (roadmap-section.ts), each from a new page;
 * page numbers and a footer on every page; document title, language and an outline of the
 * sections for the reader's bookmarks panel. Text is drawn in DejaVu Sans (subset, fonts/), which
 * has ă â î ș ț.
 *
 * Between sections and cards the builder yields to the event loop, so no task blocks the page
 * for long and a `visibilitychange` can abort it through `signal` (spec §4: generation is
 * cancelled when the tab is hidden); an aborted build rejects with the signal's reason.
 */
import { PDFDocument, PDFHexString, PDFName, type Color, type PDFPage } from 'pdf-lib';
import type { TFunction } from 'i18next';
import { stepInWords } from '@hai/domain';
import { formatEuroRange } from '@hai/domain';
import { sinceLastTimeLines } from '@hai/domain';
import type {
  CompareOutput,
  Locale,
  OverallScoreView,
  PromptView,
  StepFeedbackView,
  StrategyRecommendationsOutput,
  StrategyView,
} from '@hai/domain';
import { CENTER, RADAR, labelPlacement, polar, ringPoints, valuePoints, type Pt } from '../radar';
import { formatMultiplier, formatNumber, formatPercent, formatSigned } from '../strategy/format';
import { statusKind, type StepStatusKind } from '../step-status';
import { LEVEL_COLORS } from '../levels';
import type { RoadmapPdfTask } from './roadmap';
import { roadmapSection } from './roadmap-section';
import { drawSinceLastTime } from './since-last-time';
import { pdfSafe, richTextBlocks, wrapRuns } from './text';
import {
  BOTTOM,
  CONTENT_W,
  FAINT,
  INK,
  LINE,
  MARGIN,
  MUTED,
  PAGE_H,
  PAGE_W,
  PRIMARY,
  PRIMARY_50,
  Writer,
  hex,
  yieldTurn,
} from './writer';
import regularFontUrl from './fonts/DejaVuSans-Regular.subset.ttf?url';
import boldFontUrl from './fonts/DejaVuSans-Bold.subset.ttf?url';

/** Everything the report shows, fetched by the caller in the report's locale (structured-cloneable, for the worker). */
export interface ResultsPdfData {
  locale: Locale;
  /** The report's date as the reader writes it ("23 noiembrie 2026", "23 November 2026"). */
  date: string;
  /**
   * An earlier assessment's report: the day that assessment was completed, as
   * the reader writes it; the cover then says "Assessment of {assessedOn} · generated on {date}".
   */
  assessedOn?: string;
  user: { firstName: string; lastName: string; companyName: string };
  overall: OverallScoreView;
  strategies: StrategyRecommendationsOutput;
  feedback: StepFeedbackView[];
  prompts: PromptView[];
  /**
   * The user's roadmap tasks (roadmap.ts `roadmapPdfTask`), shown as the last section; null when
   * they could not be fetched, and the report is then built without that section.
   */
  roadmap: RoadmapPdfTask[] | null;
  /**
   * The latest completed assessment against the one it re-takes (`assessment.compare`), shown as
   * "Since last time" after the executive summary; null or absent when there is
   * no earlier completed assessment (409 `compare.notEnough`) or it could not be fetched.
   */
  sinceLastTime?: CompareOutput | null;
}

/** The data, and how to translate, abort and get the fonts. */
export interface ResultsPdfInput extends ResultsPdfData {
  /** i18next's `t` fixed to `locale`, with the `pdf`, `results` and `report` namespaces. */
  t: TFunction<['pdf', 'results', 'report']>;
  /** Aborting stops the build at its next yield; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The two font files (TTF); fetched from the app's assets when omitted. */
  fonts?: { regular: ArrayBuffer; bold: ArrayBuffer };
}

const CHART_AI = hex('#6366f1');
const CHART_HUMAN = hex('#0f766e');
const STATUS_COLORS: Record<StepStatusKind, Color> = {
  'on-target': hex('#15803d'),
  'too-human': hex('#b45309'),
  'too-ai': hex('#b45309'),
  insufficient: MUTED,
  'not-implemented': MUTED,
};

async function loadFonts(input: ResultsPdfInput): Promise<{ regular: ArrayBuffer; bold: ArrayBuffer }> {
  if (input.fonts) return input.fonts;
  const fetchFont = async (url: string) => {
    const response = await fetch(url, { signal: input.signal });
    if (!response.ok) throw new Error(`font ${url}: HTTP ${response.status}`);
    return response.arrayBuffer();
  };
  const [regular, bold] = await Promise.all([fetchFont(regularFontUrl), fetchFont(boldFontUrl)]);
  return { regular, bold };
}

/** An SVG path through `points` (the radar's 300-unit view), closed. */
function polygonPath(points: readonly Pt[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ') + ' Z';
}

/** One radar chart (spec §2 "Results"): rings, axes, the ideal dashed, the user's polygon filled. */
function drawRadar(
  w: Writer,
  x: number,
  top: number,
  width: number,
  title: string,
  values: (number | null)[],
  targets: number[],
  color: Color,
): void {
  const scale = width / RADAR.size;
  const n = values.length;
  const origin = { x, y: PAGE_H - top };
  w.drawAt(title, x + (width - w.measure(pdfSafe(title), true, 11)) / 2, top - 16, 11, true, INK);
  for (const r of RADAR.rings)
    w.page.drawSvgPath(polygonPath(ringPoints(n, r)), {
      ...origin,
      scale,
      borderColor: LINE,
      borderWidth: 0.6,
    });
  for (let i = 0; i < n; i++) {
    const end = polar(i, n, RADAR.radius);
    w.page.drawSvgPath(`M${CENTER} ${CENTER} L${end.x} ${end.y}`, {
      ...origin,
      scale,
      borderColor: LINE,
      borderWidth: 0.6,
    });
  }
  w.page.drawSvgPath(polygonPath(valuePoints(targets)), {
    ...origin,
    scale,
    borderColor: MUTED,
    borderWidth: 1,
    borderDashArray: [3, 2],
  });
  w.page.drawSvgPath(polygonPath(valuePoints(values)), {
    ...origin,
    scale,
    color,
    opacity: 0.22,
    borderColor: color,
    borderWidth: 1.4,
  });
  valuePoints(values).forEach((p, i) => {
    const missing = values[i] === null;
    w.page.drawCircle({
      x: x + p.x * scale,
      y: PAGE_H - top - p.y * scale,
      size: 2.2,
      color: missing ? hex('#ffffff') : color,
      borderColor: missing ? MUTED : color,
      borderWidth: missing ? 0.8 : 0,
    });
  });
  for (let i = 0; i < n; i++) {
    const l = labelPlacement(i, n);
    const label = String(i + 1);
    const size = 8.5;
    const tw = w.measure(label, true, size);
    const lx = x + l.x * scale - (l.anchor === 'middle' ? tw / 2 : l.anchor === 'end' ? tw : 0);
    w.drawAt(label, lx, top + l.y * scale - size / 2, size, true, MUTED);
  }
}

function cover(w: Writer, input: ResultsPdfInput): void {
  const { t, overall, user } = input;
  w.newPage();
  // Brand band across the top.
  w.page.drawRectangle({ x: 0, y: PAGE_H - 64, width: PAGE_W, height: 64, color: PRIMARY });
  w.drawAt('HAI Marketing Wheel', MARGIN, 20, 18, true, hex('#ffffff'));
  w.y = 64 + 28;
  w.text(t('pdf:cover.title'), { size: 26, bold: true, leading: 1.2, after: 6 });
  const name = `${user.firstName} ${user.lastName}`.trim();
  w.text(t('pdf:cover.preparedFor', { name, company: user.companyName }), {
    size: 11,
    color: MUTED,
    after: 0,
  });
  w.text(
    input.assessedOn
      ? t('pdf:cover.assessedOn', { date: input.assessedOn, generated: input.date })
      : t('pdf:cover.generatedOn', { date: input.date }),
    { size: 11, color: MUTED, after: 14 },
  );

  // Score card.
  const boxTop = w.y;
  const boxH = 112;
  w.page.drawRectangle({
    x: MARGIN,
    y: PAGE_H - boxTop - boxH,
    width: CONTENT_W,
    height: boxH,
    color: PRIMARY_50,
    borderColor: hex('#99f6e4'),
    borderWidth: 0.8,
  });
  const band = overall.band;
  const bandColor = band ? hex(LEVEL_COLORS[band]) : MUTED;
  w.drawAt(t('results:overallScore'), MARGIN + 18, boxTop + 14, 11, true, MUTED);
  const score = band ? `${Math.round(overall.overallScore)}%` : '—';
  w.drawAt(score, MARGIN + 18, boxTop + 32, 44, true, bandColor);
  const right = MARGIN + 170;
  const rightW = CONTENT_W - 170 - 18;
  const saveY = w.y;
  w.y = boxTop + 16;
  if (band) {
    w.drawAt(`${t('results:levelLabel')}: `, right, w.y, 12, false, MUTED);
    const lx = right + w.measure(`${t('results:levelLabel')}: `, false, 12);
    w.drawAt(t(`results:levels.${band}.label`), lx, w.y, 12, true, bandColor);
    w.y += 20;
    for (const line of wrapRuns(
      [{ text: pdfSafe(t(`results:levels.${band}.description`)) }],
      rightW,
      10,
      w.measure,
    )) {
      w.drawAt(line.runs.map((r) => r.text).join(''), right, w.y, 10, false, INK);
      w.y += 14;
    }
    w.y += 4;
    w.drawAt(t('results:basedOn', { count: overall.categoryCount }), right, w.y, 9.5, false, MUTED);
  } else {
    for (const line of wrapRuns([{ text: pdfSafe(t('results:nothingToScore')) }], rightW, 10, w.measure)) {
      w.drawAt(line.runs.map((r) => r.text).join(''), right, w.y, 10, false, INK);
      w.y += 14;
    }
  }
  w.y = Math.max(saveY, boxTop + boxH) + 22;

  executiveSummaryBlock(w, input);
}

/**
 * The executive summary (domain-design.md §5) on the first page, under the score card: the headline,
 * the three biggest gaps, the first actions and the investment — the words of the overview and
 * the e-mail.
 */
function executiveSummaryBlock(w: Writer, input: ResultsPdfInput): void {
  const summary = input.overall.executiveSummary;
  if (!summary) return;
  w.text(summary.title, { size: 13, bold: true, after: 4 });
  w.text(summary.headline, { after: 6 });
  w.heading(summary.gapsTitle, 11);
  for (const g of summary.gaps) w.text(g.text, { bullet: true, after: 2 });
  if (summary.actions.length > 0) {
    w.gap(2);
    w.heading(summary.actionsTitle, 11);
    for (const a of summary.actions) w.text(a.text, { bullet: true, after: 2 });
  }
  w.gap(2);
  w.heading(summary.investmentTitle, 11);
  w.text(summary.investment.text, { after: 4 });
}

/** The AI and human radars side by side, with their legend and the numbered steps. */
function radarsBlock(w: Writer, input: ResultsPdfInput): void {
  const { t, overall } = input;
  // The two radars, side by side.
  w.text(t('pdf:cover.radarsHeading'), { size: 13, bold: true, after: 20 });
  const chartW = (CONTENT_W - 30) / 2;
  const chartTop = w.y + 6;
  const steps = overall.steps;
  drawRadar(
    w,
    MARGIN,
    chartTop,
    chartW,
    t('results:chart.aiTitle'),
    steps.map((s) => s.yourAiPercent),
    steps.map((s) => s.targetAiPercent),
    CHART_AI,
  );
  drawRadar(
    w,
    MARGIN + chartW + 30,
    chartTop,
    chartW,
    t('results:chart.humanTitle'),
    steps.map((s) => s.yourHumanPercent),
    steps.map((s) => s.targetHumanPercent),
    CHART_HUMAN,
  );
  w.y = chartTop + chartW + 6;

  // Legend: your polygon, the dashed ideal.
  let lx = MARGIN;
  w.page.drawRectangle({ x: lx, y: PAGE_H - w.y - 9, width: 10, height: 8, color: CHART_AI, opacity: 0.5 });
  w.page.drawRectangle({
    x: lx + 10,
    y: PAGE_H - w.y - 9,
    width: 10,
    height: 8,
    color: CHART_HUMAN,
    opacity: 0.5,
  });
  lx += 26;
  w.drawAt(t('pdf:cover.legendYou'), lx, w.y, 9.5, false, INK);
  lx += w.measure(pdfSafe(t('pdf:cover.legendYou')), false, 9.5) + 22;
  w.page.drawLine({
    start: { x: lx, y: PAGE_H - w.y - 5 },
    end: { x: lx + 20, y: PAGE_H - w.y - 5 },
    thickness: 1,
    color: MUTED,
    dashArray: [3, 2],
  });
  w.drawAt(t('pdf:cover.legendTarget'), lx + 26, w.y, 9.5, false, INK);
  w.y += 22;

  // Step legend in two columns: number and name.
  const colW = CONTENT_W / 2;
  const rows = Math.ceil(steps.length / 2);
  steps.forEach((s, i) => {
    const col = Math.floor(i / rows);
    const row = i % rows;
    const top = w.y + row * 15;
    const x = MARGIN + col * colW;
    w.drawAt(`${s.stepOrder}.`, x, top, 9.5, true, MUTED);
    w.drawAt(s.stepName, x + 22, top, 9.5, false, INK);
  });
  w.y += rows * 15;
}

function overviewSection(w: Writer, input: ResultsPdfInput): PDFPage {
  const { t, overall, feedback, locale } = input;
  const page = w.section(t('pdf:sections.overview'));
  radarsBlock(w, input);
  w.gap(10);
  const summary = overall.summary;
  if (summary) {
    w.heading(t('results:focus.heading'));
    w.fact(t('results:focus.focus'), summary.focus);
    w.fact(t('results:focus.priority'), summary.priority);
    w.fact(t('results:focus.timeline'), summary.timeline);
    const investment = overall.executiveSummary?.investment;
    w.fact(
      t('results:focus.investment'),
      [
        t('results:focus.bandRange', { range: summary.investment }),
        ...(investment
          ? [
              t('results:focus.roadmapInvestment', {
                range: formatEuroRange(investment.lowEur, investment.highEur, locale),
              }),
            ]
          : []),
      ].join('; '),
      { after: 8 },
    );
    w.heading(t('results:advice.heading'));
    for (const r of summary.recommendations) w.text(r, { bullet: true, size: 9.5, after: 3 });
    if (overall.furthestSteps.length > 0) {
      w.heading(t('results:advice.furthestHeading'), 11);
      for (const s of overall.furthestSteps)
        w.runs(
          [
            {
              text: t('results:advice.furthestStep', {
                order: s.stepOrder,
                name: s.stepName,
                you: formatNumber(s.yourHumanPercent, locale),
                target: formatNumber(s.targetHumanPercent, locale),
              }),
            },
            { text: ` (${t(`results:advice.direction.${s.gap > 0 ? 'human' : 'ai'}`)})`, bold: true },
          ],
          { bullet: true, after: 2 },
        );
    } else w.text(t('results:advice.allOnTarget'), { color: MUTED });
  } else w.text(t('results:advice.none'), { color: MUTED });

  // The 12 steps in a table: you vs ideal, status.
  w.gap(6);
  w.heading(t('pdf:overview.stepsTable'));
  const cols = [
    { label: t('pdf:overview.colStep'), width: 0.27 },
    { label: t('pdf:overview.colYou'), width: 0.2 },
    { label: t('pdf:overview.colIdeal'), width: 0.2 },
    { label: t('pdf:overview.colStatus'), width: 0.33 },
  ];
  const header = cols.map((c) => c.label);
  const drawRow = (cells: string[], bold: boolean, color: Color[] = []) => {
    const size = 9;
    const wrapped = cells.map((c, i) =>
      wrapRuns([{ text: pdfSafe(c), bold }], cols[i]!.width * CONTENT_W - 8, size, w.measure),
    );
    const h = Math.max(...wrapped.map((l) => l.length)) * size * 1.35 + 8;
    if (w.y + h > BOTTOM) {
      // The table goes on over the page: its header again first.
      w.newPage();
      if (!bold)
        drawRow(
          header,
          true,
          header.map(() => MUTED),
        );
    }
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, j) =>
        w.drawAt(
          line.runs.map((r) => r.text).join(''),
          x + 4,
          w.y + 4 + j * size * 1.35,
          size,
          bold,
          color[i] ?? INK,
        ),
      );
      x += cols[i]!.width * CONTENT_W;
    });
    w.y += h;
    w.page.drawLine({
      start: { x: MARGIN, y: PAGE_H - w.y },
      end: { x: PAGE_W - MARGIN, y: PAGE_H - w.y },
      thickness: 0.5,
      color: LINE,
    });
  };
  w.ensure(60);
  drawRow(
    header,
    true,
    header.map(() => MUTED),
  );
  for (const f of feedback) {
    const kind = statusKind(f);
    const you =
      f.yourAiPercent === null || f.yourHumanPercent === null
        ? t('pdf:overview.notScored')
        : t('pdf:overview.split', { ai: f.yourAiPercent, human: f.yourHumanPercent });
    drawRow(
      [
        `${f.stepOrder}. ${f.stepName}`,
        you,
        t('pdf:overview.split', { ai: f.targetAiPercent, human: f.targetHumanPercent }),
        t(`results:steps.status.${kind}`),
      ],
      false,
      [INK, INK, MUTED, STATUS_COLORS[kind]],
    );
  }
  return page;
}

function strategyDetails(w: Writer, s: StrategyView, input: ResultsPdfInput): void {
  const { t, locale } = input;
  const d = s.details;
  w.subheading(t('report:strategy.problems'), { size: 10, after: 1 });
  w.text(t('report:strategy.conditions', { count: d.triggeredCount, required: d.requiredCount }), {
    color: MUTED,
    size: 9.5,
    after: 2,
  });
  for (const p of d.problems) w.text(p, { bullet: true, after: 1 });
  if (d.note) w.fact(t('report:strategy.note'), d.note, { color: MUTED });
  if (d.current) {
    const mix = (['paid', 'earned', 'shared', 'owned'] as const)
      .map((k) => `${t(`report:strategy.peso.${k}`)} ${formatPercent(d.current![k], locale)}`)
      .join(' · ');
    w.gap(2);
    w.fact(t('report:strategy.peso.currentMix'), mix);
    if (Array.isArray(d.gaps))
      for (const g of d.gaps)
        w.text(
          `${g.channel}: ${formatPercent(g.current, locale)} → ${formatPercent(g.ideal, locale)} (${formatSigned(g.gap, locale)})`,
          { bullet: true, after: 1 },
        );
  }
  if (d.issues && d.issues.length > 0) {
    w.gap(2);
    w.subheading(t('report:strategy.funnel.heading'), { after: 1 });
    for (const i of d.issues)
      w.text(
        `${i.stage} (${i.priority}): ${t('report:strategy.funnel.current')} ${formatPercent(i.current, locale)}, ${t('report:strategy.funnel.benchmark')} ${formatPercent(i.benchmark, locale)}, ${t('report:strategy.funnel.gap')} ${formatSigned(i.gap, locale)}`,
        { bullet: true, after: 1 },
      );
  }
  if (d.channels && d.channels.length > 0) {
    w.gap(2);
    w.subheading(t('report:strategy.channels.heading'), { after: 1 });
    for (const c of d.channels)
      w.runs(
        [
          { text: `${c.channel} — ${c.quadrant}: `, bold: true },
          {
            text: `${t('report:strategy.channels.performance')} ${c.performance === null ? t('report:strategy.channels.notKnown') : t('report:strategy.channels.score', { value: formatNumber(c.performance, locale) })}, ${t('report:strategy.channels.potential')} ${c.potential === null ? t('report:strategy.channels.notKnown') : t('report:strategy.channels.score', { value: formatNumber(c.potential, locale) })}. ${c.action}`,
          },
        ],
        { bullet: true, after: 1 },
      );
  }
  if (d.gaps && !Array.isArray(d.gaps)) {
    const gaps = d.gaps;
    w.gap(2);
    w.subheading(t('report:strategy.content.heading'), { after: 1 });
    for (const stage of ['tofu', 'mofu', 'bofu', 'retention'] as const) {
      const g = gaps[stage];
      const state =
        g > 0
          ? `${formatNumber(g, locale)} ${t('report:strategy.content.missing')}`
          : g < 0
            ? `${formatNumber(-g, locale)} ${t('report:strategy.content.surplus')}`
            : t('report:strategy.content.onTarget');
      w.text(`${t(`report:strategy.content.${stage}`)}: ${state}`, { bullet: true, after: 1 });
    }
  }
}

async function strategySection(w: Writer, input: ResultsPdfInput): Promise<PDFPage> {
  const { t, strategies, locale } = input;
  const page = w.section(t('pdf:sections.strategy'));
  const c = strategies.context;
  w.heading(t('report:strategy.context.heading'));
  w.fact(t('report:strategy.context.companySize'), c.companySize ?? t('report:strategy.context.notGiven'));
  w.fact(t('report:strategy.context.haiScore'), formatPercent(c.haiScore, locale));
  w.fact(t('report:strategy.context.focus'), c.focus);
  w.fact(t('report:strategy.context.budgetMultiplier'), formatMultiplier(c.budgetMultiplier, locale), {
    after: c.budgetNote ? 4 : 10,
  });
  if (c.budgetNote) w.fact(t('report:strategy.context.budgetNote'), c.budgetNote, { after: 10 });

  const triggered = strategies.strategies.filter((s) => s.triggered);
  if (triggered.length === 0) w.text(t('pdf:strategy.none'));
  for (const [i, s] of triggered.entries()) {
    await yieldTurn(input.signal);
    w.rule();
    w.heading(`${i + 1}. ${s.name}`, 12.5, PRIMARY);
    w.text(t('pdf:strategy.meta', { priority: s.priority, timeline: s.timeline, budget: s.budget }), {
      color: MUTED,
      size: 9.5,
    });
    w.fact(t('report:strategy.impact'), s.impact);
    w.subheading(t('report:strategy.tactics'), { after: 1 });
    for (const tactic of s.tactics) w.text(tactic, { bullet: true, after: 1 });
    w.gap(3);
    strategyDetails(w, s, input);
    w.gap(6);
  }
  const notNeeded = strategies.strategies.filter((s) => !s.triggered);
  if (notNeeded.length > 0 && triggered.length > 0) {
    w.rule();
    w.text(t('pdf:strategy.notNeededList', { names: notNeeded.map((s) => s.name).join(', ') }), {
      color: MUTED,
      size: 9.5,
    });
  }
  return page;
}

async function stepsSection(w: Writer, input: ResultsPdfInput): Promise<PDFPage> {
  const { t } = input;
  const page = w.section(t('pdf:sections.steps'));
  for (const f of input.feedback) {
    await yieldTurn(input.signal);
    const kind = statusKind(f);
    const scored =
      f.yourAiPercent !== null && f.yourHumanPercent !== null && !f.insufficient && !f.allAnswersAreOptionE;
    // The step's head (rule, name, status, the two splits and the sentence under them) on one page.
    const words = scored ? w.blockHeight([{ text: stepInWords(f, input.locale) }], { size: 9.5 }) : 0;
    w.ensure(8 + 12.5 * 1.3 + 7 + 3 * (10 * 1.45 + 4) + words);
    w.rule();
    w.heading(`${t('results:steps.stepLabel')} ${f.stepOrder} · ${f.stepName}`, 12.5, PRIMARY);
    w.text(t(`results:steps.status.${kind}`), { bold: true, color: STATUS_COLORS[kind], size: 10 });
    if (scored) w.text(t('pdf:steps.you', { ai: f.yourAiPercent, human: f.yourHumanPercent }), { after: 1 });
    w.text(t('pdf:steps.ideal', { ai: f.targetAiPercent, human: f.targetHumanPercent }), { color: MUTED });
    if (scored) w.text(stepInWords(f, input.locale), { size: 9.5, color: MUTED });
    else if (f.allAnswersAreOptionE) w.text(t('results:steps.onlyIdealNotImplemented'), { color: MUTED });
    else if (f.insufficient)
      w.text(t('results:steps.onlyIdealInsufficient', { count: f.practisedCount }), { color: MUTED });
    w.gap(2);
    for (const block of richTextBlocks(f.feedbackText))
      w.runs(block.runs, { bullet: block.kind === 'bullet', after: block.kind === 'bullet' ? 1 : 4 });
    if (f.offIdeal.length > 0) {
      w.gap(3);
      w.subheading(t('results:steps.offIdealHeading'), { after: 2 });
      for (const a of f.offIdeal) {
        w.text(a.activity, { indent: 8, bold: true, size: 9.5, after: 0 });
        w.runs(
          [
            { text: `${t('results:steps.yourAnswer')} ` },
            { text: t('results:steps.quoted', { text: a.answer }) },
          ],
          { indent: 8, size: 9.5, color: MUTED, after: 0 },
        );
        w.runs(
          [
            { text: `${t('results:steps.idealAnswer')} ` },
            { text: t('results:steps.quoted', { text: a.ideal }) },
          ],
          { indent: 8, size: 9.5, color: MUTED, after: 1 },
        );
        w.text(a.lever, { indent: 8, size: 9.5, after: 4 });
      }
    }
    if (f.notYet.length > 0) {
      w.gap(2);
      w.subheading(t('results:steps.notYetHeading'), { after: 2 });
      for (const a of f.notYet) {
        w.text(a.activity, { bullet: true, bold: true, size: 9.5, after: 0 });
        w.text(a.lever, { indent: 12, size: 9.5, after: 2 });
      }
    }
    // Last, as on the page: what was not asked and why.
    if (f.notApplicableText) {
      w.gap(2);
      w.text(f.notApplicableText, { size: 9, color: MUTED, after: 4 });
    }
    w.gap(6);
  }
  return page;
}

async function promptsSection(w: Writer, input: ResultsPdfInput): Promise<PDFPage> {
  const { t } = input;
  const page = w.section(t('pdf:sections.prompts'));
  w.text(t('pdf:prompts.intro'), { color: MUTED, after: 8 });
  for (const p of input.prompts) {
    await yieldTurn(input.signal);
    // The step, the prompt's title, "Context" and two lines of it together: a title never ends a page.
    w.ensure(
      8 +
        12.5 * 1.3 +
        7 +
        w.blockHeight([{ text: p.title, bold: true }], { after: 4 }) +
        w.blockHeight([{ text: t('report:prompts.context'), bold: true }], { size: 9.5, after: 1 }) +
        2 * 9.5 * 1.45,
    );
    w.rule();
    w.heading(`${t('report:prompts.step', { number: p.stepNumber })} · ${p.stepName}`, 12.5, PRIMARY);
    w.text(p.title, { bold: true, after: 4 });
    w.subheading(t('report:prompts.context'), { size: 9.5, color: MUTED, after: 1 });
    w.text(p.context, { size: 9.5, after: 5 });
    w.subheading(t('report:prompts.aiRole'), { size: 9.5, color: MUTED, after: 1 });
    w.text(p.aiRole, { size: 9.5, after: 8 });
  }
  return page;
}

/** Footer and "Page N of M" on every page, once the page count is known. */
function footers(w: Writer, input: ResultsPdfInput): void {
  const total = w.pages.length;
  const footer = pdfSafe(input.t('pdf:footer', { company: input.user.companyName, date: input.date }));
  w.pages.forEach((page, i) => {
    const y = MARGIN - 6;
    page.drawLine({
      start: { x: MARGIN, y: y + 14 },
      end: { x: PAGE_W - MARGIN, y: y + 14 },
      thickness: 0.5,
      color: LINE,
    });
    page.drawText(footer, { x: MARGIN, y, size: 8.5, font: w.regular, color: FAINT });
    const label = pdfSafe(input.t('pdf:page', { page: i + 1, pages: total }));
    const lw = w.regular.widthOfTextAtSize(label, 8.5);
    page.drawText(label, { x: PAGE_W - MARGIN - lw, y, size: 8.5, font: w.regular, color: MUTED });
  });
}

/** The document outline (bookmarks): one entry per section, pointing at its first page. */
function outline(doc: PDFDocument, entries: readonly { title: string; page: PDFPage }[]): void {
  const ctx = doc.context;
  const root = ctx.nextRef();
  const refs = entries.map(() => ctx.nextRef());
  entries.forEach((e, i) => {
    ctx.assign(
      refs[i]!,
      ctx.obj({
        Title: PDFHexString.fromText(pdfSafe(e.title)),
        Parent: root,
        Dest: [e.page.ref, 'XYZ', null, null, null],
        ...(i > 0 ? { Prev: refs[i - 1]! } : {}),
        ...(i < refs.length - 1 ? { Next: refs[i + 1]! } : {}),
      }),
    );
  });
  ctx.assign(root, ctx.obj({ Type: 'Outlines', First: refs[0]!, Last: refs.at(-1)!, Count: refs.length }));
  doc.catalog.set(PDFName.of('Outlines'), root);
}

/**
 * Builds the report; resolves with the PDF's bytes. Rejects with `signal.reason` when aborted,
 * or with the error of a failed font download or PDF operation.
 */
export async function buildResultsPdf(input: ResultsPdfInput): Promise<Uint8Array> {
  const { t, locale } = input;
  const fonts = await loadFonts(input);
  // fontkit is a chunk of its own, evaluated in a task of its own: loaded with pdf-lib, the two
  // made one main-thread task of over 200 ms.
  await yieldTurn(input.signal);
  const fontkit = (await import('@pdf-lib/fontkit')).default;
  await yieldTurn(input.signal);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts.regular);
  const bold = await doc.embedFont(fonts.bold);
  const w = new Writer(doc, regular, bold);

  cover(w, input);
  const coverPage = w.page;
  const since = input.sinceLastTime ? sinceLastTimeLines(input.sinceLastTime, locale) : null;
  const sincePage = since ? drawSinceLastTime(w, since) : null;
  await yieldTurn(input.signal);
  const overview = overviewSection(w, input);
  await yieldTurn(input.signal);
  const strategy = await strategySection(w, input);
  const steps = await stepsSection(w, input);
  const prompts = await promptsSection(w, input);
  const roadmap = input.roadmap
    ? await roadmapSection(w, { t, locale, tasks: input.roadmap, signal: input.signal })
    : null;
  footers(w, input);

  outline(doc, [
    { title: t('pdf:cover.title'), page: coverPage },
    ...(since && sincePage ? [{ title: since.heading, page: sincePage }] : []),
    { title: t('pdf:sections.overview'), page: overview },
    { title: t('pdf:sections.strategy'), page: strategy },
    { title: t('pdf:sections.steps'), page: steps },
    { title: t('pdf:sections.prompts'), page: prompts },
    ...(roadmap ? [{ title: t('pdf:sections.roadmap'), page: roadmap }] : []),
  ]);
  doc.setTitle(pdfSafe(t('pdf:fileTitle')), { showInWindowTitleBar: true });
  doc.setSubject(pdfSafe(t('pdf:subject', { company: input.user.companyName })));
  doc.setAuthor('HAI Marketing Wheel');
  doc.setCreator('HAI Marketing Wheel');
  doc.setProducer('HAI Marketing Wheel (pdf-lib)');
  doc.setLanguage(locale === 'ro' ? 'ro-RO' : 'en-GB');
  doc.setKeywords(['HAI Marketing Wheel', 'AI', 'marketing']);
  doc.setCreationDate(new Date());

  await yieldTurn(input.signal);
  const bytes = await doc.save();
  input.signal?.throwIfAborted();
  return bytes;
}
