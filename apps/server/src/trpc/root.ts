/** The app router: one router per domain (conventions.md §3). Later: results, roadmap, admin. */
import { createCallerFactory, router } from './init.js';
import { assessmentRouter } from './routers/assessment.js';
import { authRouter } from './routers/auth.js';
import { systemRouter } from './routers/system.js';

export const appRouter = router({
  auth: authRouter,
  assessment: assessmentRouter,
  system: systemRouter,
});

/** The router's type, imported by the web app's tRPC client. */
export type AppRouter = typeof appRouter;

/** Server-side caller (tests, scripts). */
export const createCaller = createCallerFactory(appRouter);
