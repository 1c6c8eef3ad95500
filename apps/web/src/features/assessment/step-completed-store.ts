/**
 * The step-completed state (product-spec §4 "Assessment"): which step the user has just finished
 * and is being shown on /step-progress. Raised by the chat when an answer finishes a step, read
 * by the step-progress page and its guard, cleared by Continue, by the chat's back button, by the
 * next answer that does not finish a step and by logout. Client state only: the step's name, score
 * and the progress are server state, in the query cache (the answer seeds them). Kept in
 * sessionStorage so that a reload on /step-progress still shows the page.
 */
import { useSyncExternalStore } from 'react';

export interface CompletedStepState {
  /** The finished step's key (`VIZIUNE`, …). */
  stepId: string;
}

const KEY = 'hai.completedStep';

function read(): CompletedStepState | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CompletedStepState> | null;
    return typeof parsed?.stepId === 'string' && parsed.stepId ? { stepId: parsed.stepId } : null;
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
