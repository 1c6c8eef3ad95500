/**
 * One call per key: React StrictMode runs effects twice in development, which would spend the
 * single-use verification token on the first call and fail the second. Both callers share the
 * first call's promise.
 */
const calls = new Map<string, Promise<unknown>>();

export function verifyOnce<T>(key: string, call: () => Promise<T>): Promise<T> {
  let p = calls.get(key) as Promise<T> | undefined;
  if (!p) {
    p = call();
    calls.set(key, p);
  }
  return p;
}
