/**
 * The chat's access to the answers kept on this device (product-spec §4 "Assessment"; offline/):
 * loads their chunk once the chat shows, which starts the question bank's planner when the browser
 * is idle (a worker, offline/planner.ts), so that both are in memory before the connection goes;
 * then follows the signed-in user's queue. Nothing of it runs while the server draws the page.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@hai/domain';
import type { QuestionView, SubmissionView } from '../../lib/trpc';
import type { ChatView, SentAnswer } from './chat-state';
import type { SyncState } from './offline/answer-sync';
import type * as Kept from './offline/kept-answers';

let loading: Promise<typeof Kept> | undefined;
let loaded: typeof Kept | null = null;
const loadKept = () =>
  (loading ??= import('./offline/kept-answers').then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));

const NONE: SyncState = { items: null, reconnecting: false };
const noSubscription = () => () => undefined;
const none = () => NONE;
const zero = () => 0;

/** The answers kept on this device for `userId` (null: none known yet), and what to do with them. */
export function useOfflineAnswers(userId: string | null) {
  const [kept, setKept] = useState(() => loaded);
  useEffect(() => {
    let live = true;
    loadKept().then(
      (m) => live && setKept(m),
      (err: unknown) => console.error('loading the offline answers failed', err),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => kept?.preparePlanner(), [kept]);
  const sync = kept && userId ? kept.answerSync(userId) : null;
  const state = useSyncExternalStore(sync?.subscribe ?? noSubscription, sync?.getState ?? none, none);
  const planner = kept?.planner();
  // Changes when a plan arrives: the same kept answers then show their next question.
  const plans = useSyncExternalStore(planner?.subscribe ?? noSubscription, planner?.version ?? zero, zero);
  const { items } = state;

  return {
    sync,
    state,
    /**
     * `base` (the server's view) with the kept answers and, when the bank tells, the next question
     * (offline/kept-answers.ts `showKept`); `pendingQuestionId`: the answer whose typing indicator shows.
     */
    show: useCallback(
      (base: ChatView, pendingQuestionId: string | undefined, locale: Locale): ChatView =>
        kept && items?.length ? kept.showKept(base, items, pendingQuestionId, locale) : base,
      // `plans` too: the planner's answers are read from its cache.
      [kept, items, plans],
    ),
    /**
     * Send the answer, or keep it (offline/kept-answers.ts `sendOrKeep`); without the queue's
     * chunk (it failed to load) or a user, simply send it.
     */
    async submit(
      submission: SentAnswer,
      question: QuestionView,
      send: (s: SentAnswer) => Promise<SubmissionView>,
    ): Promise<{ sent: SubmissionView } | { kept: true }> {
      const m = await loadKept().catch(() => null);
      if (!m || !userId) return { sent: await send(submission) };
      return m.sendOrKeep(m.answerSync(userId), submission, question, send);
    },
  };
}
