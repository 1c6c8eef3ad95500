/** The app router: one router per domain (conventions.md §3). Later: admin. */
import { createCallerFactory, router } from './init.js';
import { accountRouter } from './routers/account.js';
import { assessmentRouter } from './routers/assessment.js';
import { authRouter } from './routers/auth.js';
import { roadmapRouter } from './routers/roadmap.js';
import { systemRouter } from './routers/system.js';

export const appRouter = router({
  account: accountRouter,
  auth: authRouter,
  assessment: assessmentRouter,
  roadmap: roadmapRouter,
  system: systemRouter,
});

/** The router's type, imported by the web app's tRPC client. */
export type AppRouter = typeof appRouter;

/** Server-side caller (tests, scripts). */
export const createCaller = createCallerFactory(appRouter);
