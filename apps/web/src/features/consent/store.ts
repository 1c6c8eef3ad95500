/**
 * The consent state of the page (product-spec §4 "Cookie consent"): the stored
 * choice (read once from `cookie_consent`) and whether the manage dialog is open. A tiny external
 * store, so the banner, the dialog, the floating button and the opt-out page's button share it
 * without a provider.
 */
import { useSyncExternalStore } from 'react';
import { makeConsent, parseConsent, writeConsentCookie, type Consent } from './cookie';

/** What the consent UI renders from: the saved choice (null: none yet) and the dialog's state. */
export interface ConsentState {
  consent: Consent | null;
  dialogOpen: boolean;
}

let state: ConsentState = {
  consent: typeof document === 'undefined' ? null : parseConsent(document.cookie),
  dialogOpen: false,
};
const listeners = new Set<() => void>();

function set(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** The current {@link ConsentState}, re-rendering on change. */
export function useConsent(): ConsentState {
  // The same value on the server (the build's prerender, apps/web/scripts/prerender.ts).
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

let opener: HTMLElement | null = null;

/** Open the manage dialog (banner "Manage", the floating button, the opt-out page). */
export function openConsentSettings(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set({ dialogOpen: true });
}

/**
 * Where focus goes when the dialog closes: the control that opened it if it is still on the page
 * (the opt-out page's button), else the floating button (a choice was saved), else the banner's
 * first button (no choice: the banner is back), else the main landmark.
 */
export function consentReturnFocus(): HTMLElement | null {
  if (opener?.isConnected && !opener.closest('dialog')) return opener;
  return (
    document.querySelector<HTMLElement>('.consent-fab') ??
    document.querySelector<HTMLElement>('.consent-banner .btn') ??
    document.getElementById('main')
  );
}

/** Close the dialog without a choice; with no saved consent the banner shows again. */
export function closeConsentSettings(): void {
  set({ dialogOpen: false });
}

/**
 * Take `consent` as the page's state without writing any cookie: the server's first screen of a
 * signed-in page is drawn for the choice its request carried (src/prerender/entry.tsx).
 */
export function adoptConsent(consent: Consent | null): void {
  set({ consent, dialogOpen: false });
}

/**
 * Save a choice: accept all (`{statistics: true, marketing: true}`), deny (both false) or the
 * dialog's toggles. Writes the cookie, deletes refused categories' cookies, closes the dialog.
 */
export function saveConsent(choice: { statistics: boolean; marketing: boolean }): void {
  const consent = makeConsent(choice);
  writeConsentCookie(consent);
  set({ consent, dialogOpen: false });
}
