/**
 * What the chat shows with answers kept on this device (product-spec §4 "Assessment"): the
 * server's view, then each kept answer under its question, marked as not sent yet, then the next
 * question the server would ask when the bank knows it here (step-plan.ts), else the reason the
 * chat waits for a connection. Pure, unit-tested.
 */
import type { Locale } from '@hai/domain';
import type { QuestionView } from '../../../lib/trpc';
import type { ChatView } from '../chat-state';
import type { QueuedAnswer } from './answer-queue';

/** What comes after the kept answers, by the bank and the company's path (step-plan.ts). */
export interface NextQuestion {
  /** The next question the server would ask in this step, or null when the step ends there. */
  question: QuestionView | null;
  /** With no question: `step` at the end of a step, `finish` after the path's last question. */
  end: 'step' | 'finish' | null;
  /** The step's questions on the company's path once the kept answers count. */
  questionCount: number;
}

/**
 * What the bank's planner (step-plan.ts, in its worker) needs to tell the next question: what the
 * server said of the step (its `questionCount`, the question it shows with its number in the step,
 * the answered questions before it), the kept answers (oldest first) and the language.
 */
export interface PlanInput {
  stepId: string;
  questionCount: number;
  questionId: string;
  numberInStep: number;
  before: string[];
  kept: { questionId: string; selectedOptionIds: string[] }[];
  locale: Locale;
}

/** The {@link PlanInput} of `view` (with a question) and the answers `kept` after it, in `locale`. */
export function planInput(view: ChatView, kept: readonly QueuedAnswer[], locale: Locale): PlanInput | null {
  if (!view.question) return null;
  return {
    stepId: view.step.id,
    questionCount: view.step.questionCount,
    questionId: view.question.id,
    numberInStep: view.question.numberInStep,
    before: view.history.map((h) => h.question.id),
    kept: kept.map((a) => ({
      questionId: a.submission.questionId,
      selectedOptionIds: a.submission.selectedOptionIds,
    })),
    locale,
  };
}

/**
 * The kept answers the chat shows as kept: those the server's view does not hold yet (an answer
 * sent meanwhile is in its step history), without the one whose typing indicator shows
 * (`pendingQuestionId`, the answer just given: it shows as the pending bubble until then).
 */
export function keptToShow(
  view: ChatView,
  kept: readonly QueuedAnswer[],
  pendingQuestionId?: string,
): QueuedAnswer[] {
  const held = new Set(view.history.map((h) => h.question.id));
  return kept.filter(
    (a) => !held.has(a.submission.questionId) && a.submission.questionId !== pendingQuestionId,
  );
}

/**
 * `view` with the answers `kept` (from {@link keptToShow}), oldest first, after its step history
 * (`queued: true`), and then `next`'s question (null existing answer: what the server holds for it
 * is not known here), or no question and `needsConnection`: `step` / `finish` at the end of the
 * step or of the assessment, `question` when the next question is not known (`next` undefined) or
 * the kept answers do not start at the view's question; while the planner works on it (`next`
 * `'pending'`, a few milliseconds), neither. Unchanged when nothing is kept or the assessment is
 * completed.
 */
export function withKept(
  view: ChatView,
  kept: readonly QueuedAnswer[],
  next: NextQuestion | undefined | 'pending',
): ChatView {
  if (kept.length === 0 || view.completed) return view;
  const pairs = kept.map((a) => ({
    question: a.question,
    answer: {
      selectedOptionIds: a.submission.selectedOptionIds,
      additionalInputs: a.submission.additionalInputs,
    },
    queued: true,
  }));
  const none = { existingAnswer: null, suggestion: null };
  if (view.question?.id !== kept[0]!.submission.questionId)
    return { ...view, ...none, question: null, needsConnection: 'question' };
  const history = [...view.history, ...pairs];
  if (next === 'pending') return { ...view, ...none, history, question: null };
  const step = next ? { ...view.step, questionCount: next.questionCount } : view.step;
  if (next?.question) return { ...view, ...none, history, step, question: next.question };
  return { ...view, ...none, history, step, question: null, needsConnection: next?.end ?? 'question' };
}
