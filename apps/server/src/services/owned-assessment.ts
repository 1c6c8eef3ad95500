/**
 * One of the session's user's assessments named by id (for reading an older
 * assessment's results and roadmap, comparing two). The only way a request names an assessment:
 * the row must be the user's, and another user's id answers exactly like an unknown one (404
 * `assessment.notFound`), so nothing tells whether it exists.
 */
import { and, eq } from 'drizzle-orm';
import { assessments, type AssessmentRow } from '@hai/db';
import { DomainError } from '../errors.js';
import type { Deps } from './deps.js';

/**
 * The assessment `assessmentId` of user `userId`.
 * @throws DomainError NOT_FOUND `assessment.notFound` when the user has no assessment with that id
 *   (unknown, or another user's).
 */
export async function ownAssessment(
  db: Pick<Deps['db'], 'select'>,
  userId: string,
  assessmentId: string,
): Promise<AssessmentRow> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND', 'assessment.notFound');
  return row;
}
