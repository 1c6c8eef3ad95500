/**
 * tRPC client (conventions.md "src/lib"): typed by the server's router, batched over /trpc,
 * with the bearer token and the interface language on every request.
 */
import { TRPCClientError, httpBatchLink, retryLink, type inferRouterClient } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@hai/server';

export const trpc = createTRPCReact<AppRouter>();

type Client = inferRouterClient<AppRouter>;
/** Wire shapes (apps/server/src/services/assessment-view.ts, assessment.ts). */
export type CurrentView = Awaited<ReturnType<Client['assessment']['current']['query']>>;
export type SubmissionView = Awaited<ReturnType<Client['assessment']['answer']['mutate']>>;
export type OverallScoreView = Awaited<ReturnType<Client['assessment']['overallScore']['query']>>;
export type QuestionView = NonNullable<CurrentView['currentQuestion']>;
export type OptionView = QuestionView['options'][number];
export type StepView = CurrentView['currentStep'];
export type AnswerView = NonNullable<CurrentView['existingAnswer']>;
export type ProgressView = CurrentView['progress'];

/**
 * Build the client; `getToken` and `getLocale` are read at request time. `onUnauthorized` runs
 * for every 401 that means a lost session (see {@link endsSession}), whichever way the call was made.
 */
export function createTrpcClient(
  getToken: () => string | null,
  getLocale: () => string,
  onUnauthorized: () => void,
) {
  return trpc.createClient({
    links: [
      // retryLink is the public hook that sees each operation's error; it never retries here.
      retryLink({
        retry({ op, error }) {
          if (isUnauthorized(error) && endsSession(op.path)) onUnauthorized();
          return false;
        },
      }),
      httpBatchLink({
        url: '/trpc',
        headers() {
          const token = getToken();
          return { 'X-Locale': getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
        },
      }),
    ],
  });
}

/** Error details the server sends in `error.data` (apps/server/src/trpc/init.ts). */
export interface ApiErrorData {
  code?: string;
  httpStatus?: number;
  fields?: { field: string; code: string; message: string }[];
  emailVerified?: boolean;
}

/** The server's (already translated) error, or `null` for network and unexpected errors. */
export function apiError(err: unknown): { message: string; data: ApiErrorData } | null {
  if (err instanceof TRPCClientError && err.data && typeof err.data === 'object') {
    return { message: err.message, data: err.data as ApiErrorData };
  }
  return null;
}

/** Whether a failed call was refused for a missing or expired session (HTTP 401). */
export function isUnauthorized(err: unknown): boolean {
  const e = apiError(err);
  return e !== null && (e.data.httpStatus === 401 || e.data.code === 'UNAUTHORIZED');
}

/**
 * Calls made without a session: a 401 from login or register means wrong credentials (spec §8),
 * and the public recovery calls (which never need a session) must not end one or redirect.
 */
export const SESSIONLESS_PATHS: ReadonlySet<string> = new Set([
  'auth.login',
  'auth.register',
  'auth.verifyEmail',
  'auth.resendVerification',
  'auth.forgotPassword',
  'auth.resetPassword',
]);

/** Whether a 401 from the procedure at `path` means the session is lost (spec §8). */
export function endsSession(path: string): boolean {
  return !SESSIONLESS_PATHS.has(path);
}
