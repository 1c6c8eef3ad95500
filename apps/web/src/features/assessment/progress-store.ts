/**
 * Questionnaire progress shown in the navbar while answering (spec §2 "Navbar": answered of
 * total). The chat publishes it; the navbar reads it; logout resets it.
 */
import { useSyncExternalStore } from 'react';

export interface NavProgress {
  answered: number;
  total: number;
}

let current: NavProgress | null = null;
const listeners = new Set<() => void>();

export const progressStore = {
  get: (): NavProgress | null => current,
  set(next: NavProgress | null): void {
    if (next?.answered === current?.answered && next?.total === current?.total) return;
    current = next;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useNavProgress(): NavProgress | null {
  return useSyncExternalStore(progressStore.subscribe, progressStore.get, progressStore.get);
}
