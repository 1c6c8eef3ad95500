/**
 * The habits of REST clients (product-spec §7), on the real app and database:
 * - every body-less POST (a POST procedure whose input may be absent, read from the procedures'
 *   declarations) accepts no body, the JSON header with no body, `{}` and `null`, through REST
 *   and tRPC, and does its work; logout then really ends the session (`GET /api/auth/me` 401);
 * - a read (GET) ignores query parameters it does not know (a cache-buster `?_t=…`), while a
 *   write refuses an unknown body field with a 400 that names that field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEPS } from '@hai/domain';
import { perfectAnswers } from '@hai/domain/testing';
import { restRoutes, type RestRoute } from '../src/rest/routes.js';
import { appRouter } from '../src/trpc/root.js';
import { apiCall, bearer, json, loggedInUser, startHarness, type Harness } from './harness.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const ROUTES = restRoutes(appRouter);
const PERFECT = perfectAnswers(STEPS);

/** POST procedures that may be called without input: their input is absent or optional. */
const BODYLESS = ROUTES.filter(
  (r) => r.rest.method === 'POST' && (r.input === undefined || r.input.safeParse(undefined).success),
);

/** How a client sends "nothing": the four habits. */
const HABITS = {
  'no Content-Type and no body': { headers: {}, payload: undefined },
  'Content-Type: application/json and no body': {
    headers: { 'content-type': 'application/json' },
    payload: undefined,
  },
  '{}': { headers: { 'content-type': 'application/json' }, payload: '{}' },
  null: { headers: { 'content-type': 'application/json' }, payload: 'null' },
} as const;
type Habit = keyof typeof HABITS;

/** Call `route` the way `habit` sends no input, over REST (its path) or tRPC (its procedure). */
function callBodyless(route: RestRoute, habit: Habit, transport: 'rest' | 'trpc', token: string) {
  const { headers, payload } = HABITS[habit];
  return h.app.inject({
    method: 'POST',
    url: transport === 'rest' ? `/api${route.rest.path}` : `/trpc/${route.procedure}`,
    headers: { ...bearer(token), 'x-locale': 'en', ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A signed-in user whose assessment is completed (every question answered through REST). */
async function completedUser(): Promise<string> {
  const { token } = await loggedInUser(h);
  for (const a of PERFECT) {
    const res = await apiCall(h, token, 'POST', '/assessment/answer', a);
    if (res.statusCode !== 200) throw new Error(`answer ${a.questionId}: ${res.body}`);
  }
  return token;
}

/**
 * Each body-less procedure in an order in which every one of them can do its work for a user
 * whose assessment is completed, with what has to happen before it: the roadmap is generated and
 * regenerated, the results e-mailed, the assessment re-taken, two questions answered and one
 * step taken back; logout comes last.
 */
const SCENARIO: { procedure: string; before?: (token: string) => Promise<void> }[] = [
  { procedure: 'roadmap.generate' },
  { procedure: 'roadmap.regenerate' },
  { procedure: 'assessment.sendResults' },
  { procedure: 'assessment.retake' },
  {
    procedure: 'assessment.previous',
    before: async (token) => {
      for (const a of PERFECT.slice(0, 2))
        expect((await apiCall(h, token, 'POST', '/assessment/answer', a)).statusCode).toBe(200);
    },
  },
  { procedure: 'auth.logout' },
];

describe('every body-less POST accepts an empty body, {} and null', () => {
  it('finds the body-less procedures in their declarations: the spec\u2019s five "none" payloads and re-take', () => {
    expect(BODYLESS.map((r) => r.procedure).sort()).toEqual(SCENARIO.map((s) => s.procedure).sort());
    expect(BODYLESS.map((r) => r.rest.path)).toEqual(
      expect.arrayContaining([
        '/auth/logout',
        '/assessment/previous',
        '/assessment/send-results',
        '/roadmap/generate',
        '/roadmap/regenerate',
      ]),
    );
  });

  for (const transport of ['rest', 'trpc'] as const) {
    it.each(Object.keys(HABITS) as Habit[])(
      `${transport.toUpperCase()}, %s: each one does its work, and logout ends the session`,
      async (habit) => {
        const token = await completedUser();
        for (const { procedure, before } of SCENARIO) {
          const route = BODYLESS.find((r) => r.procedure === procedure)!;
          await before?.(token);
          const res = await callBodyless(route, habit, transport, token);
          const what = `${transport} ${procedure} (${habit}): ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBe(transport === 'rest' ? (route.rest.status ?? 200) : 200);
        }
        // The session the token named is revoked: every later call with it is a 401.
        const me = await h.app.inject({ url: '/api/auth/me', headers: bearer(token) });
        expect(me.statusCode).toBe(401);
        expect(json<Json>(me)).toMatchObject({ error: 'UNAUTHORIZED' });
        const trpcMe = await h.app.inject({ url: '/trpc/auth.me', headers: bearer(token) });
        expect(trpcMe.statusCode).toBe(401);
      },
    );
  }

  it('a required input sent as no body or null answers the translated 400 of the missing field', async () => {
    const { token } = await loggedInUser(h);
    for (const habit of ['Content-Type: application/json and no body', 'null'] as const) {
      const { headers, payload } = HABITS[habit];
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/assessment/answer',
        headers: { ...bearer(token), 'x-locale': 'en', ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, habit).toBe(400);
      expect(json<Json>(res), habit).toMatchObject({ error: 'VALIDATION_ERROR' });
      expect(json<Json>(res).message, habit).not.toBe('The request body is not valid JSON');
    }
    // A body that is really broken is still called so.
    const broken = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'x-locale': 'en', 'content-type': 'application/json' },
      payload: '{',
    });
    expect([broken.statusCode, json<Json>(broken).message]).toEqual([
      400,
      'The request body is not valid JSON',
    ]);
    expect((await h.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('reads ignore unknown query parameters; writes name an unknown body field', () => {
  let token: string;
  beforeAll(async () => {
    token = await completedUser();
    expect((await apiCall(h, token, 'POST', '/roadmap/generate')).statusCode).toBe(200);
  });

  it('GET /api/assessment/current and /api/roadmap answer with a cache-buster as without it', async () => {
    for (const url of [
      '/assessment/current',
      '/assessment/current?redirectToUnanswered=false',
      '/roadmap',
      '/assessment/step-score/VIZIUNE',
    ]) {
      const plain = await apiCall(h, token, 'GET', url);
      const busted = await apiCall(h, token, 'GET', `${url}${url.includes('?') ? '&' : '?'}_t=${Date.now()}`);
      expect(plain.statusCode, url).toBe(200);
      expect(busted.statusCode, url).toBe(200);
      expect(json<Json>(busted), url).toEqual(json<Json>(plain));
    }
    // A known parameter keeps its meaning beside unknown ones.
    const atPosition = await apiCall(
      h,
      token,
      'GET',
      '/assessment/current?redirectToUnanswered=false&_t=1&utm_source=x',
    );
    expect(json<Json>(atPosition)).toEqual(
      json<Json>(await apiCall(h, token, 'GET', '/assessment/current?redirectToUnanswered=false')),
    );
  });

  it('every GET path answers the same status with unknown query parameters as without them', async () => {
    const reads = ROUTES.filter((r) => r.rest.method === 'GET');
    expect(reads.length).toBeGreaterThan(10);
    for (const r of reads) {
      const path = r.rest.path.replace('{step}', 'VIZIUNE');
      if (path.includes('{')) continue;
      const plain = await apiCall(h, token, 'GET', path);
      const busted = await apiCall(h, token, 'GET', `${path}?_t=1&cacheBust=${Date.now()}`);
      expect(busted.statusCode, `GET ${path}: ${busted.body.slice(0, 200)}`).toBe(plain.statusCode);
      expect(busted.statusCode, `GET ${path}`).not.toBe(400);
    }
  });

  it('a write with an unknown body field answers 400 naming that field, REST and tRPC, and saves nothing', async () => {
    const before = json<Json>(await apiCall(h, token, 'GET', '/roadmap'));
    const rest = await apiCall(h, token, 'POST', '/roadmap', { title: 'x', category: 'Other', owner: 'me' });
    expect(rest.statusCode).toBe(400);
    expect(json<Json>(rest).fields).toEqual([
      { field: 'owner', code: 'validation.unknownField', message: 'Unknown field: owner' },
    ]);
    // Two unknown fields, one of them nested: each named by its own path.
    const [task] = before.tasks as Json[];
    const nested = await apiCall(h, token, 'POST', '/roadmap/reorder', {
      updates: [{ taskId: task!.id, orderIndex: 0, extra: 1 }],
      userId: 'x',
    });
    expect(nested.statusCode).toBe(400);
    expect((json<Json>(nested).fields as Json[]).map((f) => f.field).sort()).toEqual([
      'updates.0.extra',
      'userId',
    ]);
    const trpc = await h.app.inject({
      method: 'POST',
      url: '/trpc/roadmap.create',
      headers: { ...bearer(token), 'x-locale': 'ro', 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x', category: 'Other', owner: 'me' }),
    });
    expect(trpc.statusCode).toBe(400);
    expect(json<Json>(trpc).error.data.fields).toEqual([
      { field: 'owner', code: 'validation.unknownField', message: 'Câmp necunoscut: owner' },
    ]);
    expect(json<Json>(await apiCall(h, token, 'GET', '/roadmap'))).toEqual(before);
  });
});
