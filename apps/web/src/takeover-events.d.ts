/** `TAKEOVER_EVENTS.render` of src/app/takeover-events.ts, inlined by vite.config.ts `define`. */
declare const __APP_RENDER_EVENT__: string;
/** `TAKEOVER_EVENTS.ready` of src/app/takeover-events.ts, inlined by vite.config.ts `define`. */
declare const __APP_READY_EVENT__: string;
