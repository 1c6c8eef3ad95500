/**
 * The session (product-spec §4 "Auth"): the bearer token in localStorage (`authToken`) and the
 * loaded user in memory. An external store so that the tRPC link, the query cache's 401 handler
 * and components all see the same state.
 */
import { useSyncExternalStore } from 'react';
import type { UserOutput } from '@hai/domain';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

export interface SessionState {
  token: string | null;
  user: UserOutput | null;
}

let state: SessionState = { token: readStorage(STORAGE_KEYS.token), user: null };
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const l of listeners) l();
}

export const session = {
  get: (): SessionState => state,
  token: (): string | null => state.token,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After login: keep the token and the user. */
  start(token: string, user: UserOutput): void {
    writeStorage(STORAGE_KEYS.token, token);
    set({ token, user });
  },
  /** Another tab logged in: take its (already stored) token; the session gate loads the user. */
  adopt(token: string): void {
    set({ token, user: null });
  },
  setUser(user: UserOutput): void {
    set({ ...state, user });
  },
  /** Logout, 401 or a failed `auth.me`: forget token and user. */
  clear(): void {
    writeStorage(STORAGE_KEYS.token, null);
    if (state.token !== null || state.user !== null) set({ token: null, user: null });
  },
};

/** The session; `authenticated` means a token and a loaded user (spec §4). */
export function useSession(): SessionState & { authenticated: boolean } {
  const s = useSyncExternalStore(session.subscribe, session.get, session.get);
  return { ...s, authenticated: s.token !== null && s.user !== null };
}
