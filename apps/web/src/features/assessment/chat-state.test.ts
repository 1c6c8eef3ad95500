import { describe, expect, it } from 'vitest';
import type { CurrentView, QuestionView, StepView, SubmissionView } from '../../lib/trpc';
import {
  INITIAL_CHAT,
  afterAnswer,
  chatReducer,
  chatView,
  draftOf,
  isSuggestion,
  pendingAnswer,
  showsScaleIntro,
  submissionOf,
  type ChatState,
} from './chat-state';
import { MULTI, SIZE, question } from './fixtures';

const STEP: StepView = {
  id: 'VIZIUNE',
  name: 'Viziune',
  description: '<p>d</p>',
  globalOrder: 1,
  order: 1,
  questionCount: 15,
  aiPercent: 10,
  humanPercent: 90,
};
const STEP2: StepView = { ...STEP, id: 'CLARITATE', name: 'Claritate', globalOrder: 2, order: 2 };
const NEXT_STEP_FIRST = { ...question('q-next', 'single_choice', MULTI.options), stepId: 'CLARITATE' };
const progress = (answered: number) => ({
  answeredQuestions: answered,
  totalQuestions: 180,
  completionPercentage: (answered / 180) * 100,
  completedSteps: Math.floor(answered / 15),
  totalSteps: 12,
  isCompleted: answered === 180,
});
const B = { selectedOptionIds: ['q-size-b'], additionalInputs: {} };

function current(extra: Partial<CurrentView> = {}): CurrentView {
  return {
    assessmentId: 'a',
    status: 'started',
    completed: false,
    currentQuestion: SIZE,
    currentStep: STEP,
    allSteps: Array.from({ length: 12 }, () => STEP),
    stepHistory: [],
    existingAnswer: null,
    progress: progress(0),
    bankVersion: 3,
    notice: null,
    ...extra,
  };
}

function submission(extra: Partial<SubmissionView> = {}): SubmissionView {
  return {
    completed: false,
    nextQuestion: MULTI,
    nextStep: STEP,
    existingAnswer: null,
    progress: progress(1),
    completedStep: null,
    ...extra,
  };
}

/** The same question with its texts in another language, as a refetch after a switch returns it. */
const inEnglish = (q: QuestionView): QuestionView => ({ ...q, questionText: `${q.questionText} (en)` });

describe('chatView', () => {
  it('shows the question with its stored answer and the step so far', () => {
    const v = chatView(
      current({ stepHistory: [{ question: MULTI, answer: B }], existingAnswer: B, progress: progress(1) }),
    );
    expect(v).toMatchObject({ completed: false, existingAnswer: B, totalSteps: 12 });
    expect(v.question?.id).toBe('q-size');
    expect(v.history).toHaveLength(1);
  });

  it('opens a completed assessment on the completed panel', () => {
    const resumed = chatView(current({ completed: true, status: 'completed', currentQuestion: null }));
    expect(resumed).toMatchObject({ completed: true, question: null, history: [] });
  });

  it("puts the last question of the server's stored position among the answers once completed", () => {
    const v = chatView(
      current({ completed: true, status: 'completed', existingAnswer: B, progress: progress(180) }),
    );
    expect(v.question).toBeNull();
    expect(v.history.map((h) => h.question.id)).toEqual(['q-size']);
  });
});

describe('afterAnswer (the view an answer moves the chat to)', () => {
  it('moves to the next question of the step, the answer joining the history', () => {
    const next = afterAnswer(
      current(),
      B,
      submission({ existingAnswer: { selectedOptionIds: ['q-multi-a'], additionalInputs: {} } }),
    );
    expect(next.currentQuestion?.id).toBe('q-multi');
    expect(next.stepHistory).toEqual([{ question: SIZE, answer: B }]);
    expect(next.existingAnswer?.selectedOptionIds).toEqual(['q-multi-a']);
    expect(next.progress.answeredQuestions).toBe(1);
    expect(next).toMatchObject({ status: 'started', completed: false, currentStep: STEP });
  });

  it('starts the history afresh in a new step', () => {
    const next = afterAnswer(
      current(),
      B,
      submission({ nextQuestion: NEXT_STEP_FIRST, nextStep: STEP2, progress: progress(15) }),
    );
    expect(next.currentStep.id).toBe('CLARITATE');
    expect(next.stepHistory).toEqual([]);
    expect(next.allSteps).toHaveLength(12);
  });

  it("takes the steps' new question counts from an answer that changed the company's path, and keeps them otherwise", () => {
    const shown = current();
    const fewer = shown.allSteps.map((s, i) => (i === 6 ? s.questionCount - 5 : s.questionCount));
    const changed = afterAnswer(shown, B, submission({ stepQuestionCounts: fewer }));
    expect(changed.allSteps.map((s) => s.questionCount)).toEqual(fewer);
    expect(changed.allSteps.map((s) => s.name)).toEqual(shown.allSteps.map((s) => s.name));
    expect(afterAnswer(shown, B, submission({ stepQuestionCounts: null })).allSteps).toBe(shown.allSteps);
    expect(afterAnswer(shown, B, submission()).allSteps).toBe(shown.allSteps);
  });

  it('after the last answer: completed, no question, the answer kept above the panel', () => {
    const next = afterAnswer(
      current({ progress: progress(179) }),
      B,
      submission({ completed: true, nextQuestion: null, nextStep: null, progress: progress(180) }),
    );
    expect(next).toMatchObject({ status: 'completed', completed: true, currentQuestion: null });
    const v = chatView(next);
    expect(v.completed).toBe(true);
    expect(v.history.at(-1)).toEqual({ question: SIZE, answer: B });
  });
});

describe('pendingAnswer (the bubble with the typing indicator)', () => {
  const view = chatView(current());
  it('shows the answer being sent while the chat still shows its question', () => {
    expect(pendingAnswer(view, { questionId: 'q-size', selectedOptionIds: ['q-size-b'] })).toEqual({
      question: SIZE,
      answer: B,
    });
  });
  it('is gone once the next question is there, and when nothing is sent', () => {
    expect(pendingAnswer(view, { questionId: 'q-earlier', selectedOptionIds: ['x'] })).toBeNull();
    expect(pendingAnswer(view, undefined)).toBeNull();
  });
});

describe('chatReducer / draftOf (client state)', () => {
  const edit = (s: ChatState, questionId: string, selected: string[], inputs = {}) =>
    chatReducer(s, { type: 'edit', questionId, draft: { selected, inputs } });

  it('prefills the draft from the stored answer (spec §4)', () => {
    const view = chatView(
      current({ existingAnswer: { selectedOptionIds: ['q-size-a'], additionalInputs: { 'q-size-a': '7' } } }),
    );
    expect(draftOf(INITIAL_CHAT, view)).toEqual({ selected: ['q-size-a'], inputs: { 'q-size-a': '7' } });
    expect(draftOf(INITIAL_CHAT, chatView(current()))).toEqual({ selected: [], inputs: {} });
  });

  it('keeps the draft when the same question comes back in another language', () => {
    const s = edit(INITIAL_CHAT, 'q-size', ['q-size-a'], { 'q-size-a': '5' });
    const english = chatView(current({ currentQuestion: inEnglish(SIZE), existingAnswer: B }));
    expect(english.question?.questionText).toBe('Question q-size (en)');
    expect(draftOf(s, english)).toEqual({ selected: ['q-size-a'], inputs: { 'q-size-a': '5' } });
  });

  it("shows another question's stored answer, not this question's edits", () => {
    const s = edit(INITIAL_CHAT, 'q-size', ['q-size-a'], { 'q-size-a': '5' });
    const other = chatView(
      current({
        currentQuestion: MULTI,
        existingAnswer: { selectedOptionIds: ['q-multi-g'], additionalInputs: {} },
      }),
    );
    expect(draftOf(s, other).selected).toEqual(['q-multi-g']);
  });

  it('a failed submit keeps the draft and shows the error until the next edit', () => {
    const draft = { selected: ['q-size-a'], inputs: { 'q-size-a': '5' } };
    const sending = chatReducer(edit(INITIAL_CHAT, 'q-size', draft.selected, draft.inputs), {
      type: 'send',
      questionId: 'q-size',
      draft,
    });
    const failed = chatReducer(sending, { type: 'failed', message: 'nope' });
    expect(failed.error).toBe('nope');
    expect(draftOf(failed, chatView(current()))).toEqual(draft);
    expect(edit(failed, 'q-size', ['q-size-b']).error).toBeNull();
  });

  it('sending drops the edits of a question left by going back', () => {
    // Edited q-multi, went back to q-size and sent it unchanged: q-multi then shows its stored answer.
    const s0 = edit(INITIAL_CHAT, 'q-multi', ['q-multi-a']);
    const s1 = chatReducer(s0, {
      type: 'send',
      questionId: 'q-size',
      draft: { selected: ['q-size-b'], inputs: {} },
    });
    const multi = chatView(
      current({
        currentQuestion: MULTI,
        existingAnswer: { selectedOptionIds: ['q-multi-b'], additionalInputs: {} },
      }),
    );
    expect(draftOf(s1, multi).selected).toEqual(['q-multi-b']);
  });

  it('once stored, a question shows its stored answer again', () => {
    const s = chatReducer(
      chatReducer(INITIAL_CHAT, {
        type: 'send',
        questionId: 'q-size',
        draft: { selected: ['q-size-b'], inputs: {} },
      }),
      {
        type: 'sent',
        questionId: 'q-size',
      },
    );
    expect(s.draft).toBeNull();
    const back = chatView(
      current({
        existingAnswer: { selectedOptionIds: ['q-size-a'], additionalInputs: { 'q-size-a': '12' } },
      }),
    );
    expect(draftOf(s, back)).toEqual({ selected: ['q-size-a'], inputs: { 'q-size-a': '12' } });
  });

  it('back clears the error', () => {
    const failed = chatReducer(INITIAL_CHAT, { type: 'failed', message: 'nope' });
    expect(chatReducer(failed, { type: 'back' }).error).toBeNull();
  });
});

describe('re-take suggestions (the answer last time, one Enter to confirm)', () => {
  /** The previous assessment's answer to SIZE, with its number: a suggestion, not saved here. */
  const LAST_SIZE = {
    selectedOptionIds: ['q-size-a'],
    additionalInputs: { 'q-size-a': '250' },
    source: 'previous' as const,
  };
  /** The previous answer to MULTI: two choices, one with its text. */
  const LAST_MULTI = {
    selectedOptionIds: ['q-multi-a', 'q-multi-f'],
    additionalInputs: { 'q-multi-f': 'Podcasturi' },
    source: 'previous' as const,
  };

  it('tells a suggestion from a saved answer (no source reads as saved)', () => {
    expect(isSuggestion(LAST_SIZE)).toBe(true);
    expect(isSuggestion({ ...B, source: 'saved' })).toBe(false);
    expect(isSuggestion(B)).toBe(false);
    expect(isSuggestion(null)).toBe(false);
  });

  it('shows the question with the suggestion selected, never as an answered bubble', () => {
    const answered = { question: MULTI, answer: { selectedOptionIds: ['q-multi-b'], additionalInputs: {} } };
    const v = chatView(
      current({ stepHistory: [answered], existingAnswer: LAST_SIZE, progress: progress(1) }),
    );
    expect(v.question?.id).toBe('q-size');
    expect(v.suggestion).toEqual(LAST_SIZE);
    // The step so far holds only the answers saved on this assessment.
    expect(v.history).toEqual([answered]);
    expect(draftOf(INITIAL_CHAT, v)).toEqual({ selected: ['q-size-a'], inputs: { 'q-size-a': '250' } });
  });

  it('a saved answer is no suggestion', () => {
    expect(chatView(current({ existingAnswer: { ...B, source: 'saved' } })).suggestion).toBeNull();
    expect(chatView(current({ existingAnswer: B })).suggestion).toBeNull();
    expect(chatView(current()).suggestion).toBeNull();
  });

  it('a completed view never puts a suggestion among the answers', () => {
    const v = chatView(
      current({ completed: true, status: 'completed', existingAnswer: LAST_SIZE, progress: progress(180) }),
    );
    expect(v.history).toEqual([]);
    expect(v.suggestion).toBeNull();
  });

  it('Enter on the untouched suggestion sends the previous answer, its value included', () => {
    const v = chatView(current({ existingAnswer: LAST_SIZE }));
    expect(submissionOf(v.question!, draftOf(INITIAL_CHAT, v), 'ro')).toEqual({
      questionId: 'q-size',
      selectedOptionIds: ['q-size-a'],
      additionalInputs: { 'q-size-a': '250' },
    });
  });

  it('a multiple choice comes pre-checked and Enter sends the same selection and text', () => {
    const v = chatView(current({ currentQuestion: MULTI, existingAnswer: LAST_MULTI }));
    expect(draftOf(INITIAL_CHAT, v).selected).toEqual(['q-multi-a', 'q-multi-f']);
    expect(submissionOf(MULTI, draftOf(INITIAL_CHAT, v), 'en')).toEqual({
      questionId: 'q-multi',
      selectedOptionIds: ['q-multi-a', 'q-multi-f'],
      additionalInputs: { 'q-multi-f': 'Podcasturi' },
    });
  });

  it('another choice is sent instead, and the suggestion stays marked', () => {
    const v = chatView(current({ existingAnswer: LAST_SIZE }));
    const changed = chatReducer(INITIAL_CHAT, {
      type: 'edit',
      questionId: 'q-size',
      draft: { selected: ['q-size-b'], inputs: { 'q-size-a': '250' } },
    });
    expect(submissionOf(SIZE, draftOf(changed, v), 'ro')).toEqual({
      questionId: 'q-size',
      selectedOptionIds: ['q-size-b'],
      additionalInputs: {},
    });
    expect(v.suggestion?.selectedOptionIds).toEqual(['q-size-a']);
  });

  it('nothing is sent for an invalid draft', () => {
    expect(submissionOf(SIZE, { selected: [], inputs: {} }, 'ro')).toBeNull();
    expect(submissionOf(SIZE, { selected: ['q-size-a'], inputs: { 'q-size-a': '0' } }, 'ro')).toBeNull();
  });

  it('after a confirmed suggestion: it joins the answers as sent, the next one is suggested', () => {
    const shown = current({ existingAnswer: LAST_SIZE });
    const sent = { selectedOptionIds: ['q-size-a'], additionalInputs: { 'q-size-a': '250' } };
    const next = chatView(afterAnswer(shown, sent, submission({ existingAnswer: LAST_MULTI })));
    expect(next.history).toEqual([{ question: SIZE, answer: sent }]);
    expect(next.question?.id).toBe('q-multi');
    expect(next.suggestion).toEqual(LAST_MULTI);
  });
});

describe('showsScaleIntro', () => {
  const ACTIVITY: QuestionView = {
    ...question('q-act', 'single_choice', MULTI.options, 3),
    kind: 'activity',
  };
  const SALES = question('q-sales', 'single_choice', MULTI.options, 2);
  const A = { selectedOptionIds: ['q-multi-a'], additionalInputs: {} };
  const at = (extra: Partial<CurrentView>) =>
    chatView(current({ currentQuestion: ACTIVITY, progress: progress(2), ...extra }));

  it('explains the scale before the first activity question while no activity is answered', () => {
    const history = [
      { question: SIZE, answer: B },
      { question: SALES, answer: A },
    ];
    expect(showsScaleIntro(at({ stepHistory: history }))).toBe(true);
    // Re-taking, last time's answer is only a suggestion: still explained.
    expect(showsScaleIntro(at({ stepHistory: history, existingAnswer: { ...A, source: 'previous' } }))).toBe(
      true,
    );
  });

  it('not before a context question (question 1), an answered activity, or in a later step', () => {
    expect(showsScaleIntro(chatView(current()))).toBe(false);
    expect(showsScaleIntro(at({ existingAnswer: { ...A, source: 'saved' } }))).toBe(false);
    const later = { ...ACTIVITY, id: 'q-act-2', numberInStep: 4 };
    expect(
      showsScaleIntro(at({ currentQuestion: later, stepHistory: [{ question: ACTIVITY, answer: A }] })),
    ).toBe(false);
    expect(showsScaleIntro(at({ currentStep: STEP2 }))).toBe(false);
  });
});
