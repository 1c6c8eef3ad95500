/**
 * When the answers kept on this device are sent (product-spec §4 "Assessment"; the queue itself is
 * answer-queue.ts): one {@link AnswerSync} per user for the page's life, shared by every chat
 * mounted in it. It reads the user's queue once, sends it when the chat connects (so a reopened
 * tab first sends what an earlier one kept), when an answer joins it while the server is
 * reachable, when the browser comes back online, and after an outage on the same schedule as a
 * single answer used to be retried (the server's `Retry-After`, else 1 s doubling to 30 s;
 * answer-retry.ts), for as long as the page is open.
 *
 * A refused answer (a 4xx other than "already there", or a 500) is dropped and its message given
 * to the chat ({@link SyncListener.onRefused}) to show; a 409 is "already there" when the server's
 * first unanswered question is past the answer's (or the assessment is completed): resending an
 * answer the server stored is harmless, it keeps one answer per question.
 */
import {
  errorBody,
  errorMessage,
  type CurrentView,
  type QuestionView,
  type SubmissionView,
} from '../../../lib/trpc';
import { answerRetryDelay, isOutage } from '../answer-retry';
import type { SentAnswer } from '../chat-state';
import {
  createAnswerQueue,
  flushAnswerQueue,
  queuedAnswer,
  type AnswerQueue,
  type FailureKind,
  type FlushResult,
  type QueuedAnswer,
} from './answer-queue';

/** What the chat reads of a user's queue. */
export interface SyncState {
  /** The queued answers, oldest first; null until the queue has been read. */
  items: readonly QueuedAnswer[] | null;
  /** Answers wait and the browser is offline, or the last try met an outage. */
  reconnecting: boolean;
}

/** The calls a sync makes (the app's tRPC client). */
export interface SyncClient {
  /** `assessment.answer` with the submission. */
  send(submission: Required<SentAnswer>): Promise<SubmissionView>;
  /** `assessment.current` at the first unanswered question (`redirectToUnanswered: true`). */
  frontier(): Promise<CurrentView>;
}

/** What the mounted chat hears of a flush. */
export interface SyncListener {
  /** The server stored `answer` (before it leaves the queue); `left` answers remain after it. */
  onSent?(answer: QueuedAnswer, result: SubmissionView, left: number): void | Promise<void>;
  /** The server refused `answer`, which was dropped; `message` is its (translated) reason, if any. */
  onRefused?(answer: QueuedAnswer, message: string | null): void;
  /** A flush ended (the queue emptied, or it stopped at an outage). */
  onFlushed?(result: FlushResult): void;
}

/** One user's queue at run time (see the module comment). */
export interface AnswerSync {
  readonly userId: string;
  getState(): SyncState;
  subscribe(listener: () => void): () => void;
  /** Resolves once the queue has been read from IndexedDB (never rejects). */
  ready(): Promise<void>;
  /** The chat is mounted: send with `client`, tell `listener`. Returns the disconnect (the client stays). */
  connect(client: SyncClient, listener: SyncListener): () => void;
  /**
   * Keep `submission` to `question` on this device; `failure` is the error of a send that just
   * met an outage (the next try then waits as the server asked). Rejects when IndexedDB does.
   */
  enqueue(submission: SentAnswer, question: QuestionView, failure?: unknown): Promise<void>;
  /** Send the queue now (when online and a client is connected). */
  flush(): void;
  /** Forget the queue in memory (after it was cleared in IndexedDB), timers included. */
  reset(): void;
}

const EMPTY: SyncState = { items: null, reconnecting: false };

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * What a failed send of `answer` means (answer-queue.ts {@link FailureKind}): an outage (502, 503,
 * 504, no answer; answer-retry.ts) or a 429 waits; a 401 stops (kept for the next login); a 409
 * is `already-there` when `frontier()` shows the assessment completed or its first unanswered
 * question after `answer`'s, else `refused` (an outage while asking waits); any other failure is
 * `refused`.
 */
export async function classifyFailure(
  error: unknown,
  answer: QueuedAnswer,
  frontier: () => Promise<CurrentView>,
): Promise<FailureKind> {
  if (isOutage(error)) return 'outage';
  const code = errorBody(error)?.error;
  if (code === 'TOO_MANY_REQUESTS') return 'outage';
  if (code === 'UNAUTHORIZED') return 'stop';
  if (code !== 'CONFLICT') return 'refused';
  try {
    const at = await frontier();
    const first = at.currentQuestion?.questionNumber;
    return at.completed || (first !== undefined && first > answer.question.questionNumber)
      ? 'already-there'
      : 'refused';
  } catch (err) {
    return isOutage(err) ? 'outage' : 'refused';
  }
}

/** A sync of `userId`'s queue in `queue` (tests build their own; the app uses {@link answerSync}). */
export function createAnswerSync(userId: string, queue: AnswerQueue): AnswerSync {
  let state = EMPTY;
  let client: SyncClient | null = null;
  let listener: SyncListener | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let generation = 0;
  const subscribers = new Set<() => void>();

  const emit = (next: Partial<SyncState>) => {
    const items = next.items !== undefined ? next.items : state.items;
    state = {
      ...state,
      ...next,
      reconnecting: (items?.length ?? 0) > 0 && (!online() || failures > 0),
    };
    for (const s of subscribers) s();
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      flush();
    }, ms);
  };
  // Every change of the queue shows at once.
  const tracked: AnswerQueue = {
    ...queue,
    add: async (u, a) => {
      const items = await queue.add(u, a);
      emit({ items });
      return items;
    },
    remove: async (u, id) => {
      const items = await queue.remove(u, id);
      emit({ items });
      return items;
    },
  };

  const run = async (): Promise<void> => {
    const sender = client;
    const started = generation;
    if (!sender || !online()) return emit({});
    const result = await flushAnswerQueue(tracked, userId, {
      send: (a) => sender.send(a.submission),
      classify: (error, a) => classifyFailure(error, a, sender.frontier),
      onSent: (a, r, left) => listener?.onSent?.(a, r, left),
      onDropped: (a, error, kind) => {
        if (kind === 'refused') listener?.onRefused?.(a, errorMessage(error, '') || null);
      },
    });
    if (started !== generation) return;
    const stop = result.stoppedBy;
    if (stop?.kind === 'outage') {
      schedule(answerRetryDelay(failures, stop.error));
      failures += 1;
    } else failures = 0;
    emit({});
    listener?.onFlushed?.(result);
  };

  function flush(): void {
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    running = run()
      .catch((err: unknown) => console.error('sending the answers kept on this device failed', err))
      .finally(() => {
        running = null;
        const asked = again;
        again = false;
        // Asked again meanwhile; not while an outage's wait runs (its timer sends then).
        if (asked && timer === undefined) flush();
      });
  }

  const read = () =>
    queue
      .list(userId)
      .catch((err: unknown) => {
        console.error('reading the answers kept on this device failed', err);
        return [];
      })
      .then((items) => {
        emit({ items });
        if (items.length > 0) flush();
      });

  const onOnline = () => {
    failures = 0;
    flush();
  };
  const onOffline = () => emit({});
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }
  const loaded = read();

  return {
    userId,
    getState: () => state,
    ready: () => loaded,
    subscribe(s) {
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    connect(next, heard) {
      client = next;
      listener = heard;
      if (state.items?.length) flush();
      return () => {
        if (listener === heard) listener = null;
      };
    },
    async enqueue(submission, question, failure) {
      await tracked.add(userId, queuedAnswer(submission, question));
      if (failure !== undefined) {
        // The send that just failed counts as the first try: the next one waits as asked.
        if (timer === undefined && !running) schedule(answerRetryDelay(0, failure));
        failures = Math.max(failures, 1);
        emit({});
      } else if (timer === undefined) flush();
    },
    flush,
    reset() {
      generation += 1;
      clearTimeout(timer);
      timer = undefined;
      failures = 0;
      emit({ items: [] });
    },
  };
}

const syncs = new Map<string, AnswerSync>();
let shared: AnswerQueue | null = null;
const sharedQueue = () => (shared ??= createAnswerQueue());

/** The page's sync of `userId`'s queue in the app's IndexedDB database (created on first use). */
export function answerSync(userId: string): AnswerSync {
  let sync = syncs.get(userId);
  if (!sync) {
    sync = createAnswerSync(userId, sharedQueue());
    syncs.set(userId, sync);
  }
  return sync;
}

/**
 * Forget every user's kept answers, in IndexedDB and in this page (spec §4: logout clears the
 * whole assessment state). Never rejects: storage that cannot be opened has nothing to forget.
 */
export async function forgetKeptAnswers(): Promise<void> {
  for (const sync of syncs.values()) sync.reset();
  try {
    await sharedQueue().clearAll();
  } catch (err) {
    console.error('forgetting the answers kept on this device failed', err);
  }
}
