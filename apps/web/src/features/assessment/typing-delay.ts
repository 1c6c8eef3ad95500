/**
 * How long the typing indicator shows before the next question (spec §4, §9: about 800 ms), and
 * none for users who ask for reduced motion (`prefers-reduced-motion`) or turned on "Answer faster".
 */
export const TYPING_MS = 800;

declare global {
  interface Window {
    /** Test hook set by the browser journey before the app loads; users never have it. */
    __HAI_TEST__?: { typingMs?: number };
  }
}

/**
 * The typing delay in ms: the test override when set, 0 under `prefers-reduced-motion: reduce`
 * (`reducedMotion`, read from the browser unless given) or with the "Answer faster" preference on
 * (`faster`), else {@link TYPING_MS}.
 */
export function typingDelayMs(reducedMotion: boolean = prefersReducedMotion(), faster = false): number {
  const override = typeof window !== 'undefined' ? window.__HAI_TEST__?.typingMs : undefined;
  if (typeof override === 'number' && override >= 0) return override;
  return reducedMotion || faster ? 0 : TYPING_MS;
}

/** Whether the browser asks for reduced motion (false where it cannot tell). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}
