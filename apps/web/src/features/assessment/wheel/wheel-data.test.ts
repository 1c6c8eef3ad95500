import { describe, expect, it } from 'vitest';
import type { CurrentView, StepView } from '../../../lib/trpc';
import { MULTI, SIZE } from '../fixtures';
import { wheelData } from './wheel-data';

const step = (order: number): StepView => ({
  id: `S${order}`,
  name: `Step ${order}`,
  description: '',
  globalOrder: order,
  order,
  questionCount: 15,
  aiPercent: order * 5,
  humanPercent: 100 - order * 5,
});
const ALL = Array.from({ length: 12 }, (_, i) => step(i + 1));

function view(current: number, extra: Partial<CurrentView> = {}): CurrentView {
  return {
    assessmentId: 'a',
    status: 'started',
    completed: false,
    currentQuestion: SIZE,
    currentStep: ALL[current - 1]!,
    // Served in another order: the wheel sorts them.
    allSteps: [...ALL].reverse(),
    stepHistory: [{ question: MULTI, answer: { selectedOptionIds: ['q-multi-a'], additionalInputs: {} } }],
    existingAnswer: null,
    bankVersion: 3,
    notice: null,
    progress: {
      answeredQuestions: (current - 1) * 15 + 1,
      totalQuestions: 180,
      completionPercentage: 0,
      completedSteps: current - 1,
      totalSteps: 12,
      isCompleted: false,
    },
    ...extra,
  };
}

describe('wheelData', () => {
  it('marks the steps before the current one completed and counts the answers of the step', () => {
    const d = wheelData(view(4));
    expect(d.steps.map((s) => s.order)).toEqual(ALL.map((s) => s.order));
    expect(d.steps.slice(2, 5).map((s) => s.status)).toEqual(['completed', 'current', 'future']);
    expect(d.completedSteps).toBe(3);
    expect(d.currentName).toBe('Step 4');
    expect(d.steps[3]).toMatchObject({ aiPercent: 20, humanPercent: 80 });
    expect([d.answered, d.totalQuestions, d.stepAnswered, d.stepQuestions]).toEqual([46, 180, 1, 15]);
  });

  it('counts an existing answer of the question shown (after a step back)', () => {
    expect(
      wheelData(view(1, { existingAnswer: { selectedOptionIds: ['x'], additionalInputs: {} } })).stepAnswered,
    ).toBe(2);
  });

  it('says the minutes left on the company’s path while answering, none once completed', () => {
    const progress = { ...view(2).progress, minutesLeft: 14 };
    expect(wheelData(view(2, { progress })).minutesLeft).toBe(14);
    expect(wheelData(view(2)).minutesLeft).toBeNull();
    expect(wheelData(view(12, { completed: true, currentQuestion: null, progress })).minutesLeft).toBeNull();
  });

  it('shows every step completed once the assessment is', () => {
    const d = wheelData(view(12, { completed: true, currentQuestion: null }));
    expect(d.completedSteps).toBe(12);
    expect(d.currentName).toBeNull();
    expect(d.stepAnswered).toBe(15);
  });
});
