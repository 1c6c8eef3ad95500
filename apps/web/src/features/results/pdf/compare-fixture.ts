/**
 * Test fixture: a `CompareOutput` as `GET /assessment/compare` answers it, built with the domain's
 * own comparison (`compareAssessments`) of two answer sets, for the PDF's "Since last time" tests.
 */
import { BANK_VERSION, compareAssessments, type CompareOutput, type Locale } from '@hai/domain';
import { contextAnswers } from '@hai/domain/testing';

/** Then: every step answered "B"; now: "A" on the even steps, "C" on step 12 (some scores move). */
export const THEN_ANSWERS = contextAnswers(() => 'B');
export const NOW_ANSWERS = contextAnswers((i) => (i === 11 ? 'C' : i % 2 === 0 ? 'A' : 'B'));

/**
 * The comparison of {@link THEN_ANSWERS} (completed 12 March 2026) with {@link NOW_ANSWERS}, and
 * `taskCount` completed roadmap tasks; `sameBankVersion: false` marks it as across versions.
 */
export function compareFixture(
  locale: Locale,
  { taskCount = 7, sameBankVersion = true }: { taskCount?: number; sameBankVersion?: boolean } = {},
): CompareOutput {
  const c = compareAssessments(
    { answers: THEN_ANSWERS, bankVersion: BANK_VERSION },
    { answers: NOW_ANSWERS, bankVersion: BANK_VERSION },
    locale,
  );
  const { wholeBank: _wholeBank, ...rest } = c;
  const side = (id: string, day: string, o: CompareOutput['overall']['now']) => ({
    id,
    startedAt: `${day}T09:00:00.000Z`,
    completedAt: `${day}T10:00:00.000Z`,
    bankVersion: BANK_VERSION,
    overallScore: o.score,
    band: o.band,
  });
  return {
    ...rest,
    sameBankVersion,
    from: side('00000000-0000-4000-8000-000000000001', '2026-03-12', c.overall.then),
    to: side('00000000-0000-4000-8000-000000000002', '2026-06-20', c.overall.now),
    tasksCompleted: Array.from({ length: taskCount }, (_, i) => ({
      id: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
      title: locale === 'ro' ? `Task finalizat ${i + 1}: ședință cu echipa` : `Completed task ${i + 1}`,
      category: locale === 'ro' ? 'Altele' : 'Other',
      stepId: null,
    })),
  };
}
