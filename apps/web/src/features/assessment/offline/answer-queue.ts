/**
 * The answers kept on this device while they cannot be sent (product-spec §4 "Assessment", the
 * answer path of ARCHITECTURE.md): offline, or while the server answers 503 or cannot be reached,
 * each answer joins a queue in IndexedDB (`idb-keyval`), one queue per user, and the queue is
 * sent in order once the connection returns, in this tab or after it was closed and opened again.
 *
 * Storage: the database {@link ANSWER_QUEUE_DB}, object store {@link ANSWER_QUEUE_STORE}, one
 * entry per user keyed by the user's id, its value the {@link QueuedAnswer} list in the order the
 * answers were given. Every change is one read-modify-write transaction (`update`), so two tabs
 * never lose each other's answers. Named on the privacy page (locales/{en,ro}/legal.json).
 *
 * Sending ({@link flushAnswerQueue}): the first answer is sent, and only once the server has
 * stored it is it removed, then the next one; one flush at a time per user across tabs (Web
 * Locks where the browser has them, else within the tab). A resend is harmless: the server keeps
 * one answer per question (an upsert), so an answer whose response was lost is sent again and
 * stored once.
 */
import { clear, createStore, del, get, update, type UseStore } from 'idb-keyval';
import type { QuestionView, SubmissionView } from '../../../lib/trpc';
import type { SentAnswer } from '../chat-state';

/** The IndexedDB database of the queue (also its name on the privacy page). */
export const ANSWER_QUEUE_DB = 'hai.answerQueue';
/** Its object store: one entry per user id. */
export const ANSWER_QUEUE_STORE = 'answers';

/** One answer waiting to be sent: the submission as the chat posts it, and the question it answers. */
export interface QueuedAnswer {
  /** This entry's own id (a resend of the same answer keeps it). */
  id: string;
  /** `assessment.answer`'s input: `{ questionId, selectedOptionIds, additionalInputs }`. */
  submission: Required<SentAnswer>;
  /** The question as the chat showed it, to show the answer again after a reload. */
  question: QuestionView;
  /** When it was given, ms since the epoch. */
  queuedAt: number;
}

/** A user's queue in IndexedDB; every method takes the user's id. */
export interface AnswerQueue {
  /** The user's queued answers, oldest first (empty when none). */
  list(userId: string): Promise<QueuedAnswer[]>;
  /**
   * Append `answer` (an answer to a question already queued replaces that entry in place, so the
   * order of the questions stays the order they were asked). Resolves with the queue after it.
   */
  add(userId: string, answer: QueuedAnswer): Promise<QueuedAnswer[]>;
  /** Remove the entry `id` (nothing when absent). Resolves with the queue after it. */
  remove(userId: string, id: string): Promise<QueuedAnswer[]>;
  /** Forget the user's queue. */
  clear(userId: string): Promise<void>;
  /** Forget every user's queue (logout: spec §4 "logout clears … the whole assessment state"). */
  clearAll(): Promise<void>;
}

/**
 * The queue over `store` (by default the {@link ANSWER_QUEUE_DB} database, opened on first use).
 * Reads of a missing or malformed entry give an empty queue; IndexedDB failures reject.
 */
export function createAnswerQueue(store?: UseStore): AnswerQueue {
  let opened = store;
  const db = (): UseStore => (opened ??= createStore(ANSWER_QUEUE_DB, ANSWER_QUEUE_STORE));
  const change = async (userId: string, edit: (items: QueuedAnswer[]) => QueuedAnswer[]) => {
    let after: QueuedAnswer[] = [];
    await update<QueuedAnswer[]>(userId, (old) => (after = edit(valid(old))), db());
    return after;
  };
  return {
    list: async (userId) => valid(await get<unknown>(userId, db())),
    add: (userId, answer) =>
      change(userId, (items) => {
        const at = items.findIndex((a) => a.submission.questionId === answer.submission.questionId);
        return at < 0 ? [...items, answer] : items.map((a, i) => (i === at ? answer : a));
      }),
    remove: (userId, id) => change(userId, (items) => items.filter((a) => a.id !== id)),
    clear: (userId) => del(userId, db()),
    clearAll: () => clear(db()),
  };
}

/** The entries of a stored value that have the {@link QueuedAnswer} shape. */
function valid(value: unknown): QueuedAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (a): a is QueuedAnswer =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as QueuedAnswer).id === 'string' &&
      typeof (a as QueuedAnswer).submission?.questionId === 'string' &&
      Array.isArray((a as QueuedAnswer).submission.selectedOptionIds) &&
      typeof (a as QueuedAnswer).question?.id === 'string',
  );
}

/** A queued answer for `submission` to `question`, given now. */
export function queuedAnswer(submission: SentAnswer, question: QuestionView, now = Date.now()): QueuedAnswer {
  return {
    id: typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : `${now}-${Math.random()}`,
    submission: {
      questionId: submission.questionId,
      selectedOptionIds: [...submission.selectedOptionIds],
      additionalInputs: { ...submission.additionalInputs },
    },
    question,
    queuedAt: now,
  };
}

/**
 * What a failed send means for the queue:
 * - `outage`: the server is down or unreachable (or asks to slow down): stop, keep the answer, try later;
 * - `stop`: the session is gone: stop and keep the answer for the user's next login;
 * - `already-there`: the server holds the answer already (or no longer takes any): drop it silently;
 * - `refused`: the server refuses it (a 4xx, or a 500): drop it and tell the user.
 */
export type FailureKind = 'outage' | 'stop' | 'already-there' | 'refused';

/** How {@link flushAnswerQueue} sends and what it reports. */
export interface FlushHandlers {
  /** Send one answer (`assessment.answer`); rejects with the call's error. */
  send(answer: QueuedAnswer): Promise<SubmissionView>;
  /** What a failed send means (see {@link FailureKind}). */
  classify(error: unknown, answer: QueuedAnswer): FailureKind | Promise<FailureKind>;
  /** The server stored `answer` (`left`: answers still queued after it); runs before it is removed. */
  onSent?(answer: QueuedAnswer, result: SubmissionView, left: number): void | Promise<void>;
  /** `answer` was dropped (`already-there` or `refused`) with the call's `error`. */
  onDropped?(answer: QueuedAnswer, error: unknown, kind: 'already-there' | 'refused'): void;
}

/** What one flush did. */
export interface FlushResult {
  /** Answers the server stored, in order. */
  sent: QueuedAnswer[];
  /** Answers dropped, with why. */
  dropped: { answer: QueuedAnswer; error: unknown; kind: 'already-there' | 'refused' }[];
  /** The failure that stopped it with answers left (`outage` or `stop`), null once the queue is empty. */
  stoppedBy: { error: unknown; kind: 'outage' | 'stop' } | null;
}

/**
 * Send `userId`'s queue in order, one answer at a time: each is removed once the server stored it
 * (so an answer is never sent twice by one flush, and never lost when the tab closes in between:
 * it is sent again, harmlessly), dropped when the server refuses it or already has it, and the
 * flush stops at the first outage with that answer and the rest kept. Flushes of one user run one
 * after another (across tabs with Web Locks), and each reads the queue afresh, so answers added
 * meanwhile are sent too and none twice.
 */
export function flushAnswerQueue(
  queue: AnswerQueue,
  userId: string,
  handlers: FlushHandlers,
): Promise<FlushResult> {
  return exclusive(`${ANSWER_QUEUE_DB}:${userId}`, async () => {
    const result: FlushResult = { sent: [], dropped: [], stoppedBy: null };
    for (;;) {
      const [answer, ...rest] = await queue.list(userId);
      if (!answer) return result;
      let stored: SubmissionView;
      try {
        stored = await handlers.send(answer);
      } catch (error) {
        const kind = await handlers.classify(error, answer);
        if (kind === 'outage' || kind === 'stop') {
          result.stoppedBy = { error, kind };
          return result;
        }
        await queue.remove(userId, answer.id);
        result.dropped.push({ answer, error, kind });
        handlers.onDropped?.(answer, error, kind);
        continue;
      }
      await handlers.onSent?.(answer, stored, rest.length);
      await queue.remove(userId, answer.id);
      result.sent.push(answer);
    }
  });
}

/** The tail of each lock's chain within this tab (where Web Locks are missing). */
const chains = new Map<string, Promise<unknown>>();

/** Run `task` alone under `name`: across tabs with Web Locks, else within this tab. */
function exclusive<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // (The lock's promise settles with the task's own result.)
  if (locks) return locks.request(name, task).then((result) => result);
  const run = (chains.get(name) ?? Promise.resolve()).then(task);
  chains.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}
