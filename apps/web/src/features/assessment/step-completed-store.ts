/**
 * The step-completed state (product-spec §4 "Assessment"): raised by the chat when an answer
 * finishes a step, read by the step-progress page and its guard, cleared by Continue, by the
 * chat's back button and by the next answer that does not finish a step. Kept in sessionStorage
 * so a reload on /step-progress still shows the page; logout clears it.
 */
import { useSyncExternalStore } from 'react';
import type { ProgressView, StepView } from '../../lib/trpc';

export interface CompletedStepState {
  step: StepView;
  /** Progress right after the answer, shown until `assessment.current` answers. */
  progress: ProgressView;
}

const KEY = 'hai.completedStep';

function read(): CompletedStepState | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CompletedStepState> | null;
    return parsed?.step && parsed.progress ? (parsed as CompletedStepState) : null;
  } catch {
    return null;
  }
}

function write(value: CompletedStepState | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage unavailable: the state lives in memory only.
  }
}

let current: CompletedStepState | null | undefined;
const listeners = new Set<() => void>();

export const completedStepStore = {
  get(): CompletedStepState | null {
    if (current === undefined) current = typeof window === 'undefined' ? null : read();
    return current;
  },
  set(next: CompletedStepState | null): void {
    if (next === null && completedStepStore.get() === null) return;
    current = next;
    write(next);
    for (const l of listeners) l();
  },
  clear(): void {
    completedStepStore.set(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCompletedStep(): CompletedStepState | null {
  return useSyncExternalStore(completedStepStore.subscribe, completedStepStore.get, completedStepStore.get);
}
