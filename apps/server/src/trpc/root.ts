/** The app router: one router per domain (conventions.md §3). Later: results, roadmap. */
import { createCallerFactory, router } from './init.js';
import { assessmentRouter } from './routers/assessment.js';
import { authRouter } from './routers/auth.js';

export const appRouter = router({
  auth: authRouter,
  assessment: assessmentRouter,
});

/** The router's type, imported by the web app's tRPC client. */
export type AppRouter = typeof appRouter;

/** Server-side caller (used by the REST shim and tests). */
export const createCaller = createCallerFactory(appRouter);
