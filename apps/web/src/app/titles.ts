/** Page title keys (`common:titles.*`); the home title is the default (spec §2 guards). */
export const TITLE_KEYS = [
  'home',
  'dashboard',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'assessment',
  'stepProgress',
  'results',
  'roadmap',
  'account',
  'privacy',
  'terms',
  'gdpr',
  'aiTransparency',
  'optOut',
  'notFound',
] as const;
export type TitleKey = (typeof TITLE_KEYS)[number];

/** The deepest title key among matched routes, else `home`. */
export function titleKeyOf(matches: readonly { handle?: unknown }[]): TitleKey {
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]!.handle as { title?: unknown } | undefined;
    if (h && typeof h.title === 'string' && (TITLE_KEYS as readonly string[]).includes(h.title))
      return h.title as TitleKey;
  }
  return 'home';
}
