/**
 * The chat's stored preferences: auto-advance (on by default, under
 * {@link AUTO_ADVANCE_KEY}) and "Answer faster" (off by default, under {@link ANSWER_FASTER_KEY}:
 * no typing indicator before the next question). Each is kept in localStorage and shared by every
 * mounted chat through a tiny store.
 */
import { useSyncExternalStore } from 'react';
import { ANSWER_FASTER_KEY, AUTO_ADVANCE_KEY, readAnswerFaster, readAutoAdvance } from './chat-keys';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A boolean preference stored under `key`, read by `read` on first use. */
function preference(key: string, read: (s: Storage | null) => boolean) {
  const listeners = new Set<() => void>();
  let value: boolean | undefined;
  const get = (): boolean => {
    if (value === undefined) value = read(storage());
    return value;
  };
  const set = (next: boolean): void => {
    value = next;
    try {
      storage()?.setItem(key, String(next));
    } catch {
      // Storage unavailable: the preference lasts until the page is reloaded.
    }
    for (const l of listeners) l();
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { get, set, subscribe };
}

const autoAdvance = preference(AUTO_ADVANCE_KEY, readAutoAdvance);
const answerFaster = preference(ANSWER_FASTER_KEY, readAnswerFaster);

/** `[autoAdvance, setAutoAdvance]`: the preference and its setter (which stores it). */
export function useAutoAdvance(): [boolean, (next: boolean) => void] {
  return [useSyncExternalStore(autoAdvance.subscribe, autoAdvance.get, autoAdvance.get), autoAdvance.set];
}

/** `[answerFaster, setAnswerFaster]`: the "Answer faster" preference and its setter (which stores it). */
export function useAnswerFaster(): [boolean, (next: boolean) => void] {
  return [useSyncExternalStore(answerFaster.subscribe, answerFaster.get, answerFaster.get), answerFaster.set];
}

/** The "Answer faster" preference now, outside React (the answer's typing delay reads it). */
export function answerFasterNow(): boolean {
  return answerFaster.get();
}
