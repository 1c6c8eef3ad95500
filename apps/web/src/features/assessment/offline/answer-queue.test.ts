/**
 * The queue of answers kept on this device (answer-queue.ts) over a real IndexedDB implementation
 * (fake-indexeddb): order, a reload (a new module instance over the same database), each answer
 * stored exactly once by the flush, and what a refusal, an answer already there and an outage do.
 * The server is a fake that keeps one answer per question and refuses an answer whose earlier
 * question is unanswered, as apps/server's answer path does.
 */
import 'fake-indexeddb/auto';
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTIONS, type ErrorBody } from '@hai/domain';
import type { QuestionView, SubmissionView } from '../../../lib/trpc';
import {
  createAnswerQueue,
  flushAnswerQueue,
  queuedAnswer,
  type AnswerQueue,
  type FlushHandlers,
  type QueuedAnswer,
} from './answer-queue';
import { answerSync, classifyFailure, createAnswerSync, forgetKeptAnswers } from './answer-sync';

const USER = 'user-1';

/** The bank's question `n` (1-based) as the chat shows it (only what the queue reads matters). */
function question(n: number): QuestionView {
  const q = QUESTIONS[n - 1]!;
  return {
    id: q.id,
    questionNumber: q.questionNumber,
    questionText: q.text.en,
    questionType: q.type,
    kind: q.kind,
    stepId: q.step.key,
    numberInStep: q.indexInStep + 1,
    options: [],
  };
}

/** The answer "option B" to question `n`. */
function answerTo(n: number, option = 1): QueuedAnswer {
  const q = QUESTIONS[n - 1]!;
  return queuedAnswer({ questionId: q.id, selectedOptionIds: [q.options[option]!.id] }, question(n));
}

/** A failed call as the client sees it (the envelope with the error body, and the response). */
function failed(body: ErrorBody, httpStatus: number, headers: Record<string, string> = {}) {
  return TRPCClientError.from(
    { error: { code: -32603, message: body.message, data: { ...body, httpStatus } } },
    { meta: { response: new Response(null, { status: httpStatus, headers }) } },
  );
}
const unavailable = () =>
  failed({ error: 'SERVICE_UNAVAILABLE', message: 'Serviciul nu este disponibil' }, 503, {
    'Retry-After': '2',
  });
const notCurrent = () => failed({ error: 'CONFLICT', message: 'Answer the earlier questions first' }, 409);
const invalid = () => failed({ error: 'VALIDATION_ERROR', message: 'Choose one answer' }, 400);

const RESULT = { completed: false } as SubmissionView;

/**
 * A server that keeps one answer per question (`stored`, by question id, with how many times each
 * was written) and refuses (409) an answer whose previous question is unanswered; `fail` decides a
 * failure of a call before it is handled.
 */
function fakeServer(fail: (a: QueuedAnswer, call: number) => unknown = () => undefined) {
  const stored = new Map<string, string[]>();
  const writes = new Map<string, number>();
  const calls: string[] = [];
  const send = vi.fn(async (a: QueuedAnswer) => {
    calls.push(a.submission.questionId);
    const error = fail(a, calls.length);
    if (error) throw error;
    const n = a.question.questionNumber;
    if (n > 1 && !stored.has(QUESTIONS[n - 2]!.id)) throw notCurrent();
    stored.set(a.submission.questionId, a.submission.selectedOptionIds);
    writes.set(a.submission.questionId, (writes.get(a.submission.questionId) ?? 0) + 1);
    return RESULT;
  });
  /** The first unanswered question, as `assessment.current` answers it. */
  const frontier = async () => {
    const first = QUESTIONS.find((q) => !stored.has(q.id))!;
    return { completed: false, currentQuestion: question(first.questionNumber) } as never;
  };
  const handlers = (extra: Partial<FlushHandlers> = {}): FlushHandlers => ({
    send,
    classify: (error, a) => classifyFailure(error, a, frontier),
    ...extra,
  });
  return { stored, writes, calls, send, frontier, handlers };
}

let queue: AnswerQueue;
beforeEach(async () => {
  queue = createAnswerQueue();
  await queue.clearAll();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the answer queue in IndexedDB', () => {
  it('keeps the answers in the order they were given, per user', async () => {
    for (const n of [1, 2, 3]) await queue.add(USER, answerTo(n));
    await queue.add('someone-else', answerTo(1, 4));
    expect((await queue.list(USER)).map((a) => a.question.questionNumber)).toEqual([1, 2, 3]);
    expect(await queue.list('someone-else')).toHaveLength(1);
    expect(await queue.list('nobody')).toEqual([]);
  });

  it('replaces an answer to a question already kept in place, keeping the order', async () => {
    for (const n of [1, 2, 3]) await queue.add(USER, answerTo(n));
    const changed = answerTo(2, 3);
    await queue.add(USER, changed);
    const kept = await queue.list(USER);
    expect(kept.map((a) => a.question.questionNumber)).toEqual([1, 2, 3]);
    expect(kept[1]).toEqual(changed);
  });

  it('survives a reload: a new module instance over the same database reads and sends it', async () => {
    const given = [answerTo(1), answerTo(2), answerTo(3)];
    for (const a of given) await queue.add(USER, a);

    vi.resetModules();
    const reloaded = await import('./answer-queue');
    expect(reloaded.createAnswerQueue).not.toBe(createAnswerQueue);
    const again = reloaded.createAnswerQueue();
    expect(await again.list(USER)).toEqual(given);

    const server = fakeServer();
    const result = await reloaded.flushAnswerQueue(again, USER, server.handlers());
    expect(result.sent.map((a) => a.id)).toEqual(given.map((a) => a.id));
    expect(server.calls).toEqual(given.map((a) => a.submission.questionId));
    expect(await queue.list(USER)).toEqual([]);
  });

  it('forgets every user at logout', async () => {
    await queue.add(USER, answerTo(1));
    await queue.add('someone-else', answerTo(1));
    await queue.clearAll();
    expect(await queue.list(USER)).toEqual([]);
    expect(await queue.list('someone-else')).toEqual([]);
  });
});

describe('flushAnswerQueue', () => {
  it('sends in order and stores each answer exactly once, also when two flushes run at once', async () => {
    for (const n of [1, 2, 3, 4, 5]) await queue.add(USER, answerTo(n));
    const server = fakeServer();
    const [a, b] = await Promise.all([
      flushAnswerQueue(queue, USER, server.handlers()),
      flushAnswerQueue(queue, USER, server.handlers()),
    ]);
    expect(server.calls).toEqual(QUESTIONS.slice(0, 5).map((q) => q.id));
    expect([...server.writes.values()]).toEqual([1, 1, 1, 1, 1]);
    expect(a.sent.length + b.sent.length).toBe(5);
    expect(await queue.list(USER)).toEqual([]);
    // Nothing left: a later flush sends nothing.
    await flushAnswerQueue(queue, USER, server.handlers());
    expect(server.calls).toHaveLength(5);
  });

  it('tells the chat of each stored answer before it leaves the queue, with how many remain', async () => {
    for (const n of [1, 2, 3]) await queue.add(USER, answerTo(n));
    const heard: [number, number, number][] = [];
    await flushAnswerQueue(
      queue,
      USER,
      fakeServer().handlers({
        onSent: async (a, _r, left) => {
          heard.push([a.question.questionNumber, left, (await queue.list(USER)).length]);
        },
      }),
    );
    expect(heard).toEqual([
      [1, 2, 3],
      [2, 1, 2],
      [3, 0, 1],
    ]);
  });

  it('stops at an outage with that answer and the rest kept, and goes on from it later', async () => {
    for (const n of [1, 2, 3]) await queue.add(USER, answerTo(n));
    let down = true;
    const server = fakeServer((a) => (down && a.question.questionNumber === 2 ? unavailable() : undefined));
    const first = await flushAnswerQueue(queue, USER, server.handlers());
    expect(first.sent.map((a) => a.question.questionNumber)).toEqual([1]);
    expect(first.stoppedBy?.kind).toBe('outage');
    expect((await queue.list(USER)).map((a) => a.question.questionNumber)).toEqual([2, 3]);

    down = false;
    const second = await flushAnswerQueue(queue, USER, server.handlers());
    expect(second.sent.map((a) => a.question.questionNumber)).toEqual([2, 3]);
    expect(server.calls.map((id) => QUESTIONS.findIndex((q) => q.id === id) + 1)).toEqual([1, 2, 2, 3]);
    expect([...server.writes.values()]).toEqual([1, 1, 1]);
  });

  it('sends again an answer the server stored but whose response was lost: stored once, in order', async () => {
    for (const n of [1, 2]) await queue.add(USER, answerTo(n));
    let lost = true;
    const server = fakeServer();
    const inner = server.send.getMockImplementation()!;
    server.send.mockImplementation(async (a) => {
      const result = await inner(a);
      if (lost && a.question.questionNumber === 1) {
        lost = false;
        throw TRPCClientError.from(new TypeError('Failed to fetch'));
      }
      return result;
    });
    expect((await flushAnswerQueue(queue, USER, server.handlers())).stoppedBy?.kind).toBe('outage');
    await flushAnswerQueue(queue, USER, server.handlers());
    expect(server.calls.map((id) => QUESTIONS.findIndex((q) => q.id === id) + 1)).toEqual([1, 1, 2]);
    // The server keeps one answer per question: written twice, held once.
    expect([...server.stored.keys()]).toEqual([QUESTIONS[0]!.id, QUESTIONS[1]!.id]);
    expect(await queue.list(USER)).toEqual([]);
  });

  it('drops an answer the server refuses (a 4xx) and reports it; the next ones are still tried', async () => {
    for (const n of [1, 2, 3]) await queue.add(USER, answerTo(n));
    // The second answer is refused as invalid: the third then comes before an unanswered one (409).
    const server = fakeServer((a) => (a.question.questionNumber === 2 ? invalid() : undefined));
    const dropped: [number, string][] = [];
    const result = await flushAnswerQueue(
      queue,
      USER,
      server.handlers({ onDropped: (a, _e, kind) => dropped.push([a.question.questionNumber, kind]) }),
    );
    expect(result.sent.map((a) => a.question.questionNumber)).toEqual([1]);
    expect(dropped).toEqual([
      [2, 'refused'],
      [3, 'refused'],
    ]);
    expect(result.stoppedBy).toBeNull();
    expect(await queue.list(USER)).toEqual([]);
    expect([...server.stored.keys()]).toEqual([QUESTIONS[0]!.id]);
  });

  it('drops a 409 for an answer already there silently (the server is past its question)', async () => {
    const server = fakeServer();
    await server.send(answerTo(1));
    await server.send(answerTo(2));
    await queue.add(USER, answerTo(1));
    server.send.mockImplementationOnce(async () => {
      throw notCurrent();
    });
    const dropped: string[] = [];
    const result = await flushAnswerQueue(
      queue,
      USER,
      server.handlers({ onDropped: (_a, _e, kind) => dropped.push(kind) }),
    );
    expect(dropped).toEqual(['already-there']);
    expect(result.stoppedBy).toBeNull();
    expect(await queue.list(USER)).toEqual([]);
  });
});

describe('classifyFailure', () => {
  const frontierAt =
    (n: number, completed = false) =>
    async () =>
      ({ completed, currentQuestion: completed ? null : question(n) }) as never;

  it('waits out an outage or a 429, stops on a lost session, refuses the rest', async () => {
    const a = answerTo(3);
    const never = () => Promise.reject(new Error('not asked'));
    expect(await classifyFailure(unavailable(), a, never)).toBe('outage');
    expect(await classifyFailure(TRPCClientError.from(new TypeError('Failed to fetch')), a, never)).toBe(
      'outage',
    );
    expect(await classifyFailure(failed({ error: 'TOO_MANY_REQUESTS', message: '' }, 429), a, never)).toBe(
      'outage',
    );
    expect(await classifyFailure(failed({ error: 'UNAUTHORIZED', message: '' }, 401), a, never)).toBe('stop');
    expect(await classifyFailure(invalid(), a, never)).toBe('refused');
    expect(await classifyFailure(failed({ error: 'INTERNAL_ERROR', message: '' }, 500), a, never)).toBe(
      'refused',
    );
  });

  it('reads a 409 against where the server is: past the question or completed is already there', async () => {
    const a = answerTo(3);
    expect(await classifyFailure(notCurrent(), a, frontierAt(4))).toBe('already-there');
    expect(await classifyFailure(notCurrent(), a, frontierAt(1, true))).toBe('already-there');
    expect(await classifyFailure(notCurrent(), a, frontierAt(3))).toBe('refused');
    expect(await classifyFailure(notCurrent(), a, frontierAt(2))).toBe('refused');
    expect(await classifyFailure(notCurrent(), a, () => Promise.reject(unavailable()))).toBe('outage');
  });
});

describe('the sync of a user’s queue', () => {
  /** A client over `server`, its answers by submission. */
  const clientOf = (server: ReturnType<typeof fakeServer>) => ({
    send: (s: QueuedAnswer['submission']) =>
      server.send(answerTo(QUESTIONS.findIndex((q) => q.id === s.questionId) + 1)),
    frontier: server.frontier,
  });

  it('reads the kept answers and sends them once the chat connects, in order', async () => {
    for (const n of [1, 2, 3]) await queue.add(USER, answerTo(n));
    const sync = createAnswerSync(USER, queue);
    await sync.ready();
    expect(sync.getState().items?.map((a) => a.question.questionNumber)).toEqual([1, 2, 3]);
    const server = fakeServer();
    const flushed = new Promise((resolve) => sync.connect(clientOf(server), { onFlushed: resolve }));
    await flushed;
    expect(server.calls).toEqual(QUESTIONS.slice(0, 3).map((q) => q.id));
    expect(sync.getState().items).toEqual([]);
    sync.reset();
  });

  it('surfaces a refused answer’s message for the chat and drops it', async () => {
    const a = answerTo(1);
    await queue.add(USER, a);
    const sync = createAnswerSync(USER, queue);
    await sync.ready();
    const server = fakeServer(() => invalid());
    const refused: [string, string | null][] = [];
    await new Promise((resolve) =>
      sync.connect(clientOf(server), {
        onRefused: (answer, message) => refused.push([answer.id, message]),
        onFlushed: resolve,
      }),
    );
    expect(refused).toEqual([[a.id, 'Choose one answer']]);
    expect(sync.getState().items).toEqual([]);
    expect(await queue.list(USER)).toEqual([]);
    sync.reset();
  });

  it('forgets every kept answer at logout, in IndexedDB and in the page', async () => {
    const sync = answerSync(USER);
    await sync.ready();
    const a = answerTo(1);
    // No client connected: the answer stays kept.
    await sync.enqueue(a.submission, a.question);
    expect(sync.getState().items).toHaveLength(1);
    expect(await queue.list(USER)).toHaveLength(1);
    await forgetKeptAnswers();
    expect(sync.getState().items).toEqual([]);
    expect(await queue.list(USER)).toEqual([]);
  });

  it('keeps an answer that met an outage, says it is reconnecting and tries again when the server asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sync = createAnswerSync(USER, queue);
    await sync.ready();
    const server = fakeServer((_a, call) => (call === 1 ? unavailable() : undefined));
    let flushes = 0;
    sync.connect(clientOf(server), { onFlushed: () => (flushes += 1) });
    const a = answerTo(1);
    await sync.enqueue(a.submission, a.question, unavailable());
    expect(sync.getState()).toMatchObject({ reconnecting: true });
    expect(sync.getState().items).toHaveLength(1);
    // Retry-After: 2 — not before.
    await vi.advanceTimersByTimeAsync(1900);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(flushes).toBe(1));
    // The first try of the flush met the outage again (call 1): the next waits 2 s more.
    expect(server.calls).toHaveLength(1);
    expect(sync.getState().reconnecting).toBe(true);
    await vi.advanceTimersByTimeAsync(2100);
    await vi.waitFor(() => expect(flushes).toBe(2));
    expect(server.calls).toHaveLength(2);
    expect(sync.getState()).toMatchObject({ items: [], reconnecting: false });
    sync.reset();
  });
});
