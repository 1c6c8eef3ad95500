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
 *   next question never flashes before it (issue 10 "Why").
 * - `submit` takes an optional draft: auto-advance sends the choice just made, before the render
 *   that would show it in the state.
 * - An answer that meets an outage (503, a gateway error, no network; answer-retry.ts) is sent
 *   again with the same payload while the chat is on screen, its bubble and the typing indicator
 *   staying; `reconnecting` is true from its first failure (or while the browser is offline and
 *   the mutation waits) until it is stored or refused.
 */
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getMutationKey, getQueryKey } from '@trpc/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { Locale } from '@hai/domain';
import { currentLocale } from '../../app/i18n';
import { errorMessage, trpc, type CurrentView } from '../../lib/trpc';
import type { Draft } from './answer';
import { answerRetryDelay, shouldRetryAnswer } from './answer-retry';
import {
  INITIAL_CHAT,
  afterAnswer,
  answerOutcome,
  chatReducer,
  chatView,
  draftOf,
  pendingAnswer,
  submissionOf,
} from './chat-state';
import { completedStepStore } from './step-completed-store';
import { prefersReducedMotion, typingDelayMs } from './typing-delay';
import { answerFasterNow } from './useAutoAdvance';

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
  const view = useMemo(() => (data ? chatView(data) : null), [data]);

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
    setResume(false);
    // The language was switched while the call was out: read the new position in the new one.
    const shown = currentLocale();
    if (shown !== nextLocale)
      void utils.assessment.current.invalidate({ redirectToUnanswered: false, locale: shown });
  };

  const answer = trpc.assessment.answer.useMutation({
    // Stored under its question on the server: sending it again is safe. Not once off screen.
    retry: (failures, err) => mounted.current && shouldRetryAnswer(failures, err),
    retryDelay: answerRetryDelay,
    onMutate: () => ({ sentAt: Date.now(), locale: currentLocale(), shown: data }),
    onSuccess: async (result, input, sent) => {
      // The answer bubble and the typing indicator stay about 800 ms (spec §4, §9), unless the
      // user answers faster or prefers reduced motion.
      const wait = typingDelayMs(prefersReducedMotion(), answerFasterNow()) - (Date.now() - sent.sentAt);
      if (wait > 0) await delay(wait);
      // Scores and completion follow from the answers: read afresh when next shown…
      void utils.assessment.status.invalidate();
      void utils.assessment.stepScore.invalidate();
      void utils.assessment.overallScore.invalidate();
      // …except the score of the step this answer finished, which comes with it.
      if (result.completedStep) {
        const { step, score } = result.completedStep;
        utils.assessment.stepScore.setData({ step: step.id, locale: sent.locale }, score);
      }
      dispatch({ type: 'sent', questionId: input.questionId });
      const toStepProgress = answerOutcome(result) === 'step-progress' && mounted.current;
      if (answerOutcome(result) === 'next') completedStepStore.clear();
      else if (toStepProgress && result.completedStep)
        completedStepStore.set({ stepId: result.completedStep.step.id });
      // (Submit needs a view on screen; without one, read it afresh.)
      if (!sent.shown) {
        await utils.assessment.current.invalidate();
        if (toStepProgress) await navigate(`/${currentLocale()}/step-progress`);
        return;
      }
      const answered = {
        selectedOptionIds: input.selectedOptionIds,
        additionalInputs: input.additionalInputs ?? {},
      };
      const next = afterAnswer(sent.shown, answered, result);
      if (!toStepProgress) return show(next, sent.locale);
      // Straight to step-progress: the chat keeps the answered view (committed before the cache
      // gets the next one, which step-progress reads), so the next step never flashes.
      const shown = sent.shown;
      flushSync(() => setFrozen(shown));
      await show(next, sent.locale);
      await navigate(`/${currentLocale()}/step-progress`);
    },
    onError: (err) => {
      console.error('submitting the answer failed', err);
      dispatch({ type: 'failed', message: errorMessage(err, t('submitFailed')) });
    },
  });

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

  const question = view?.question ?? null;
  const draft = view ? draftOf(state, view) : null;
  const pending = view && (answer.isPending || leaving) ? pendingAnswer(view, answer.variables) : null;
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
      sendAnswer(payload);
    },
    [question, draft, busy, leaving, moving, sendAnswer, locale],
  );

  const { mutate: goBack } = previous;
  const back = useCallback(() => {
    if (!questionId || moving()) return;
    completedStepStore.clear();
    dispatch({ type: 'back' });
    // The question shown: the server answers with the one before it.
    goBack({ questionId });
  }, [questionId, moving, goBack]);

  const { refetch } = current;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    view,
    question,
    draft,
    pending,
    busy: busy || leaving,
    goingBack: previous.isPending,
    reconnecting: answer.isPending && (answer.failureCount > 0 || answer.isPaused),
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
