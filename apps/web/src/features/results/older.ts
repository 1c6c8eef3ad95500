/**
 * An older assessment's results (the completed assessment, its results and its roadmap stay
 * as they were, read-only): `/{locale}/results?assessment=<id>` shows that
 * assessment's results, read-only, through the results reads' optional `assessmentId`; without
 * the parameter the results are the latest's, as before. Pure parts unit-tested in older.test.ts.
 */
import { useSearchParams } from 'react-router';

/** The URL parameter naming the assessment whose results are shown. */
export const ASSESSMENT_PARAM = 'assessment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which results the page shows: the latest (no parameter), an older assessment's (a uuid), or
 * none (`invalid`: an empty or malformed parameter — shown as "Assessment not found", as an
 * unknown id is by the server's 404).
 */
export type ViewedResults = { kind: 'latest' } | { kind: 'older'; id: string } | { kind: 'invalid' };

/** The results shown for the `assessment` parameter's value (null: absent). */
export function viewedResults(param: string | null): ViewedResults {
  if (param === null) return { kind: 'latest' };
  const id = param.trim().toLowerCase();
  return UUID.test(id) ? { kind: 'older', id } : { kind: 'invalid' };
}

/** The link to an assessment's results: `/{locale}/results?assessment=<id>`. */
export function olderResultsHref(locale: string, id: string): string {
  return `/${locale}/results?${ASSESSMENT_PARAM}=${encodeURIComponent(id)}`;
}

/**
 * A results read's input with `assessmentId` when an older assessment is shown; the input as it
 * was otherwise (so the latest's query keys, and cache, stay as before).
 */
export function withAssessment<T extends object>(
  input: T,
  id: string | undefined,
): T & { assessmentId?: string } {
  return id ? { ...input, assessmentId: id } : input;
}

/** The results the URL asks for. */
export function useViewedResults(): ViewedResults {
  const [params] = useSearchParams();
  return viewedResults(params.get(ASSESSMENT_PARAM));
}

/** The older assessment's id whose results are shown, or undefined for the latest's. */
export function useViewedAssessmentId(): string | undefined {
  const viewed = useViewedResults();
  return viewed.kind === 'older' ? viewed.id : undefined;
}
