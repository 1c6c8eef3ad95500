/**
 * Sessions across tabs (spec §4 logout): every tab shares the token in localStorage. When
 * another tab removes it (logout, or a lost session there) this tab's session is over too; when
 * another tab stores a new one (a login), this tab takes it over. The `storage` event fires only
 * in the other tabs, never for a tab's own writes.
 */
import { STORAGE_KEYS, readStorage } from '../lib/storage';
import { session } from './session';

export type TokenChange = 'ended' | 'replaced' | 'unchanged';

/** What a change of the stored token means for a tab holding `current`. */
export function tokenChange(current: string | null, stored: string | null): TokenChange {
  if (stored === current) return 'unchanged';
  return stored === null ? 'ended' : 'replaced';
}

/** Follow the token other tabs store. Returns the unsubscribe. */
export function watchOtherTabs(on: { ended: () => void; replaced: (token: string) => void }): () => void {
  const onStorage = (e: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (e.key !== null && e.key !== STORAGE_KEYS.token) return;
    const stored = readStorage(STORAGE_KEYS.token);
    const change = tokenChange(session.token(), stored);
    if (change === 'ended') on.ended();
    else if (change === 'replaced' && stored !== null) on.replaced(stored);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
