/** localStorage keys (product-spec §2, §9) and guarded access (storage may be unavailable). */
export const STORAGE_KEYS = { token: 'authToken', locale: 'locale' } as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or disabled storage: the session simply does not survive a reload.
  }
}
