/**
 * The events main.tsx dispatches on `document` around its first render, for src/boot.ts:
 * just before React replaces a prerendered root's markup (read what the visitor did)
 * and just after (restore it, replay the clicks held meanwhile). Synchronous, so nothing happens
 * in between.
 *
 * The two files read these names as the compile-time constants `__APP_RENDER_EVENT__` and
 * `__APP_READY_EVENT__` (vite.config.ts `define`, declared in src/takeover-events.d.ts), not by
 * importing this module: an import shared by the starter and the app's entry would become a chunk
 * of its own in both first loads.
 */
export const TAKEOVER_EVENTS = { render: 'hai:app-render', ready: 'hai:app-ready' } as const;
