import { describe, expect, it } from 'vitest';
import type { CurrentView, StepView, SubmissionView } from '../../lib/trpc';
import { INITIAL_CHAT, chatReducer, type ChatState } from './chat-state';
import { MULTI, SIZE } from './fixtures';

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
const progress = (answered: number) => ({
  answeredQuestions: answered,
  totalQuestions: 180,
  completionPercentage: (answered / 180) * 100,
  completedSteps: Math.floor(answered / 15),
  totalSteps: 12,
  isCompleted: answered === 180,
});

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
    stepHistory: [],
    ...extra,
  };
}

const loaded = (data = current()): ChatState =>
  chatReducer(chatReducer(INITIAL_CHAT, { type: 'load' }), { type: 'loaded', data, locale: 'ro' });

describe('chatReducer', () => {
  it('loads into answering, prefilled from the existing answer', () => {
    const s = loaded(
      current({ existingAnswer: { selectedOptionIds: ['q-size-a'], additionalInputs: { 'q-size-a': '7' } } }),
    );
    expect(s.phase).toBe('answering');
    expect(s.view?.question?.id).toBe('q-size');
    expect(s.view?.totalSteps).toBe(12);
    expect(s.draft).toEqual({ selected: ['q-size-a'], inputs: { 'q-size-a': '7' } });
  });

  it('shows a load error only when nothing is loaded', () => {
    expect(chatReducer(INITIAL_CHAT, { type: 'loadFailed', message: 'x' })).toMatchObject({
      phase: 'error',
      loadError: 'x',
    });
    expect(chatReducer(loaded(), { type: 'loadFailed', message: 'x' }).phase).toBe('answering');
  });

  it('opens a completed assessment on the completed panel', () => {
    expect(loaded(current({ completed: true, currentQuestion: null, progress: progress(180) })).phase).toBe(
      'completed',
    );
  });

  it('submit shows the answer bubble while typing, then the next question', () => {
    const answer = { selectedOptionIds: ['q-size-b'], additionalInputs: {} };
    const typing = chatReducer(loaded(), { type: 'submit', answer });
    expect(typing.phase).toBe('typing');
    expect(typing.pending).toEqual({ question: SIZE, answer });
    const next = chatReducer(typing, {
      type: 'submitted',
      data: submission({ existingAnswer: { selectedOptionIds: ['q-multi-a'], additionalInputs: {} } }),
      locale: 'ro',
    });
    expect(next.phase).toBe('answering');
    expect(next.pending).toBeNull();
    expect(next.view?.question?.id).toBe('q-multi');
    expect(next.view?.progress.answeredQuestions).toBe(1);
    expect(next.draft.selected).toEqual(['q-multi-a']);
  });

  it('raises the step-completed notice when a step ends, and back clears it', () => {
    const typing = chatReducer(loaded(), {
      type: 'submit',
      answer: { selectedOptionIds: ['q-size-b'], additionalInputs: {} },
    });
    const next = chatReducer(typing, {
      type: 'submitted',
      data: submission({ nextStep: STEP2, completedStep: STEP }),
      locale: 'ro',
    });
    expect(next.completedStep?.id).toBe('VIZIUNE');
    expect(next.view?.step.id).toBe('CLARITATE');
    const back = chatReducer(chatReducer(next, { type: 'back' }), {
      type: 'backDone',
      data: current({ existingAnswer: { selectedOptionIds: ['q-size-b'], additionalInputs: {} } }),
      locale: 'ro',
    });
    expect(back.completedStep).toBeNull();
    expect(back.goingBack).toBe(false);
    expect(back.view?.question?.id).toBe('q-size');
    expect(back.draft.selected).toEqual(['q-size-b']);
  });

  it('goes to the completed panel after the last answer', () => {
    const typing = chatReducer(loaded(), {
      type: 'submit',
      answer: { selectedOptionIds: ['q-size-b'], additionalInputs: {} },
    });
    const done = chatReducer(typing, {
      type: 'submitted',
      data: submission({ completed: true, nextQuestion: null, nextStep: null, progress: progress(180) }),
      locale: 'ro',
    });
    expect(done.phase).toBe('completed');
    expect(done.view?.progress.isCompleted).toBe(true);
    expect(done.view?.history.at(-1)?.question.id).toBe('q-size');
  });

  it('a failed submit restores the options with the draft and an error', () => {
    const s0 = chatReducer(loaded(), {
      type: 'draft',
      draft: { selected: ['q-size-a'], inputs: { 'q-size-a': '5' } },
    });
    const failed = chatReducer(
      chatReducer(s0, {
        type: 'submit',
        answer: { selectedOptionIds: ['q-size-a'], additionalInputs: { 'q-size-a': '5' } },
      }),
      {
        type: 'submitFailed',
        message: 'nope',
      },
    );
    expect(failed).toMatchObject({ phase: 'answering', pending: null, actionError: 'nope' });
    expect(failed.draft.inputs['q-size-a']).toBe('5');
  });

  it('keeps the draft when the same question is reloaded in another language', () => {
    const s0 = chatReducer(loaded(), {
      type: 'draft',
      draft: { selected: ['q-size-a'], inputs: { 'q-size-a': '5' } },
    });
    const s1 = chatReducer(s0, { type: 'loaded', data: current(), locale: 'en', keepDraft: true });
    expect(s1.draft.inputs['q-size-a']).toBe('5');
    expect(s1.view?.locale).toBe('en');
  });
});
