/**
 * The chat's state machine (product-spec §4 "Assessment"): load → answering → typing (answer
 * bubble + typing indicator) → next question, step progress or completed; back loads the previous
 * question with its answer. A pure reducer, unit-tested.
 */
import type { Locale } from '@hai/domain';
import type {
  AnswerView,
  CurrentView,
  ProgressView,
  QuestionView,
  StepView,
  SubmissionView,
} from '../../lib/trpc';
import { EMPTY_DRAFT, draftFrom, type Draft } from './answer';

export interface ChatView {
  question: QuestionView | null;
  step: StepView;
  totalSteps: number;
  history: { question: QuestionView; answer: AnswerView }[];
  progress: ProgressView;
  locale: Locale;
}

export interface ChatState {
  phase: 'loading' | 'error' | 'answering' | 'typing' | 'completed';
  loadError: string | null;
  /** A failed submit or back, shown next to the buttons. */
  actionError: string | null;
  view: ChatView | null;
  draft: Draft;
  /** The answer just sent, shown as a bubble while the next question is "typed". */
  pending: { question: QuestionView; answer: AnswerView } | null;
  /** The step whose last question was just answered (the hook then raises the step-completed state). */
  completedStep: StepView | null;
  goingBack: boolean;
}

export type ChatAction =
  | { type: 'load' }
  | { type: 'loaded'; data: CurrentView; locale: Locale; keepDraft?: boolean }
  | { type: 'loadFailed'; message: string }
  | { type: 'draft'; draft: Draft }
  | { type: 'submit'; answer: AnswerView }
  | { type: 'submitted'; data: SubmissionView; locale: Locale }
  | { type: 'submitFailed'; message: string }
  | { type: 'back' }
  | { type: 'backDone'; data: CurrentView; locale: Locale }
  | { type: 'backFailed'; message: string };

export const INITIAL_CHAT: ChatState = {
  phase: 'loading',
  loadError: null,
  actionError: null,
  view: null,
  draft: EMPTY_DRAFT,
  pending: null,
  completedStep: null,
  goingBack: false,
};

function viewOf(data: CurrentView, locale: Locale): ChatView {
  return {
    question: data.currentQuestion,
    step: data.currentStep,
    totalSteps: data.allSteps.length,
    history: data.stepHistory,
    progress: data.progress,
    locale,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'load':
      return { ...state, phase: state.view ? state.phase : 'loading', loadError: null };
    case 'loaded': {
      const sameQuestion = state.view?.question?.id === action.data.currentQuestion?.id;
      return {
        ...state,
        phase:
          action.data.completed && (!action.data.currentQuestion || state.phase === 'completed')
            ? 'completed'
            : 'answering',
        loadError: null,
        actionError: null,
        view: viewOf(action.data, action.locale),
        draft: action.keepDraft && sameQuestion ? state.draft : draftFrom(action.data.existingAnswer),
        pending: null,
      };
    }
    case 'loadFailed':
      return { ...state, phase: state.view ? state.phase : 'error', loadError: action.message };
    case 'draft':
      return { ...state, draft: action.draft, actionError: null };
    case 'submit':
      if (!state.view?.question) return state;
      return {
        ...state,
        phase: 'typing',
        actionError: null,
        pending: { question: state.view.question, answer: action.answer },
      };
    case 'submitted': {
      const d = action.data;
      const view = state.view!;
      if (d.completed) {
        // The last answer stays in the chat above the completed panel.
        const history = state.pending ? [...view.history, state.pending] : view.history;
        return {
          ...state,
          phase: 'completed',
          pending: null,
          completedStep: d.completedStep,
          view: { ...view, question: null, history, progress: d.progress },
        };
      }
      return {
        ...state,
        phase: 'answering',
        pending: null,
        completedStep: d.completedStep,
        draft: draftFrom(d.existingAnswer),
        view: {
          ...view,
          question: d.nextQuestion,
          step: d.nextStep ?? view.step,
          history: d.stepHistory,
          progress: d.progress,
          locale: action.locale,
        },
      };
    }
    case 'submitFailed':
      return { ...state, phase: 'answering', pending: null, actionError: action.message };
    case 'back':
      return { ...state, goingBack: true, actionError: null };
    case 'backDone':
      return {
        ...state,
        phase: 'answering',
        goingBack: false,
        completedStep: null,
        view: viewOf(action.data, action.locale),
        draft: draftFrom(action.data.existingAnswer),
      };
    case 'backFailed':
      return { ...state, goingBack: false, actionError: action.message };
  }
}
