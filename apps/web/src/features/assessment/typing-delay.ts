/** How long the typing indicator shows before the next question (spec §4, §9: about 800 ms). */
export const TYPING_MS = 800;

declare global {
  interface Window {
    /** Test hook set by the browser journey before the app loads; users never have it. */
    __HAI_TEST__?: { typingMs?: number };
  }
}

export function typingDelayMs(): number {
  const override = typeof window !== 'undefined' ? window.__HAI_TEST__?.typingMs : undefined;
  return typeof override === 'number' && override >= 0 ? override : TYPING_MS;
}
