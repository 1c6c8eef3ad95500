/** The two one-click choices of the banner and the dialog (statistics and marketing together). */
export const ALL = { statistics: true, marketing: true } as const;
export const NONE = { statistics: false, marketing: false } as const;
