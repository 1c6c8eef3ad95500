/**
 * The whole PDF report built in node (pdf-lib, fontkit and the real font subset read from disk),
 * then read back as a reader would: its text through `pdftotext` (poppler), its bookmarks through
 * pdf-lib. Checks the roadmap section: heading, "(cont.)" pages, every task,
 * diacritics, the keep-together of a task's title and first line; and the page breaks of the whole
 * report: no subheading, prompt title or line ending in a colon alone at a page's foot, no line
 * starting with the % of the number before it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import i18next from 'i18next';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allPrompts,
  buildReport,
  generateRoadmap,
  horizonLabel,
  sinceLastTimeLines,
  type Locale,
  type OverallScoreView,
} from '@hai/domain';
import { contextAnswer, contextAnswers } from '@hai/domain/testing';
import { factQuestionId, getQuestion, listText } from '@hai/domain';
import enPdf from '../../../locales/en/pdf.json';
import enReport from '../../../locales/en/report.json';
import enResults from '../../../locales/en/results.json';
import roPdf from '../../../locales/ro/pdf.json';
import roReport from '../../../locales/ro/report.json';
import roResults from '../../../locales/ro/results.json';
import { compareFixture } from './compare-fixture';
import { buildResultsPdf, type ResultsPdfData } from './report-pdf';
import type { RoadmapPdfTask } from './roadmap';

const NAMESPACES = ['pdf', 'results', 'report'] as const;
const ANSWERS = contextAnswers((i) => (i === 11 ? null : (['A', 'B', 'C', 'D'] as const)[i % 4]!));
/** The same answers from a large company (250–999 people), whose roadmap holds up to 30 tasks. */
const SIZE = getQuestion(factQuestionId('company.size'))!;
const LARGE_ANSWERS = ANSWERS.map((a) => (a.questionId === SIZE.id ? contextAnswer(SIZE, '250-999') : a));

const fontBytes = (name: string): ArrayBuffer => {
  const b = readFileSync(new URL(`./fonts/DejaVuSans-${name}.subset.ttf`, import.meta.url));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
};
const FONTS = { regular: fontBytes('Regular'), bold: fontBytes('Bold') };

/** 22 generated tasks (statuses varied) and 3 custom ones: no horizon, a typed timeline, odd text. */
function roadmapFixture(locale: Locale): RoadmapPdfTask[] {
  const generated = generateRoadmap(LARGE_ANSWERS, locale).tasks.slice(0, 22);
  const tasks: RoadmapPdfTask[] = generated.map((t, i) => ({
    title: t.title,
    category: t.category,
    description: t.description,
    priority: t.priority,
    status: i % 5 === 0 ? 'completed' : i % 3 === 0 ? 'in_progress' : 'not_started',
    horizon: t.horizon,
    timeline: t.timeline,
    budget: t.budget,
    tools: listText(t.recommendedTools),
    kpi: listText(t.targetKpis),
    expectedResults: t.expectedResults,
    isGenerated: true,
    orderIndex: i,
  }));
  const custom = (title: string, over: Partial<RoadmapPdfTask>): RoadmapPdfTask => ({
    title,
    category: 'Altele',
    description: null,
    priority: 'low',
    status: 'not_started',
    horizon: null,
    timeline: null,
    budget: null,
    tools: null,
    kpi: null,
    expectedResults: null,
    isGenerated: false,
    orderIndex: tasks.length,
    ...over,
  });
  // Out of order on purpose: the section sorts by horizon and orderIndex.
  tasks.unshift(
    custom('Verificați <b>ţintele</b> & bugetul 🚀 lunar', {
      description: 'Text <i>simplu</i>, pe\ndouă rânduri: ş ţ → ș ț.',
      orderIndex: 22,
      priority: 'critical',
      status: 'in_progress',
    }),
    custom('Sesiune de lucru cu echipa de vânzări', { timeline: '3-6 luni', orderIndex: 23 }),
    custom('Actualizați ghidul de brand în T3', {
      timeline: 'T3 2027',
      orderIndex: 24,
      category: 'Brand',
      status: 'completed',
    }),
  );
  return tasks;
}

function dataFor(locale: Locale, roadmap: RoadmapPdfTask[] | null): ResultsPdfData {
  const report = buildReport(ANSWERS, locale);
  const overall: OverallScoreView = {
    ...report.overall,
    executiveSummary: report.summary,
    summary: report.overview.summary,
    furthestSteps: report.overview.furthestSteps,
    coverageGaps: report.overview.coverageGaps,
    steps: report.feedback.map((f) => ({
      stepId: f.stepId,
      stepName: f.stepName,
      stepOrder: f.stepOrder,
      yourAiPercent: f.yourAiPercent,
      yourHumanPercent: f.yourHumanPercent,
      targetAiPercent: f.targetAiPercent,
      targetHumanPercent: f.targetHumanPercent,
      allAnswersAreOptionE: f.allAnswersAreOptionE,
      insufficient: f.insufficient,
      score: f.score,
      alignment: f.alignment,
      coverage: f.coverage,
      practisedCount: f.practisedCount,
      activityCount: f.activityCount,
      atIdealCount: f.atIdealCount,
      notYetCount: f.activityCount - f.practisedCount,
      performance: null,
      answeredCount: 15,
      questionCount: 15,
    })),
  };
  return {
    locale,
    date: locale === 'ro' ? '23 noiembrie 2026' : '23 November 2026',
    user: { firstName: 'Ana', lastName: 'Popescu', companyName: 'Exemplu SRL' },
    overall,
    strategies: report.strategies,
    feedback: report.feedback,
    prompts: allPrompts(ANSWERS, { companyName: 'Exemplu SRL', jobTitle: null, employees: null }, locale),
    roadmap,
  };
}

async function build(data: ResultsPdfData): Promise<Uint8Array> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: {
      en: { pdf: enPdf, results: enResults, report: enReport },
      ro: { pdf: roPdf, results: roResults, report: roReport },
    },
    lng: data.locale,
    fallbackLng: false,
    ns: [...NAMESPACES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return buildResultsPdf({ ...data, t: i18n.getFixedT(data.locale, [...NAMESPACES]), fonts: FONTS });
}

const work = mkdtempSync(join(tmpdir(), 'hai-pdf-test-'));
afterAll(() => {
  if (!process.env.KEEP_PDF) rmSync(work, { recursive: true, force: true });
  else console.log(`PDFs kept in ${work}`);
});

/** The PDF's text per page (pdftotext puts a form feed between pages). */
function pagesOf(bytes: Uint8Array, name: string): string[] {
  const path = join(work, `${name}.pdf`);
  writeFileSync(path, bytes);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  return text.split('\f').slice(0, -1);
}

/** The bookmarks' titles, in order. */
async function outlineTitles(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const root = doc.catalog.lookup(PDFName.of('Outlines'), PDFDict);
  const titles: string[] = [];
  let item = root.lookupMaybe(PDFName.of('First'), PDFDict);
  while (item) {
    const title = item.lookup(PDFName.of('Title'));
    titles.push(title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : '');
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  return titles;
}

const squash = (s: string) => s.replace(/\s+/g, '');
const flat = (s: string) => s.replace(/\s+/g, ' ');

// Each test builds a whole report (fonts embedded, 20–30 pages): about 1–2 s alone, more than
// vitest's default 5 s on a loaded 2-core CI machine.
describe('the PDF report’s roadmap section', { timeout: 30_000 }, () => {
  it('shows every task by horizon, continued over pages under "(cont.)" (ro)', async () => {
    const tasks = roadmapFixture('ro');
    expect(tasks).toHaveLength(25);
    const bytes = await build(dataFor('ro', tasks));
    const pages = pagesOf(bytes, 'ro');
    const heading = 'Roadmap Strategic — Timeline';

    // The last section: it starts after the prompts and runs to the end, every further page
    // starting with the heading and "(cont.)".
    const first = pages.findIndex((p) => flat(p).includes(heading));
    expect(first).toBeGreaterThan(pages.findIndex((p) => flat(p).includes('Prompturi')));
    expect(flat(pages[first]!)).not.toContain(`${heading} (cont.)`);
    expect(pages.length - first).toBeGreaterThan(2);
    for (const page of pages.slice(first + 1))
      expect(flat(page).trimStart()).toMatch(/^Roadmap Strategic — Timeline \(cont\.\)/);

    const section = pages.slice(first).join('\n');
    const text = flat(section);
    // Summary: of 25 tasks, 6 completed (5 generated, 1 custom) and 7 in progress (6 and 1): 24 %.
    expect(text).toContain('Neîncepute: 12 · În desfășurare: 7 · Finalizate: 6 · 24 % finalizat');
    for (const t of tasks)
      expect(squash(section)).toContain(squash(t.title.replace(/[🚀]/gu, '').replace('ţ', 'ț')));
    // The groups in timeline order, the tasks without a horizon last.
    const order = [
      ...['0-3', '3-6', '6-12', '12+'].map((h) => horizonLabel(h as '0-3', 'ro')),
      'Fără orizont de timp',
    ]
      .map((label) => text.indexOf(label))
      .filter((i) => i >= 0);
    expect(order.length).toBeGreaterThanOrEqual(3);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The typed "3-6 luni" task sits under its horizon, before the tasks without one.
    expect(text.indexOf('Sesiune de lucru cu echipa de vânzări')).toBeLessThan(
      text.indexOf('Fără orizont de timp'),
    );
    expect(text.indexOf('Fără orizont de timp')).toBeLessThan(
      text.indexOf('Actualizați ghidul de brand în T3'),
    );
    // Labels, the Custom badge and the uncategorised "Altele"; a typed timeline is shown unless
    // it just names the group's horizon.
    for (const label of [
      'Prioritate: critică',
      'Categorie: Altele',
      'Personalizat',
      'Investiție:',
      'KPI-uri țintă',
      'Instrumente recomandate:',
      'Rezultate așteptate:',
      'Termen: T3 2027',
    ])
      expect(text).toContain(label);
    expect(text).not.toContain('Termen: 3-6 luni');
    // User text is plain text: markup shown as typed, cedillas turned into comma-below, the emoji dropped.
    expect(text).toContain('Verificați <b>țintele</b> & bugetul lunar');
    // (Its two lines may fall on two pages.)
    expect(text).toContain('Text <i>simplu</i>, pe');
    expect(text).toContain('două rânduri: ș ț → ș ț.');
    expect(section).not.toMatch(/[şţ]/);
    // A title is never the last thing on a page (its first line always follows it).
    for (const page of pages.slice(first)) {
      const lines = page
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('HAI Marketing Wheel ·') && !/^Pagina \d+ din \d+$/.test(l));
      const last = lines.at(-1)!;
      expect(
        tasks.some((t) => squash(t.title).endsWith(squash(last))),
        `page ends with a title: ${last}`,
      ).toBe(false);
    }
    expect((await outlineTitles(bytes)).at(-1)).toBe(heading);
  });

  it('is titled in English in an English report', async () => {
    const bytes = await build(dataFor('en', roadmapFixture('en')));
    const text = flat(pagesOf(bytes, 'en').join('\n'));
    expect(text).toContain('Strategic Roadmap — Timeline');
    expect(text).toContain('Strategic Roadmap — Timeline (cont.)');
    expect(text).toContain('Category: Other');
    expect(text).toContain('No timeline');
    expect(text).toContain('Not started: 12 · In progress: 7 · Completed: 6 · 24% complete');
    expect((await outlineTitles(bytes)).at(-1)).toBe('Strategic Roadmap — Timeline');
  });

  it('is left out when the roadmap could not be fetched, the rest of the report intact', async () => {
    const bytes = await build(dataFor('ro', null));
    const text = flat(pagesOf(bytes, 'ro-none').join('\n'));
    expect(text).not.toContain('Roadmap Strategic');
    expect(text).toContain('Prompturi');
    expect(await outlineTitles(bytes)).toEqual([
      'Rezultatele evaluării',
      'Prezentare Generală',
      'Recomandări Strategie',
      'Recomandări Pași',
      'Prompturi',
    ]);
  });
});

describe('the PDF report’s page breaks', { timeout: 30_000 }, () => {
  const RESOURCES = {
    en: { pdf: enPdf, results: enResults, report: enReport },
    ro: { pdf: roPdf, results: roResults, report: roReport },
  } as const;
  /** The bold lines that introduce a list or a paragraph: never alone at the foot of a page. */
  const subheadings = (locale: Locale): string[] => {
    const { pdf, results, report } = RESOURCES[locale];
    return [
      report.strategy.tactics,
      report.strategy.problems,
      report.strategy.funnel.heading,
      report.strategy.channels.heading,
      report.strategy.content.heading,
      results.steps.offIdealHeading,
      results.steps.notYetHeading,
      report.prompts.context,
      report.prompts.aiRole,
      pdf.roadmap.kpis,
    ];
  };

  it.each(['ro', 'en'] as const)(
    'never ends a page with a subheading, a prompt’s title or a line ending in a colon, nor starts a line with a lone % (%s)',
    async (locale) => {
      const data = dataFor(locale, roadmapFixture(locale));
      const pages = pagesOf(await build(data), `breaks-${locale}`);
      const footer = locale === 'ro' ? /^Pagina \d+ din \d+$/ : /^Page \d+ of \d+$/;
      const heads = subheadings(locale);
      const titles = data.prompts.map((p) => squash(p.title));
      for (const [i, page] of pages.entries()) {
        const lines = page
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l !== '' && !l.startsWith('HAI Marketing Wheel ·') && !footer.test(l));
        expect(heads, `page ${i + 1} ends with a subheading`).not.toContain(lines.at(-1));
        const last = squash(lines.at(-1)!);
        expect(
          titles.some((title) => title.endsWith(last)),
          `page ${i + 1} ends with a prompt's title`,
        ).toBe(false);
        expect(lines.at(-1), `page ${i + 1} ends with a line that announces the next`).not.toMatch(/:$/);
        for (const line of lines) expect(line, `page ${i + 1}`).not.toMatch(/^%/);
      }
    },
  );
});

describe('the PDF report’s first page', { timeout: 30_000 }, () => {
  it.each(['ro', 'en'] as const)(
    'opens with the executive summary, in the overview’s words (%s)',
    async (locale) => {
      const data = dataFor(locale, null);
      const summary = data.overall.executiveSummary!;
      const [first, second] = pagesOf(await build(data), `summary-${locale}`).map(flat);
      for (const text of [
        summary.title,
        summary.headline,
        ...summary.gaps.map((g) => g.text),
        ...summary.actions.map((a) => a.text),
        summary.investment.text,
      ])
        expect(squash(first!), text).toContain(squash(text));
      // The radars follow on the overview's page.
      expect(second).toContain(locale === 'ro' ? 'Prezentare Generală' : 'Overview');
      // The latest assessment's report is dated by the day it was generated.
      expect(first).toContain(
        locale === 'ro' ? 'Generat pe 23 noiembrie 2026' : 'Generated on 23 November 2026',
      );
    },
  );

  it.each([
    ['ro', '14 august 2026', 'Evaluarea din 14 august 2026 · generat pe 23 noiembrie 2026'],
    ['en', '14 August 2026', 'Assessment of 14 August 2026 · generated on 23 November 2026'],
  ] as const)('names the earlier assessment it reports on (%s)', async (locale, day, line) => {
    const [first] = pagesOf(
      await build({ ...dataFor(locale, null), assessedOn: day }),
      `older-${locale}`,
    ).map(flat);
    expect(first).toContain(line);
    expect(first).not.toMatch(/Generat pe|Generated on/);
  });
});

describe('the PDF report’s "Since last time"', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'Overview'],
    ['ro', 'Prezentare Generală'],
  ] as const)(
    'follows the executive summary after a re-take, with the comparison’s figures (%s)',
    async (locale, overview) => {
      // In English across bank versions: the note that only the shared activities are compared.
      const since = compareFixture(locale, { sameBankVersion: locale === 'ro' });
      const lines = sinceLastTimeLines(since, locale)!;
      const bytes = await build({ ...dataFor(locale, null), sinceLastTime: since });
      const pages = pagesOf(bytes, `since-${locale}`);
      const text = flat(pages.join('\n'));
      const at = (s: string) => squash(text).indexOf(squash(s));
      const summary = dataFor(locale, null).overall.executiveSummary!;
      for (const line of [
        lines.heading,
        lines.comparedWith,
        lines.overall,
        lines.level,
        ...lines.steps,
        lines.activities,
        lines.tasks,
        ...lines.taskTitles,
      ])
        expect(at(line), line).toBeGreaterThan(at(summary.investment.text));
      // The overview still starts a page of its own, after the section.
      const overviewPage = pages.findIndex((p) => flat(p).trimStart().startsWith(overview));
      expect(overviewPage).toBeGreaterThan(0);
      const before = squash(pages.slice(0, overviewPage).join(''));
      for (const line of [lines.overall, lines.versions ?? '', ...lines.taskTitles])
        expect(before).toContain(squash(line));
      expect(text).toContain(locale === 'ro' ? 'și încă 2' : 'and 2 more');
      expect(/only the \d+ activities both versions share are compared/.test(text)).toBe(locale === 'en');
      expect(text).not.toMatch(/[şţ]/);
      expect((await outlineTitles(bytes)).slice(0, 3)).toEqual([
        locale === 'ro' ? 'Rezultatele evaluării' : 'Assessment results',
        lines.heading,
        overview,
      ]);
    },
  );

  it('is absent without an earlier assessment', async () => {
    const text = flat(pagesOf(await build(dataFor('en', null)), 'since-none').join('\n'));
    expect(text).not.toContain('Since last time');
    expect(text).not.toContain('Compared with your assessment');
  });
});
