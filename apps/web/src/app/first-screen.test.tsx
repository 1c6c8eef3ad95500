/**
 * The answers of a signed-in first screen (app/first-screen.ts, issue 10 item 8): read once from
 * the page, strictly; and seeded where the page's own `useQuery` calls look, so that the app's
 * first render draws from them without a request (a query that had to ask would render nothing
 * here: server rendering never fetches).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_STATE_ID, type AnsweredQuery } from '@hai/domain';
import { createTrpcClient, trpc } from '../lib/trpc';
import { seedQueries } from './first-screen';

const QUERIES: AnsweredQuery[] = [
  { path: 'auth.me', data: { user: { firstName: 'Ioana' } } },
  { path: 'assessment.status', data: { started: true, completed: false } },
  {
    path: 'assessment.current',
    input: { redirectToUnanswered: true, locale: 'ro' },
    data: { currentQuestion: { id: 'viziune-04' } },
  },
];

/** A page whose only element is `<script id="hai-first-screen">` holding `text`. */
function fakeDocument(text: string | null) {
  let el: { textContent: string; removed: boolean; remove(): void } | null =
    text === null
      ? null
      : {
          textContent: text,
          removed: false,
          remove() {
            this.removed = true;
            el = null;
          },
        };
  const found = el;
  vi.stubGlobal('document', { getElementById: (id: string) => (id === FIRST_SCREEN_STATE_ID ? el : null) });
  return found;
}

/** A fresh copy of the module (it reads the page once). */
async function fresh() {
  vi.resetModules();
  return import('./first-screen');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('firstScreenAnswers', () => {
  it('reads the answers once and takes the element out of the page', async () => {
    const el = fakeDocument(JSON.stringify({ queries: QUERIES }));
    const { firstScreenAnswers } = await fresh();
    expect(firstScreenAnswers()).toEqual(QUERIES);
    expect(el?.removed).toBe(true);
    // Asked again (a component created twice in development): the same answers.
    expect(firstScreenAnswers()).toEqual(QUERIES);
  });

  it.each([
    ['no element', null],
    ['not JSON', '{"queries": ['],
    ['no queries', '{"answers": []}'],
    ['an unknown procedure', JSON.stringify({ queries: [{ path: 'account.delete', data: {} }] })],
    ['an answer without data', JSON.stringify({ queries: [{ path: 'auth.me' }] })],
  ])('gives none for %s', async (_label, text) => {
    fakeDocument(text);
    const { firstScreenAnswers } = await fresh();
    expect(firstScreenAnswers()).toEqual([]);
  });
});

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

describe('seedQueries', () => {
  it("puts each answer where the page's useQuery looks for it", () => {
    const queryClient = new QueryClient();
    seedQueries(queryClient, QUERIES);
    expect(draw(queryClient)).toBe('<p>Ioana|false|viziune-04</p>');
  });

  it('leaves a query with another input unanswered', () => {
    const queryClient = new QueryClient();
    seedQueries(queryClient, [
      {
        path: 'assessment.current',
        input: { redirectToUnanswered: true, locale: 'en' },
        data: QUERIES[2]!.data,
      },
    ]);
    expect(draw(queryClient)).toContain('no question');
  });
});
