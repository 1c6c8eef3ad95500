/**
 * The results page's active tab (spec §2 "Results", §4): kept in local storage
 * under `assessmentResultsActiveTab` and in the URL as `?tab=`, so a link opens the right tab and
 * a reload keeps it. The URL wins over storage; an unknown value falls back to the overview. The
 * overview, the default, is the bare `/results` (no parameter), so that address stays canonical.
 */
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readStorage, writeStorage } from '../../lib/storage';

/**
 * The tabs shown, in order (spec §2 "Results": five tabs, plus "progress": the re-take,
 * the reminder and the user's assessments, where the comparison with the last time goes).
 */
export const RESULTS_TABS = ['overview', 'strategy', 'steps', 'prompts', 'roadmap', 'progress'] as const;
export type ResultsTab = (typeof RESULTS_TABS)[number];

export const DEFAULT_TAB: ResultsTab = 'overview';
/** Local-storage key of the active tab (spec §2). */
export const ACTIVE_TAB_KEY = 'assessmentResultsActiveTab';
export const TAB_PARAM = 'tab';

export function isResultsTab(value: string | null | undefined): value is ResultsTab {
  return (RESULTS_TABS as readonly (string | null | undefined)[]).includes(value);
}

/** The URL parameter that stands for `tab`: none for the default. */
export function tabParam(tab: ResultsTab): string | null {
  return tab === DEFAULT_TAB ? null : tab;
}

export interface TabState {
  /** The tab to show. */
  active: ResultsTab;
  /** The value local storage should hold. */
  store: ResultsTab;
  /** The `tab` parameter the URL should carry (null: none). */
  param: string | null;
}

/**
 * The active tab from the URL's `tab` parameter (`param`, null when absent) and the stored value:
 * a parameter, even an unknown one, decides (unknown → overview); without one the stored tab
 * does, else the overview. Storage and URL are then brought in line with the result.
 */
export function tabState(param: string | null, stored: string | null): TabState {
  const active =
    param !== null
      ? isResultsTab(param)
        ? param
        : DEFAULT_TAB
      : isResultsTab(stored)
        ? stored
        : DEFAULT_TAB;
  return { active, store: active, param: tabParam(active) };
}

/** `params` with the `tab` parameter of `tab`; other parameters are kept. */
export function withTab(params: URLSearchParams, tab: ResultsTab): URLSearchParams {
  const next = new URLSearchParams(params);
  const value = tabParam(tab);
  if (value === null) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, value);
  return next;
}

export function loadStoredTab(): string | null {
  return readStorage(ACTIVE_TAB_KEY);
}

export function saveActiveTab(tab: ResultsTab): void {
  writeStorage(ACTIVE_TAB_KEY, tab);
}

/**
 * Where a key press on a tab moves in a row of `count` tabs (WAI-ARIA APG tabs pattern): Left
 * and Right wrap around, Home and End go to the ends; null for any other key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The active tab and its setter; selecting a tab replaces the history entry (Back leaves the page). */
export function useActiveTab(): [ResultsTab, (tab: ResultsTab) => void] {
  const [params, setParams] = useSearchParams();
  const param = params.get(TAB_PARAM);
  const state = tabState(param, loadStoredTab());
  const { active } = state;

  useEffect(() => {
    saveActiveTab(active);
    if (param !== tabParam(active)) setParams((prev) => withTab(prev, active), { replace: true });
  }, [active, param, setParams]);

  const select = useCallback(
    (tab: ResultsTab) => {
      saveActiveTab(tab);
      setParams((prev) => withTab(prev, tab), { replace: true });
    },
    [setParams],
  );
  return [active, select];
}
