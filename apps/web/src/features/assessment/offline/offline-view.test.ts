/** What the chat shows with answers kept on this device (offline-view.ts). */
import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '@hai/domain';
import type { QuestionView } from '../../../lib/trpc';
import type { ChatView } from '../chat-state';
import { queuedAnswer } from './answer-queue';
import { keptToShow, withKept, type NextQuestion } from './offline-view';

const q = (n: number): QuestionView => {
  const b = QUESTIONS[n - 1]!;
  return {
    id: b.id,
    questionNumber: n,
    questionText: b.text.en,
    questionType: 'single_choice',
    kind: b.kind,
    stepId: b.step.key,
    numberInStep: b.indexInStep + 1,
    options: [],
  };
};
const keep = (n: number) => queuedAnswer({ questionId: q(n).id, selectedOptionIds: [`${q(n).id}-b`] }, q(n));
const answer = { selectedOptionIds: ['x'], additionalInputs: {} };

/** The server's view at question 3, questions 1 and 2 answered. */
const view: ChatView = {
  question: q(3),
  existingAnswer: { ...answer, source: 'saved' },
  suggestion: null,
  step: { id: 'VIZIUNE', questionCount: 15 } as ChatView['step'],
  totalSteps: 12,
  history: [
    { question: q(1), answer },
    { question: q(2), answer },
  ],
  progress: {} as ChatView['progress'],
  completed: false,
  notice: null,
};
const next = (n: number | null, end: NextQuestion['end'] = null): NextQuestion => ({
  question: n === null ? null : q(n),
  end,
  questionCount: 14,
});

describe('keptToShow', () => {
  it('leaves out what the server holds already and the answer whose typing indicator shows', () => {
    const kept = [keep(2), keep(3), keep(4), keep(5)];
    expect(keptToShow(view, kept).map((a) => a.question.questionNumber)).toEqual([3, 4, 5]);
    expect(keptToShow(view, kept, q(5).id).map((a) => a.question.questionNumber)).toEqual([3, 4]);
  });
});

describe('withKept', () => {
  it('shows the kept answers after the history, marked, then the next question of the step', () => {
    const shown = withKept(view, [keep(3), keep(4)], next(5));
    expect(shown.history.map((h) => [h.question.questionNumber, h.queued ?? false])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, true],
    ]);
    expect(shown.history[3]!.answer.selectedOptionIds).toEqual([`${q(4).id}-b`]);
    expect(shown.question?.questionNumber).toBe(5);
    expect(shown.existingAnswer).toBeNull();
    expect(shown.step.questionCount).toBe(14);
    expect(shown.needsConnection).toBeUndefined();
  });

  it('waits for a connection at the step’s end, at the end, or when the next question is not known', () => {
    expect(withKept(view, [keep(3)], next(null, 'step'))).toMatchObject({
      question: null,
      needsConnection: 'step',
    });
    expect(withKept(view, [keep(3)], next(null, 'finish'))).toMatchObject({ needsConnection: 'finish' });
    expect(withKept(view, [keep(3)], undefined)).toMatchObject({
      question: null,
      needsConnection: 'question',
    });
    // Kept answers that do not start at the server's question: nothing to ask until it answers.
    expect(withKept(view, [keep(4)], next(5))).toMatchObject({ question: null, needsConnection: 'question' });
  });

  it('shows neither a question nor a notice while the planner works on the next question', () => {
    const shown = withKept(view, [keep(3)], 'pending');
    expect(shown.history).toHaveLength(3);
    expect(shown.question).toBeNull();
    expect(shown.needsConnection).toBeUndefined();
  });

  it('changes nothing when nothing is kept or the assessment is completed', () => {
    expect(withKept(view, [], next(5))).toBe(view);
    const done = { ...view, completed: true, question: null };
    expect(withKept(done, [keep(3)], next(5))).toBe(done);
  });
});
