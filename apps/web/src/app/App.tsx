/**
 * Providers (conventions.md "src/app"): react-query + tRPC, i18n, the router. Any call refused
 * with `UNAUTHORIZED` ends the session and opens the login page (spec §8); so does a logout or a
 * lost session in another tab (spec §4), and a login there is taken over with fresh server state.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createTrpcClient, errorBody, trpc } from '../lib/trpc';
import type { CachedAnswer } from '@hai/domain';
import { watchOtherTabs } from './cross-tab';
import { seedCache } from './first-screen';
import i18n, { currentLocale } from './i18n';
import { endSession } from './end-session';
import { router } from './router';
import { session } from './session';

/**
 * The app's query cache, starting with a signed-in first screen's answers (`firstScreen`, from
 * main.tsx) only while a session token is stored, since they belong to that session's user.
 */
function createQueryClient(firstScreen: readonly CachedAnswer[] = []): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Server answers (4xx/5xx with data) are final; only network failures are retried.
        retry: (count, err) => errorBody(err) === null && count < 2,
      },
      mutations: { retry: false },
    },
  });
  if (session.token() !== null) seedCache(queryClient, firstScreen);
  return queryClient;
}

/** Forget the session (token, cached server state, step-completed state) and open the login page. */
function toLogin(queryClient: QueryClient): void {
  endSession(queryClient);
  void router.navigate(`/${currentLocale()}/login`, { replace: true });
}

/** A lost session (`UNAUTHORIZED`). */
function onSessionLost(queryClient: QueryClient): void {
  if (session.token() === null) return;
  // Deferred: the failing call is still being settled by react-query.
  setTimeout(() => toLogin(queryClient), 0);
}

/** The app; `firstScreen`: see {@link createQueryClient}. */
export function App({ firstScreen }: { firstScreen?: readonly CachedAnswer[] }) {
  const [queryClient] = useState(() => createQueryClient(firstScreen));
  const [trpcClient] = useState(() =>
    createTrpcClient(session.token, currentLocale, () => onSessionLost(queryClient)),
  );
  useEffect(
    () =>
      watchOtherTabs({
        ended: () => toLogin(queryClient),
        // Another account may have logged in: nothing cached belongs to this session.
        replaced: (token) => {
          session.adopt(token);
          void queryClient.resetQueries();
        },
      }),
    [queryClient],
  );
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
