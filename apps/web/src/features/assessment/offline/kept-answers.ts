/**
 * The answers kept on this device (product-spec §4 "Assessment"), as the chat loads them: a chunk
 * of its own, fetched right after the chat shows (useOfflineAnswers), so that the assessment's
 * first load stays within its budget. The queue (answer-queue.ts), its sending (answer-sync.ts)
 * and what the chat shows of it (offline-view.ts); the bank's next question comes from a worker
 * (planner.ts, plan.worker.ts, step-plan.ts).
 */
import type { Locale } from '@hai/domain';
import type { QuestionView, SubmissionView } from '../../../lib/trpc';
import { isOutage } from '../answer-retry';
import type { ChatView, SentAnswer } from '../chat-state';
import type { AnswerSync } from './answer-sync';
import type { QueuedAnswer } from './answer-queue';
import { keptToShow, planInput, withKept } from './offline-view';
import { planner } from './planner';

export { answerSync, forgetKeptAnswers, type AnswerSync, type SyncState } from './answer-sync';
export { planner } from './planner';

/**
 * Start the bank's planner (its worker loads the question bank) once the browser is idle, so that
 * it runs before the connection goes. Returns the cancel.
 */
export function preparePlanner(): () => void {
  const start = () => planner().start();
  const idle = window.requestIdleCallback?.(start, { timeout: 3000 });
  const timer = idle === undefined ? window.setTimeout(start, 1500) : undefined;
  return () => {
    if (idle !== undefined) window.cancelIdleCallback(idle);
    window.clearTimeout(timer);
  };
}

/**
 * `base` (the server's view) with the answers `kept` on this device (offline-view.ts `withKept`)
 * and the next question as the planner tells it, in `locale`; `pendingQuestionId` is the answer
 * whose typing indicator shows (it stays out until then, its next question is asked already).
 */
export function showKept(
  base: ChatView,
  kept: readonly QueuedAnswer[],
  pendingQuestionId: string | undefined,
  locale: Locale,
): ChatView {
  const plan = (answers: readonly QueuedAnswer[]) => {
    const input = planInput(base, answers, locale);
    return input ? planner().plan(input) : undefined;
  };
  const shown = keptToShow(base, kept, pendingQuestionId);
  if (pendingQuestionId) plan(keptToShow(base, kept));
  return shown.length === 0 ? base : withKept(base, shown, plan(shown));
}

/** How an answer left: stored by the server (its response), or kept on this device. */
export type AnswerOutcome = { sent: SubmissionView } | { kept: true };

/**
 * Send `submission` (the answer to `question`) with `send`, or keep it on this device in `sync`'s
 * queue: kept when answers already wait there (they go first, in order), when the browser is
 * offline, or when `send` meets an outage (503, 502, 504, no answer: answer-retry.ts `isOutage`),
 * sent otherwise. Rejects with `send`'s error for any other failure (a refusal is final, as
 * before), or when IndexedDB cannot keep it.
 */
export async function sendOrKeep(
  sync: AnswerSync,
  submission: SentAnswer,
  question: QuestionView,
  send: (submission: SentAnswer) => Promise<SubmissionView>,
): Promise<AnswerOutcome> {
  await sync.ready();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline || (sync.getState().items?.length ?? 0) > 0) {
    await sync.enqueue(submission, question);
    return { kept: true };
  }
  try {
    return { sent: await send(submission) };
  } catch (err) {
    if (!isOutage(err)) throw err;
    await sync.enqueue(submission, question, err);
    return { kept: true };
  }
}
