/**
 * The session (product-spec §4 "Auth"): the bearer token is client state, kept in localStorage
 * (`authToken`) in an external store so that the tRPC link, the cross-tab watcher and components
 * all see the same one. The user is server state: the `auth.me` query, read by `useSession()`.
 */
import { useSyncExternalStore } from 'react';
import { SESSION_FLAG_COOKIE } from '@hai/domain';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';
import { trpc } from '../lib/trpc';

/**
 * Lifetime of the functional cookie flag {@link SESSION_FLAG_COOKIE} kept while a token is stored
 * (`hai_session=1`, no secret, `Path=/`, `SameSite=Lax`, 30 days: the longest session): the server cannot see localStorage, and skips
 * the prerendered anonymous first screen when the flag is there (fast first load;
 * apps/server/src/plugins/static.ts), so a logged-in user never sees it flash before their own.
 */
const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Set or delete the {@link SESSION_FLAG_COOKIE} flag to match whether a token is stored. */
function flagSession(on: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = on
    ? `${SESSION_FLAG_COOKIE}=1; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`
    : `${SESSION_FLAG_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

let token: string | null = readStorage(STORAGE_KEYS.token);
// A token stored before the flag existed, or a flag left behind by a cleared storage.
flagSession(token !== null);
const listeners = new Set<() => void>();

function set(next: string | null): void {
  if (next === token) return;
  token = next;
  flagSession(next !== null);
  for (const l of listeners) l();
}

export const session = {
  token: (): string | null => token,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After login: keep the token (the caller has put the user into the `auth.me` cache). */
  start(next: string): void {
    writeStorage(STORAGE_KEYS.token, next);
    set(next);
  },
  /** Another tab logged in: take its (already stored) token. */
  adopt(next: string): void {
    set(next);
  },
  /** Logout, a lost session or a failed `auth.me`: forget the token. */
  clear(): void {
    writeStorage(STORAGE_KEYS.token, null);
    set(null);
  },
};

/** The stored token, as React state. */
export function useToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.token, session.token);
}

/**
 * The session: the token and, while there is one, the user of `auth.me` (spec §4: authenticated
 * means a token and a loaded user). The user changes only through this app's own calls (login
 * seeds it, update-locale replaces it), so it is never refetched on its own.
 */
export function useSession() {
  const token = useToken();
  const me = trpc.auth.me.useQuery(undefined, { enabled: token !== null, staleTime: Infinity });
  const user = token === null ? null : (me.data?.user ?? null);
  return { token, user, authenticated: user !== null, userError: token === null ? null : me.error };
}
