/**
 * The answers of a signed-in first screen (fast first load): keyed by the renderer
 * (prerender/query-keys.ts) where the page's own `useQuery` calls look, so that the app's first
 * render draws from them without a request (a query that had to ask would render nothing here:
 * server rendering never fetches); and read once from the page by the app (app/first-screen.ts),
 * strictly.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_STATE_ID, type AnsweredQuery } from '@hai/domain';
import { createTrpcClient, trpc } from '../lib/trpc';
import { cacheOf } from '../prerender/query-keys';
import { seedCache } from './first-screen';

const QUERIES: AnsweredQuery[] = [
  { path: 'auth.me', data: { user: { firstName: 'Ioana' } } },
  { path: 'assessment.status', data: { started: true, completed: false } },
  {
    path: 'assessment.current',
    input: { redirectToUnanswered: true, locale: 'ro' },
    data: { currentQuestion: { id: 'viziune-04' } },
  },
];

/** What the page's components read: the same hooks and inputs, rendered on the server. */
function Probe() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: Infinity });
  const status = trpc.assessment.status.useQuery(undefined, { staleTime: 30_000 });
  const current = trpc.assessment.current.useQuery(
    { redirectToUnanswered: true, locale: 'ro' },
    { staleTime: Infinity, gcTime: 0 },
  );
  return (
    <p>
      {me.data?.user.firstName ?? 'no user'}|{status.data ? String(status.data.completed) : 'no status'}|
      {current.data?.currentQuestion?.id ?? 'no question'}
    </p>
  );
}

/** The probe's text (React's text separators dropped). */
function draw(queryClient: QueryClient): string {
  const client = createTrpcClient(
    () => null,
    () => 'ro',
    () => undefined,
  );
  return renderToString(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Probe />
      </QueryClientProvider>
    </trpc.Provider>,
  ).replace(/<!-- -->/g, '');
}

describe('cacheOf + seedCache', () => {
  it("puts each answer where the page's useQuery looks for it, through JSON", () => {
    const queryClient = new QueryClient();
    seedCache(queryClient, JSON.parse(JSON.stringify(cacheOf(QUERIES))));
    expect(draw(queryClient)).toBe('<p>Ioana|false|viziune-04</p>');
  });

  it('leaves a query with another input unanswered', () => {
    const queryClient = new QueryClient();
    seedCache(
      queryClient,
      cacheOf([
        {
          path: 'assessment.current',
          input: { redirectToUnanswered: true, locale: 'en' },
          data: QUERIES[2]!.data,
        },
      ]),
    );
    expect(draw(queryClient)).toContain('no question');
  });
});

/** A page whose only element is `<script id="hai-first-screen">` holding `text`. */
function fakeDocument(text: string | null) {
  const el =
    text === null
      ? null
      : {
          textContent: text,
          removed: false,
          remove() {
            this.removed = true;
          },
        };
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === FIRST_SCREEN_STATE_ID && !el?.removed ? el : null),
  });
  return el;
}

/** A fresh copy of the module (it looks at the page when loaded). */
async function fresh() {
  vi.resetModules();
  return import('./first-screen');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('takeFirstScreenCache', () => {
  it('reads the answers once and takes the element out of the page', async () => {
    const cache = cacheOf(QUERIES);
    const el = fakeDocument(JSON.stringify({ cache }));
    const { isFirstScreen, takeFirstScreenCache } = await fresh();
    expect(isFirstScreen).toBe(true);
    expect(takeFirstScreenCache()).toEqual(JSON.parse(JSON.stringify(cache)));
    expect(el?.removed).toBe(true);
    // Asked again (a component created twice in development): the same answers.
    expect(takeFirstScreenCache()).toHaveLength(3);
  });

  it.each([
    ['not JSON', '{"cache": ['],
    ['no cache', '{"queries": []}'],
    ['an entry without a key', JSON.stringify({ cache: [{ data: {} }] })],
    ['an entry without data', JSON.stringify({ cache: [{ key: [['auth', 'me']] }] })],
  ])('gives none for %s', async (_label, text) => {
    fakeDocument(text);
    const { takeFirstScreenCache } = await fresh();
    expect(takeFirstScreenCache()).toEqual([]);
  });

  it('knows a page without first screen', async () => {
    fakeDocument(null);
    const { isFirstScreen, takeFirstScreenCache } = await fresh();
    expect(isFirstScreen).toBe(false);
    expect(takeFirstScreenCache()).toEqual([]);
  });
});
