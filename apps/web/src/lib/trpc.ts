/**
 * tRPC client (conventions.md "src/lib"): typed by the server's router, batched over /trpc,
 * with the bearer token and the interface language on every request. A failed call carries the
 * server's one error body (conventions.md §15: `ErrorBody` in @hai/domain, plus `httpStatus`) in
 * `err.data`, so its `error` is the wire code.
 */
import { TRPCClientError, httpBatchLink, retryLink, type inferRouterClient } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@hai/server';

export const trpc = createTRPCReact<AppRouter>();

type Client = inferRouterClient<AppRouter>;
/** Wire shapes, as the router returns them. */
export type CurrentView = Awaited<ReturnType<Client['assessment']['current']['query']>>;
export type SubmissionView = Awaited<ReturnType<Client['assessment']['answer']['mutate']>>;
export type OverallScoreView = Awaited<ReturnType<Client['assessment']['overallScore']['query']>>;
export type StepScoreView = Awaited<ReturnType<Client['assessment']['stepScore']['query']>>;
export type QuestionView = NonNullable<CurrentView['currentQuestion']>;
export type OptionView = QuestionView['options'][number];
export type StepView = CurrentView['currentStep'];
export type AnswerView = NonNullable<CurrentView['existingAnswer']>;
/** A question's existing answer: saved, or while re-taking suggested from last time (`source`). */
export type ExistingAnswerView = AnswerView;
export type ProgressView = CurrentView['progress'];

/** At most this many calls in one batch (the server takes up to 100). */
export const MAX_BATCH_ITEMS = 20;

/**
 * Build the client; `getToken` and `getLocale` are read at request time. `onSessionLost` runs for
 * every call the server refused with `UNAUTHORIZED` (no live session, spec §8), whichever way the
 * call was made.
 */
export function createTrpcClient(
  getToken: () => string | null,
  getLocale: () => string,
  onSessionLost: () => void,
) {
  return trpc.createClient({
    links: [
      // retryLink is the public hook that sees each operation's error; it never retries here.
      retryLink<AppRouter>({
        retry({ error }) {
          if (endsSession(error)) onSessionLost();
          return false;
        },
      }),
      httpBatchLink({
        url: '/trpc',
        maxItems: MAX_BATCH_ITEMS,
        headers() {
          const token = getToken();
          return { 'X-Locale': getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
        },
      }),
    ],
  });
}

/** Whether `err` is a failed tRPC call (its `data` is absent for network failures). */
export function isApiError(err: unknown): err is TRPCClientError<AppRouter> {
  return err instanceof TRPCClientError;
}

/** The error body the server sends in `error.data`: `ErrorBody` plus `httpStatus`, inferred from the router. */
export type ApiErrorBody = NonNullable<TRPCClientError<AppRouter>['data']>;

/**
 * The server's error body of a failed call — `{ error, message, fields?, emailVerified?,
 * httpStatus }` — or null for network and unexpected failures (no `data`).
 */
export function errorBody(err: unknown): ApiErrorBody | null {
  return isApiError(err) ? (err.data ?? null) : null;
}

/** The server's (already translated) message of a failed call, else `fallback` (network, unexpected). */
export function errorMessage(err: unknown, fallback: string): string {
  return errorBody(err)?.message ?? fallback;
}

/**
 * Whether a failed call means the session is lost (spec §8: a 401 sends the user to login).
 * Only `UNAUTHORIZED` does: a wrong password at login is `INVALID_CREDENTIALS`, an unverified
 * address `EMAIL_NOT_VERIFIED`.
 */
export function endsSession(err: unknown): boolean {
  return errorBody(err)?.error === 'UNAUTHORIZED';
}
