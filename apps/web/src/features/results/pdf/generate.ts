/**
 * The PDF report's work behind the "Download PDF" button (PdfButton.tsx; spec §2 "Results", §4
 * "PDF generation", §9 "PDF"), loaded when the user first shows intent, so the results page's
 * first load carries only the button: fetch the results in the report's language, have the PDF
 * built in the worker and download it.
 *
 * - The latest assessment's report (no `assessmentId`) ends with its roadmap, generated first
 *   when there is none yet (and put in the query cache, so the roadmap screen shows them); after a
 *   re-take it has "Since last time" against the assessment it re-takes.
 * - An earlier assessment's report (`assessmentId`, read-only) reads that
 *   assessment's results and roadmap, never generates a roadmap, compares it with the assessment
 *   it re-took when there is one, says on its cover which assessment it is ("Assessment of
 *   {date}") and is named after the day that assessment was completed.
 *
 * A roadmap or comparison that cannot be had leaves its section out rather than the report.
 */
import type { CompareOutput, HistoryEntry, Locale } from '@hai/domain';
import { errorBody, type trpc } from '../../../lib/trpc';
import { withAssessment } from '../older';
import { downloadPdf, localDate, pdfFileName } from './file';
import { roadmapPdfTask, type RoadmapPdfTask } from './roadmap';
import { buildPdfInWorker } from './worker-client';

export { prewarmPdfWorker } from './worker-client';

/** What a report is built from: the page's tRPC helpers, its language and the assessment shown. */
export interface ReportRequest {
  utils: ReturnType<typeof trpc.useUtils>;
  locale: Locale;
  /** An earlier assessment's id (`/results?assessment=<id>`); undefined for the latest's. */
  assessmentId?: string;
}

/**
 * The report's roadmap tasks: the stored ones; for the latest assessment with none yet, the ones
 * `roadmap.generate` creates (also put in the `roadmap.list` cache). Null, with a warning, when a
 * call fails.
 */
async function roadmapTasks({
  utils,
  locale,
  assessmentId,
}: ReportRequest): Promise<RoadmapPdfTask[] | null> {
  try {
    const input = assessmentId ? { assessmentId } : undefined;
    let { tasks } = await utils.roadmap.list.fetch(input);
    if (tasks.length === 0 && !assessmentId) {
      ({ tasks } = await utils.client.roadmap.generate.mutate({ locale }));
      utils.roadmap.list.setData(undefined, { tasks });
    }
    return tasks.map(roadmapPdfTask);
  } catch (error) {
    console.warn('PDF report: roadmap unavailable, building the report without it', error);
    return null;
  }
}

/**
 * The assessment against the one it re-takes; null when there is none (409 `compare.notEnough`)
 * or, with a warning, when the call fails.
 */
async function comparison({ utils, locale, assessmentId }: ReportRequest): Promise<CompareOutput | null> {
  try {
    return await utils.assessment.compare.fetch(assessmentId ? { locale, to: assessmentId } : { locale });
  } catch (error) {
    if (errorBody(error)?.error !== 'CONFLICT')
      console.warn('PDF report: comparison unavailable, building the report without it', error);
    return null;
  }
}

/** An earlier assessment's entry of "Your assessments" (its completion date), or null. */
async function historyEntry({ utils, assessmentId }: ReportRequest): Promise<HistoryEntry | null> {
  if (!assessmentId) return null;
  try {
    const { assessments } = await utils.assessment.history.fetch();
    return assessments.find((a) => a.id === assessmentId) ?? null;
  } catch (error) {
    console.warn('PDF report: the assessment’s date is unavailable', error);
    return null;
  }
}

/**
 * Fetches, builds and downloads the report. Rejects when a results read or the build fails, or
 * with the signal's reason when it is aborted (nothing is downloaded then).
 */
export async function generateReport(request: ReportRequest, signal: AbortSignal): Promise<void> {
  const { utils, locale, assessmentId } = request;
  const input = withAssessment({ locale }, assessmentId);
  const [user, overall, strategies, feedback, prompts, roadmap, sinceLastTime, entry] = await Promise.all([
    utils.auth.me.fetch(),
    utils.assessment.overallScore.fetch(input),
    utils.assessment.strategyRecommendations.fetch(input),
    utils.assessment.feedback.fetch(input),
    utils.assessment.prompts.fetch(input),
    roadmapTasks(request),
    comparison(request),
    historyEntry(request),
  ]);
  signal.throwIfAborted();
  const now = new Date();
  const longDate = (date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  const completed = entry?.completedAt ? new Date(entry.completedAt) : null;
  const bytes = await buildPdfInWorker(
    {
      locale,
      date: longDate(now),
      ...(completed && { assessedOn: longDate(completed) }),
      user: user.user,
      overall,
      strategies,
      feedback: feedback.feedback,
      prompts: prompts.prompts,
      roadmap,
      sinceLastTime,
    },
    signal,
  );
  signal.throwIfAborted();
  downloadPdf(bytes, pdfFileName(localDate(completed ?? now)));
}
