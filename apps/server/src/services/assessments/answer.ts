/**
 * The answer (product-spec §4, §5, §7 POST /assessment/answer), shared by tRPC and REST.
 *
 * Questions are answered in path order (an earlier answer may be changed through "previous"), so
 * the row's `answered_count` is the frontier: the bank number up to which every asked question is
 * answered. The answer path does constant work: the profile is read from the at most five
 * applicability answers (one indexed query), then one statement saves the answer, moves the row
 * and reads the next question's saved (and, re-taking, previous) answer; only a finished step
 * reads answers back, with one indexed query, and only an applicability answer that brings back
 * questions at or before the frontier reads which are answered ({@link pullBackFrontier}).
 * Only the user's latest assessment is ever written (its condition is the selection module's
 * `latestCondition`, written into the save statement).
 */
import { sql } from 'drizzle-orm';
import { executeRows } from '@hai/db';
import {
  APPLICABILITY_QUESTION_IDS,
  BANK_VERSION,
  STEPS,
  getQuestion,
  profileOfAnswers,
  validateAnswer,
  type AnswerRecord,
  type AnswerSubmission,
  type AnswerView,
  type AssessmentPath,
  type Locale,
  type SubmissionView,
} from '@hai/domain';
import { DomainError } from '../../errors.js';
import type { Principal } from '../auth.js';
import type { Deps } from '../deps.js';
import { recordCompletion } from '../peers.js';
import { existingOf, restart, unknownQuestion } from './navigation.js';
import { answersOf, assessmentOf, latestCondition, storedProfileAnswers } from './selection.js';
import { pathOf, progressView, questionView, stepScoreView, stepView } from './views.js';

/** The applicability answers as a set, for lookups. */
const APPLICABILITY_IDS: ReadonlySet<string> = new Set(APPLICABILITY_QUESTION_IDS);

/** What {@link saveAnswer} returns: the assessment, its new count and the next question's answers. */
type Saved = {
  id: string;
  after: number;
  /** The next question's stored answer on this assessment (null when none). */
  nextSelected: string[] | null;
  nextInputs: Record<string, string> | null;
  /** The next question's answer on the previous assessment (re-take), null when none. */
  prevSelected: string[] | null;
  prevInputs: Record<string, string> | null;
};

/** Where an answer to question `n` moves the chat, on the company's path. */
interface Move {
  /** The question answered (bank number) and its id. */
  n: number;
  questionId: string;
  /** Bank number of the asked question before `n` (0 for the first): it must be answered. */
  before: number;
  /** The next asked question's id, null after the last. */
  nextId: string | null;
  /** The chat's position after the answer: the next asked question, or `n` after the last. */
  cursor: number;
  /** Bank number of the path's last question: a frontier there completes the assessment. */
  last: number;
}

/**
 * Save one answer and move the chat on, in one statement: the row update comes first, so it takes
 * the latest assessment's row lock and re-checks, against the latest frontier, that every asked
 * question before this one is answered (`answered_count >= move.before`); the answer is upserted
 * only if it was. The frontier becomes `n` when `n` is past it (it is then the first unanswered
 * asked question), and the assessment completes when it reaches the path's last question. The same
 * statement reads the next asked question's (`move.nextId`) answer on this assessment and on the
 * one it re-takes, from the statement's snapshot (this answer is another question's), so a re-take
 * costs no extra read. Only the user's latest assessment (nothing re-takes it) is ever touched.
 * Returns nothing when the user has no assessment yet, it is on an older bank version, completed,
 * or an asked question before this one is unanswered ({@link answer} tells them apart).
 */
async function saveAnswer(
  db: Deps['db'],
  userId: string,
  move: Move,
  choice: AnswerView,
): Promise<Saved | undefined> {
  const { n, last } = move;
  const [row] = await executeRows<Saved>(
    db,
    sql`
      WITH moved AS (
        UPDATE assessments SET
          answered_count = GREATEST(answered_count, ${n}::int),
          current_question_number = ${move.cursor}::int,
          status = CASE WHEN GREATEST(answered_count, ${n}::int) >= ${last}::int
                        THEN 'completed' ELSE 'started' END,
          completed_at = CASE WHEN GREATEST(answered_count, ${n}::int) >= ${last}::int
                              THEN COALESCE(completed_at, now()) ELSE NULL END,
          updated_at = now()
        WHERE ${latestCondition(userId)} AND bank_version = ${BANK_VERSION}::int
          AND status <> 'completed'
          AND answered_count >= ${move.before}::int
        RETURNING id, answered_count, previous_assessment_id
      ), saved AS (
        INSERT INTO answers (assessment_id, question_id, selected_option_ids, additional_inputs)
        SELECT id, ${move.questionId}, ${JSON.stringify(choice.selectedOptionIds)}::jsonb,
               ${JSON.stringify(choice.additionalInputs)}::jsonb
        FROM moved
        ON CONFLICT (assessment_id, question_id) DO UPDATE
          SET selected_option_ids = excluded.selected_option_ids,
              additional_inputs = excluded.additional_inputs,
              updated_at = now()
        RETURNING assessment_id
      )
      SELECT moved.id, moved.answered_count AS after,
             own.selected_option_ids AS "nextSelected", own.additional_inputs AS "nextInputs",
             prev.selected_option_ids AS "prevSelected", prev.additional_inputs AS "prevInputs"
      FROM moved JOIN saved ON saved.assessment_id = moved.id
      LEFT JOIN answers AS own ON own.assessment_id = moved.id AND own.question_id = ${move.nextId}
      LEFT JOIN answers AS prev
        ON prev.assessment_id = moved.previous_assessment_id AND prev.question_id = ${move.nextId}`,
  );
  return row;
}

/**
 * {@link saveAnswer} on `db` (the app's database or a transaction); the path's last question's
 * answer, the one that completes an assessment, runs in a transaction (a savepoint inside one) that
 * also records the completed assessment in the peer benchmark (services/peers.ts), so no completed
 * assessment is ever missing from it.
 */
function save(
  db: Deps['db'],
  principal: Principal,
  move: Move,
  choice: AnswerView,
): Promise<Saved | undefined> {
  const userId = principal.user.id;
  if (move.n < move.last) return saveAnswer(db, userId, move, choice);
  return db.transaction(async (tx) => {
    const saved = await saveAnswer(tx, userId, move, choice);
    if (saved && saved.after >= move.last)
      await recordCompletion(tx, { id: saved.id, userId, companyName: principal.user.companyName });
    return saved;
  });
}

/** Thrown inside {@link startAndSave}'s transaction to roll back a start whose answer was refused. */
class AnswerRefused extends Error {}

/**
 * The answer's second try, when {@link save} moved no row: the first answer creates the user's
 * first assessment (once, whatever runs at once: the unique index on a user's first), an answer
 * to an assessment on an older bank version restarts it on the current one, and a started row
 * that a concurrent first answer created after the first try is simply tried again. The start and
 * the save run in one transaction, so an answer refused here (a question ahead of the frontier:
 * `answer.notCurrent`) leaves no trace: no row created, no restart, no timestamp moved (refused
 * means unchanged, product-spec §4). A completed assessment is not tried again.
 * @returns the saved answer, or nothing when it is refused.
 */
async function startAndSave(
  deps: Deps,
  principal: Principal,
  move: Move,
  choice: AnswerView,
): Promise<Saved | undefined> {
  const userId = principal.user.id;
  const row = await assessmentOf(deps, userId);
  if (row && !row.outdated && row.status === 'completed') return undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      if (!row)
        await executeRows(
          tx,
          sql`INSERT INTO assessments (user_id, bank_version) VALUES (${userId}, ${BANK_VERSION}::int)
              ON CONFLICT (user_id) WHERE previous_assessment_id IS NULL DO NOTHING`,
        );
      else if (row.outdated) await restart(tx, row.id);
      const saved = await save(tx, principal, move, choice);
      if (!saved) throw new AnswerRefused();
      return saved;
    });
  } catch (err) {
    if (err instanceof AnswerRefused) return undefined;
    throw err;
  }
}

/**
 * After an applicability answer changed the path from `before` to `path`: when a question the new
 * path asks at or before the frontier `answered` is unanswered (one the old path skipped), move
 * the frontier back to just before the first such question. Reads the assessment's answered ids
 * only when the new path asks a question at or before the frontier that the old one did not (a
 * rare path: a changed context answer), then one conditional update.
 * @returns the frontier after the move (`answered` when nothing moved).
 */
async function pullBackFrontier(
  deps: Deps,
  assessmentId: string,
  answered: number,
  before: AssessmentPath,
  path: AssessmentPath,
): Promise<number> {
  const added = path.questions.filter(
    (q) => q.questionNumber <= answered && before.positionOf(q.questionNumber) === undefined,
  );
  if (added.length === 0) return answered;
  const stored = await answersOf(
    deps,
    assessmentId,
    added.map((q) => q.id),
  );
  const missing = added.find((q) => !stored.has(q.id));
  if (!missing) return answered;
  const frontier = missing.questionNumber - 1;
  const [row] = await executeRows<{ answered_count: number }>(
    deps.db,
    sql`UPDATE assessments SET answered_count = LEAST(answered_count, ${frontier}::int), updated_at = now()
        WHERE id = ${assessmentId} AND status <> 'completed'
        RETURNING answered_count`,
  );
  return row ? Math.min(answered, row.answered_count) : answered;
}

/**
 * Save an answer (spec §5 rules, 400 with fields on bad input) and move to the next question of
 * the company's path (domain-design.md §9). The profile comes from the stored applicability
 * answers, with this answer in place of its stored one when it is one of them. A question the path
 * does not ask is a 409 `answer.notAsked`; one with an asked question before it unanswered a 409
 * `answer.notCurrent`; none may be answered once the assessment is completed (409
 * `assessment.completed`). An applicability answer that brings back unanswered questions at or
 * before the frontier moves it back ({@link pullBackFrontier}). The answer carries the next asked
 * question with its existing answer, the progress on the path and, when this answer was the last
 * asked question of its step, that step with its score over the activities that apply.
 *
 * Concurrency: the save keeps its row lock and its re-check against the latest frontier, so two
 * answers at once still never store a question ahead of an unanswered asked one of the profile
 * each read. The profile itself is read just before the save, outside the lock: only another tab
 * of the same user changing a context answer at that very moment could make this answer use the
 * profile of a moment before (at worst the frontier passes a question that answer brought back,
 * which is then scored as unanswered).
 */
export async function answer(
  deps: Deps,
  principal: Principal,
  input: AnswerSubmission,
  locale: Locale,
): Promise<SubmissionView> {
  const question = getQuestion(input.questionId);
  if (!question) throw unknownQuestion();
  const checked = validateAnswer(question, input.selectedOptionIds, input.additionalInputs, locale);
  if (!checked.ok) {
    throw new DomainError('VALIDATION_ERROR', checked.issues[0]!.code, {
      fields: checked.issues,
      params: checked.issues[0]!.params,
    });
  }
  const n = question.questionNumber;
  const choice = { selectedOptionIds: checked.selectedOptionIds, additionalInputs: checked.additionalInputs };
  const userId = principal.user.id;
  const facts = await storedProfileAnswers(deps, { userId });
  const isFact = APPLICABILITY_IDS.has(question.id);
  const before = pathOf(profileOfAnswers(facts));
  const profile = isFact
    ? profileOfAnswers([
        ...facts.filter((a) => a.questionId !== question.id),
        { questionId: question.id, selectedOptionIds: choice.selectedOptionIds },
      ])
    : profileOfAnswers(facts);
  const path = pathOf(profile);
  if (path.positionOf(n) === undefined) throw new DomainError('CONFLICT', 'answer.notAsked');
  const following = path.nextAfter(n);
  const move: Move = {
    n,
    questionId: question.id,
    before: path.previousBefore(n)?.questionNumber ?? 0,
    nextId: following?.id ?? null,
    cursor: following?.questionNumber ?? n,
    last: path.last.questionNumber,
  };
  // One statement on the usual path; the first answer, a restart and a refusal try once more.
  const saved =
    (await save(deps.db, principal, move, choice)) ?? (await startAndSave(deps, principal, move, choice));
  if (!saved) {
    // Completed means completed: the results, the e-mail and the roadmap stay as sent.
    const row = await assessmentOf(deps, userId);
    if (row && !row.outdated && row.status === 'completed')
      throw new DomainError('CONFLICT', 'assessment.completed');
    throw new DomainError('CONFLICT', 'answer.notCurrent');
  }
  const answered =
    isFact && path !== before
      ? await pullBackFrontier(deps, saved.id, saved.after, before, path)
      : saved.after;
  const progress = progressView(answered, profile, locale);
  const step = question.step;
  const stepDone = path.positionInStep(n) === path.stepCounts[step.key];
  const next = progress.isCompleted ? null : (following ?? null);
  // Only a finished step reads answers; the next question's came with the save.
  const stored = await answersOf(deps, saved.id, stepDone ? step.questions.map((q) => q.id) : []);
  const nextSaved =
    next !== null && saved.nextSelected !== null
      ? { selectedOptionIds: saved.nextSelected, additionalInputs: saved.nextInputs ?? {} }
      : undefined;
  const nextPrevious =
    saved.prevSelected === null
      ? undefined
      : { selectedOptionIds: saved.prevSelected, additionalInputs: saved.prevInputs ?? {} };
  const records: AnswerRecord[] = stepDone
    ? step.questions.flatMap((q) => {
        const a = stored.get(q.id);
        return a ? [{ questionId: q.id, selectedOptionIds: a.selectedOptionIds }] : [];
      })
    : [];
  return {
    completed: progress.isCompleted,
    nextQuestion: next === null ? null : questionView(next.questionNumber, locale, path),
    nextStep: next === null ? null : stepView(next.step, locale, path),
    existingAnswer: next === null ? null : existingOf(next.id, nextSaved, nextPrevious),
    progress,
    completedStep: stepDone
      ? { step: stepView(step, locale, path), score: stepScoreView(step, records, locale, profile) }
      : null,
    // A context answer that changed which activities apply changes the steps' question counts.
    stepQuestionCounts: isFact && path !== before ? STEPS.map((s) => path.stepCounts[s.key]) : null,
  };
}
