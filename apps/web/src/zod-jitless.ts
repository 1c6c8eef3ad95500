/**
 * zod without `eval`: the CSP has no `'unsafe-eval'`, and zod 4 probes
 * `new Function('')` to decide whether to compile fast object parsers — a probe that a strict CSP
 * reports as a `securitypolicyviolation` even though zod catches the error. Jitless mode skips both
 * the probe and the compilation.
 *
 * This is `z.config({ jitless: true })`: zod 4 keeps its global configuration in
 * `globalThis.__zod_globalConfig` (shared by every copy of zod, and reused if it already exists),
 * and the web app reaches zod only through @hai/domain, so it sets that object directly. It must
 * run before any zod module is evaluated: main.tsx imports this module first.
 * Guarded by e2e/csp.spec.ts.
 */
const g = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};
