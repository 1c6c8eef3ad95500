import type { StatusOutput } from '@hai/domain';

/**
 * Navigation state that keeps a user with a started assessment on the dashboard instead of
 * redirecting them to the assessment (spec §2 Home: "on load … redirected"). A link that means
 * "show me the dashboard" (say, the navbar's) passes `state={DASHBOARD_STAY_STATE}`; the results
 * page's "back to dashboard" passes `{ fromResults: true }`, which counts the same.
 */
export const DASHBOARD_STAY_STATE = { stay: true } as const;

/** Whether a location state asks to stay on the dashboard (`{ stay: true }` or `{ fromResults: true }`). */
export function staysOnDashboard(state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const s = state as { stay?: unknown; fromResults?: unknown };
  return s.stay === true || s.fromResults === true;
}

/**
 * Whether the dashboard lists the user's assessments ("Your assessments"): once one is
 * completed, or while a re-take is under way (then the earlier ones are there to see).
 */
export function showsHistory(status: Pick<StatusOutput, 'completed' | 'assessmentCount'>): boolean {
  return status.completed || status.assessmentCount > 1;
}
