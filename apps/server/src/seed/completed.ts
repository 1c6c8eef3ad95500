/**
 * A user's first assessment, completed, written in one transaction: for the browser tests that need
 * a finished assessment and are not about answering (apps/web e2e fixtures, through the server's
 * test channel, `seed/channel.ts`). The end state is the one answering every question of the
 * company's path one by one leaves (services/assessments/answer.ts): the assessment completed on
 * the current bank at the path's last question, each answer validated and stored as the answer
 * service stores it, and the completion recorded in the peer benchmark by the same
 * `recordCompletion` — without a request per answer. As with `seed/demo.ts`, never for production
 * data: only a server started with `NODE_ENV=test` listens for it.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { executeRows, type Db } from '@hai/db';
import {
  BANK_VERSION,
  assessmentPath,
  getQuestion,
  profileOfAnswers,
  AnswerSubmission,
  validateAnswer,
} from '@hai/domain';
import { recordCompletion } from '../services/peers.js';

/** Why a seed was refused: the message names the user or the question. */
export class SeedRefused extends Error {}

/**
 * Write `answers` as the completed first assessment of the user with `email` (case-insensitive).
 * The answers must be exactly the questions their own context answers make the company's path ask
 * (domain-design.md §9), each valid under the answer rules (`validateAnswer`, product-spec §5).
 * @returns the new assessment's id.
 * @throws {SeedRefused} for an unknown user, a user who already has an assessment, an invalid
 *   answer, a question the path does not ask, or an asked question left unanswered.
 */
export async function seedCompletedAssessment(
  db: Db,
  email: string,
  answers: readonly z.input<typeof AnswerSubmission>[],
): Promise<string> {
  const [user] = await executeRows<{ id: string; company_name: string }>(
    db,
    sql`SELECT id, company_name FROM users WHERE lower(email) = lower(${email})`,
  );
  if (!user) throw new SeedRefused(`no user ${email}`);
  const stored = answers.map((given) => {
    // The request schema's defaults (no additional inputs), as the answer route parses them.
    const parsed = AnswerSubmission.safeParse(given);
    if (!parsed.success) throw new SeedRefused(`${given.questionId}: validation.invalid`);
    const a = parsed.data;
    const question = getQuestion(a.questionId);
    if (!question) throw new SeedRefused(`unknown question ${a.questionId}`);
    const checked = validateAnswer(question, a.selectedOptionIds, a.additionalInputs, 'en');
    if (!checked.ok) throw new SeedRefused(`${a.questionId}: ${checked.issues[0]!.code}`);
    return {
      questionId: a.questionId,
      selectedOptionIds: checked.selectedOptionIds,
      additionalInputs: checked.additionalInputs,
    };
  });
  const path = assessmentPath(profileOfAnswers(stored));
  const given = new Set(stored.map((a) => a.questionId));
  const asked = new Set(path.questions.map((q) => q.id));
  const extra = stored.find((a) => !asked.has(a.questionId));
  if (extra) throw new SeedRefused(`${extra.questionId} is not on this company's path`);
  const missing = path.questions.find((q) => !given.has(q.id));
  if (missing) throw new SeedRefused(`${missing.id} is on the path and unanswered`);
  const last = path.last.questionNumber;
  return db.transaction(async (tx) => {
    const [assessment] = await executeRows<{ id: string }>(
      tx,
      sql`INSERT INTO assessments (user_id, status, bank_version, answered_count, current_question_number,
                                   started_at, completed_at, updated_at)
          VALUES (${user.id}::uuid, 'completed', ${BANK_VERSION}::int, ${last}::int, ${last}::int,
                  now(), now(), now())
          ON CONFLICT (user_id) WHERE previous_assessment_id IS NULL DO NOTHING
          RETURNING id`,
    );
    if (!assessment) throw new SeedRefused(`${email} already has an assessment`);
    await executeRows(
      tx,
      sql`INSERT INTO answers (assessment_id, question_id, selected_option_ids, additional_inputs)
          VALUES ${sql.join(
            stored.map(
              (a) =>
                sql`(${assessment.id}::uuid, ${a.questionId}, ${JSON.stringify(a.selectedOptionIds)}::jsonb,
                     ${JSON.stringify(a.additionalInputs)}::jsonb)`,
            ),
            sql`, `,
          )}`,
    );
    await recordCompletion(tx, { id: assessment.id, userId: user.id, companyName: user.company_name });
    return assessment.id;
  });
}
