/**
 * The chat's data flow (product-spec §4 "Assessment") on TanStack Query:
 * - What it shows is the `assessment.current` query, with the locale in its input: a language
 *   switch refetches the texts by itself, the old ones stay until then, and the draft (client
 *   state, per question) survives. Opening the chat resumes at the first unanswered question;
 *   once the chat has moved it follows its own position (`redirectToUnanswered: false`), so that
 *   a language switch after a step back keeps the question.
 * - Submit and back are mutations whose onSuccess writes the view they moved to into the cache
 *   (an answer after the typing indicator, ~800 ms, while its bubble shows). While one is pending
 *   nothing else is sent: the buttons follow `isPending`, and submit and back also ask the mutation
 *   cache itself, since a second Enter can arrive before React has rendered the first.
 * - An answer that finishes a step (not the last) seeds that step's score for the step-progress
 *   page, raises the step-completed state and opens /step-progress; back and any other answer
 *   clear that state. The next step's first question is not written into the view then: the
 *   answer bubble and the typing indicator stay until step-progress is on screen, so that the
 *   next question never flashes before it.
 * - `submit` takes an optional draft: auto-advance sends the choice just made, before the render
 *   that would show it in the state.
 * - An answer given offline, or that meets an outage (503, a gateway error, no network;
 *   answer-retry.ts), is kept on this device (offline/, through useOfflineAnswers) and shown as not
 *   sent yet; the chat goes on with the next question of the step while the question bank tells it
 *   (offline/step-plan.ts), and says at the step's end that the next step needs a connection. The
 *   kept answers are sent in order once the server is reachable, also when the chat opens again
 *   (before anything else), each one written into the view as an answer is; while answers wait
 *   the next ones join them, and back waits for them. `reconnecting` is true while kept answers
 *   wait on an offline browser or an outage. A kept answer the server refuses is dropped and its
 *   message shown, and the chat reads where the server is.
 */
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { getMutationKey, getQueryKey } from '@trpc/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { Locale } from '@hai/domain';
import { currentLocale } from '../../app/i18n';
import { useSession } from '../../app/session';
import { errorMessage, trpc, type CurrentView, type SubmissionView } from '../../lib/trpc';
import type { Draft } from './answer';
import {
  INITIAL_CHAT,
  afterAnswer,
  answerOutcome,
  chatReducer,
  chatView,
  draftOf,
  pendingAnswer,
  submissionOf,
  type SentAnswer,
} from './chat-state';
import type { SyncListener } from './offline/answer-sync';
import { completedStepStore } from './step-completed-store';
import { prefersReducedMotion, typingDelayMs } from './typing-delay';
import { answerFasterNow } from './useAutoAdvance';
import { useOfflineAnswers } from './useOfflineAnswers';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The chat's mutations: while one is pending, no other is sent. */
const MOVES = [getMutationKey(trpc.assessment.answer), getMutationKey(trpc.assessment.previous)];

export function useAssessmentChat(locale: Locale) {
  const { t } = useTranslation('assessment');
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT);
  const [resume, setResume] = useState(true);
  // An answer finished a step: the chat is on its way to /step-progress and keeps showing the view
  // it answered (with the pending pair), whatever the cache holds now.
  const [frozen, setFrozen] = useState<CurrentView | null>(null);
  const leaving = frozen !== null;
  // Whether the chat is on screen (the answer's callbacks outlive it).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const current = trpc.assessment.current.useQuery(
    { redirectToUnanswered: resume, locale },
    {
      // Only the chat's own calls change its view, and they write it: no refetch of their own.
      staleTime: Infinity,
      // Not kept once off screen: the next opening reads where the server is.
      gcTime: 0,
      // A language switch keeps the shown texts until the new ones arrive.
      placeholderData: keepPreviousData,
    },
  );
  // The position the chat opened at is out of date once it has moved. Its own reads are dropped
  // when it leaves the screen (gcTime 0), but the one the server drew into the page (first-screen.ts)
  // was put in the cache before the chat observed it and keeps the cache's default lifetime: drop
  // every opening position when the chat leaves, or the next opening would show that old question.
  useEffect(
    () => () => {
      queryClient.removeQueries({
        queryKey: getQueryKey(trpc.assessment.current, { redirectToUnanswered: true }, 'query'),
      });
    },
    [queryClient],
  );
  const data = frozen ?? current.data;
  const { user } = useSession();
  const offline = useOfflineAnswers(user?.id ?? null);
  // The view on screen, for the kept answers to be written into as the server stores them.
  const shownRef = useRef<CurrentView | undefined>(undefined);
  useEffect(() => {
    shownRef.current = data;
  }, [data]);

  /**
   * The chat moved (answer or back) to `next`, in `nextLocale` (the language of the call: the
   * X-Locale header is read when it is sent).
   */
  const show = async (next: CurrentView, nextLocale: Locale) => {
    // A read still out (a language switch) predates the move and must not overwrite it.
    await utils.assessment.current.cancel();
    // Every other cached view (the other language, the resumed one) is out of date now.
    queryClient.removeQueries({ queryKey: getQueryKey(trpc.assessment.current), type: 'inactive' });
    utils.assessment.current.setData({ redirectToUnanswered: false, locale: nextLocale }, next);
    shownRef.current = next;
    setResume(false);
    // The language was switched while the call was out: read the new position in the new one.
    const shown = currentLocale();
    if (shown !== nextLocale)
      void utils.assessment.current.invalidate({ redirectToUnanswered: false, locale: shown });
  };

  /**
   * The server stored `input` as the answer to the question `shown` showed (null: no view on
   * screen), answering `result` in `locale`: write the view it moved to, or open step-progress
   * when it finished a step.
   */
  const applyAnswer = async (
    shown: CurrentView | null | undefined,
    input: SentAnswer,
    result: SubmissionView,
    locale: Locale,
  ) => {
    // Scores and completion follow from the answers: read afresh when next shown…
    void utils.assessment.status.invalidate();
    void utils.assessment.stepScore.invalidate();
    void utils.assessment.overallScore.invalidate();
    // …except the score of the step this answer finished, which comes with it.
    if (result.completedStep) {
      const { step, score } = result.completedStep;
      utils.assessment.stepScore.setData({ step: step.id, locale }, score);
    }
    dispatch({ type: 'sent', questionId: input.questionId });
    const toStepProgress = answerOutcome(result) === 'step-progress' && mounted.current;
    if (answerOutcome(result) === 'next') completedStepStore.clear();
    else if (toStepProgress && result.completedStep)
      completedStepStore.set({ stepId: result.completedStep.step.id });
    // (Submit needs a view on screen; without one, read it afresh.)
    if (!shown) {
      await utils.assessment.current.invalidate();
      if (toStepProgress) await navigate(`/${currentLocale()}/step-progress`);
      return;
    }
    const answered = {
      selectedOptionIds: input.selectedOptionIds,
      additionalInputs: input.additionalInputs ?? {},
    };
    const next = afterAnswer(shown, answered, result);
    if (!toStepProgress) return show(next, locale);
    // Straight to step-progress: the chat keeps the answered view (committed before the cache
    // gets the next one, which step-progress reads), so the next step never flashes.
    flushSync(() => setFrozen(shown));
    await show(next, locale);
    await navigate(`/${currentLocale()}/step-progress`);
  };

  const answer = useMutation({
    mutationKey: getMutationKey(trpc.assessment.answer),
    // Offline the answer is kept on this device (useOfflineAnswers), not held back.
    networkMode: 'always',
    mutationFn: (input: { payload: SentAnswer; question: NonNullable<CurrentView['currentQuestion']> }) =>
      offline.submit(input.payload, input.question, (s) => utils.client.assessment.answer.mutate(s)),
    onMutate: () => ({ sentAt: Date.now(), locale: currentLocale(), shown: data }),
    onSuccess: async (outcome, { payload }, sent) => {
      // The answer bubble and the typing indicator stay about 800 ms (spec §4, §9), unless the
      // user answers faster or prefers reduced motion.
      const wait = typingDelayMs(prefersReducedMotion(), answerFasterNow()) - (Date.now() - sent.sentAt);
      if (wait > 0) await delay(wait);
      // Kept on this device: the chat shows it from the queue.
      if ('sent' in outcome) await applyAnswer(sent.shown, payload, outcome.sent, sent.locale);
      else dispatch({ type: 'sent', questionId: payload.questionId });
    },
    onError: (err) => {
      console.error('submitting the answer failed', err);
      dispatch({ type: 'failed', message: errorMessage(err, t('submitFailed')) });
    },
  });

  // What the chat hears of the kept answers' sending: each is written into the view while it
  // still shows that answer's question, else (and after a drop) the view is read afresh; a
  // refusal's message shows next to the buttons.
  const listener = useRef<SyncListener>({});
  const stale = useRef(false);
  useEffect(() => {
    listener.current = {
      onSent: (kept, result) => {
        const shown = shownRef.current;
        if (!mounted.current || shown?.currentQuestion?.id !== kept.submission.questionId) {
          stale.current = true;
          return;
        }
        return applyAnswer(shown, kept.submission, result, currentLocale());
      },
      onRefused: (_kept, message) => dispatch({ type: 'failed', message: message ?? t('submitFailed') }),
      onFlushed: (result) => {
        if (!stale.current && result.dropped.length === 0) return;
        stale.current = false;
        void utils.assessment.current.invalidate();
      },
    };
  });
  const { sync } = offline;
  useEffect(
    () =>
      sync?.connect(
        {
          send: (s) => utils.client.assessment.answer.mutate(s),
          frontier: () => utils.client.assessment.current.query({ redirectToUnanswered: true }),
        },
        {
          onSent: (...args) => listener.current.onSent?.(...args),
          onRefused: (...args) => listener.current.onRefused?.(...args),
          onFlushed: (...args) => listener.current.onFlushed?.(...args),
        },
      ),
    [sync, utils],
  );

  const previous = trpc.assessment.previous.useMutation({
    onMutate: () => ({ locale: currentLocale() }),
    onSuccess: (result, _input, sent) => show(result, sent.locale),
    onError: (err) => {
      console.error('going to the previous question failed', err);
      dispatch({ type: 'failed', message: errorMessage(err, t('previousFailed')) });
    },
  });

  /** Whether an answer or a step back is pending, from the mutation cache (not a render's copy). */
  const moving = useCallback(
    () => MOVES.some((mutationKey) => queryClient.isMutating({ mutationKey }) > 0),
    [queryClient],
  );

  // The server's view, with the answers kept on this device after it.
  const base = useMemo(() => (data ? chatView(data) : null), [data]);
  const inFlight = answer.isPending || leaving ? answer.variables?.payload : undefined;
  const { show: withKept } = offline;
  const view = useMemo(
    () => (base ? withKept(base, inFlight?.questionId, locale) : null),
    [base, withKept, inFlight?.questionId, locale],
  );
  const question = view?.question ?? null;
  const draft = view ? draftOf(state, view) : null;
  const pending = view ? pendingAnswer(view, inFlight) : null;
  const busy = answer.isPending || previous.isPending;
  const canSubmit =
    question !== null &&
    draft !== null &&
    !busy &&
    !leaving &&
    submissionOf(question, draft, locale) !== null;

  const questionId = question?.id;
  const setDraft = useCallback(
    (next: Draft) => {
      if (questionId) dispatch({ type: 'edit', questionId, draft: next });
    },
    [questionId],
  );

  const { mutate: sendAnswer } = answer;
  /** Send `chosen` (auto-advance), else the draft shown, when valid and nothing else is on its way. */
  const submit = useCallback(
    (chosen?: Draft) => {
      const sending = chosen ?? draft;
      if (!question || !sending || busy || leaving || moving()) return;
      const payload = submissionOf(question, sending, locale);
      if (!payload) return;
      dispatch({ type: 'send', questionId: question.id, draft: sending });
      sendAnswer({ payload, question });
    },
    [question, draft, busy, leaving, moving, sendAnswer, locale],
  );

  const { mutate: goBack } = previous;
  const waiting = (offline.state.items?.length ?? 0) > 0;
  const back = useCallback(() => {
    if (!questionId || moving()) return;
    // The server's position is behind the kept answers until they are sent.
    if (waiting) return dispatch({ type: 'failed', message: t('offline.back') });
    completedStepStore.clear();
    dispatch({ type: 'back' });
    // The question shown: the server answers with the one before it.
    goBack({ questionId });
  }, [questionId, moving, goBack, waiting, t]);

  const { refetch } = current;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    view,
    question,
    draft,
    pending,
    busy: busy || leaving,
    goingBack: previous.isPending,
    reconnecting: offline.state.reconnecting,
    actionError: state.error,
    loading: current.isPending,
    loadError: view ? null : current.error ? errorMessage(current.error, t('loadFailed')) : null,
    canSubmit,
    setDraft,
    submit,
    back,
    retry,
  };
}
