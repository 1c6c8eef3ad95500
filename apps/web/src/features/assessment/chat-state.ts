/**
 * The chat's pure parts (product-spec §4 "Assessment"), unit-tested. Server state stays in the
 * query cache: the chat shows an `assessment.current` view, and an answer or a step back writes
 * the view it moved to (see useAssessmentChat). What is the chat's own lives here:
 * - {@link chatView}: what the chat shows of a view (the completed panel after the last answer;
 *   while re-taking, the earlier answer offered as a {@link ChatView.suggestion});
 * - {@link afterAnswer}: the view an answer moves to, built from the answer's response (which
 *   carries no step history, the chat already shows it, and the steps only when their question
 *   counts changed);
 * - {@link pendingAnswer}: the answer bubble shown with the typing indicator while it is sent;
 * - {@link submissionOf}: what Submit or Enter sends for a draft (a suggestion left as it is sends
 *   the previous answer unchanged, its inputs included);
 * - {@link chatReducer} / {@link draftOf}: client state, the user's unsent answer (kept per
 *   question, so that a language switch, which only refetches the texts, keeps it) and the last
 *   failure of a submit or back.
 */
import type { Locale } from '@hai/domain';
import type {
  AnswerView,
  CurrentView,
  ExistingAnswerView,
  ProgressView,
  QuestionView,
  StepView,
  SubmissionView,
} from '../../lib/trpc';
import { draftFrom, isDraftValid, toSubmission, type Draft } from './answer';

export interface ChatPair {
  question: QuestionView;
  answer: AnswerView;
  /** Kept on this device, not sent yet (offline/offline-view.ts). */
  queued?: boolean;
}

export interface ChatView {
  /** The question to answer; null once the assessment is completed. */
  question: QuestionView | null;
  /**
   * The answer it shows selected (spec §4: an existing answer prefills selection and inputs): its
   * saved answer, or while re-taking the previous assessment's answer (then also `suggestion`).
   */
  existingAnswer: AnswerView | null;
  /**
   * While re-taking: the answer the previous assessment gave to this question,
   * offered selected ("your answer last time") and confirmed by one Enter; it is not an answer
   * of this assessment until sent, so it never shows as an answered bubble. Null otherwise.
   */
  suggestion: AnswerView | null;
  step: StepView;
  totalSteps: number;
  /** The earlier questions of the step with their answers. */
  history: ChatPair[];
  progress: ProgressView;
  completed: boolean;
  /** `bank-updated`: the assessment was restarted on a renewed question bank. */
  notice: CurrentView['notice'];
  /**
   * With answers kept on this device and no question to ask next without the server (offline/
   * offline-view.ts): `step` at the end of a step, `finish` after the last question, `question`
   * when the next question is not known here. Absent otherwise.
   */
  needsConnection?: 'step' | 'finish' | 'question';
}

/**
 * What the chat shows of `data`. Completed, it is the completed panel under the step's answers:
 * the server's view at the stored position still names the last question, which then joins them.
 */
export function chatView(data: CurrentView): ChatView {
  const suggested = isSuggestion(data.existingAnswer);
  const common = {
    step: data.currentStep,
    totalSteps: data.allSteps.length,
    progress: data.progress,
    notice: data.notice,
  };
  if (!data.completed) {
    return {
      ...common,
      question: data.currentQuestion,
      existingAnswer: data.existingAnswer,
      suggestion: suggested ? data.existingAnswer : null,
      history: data.stepHistory,
      completed: false,
    };
  }
  // The last question joins the answered ones with its saved answer, never with a suggestion.
  const last =
    data.currentQuestion && data.existingAnswer && !suggested
      ? [{ question: data.currentQuestion, answer: data.existingAnswer }]
      : [];
  return {
    ...common,
    question: null,
    existingAnswer: null,
    suggestion: null,
    history: [...data.stepHistory, ...last],
    completed: true,
  };
}

/**
 * Whether `answer` is a suggestion from the assessment being re-taken (`source: 'previous'`)
 * rather than an answer saved on this one (`saved`, or no source: older shapes).
 */
export function isSuggestion(answer: ExistingAnswerView | null | undefined): boolean {
  return answer?.source === 'previous';
}

/**
 * The view after `sent` was accepted as the answer to the question `shown` showed: the next
 * question with its stored answer and step, the progress, and the step's history (the answered
 * question joins it, or it starts afresh in a new step). After the last answer, no question.
 */
export function afterAnswer(shown: CurrentView, sent: AnswerView, data: SubmissionView): CurrentView {
  const answered = shown.currentQuestion
    ? [...shown.stepHistory, { question: shown.currentQuestion, answer: sent }]
    : shown.stepHistory;
  const sameStep = data.nextStep === null || data.nextStep.id === shown.currentStep.id;
  return {
    assessmentId: shown.assessmentId,
    status: data.completed ? 'completed' : 'started',
    completed: data.completed,
    currentQuestion: data.nextQuestion,
    currentStep: data.nextStep ?? shown.currentStep,
    // The steps' question counts change only with an answer that changed the company's path.
    allSteps: data.stepQuestionCounts
      ? shown.allSteps.map((s, i) => ({
          ...s,
          questionCount: data.stepQuestionCounts![i] ?? s.questionCount,
        }))
      : shown.allSteps,
    stepHistory: sameStep ? answered : [],
    existingAnswer: data.existingAnswer,
    progress: data.progress,
    bankVersion: shown.bankVersion,
    // The notice lasts until the first answer on the renewed bank.
    notice: null,
  };
}

/** An answer as sent to `assessment.answer`. */
export interface SentAnswer {
  questionId: string;
  selectedOptionIds: string[];
  additionalInputs?: Record<string, string>;
}

/**
 * The answer being sent, shown as a bubble with the typing indicator (spec §4) as long as the
 * chat still shows its question; null otherwise (nothing sent, or the next question is there).
 */
export function pendingAnswer(view: ChatView, sending: SentAnswer | undefined): ChatPair | null {
  if (!sending || !view.question || view.question.id !== sending.questionId) return null;
  return {
    question: view.question,
    answer: {
      selectedOptionIds: sending.selectedOptionIds,
      additionalInputs: sending.additionalInputs ?? {},
    },
  };
}

export interface ChatState {
  /** The user's unsent answer to one question; every other question shows its stored answer. */
  draft: { questionId: string; value: Draft } | null;
  /** A failed submit or back, shown next to the buttons until the next edit, submit or back. */
  error: string | null;
}

export type ChatAction =
  /** The user changed the answer to a question. */
  | { type: 'edit'; questionId: string; draft: Draft }
  /** A submit starts: the draft sent stays (a failure gives it back), any other question's is dropped. */
  | { type: 'send'; questionId: string; draft: Draft }
  /** The answer was stored: that question shows its stored answer from now on. */
  | { type: 'sent'; questionId: string }
  | { type: 'back' }
  | { type: 'failed'; message: string };

export const INITIAL_CHAT: ChatState = { draft: null, error: null };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'edit':
    case 'send':
      return { draft: { questionId: action.questionId, value: action.draft }, error: null };
    case 'sent':
      return state.draft?.questionId === action.questionId ? { ...state, draft: null } : state;
    case 'back':
      return { ...state, error: null };
    case 'failed':
      return { ...state, error: action.message };
  }
}

/**
 * The answer shown for the view's question: the user's unsent one, else the stored one (while
 * re-taking, the suggestion from last time: selected, its inputs filled).
 */
export function draftOf(state: ChatState, view: ChatView): Draft {
  if (view.question && state.draft?.questionId === view.question.id) return state.draft.value;
  return draftFrom(view.existingAnswer);
}

/**
 * What sending `draft` as the answer to `question` posts (Submit, Enter, or a choice that
 * auto-advances): `{ questionId, selectedOptionIds, additionalInputs }`, or null when the draft
 * is not a valid answer (nothing chosen, a value missing or out of range).
 */
export function submissionOf(question: QuestionView, draft: Draft, locale: Locale): SentAnswer | null {
  return isDraftValid(question, draft, locale) ? toSubmission(question, draft) : null;
}

/**
 * Where the chat goes after an accepted answer: `step-progress` when it finished a step that is
 * not the last (the chat opens /step-progress and does not show the next step's first question
 * before it), else `next` (the next question, or the completed panel).
 */
export function answerOutcome(
  result: Pick<SubmissionView, 'completed' | 'completedStep'>,
): 'step-progress' | 'next' {
  return result.completedStep && !result.completed ? 'step-progress' : 'next';
}

/**
 * Whether the chat explains the answer scale (`ScaleLegend intro`) before `view`'s question: it is
 * the first activity question of the bank (the first step's activity with only context questions
 * before it; question 1 is a context question) and no activity is answered yet (its own answer is
 * not saved; a re-take's suggestion does not count).
 */
export function showsScaleIntro(view: ChatView): boolean {
  const q = view.question;
  if (!q || q.kind !== 'activity' || view.step.globalOrder !== 1) return false;
  if (view.existingAnswer && !view.suggestion) return false;
  return view.history.every((h) => h.question.kind === 'context');
}
