/**
 * The auto-advance preference of the chat (issue 10 item 2): on by default, stored in
 * localStorage under {@link AUTO_ADVANCE_KEY}, shared by every mounted chat through a tiny store.
 */
import { useSyncExternalStore } from 'react';
import { AUTO_ADVANCE_KEY, readAutoAdvance } from './chat-keys';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let value: boolean | undefined;

function get(): boolean {
  if (value === undefined) value = readAutoAdvance(storage());
  return value;
}

function set(next: boolean): void {
  value = next;
  try {
    storage()?.setItem(AUTO_ADVANCE_KEY, String(next));
  } catch {
    // Storage unavailable: the preference lasts until the page is reloaded.
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `[autoAdvance, setAutoAdvance]`: the preference and its setter (which stores it). */
export function useAutoAdvance(): [boolean, (next: boolean) => void] {
  return [useSyncExternalStore(subscribe, get, get), set];
}
