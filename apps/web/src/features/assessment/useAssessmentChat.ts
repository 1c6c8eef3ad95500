/**
 * The chat's data flow: loads `assessment.current` (resuming at the first unanswered question),
 * submits answers, goes back, reloads texts when the language changes, and publishes progress
 * to the navbar. An answer that finishes a step (not the last) raises the step-completed state
 * and opens /step-progress; back and any other answer clear it (spec §4).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Locale } from '@hai/domain';
import { apiError, trpc } from '../../lib/trpc';
import { isDraftValid, toSubmission, type Draft } from './answer';
import { INITIAL_CHAT, chatReducer } from './chat-state';
import { progressStore } from './progress-store';
import { completedStepStore } from './step-completed-store';
import { typingDelayMs } from './typing-delay';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useAssessmentChat(locale: Locale) {
  const { t } = useTranslation('assessment');
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT);
  const alive = useRef(true);
  /** A submit or back is on its way: a double click must not send twice. */
  const inFlight = useRef(false);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const load = useCallback(
    async (resume: boolean, keepDraft = false) => {
      dispatch({ type: 'load' });
      try {
        const data = await utils.client.assessment.current.query({ redirectToUnanswered: resume });
        if (alive.current) dispatch({ type: 'loaded', data, locale, keepDraft });
      } catch (err) {
        console.error('loading the assessment failed', err);
        if (alive.current)
          dispatch({ type: 'loadFailed', message: apiError(err)?.message ?? t('loadFailed') });
      }
    },
    [utils, locale, t],
  );

  // First load resumes at the first unanswered question.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load(true);
  }, [load]);

  // A language switch reloads the texts in place (same question, same draft).
  const viewLocale = state.view?.locale;
  useEffect(() => {
    if (state.phase === 'answering' && viewLocale && viewLocale !== locale) void load(false, true);
  }, [state.phase, viewLocale, locale, load]);

  const progress = state.view?.progress;
  useEffect(() => {
    if (progress) progressStore.set({ answered: progress.answeredQuestions, total: progress.totalQuestions });
  }, [progress]);
  useEffect(() => () => progressStore.set(null), []);

  const setDraft = useCallback((draft: Draft) => dispatch({ type: 'draft', draft }), []);

  const question = state.view?.question ?? null;
  const canSubmit =
    state.phase === 'answering' &&
    !state.goingBack &&
    question !== null &&
    isDraftValid(question, state.draft, locale);

  const submit = useCallback(async () => {
    if (!canSubmit || !question || inFlight.current) return;
    inFlight.current = true;
    const payload = toSubmission(question, state.draft);
    dispatch({
      type: 'submit',
      answer: { selectedOptionIds: payload.selectedOptionIds, additionalInputs: payload.additionalInputs },
    });
    try {
      const [data] = await Promise.all([
        utils.client.assessment.answer.mutate(payload),
        delay(typingDelayMs()),
      ]);
      if (!alive.current) return;
      dispatch({ type: 'submitted', data, locale });
      if (data.completed) {
        completedStepStore.clear();
        void utils.assessment.status.invalidate();
      } else if (data.completedStep) {
        completedStepStore.set({ step: data.completedStep, progress: data.progress });
        void navigate(`/${locale}/step-progress`);
      } else {
        completedStepStore.clear();
        if (!data.nextQuestion) void load(true);
      }
    } catch (err) {
      console.error('submitting the answer failed', err);
      if (alive.current)
        dispatch({ type: 'submitFailed', message: apiError(err)?.message ?? t('submitFailed') });
    } finally {
      inFlight.current = false;
    }
  }, [canSubmit, question, state.draft, utils, locale, load, navigate, t]);

  const back = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    completedStepStore.clear();
    dispatch({ type: 'back' });
    try {
      const data = await utils.client.assessment.previous.mutate({});
      if (alive.current) dispatch({ type: 'backDone', data, locale });
    } catch (err) {
      console.error('going to the previous question failed', err);
      if (alive.current)
        dispatch({ type: 'backFailed', message: apiError(err)?.message ?? t('previousFailed') });
    } finally {
      inFlight.current = false;
    }
  }, [utils, locale, t]);

  const retry = useCallback(() => void load(true), [load]);

  return { state, question, canSubmit, setDraft, submit, back, retry };
}
