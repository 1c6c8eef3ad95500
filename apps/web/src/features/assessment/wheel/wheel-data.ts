/**
 * What the side panel shows (spec §2 "Assessment", §9 "Progress"), derived from
 * an `assessment.current` view: the 12 steps with their status and ideal split, the completed
 * count, the overall bar (answered of the questions on the company's path) and the current
 * step's bar (answered of its asked questions); every count comes from the view.
 */
import type { CurrentView } from '../../../lib/trpc';
import { statusOf, type SegmentStatus } from './geometry';

/** One step on the wheel. */
export interface WheelStep {
  /** 1-based position (the label drawn on its segment). */
  order: number;
  name: string;
  /** The step's ideal AI and human split, percent. */
  aiPercent: number;
  humanPercent: number;
  status: SegmentStatus;
}

/** The panel's data. */
export interface WheelData {
  steps: WheelStep[];
  completedSteps: number;
  totalSteps: number;
  /** The current step's name, or null once every step is completed. */
  currentName: string | null;
  answered: number;
  totalQuestions: number;
  stepAnswered: number;
  stepQuestions: number;
  /** Minutes left on the company's own path (the reading model), or null when unknown or done. */
  minutesLeft: number | null;
}

/** The panel's data from a view (pure). */
export function wheelData(view: CurrentView): WheelData {
  const ordered = [...view.allSteps].sort((a, b) => a.order - b.order);
  const done = view.completed || view.progress.isCompleted;
  const currentIndex = ordered.findIndex((s) => s.id === view.currentStep.id);
  const steps = ordered.map((s, i) => ({
    order: s.order,
    name: s.name,
    aiPercent: s.aiPercent,
    humanPercent: s.humanPercent,
    status: statusOf(i, currentIndex, done),
  }));
  const stepQuestions = view.currentStep.questionCount;
  const stepAnswered = done
    ? stepQuestions
    : Math.min(stepQuestions, view.stepHistory.length + (view.existingAnswer ? 1 : 0));
  return {
    steps,
    completedSteps: steps.filter((s) => s.status === 'completed').length,
    totalSteps: view.progress.totalSteps || steps.length,
    currentName: done ? null : view.currentStep.name,
    answered: view.progress.answeredQuestions,
    totalQuestions: view.progress.totalQuestions,
    stepAnswered,
    stepQuestions,
    minutesLeft: done || view.progress.minutesLeft === undefined ? null : view.progress.minutesLeft,
  };
}
