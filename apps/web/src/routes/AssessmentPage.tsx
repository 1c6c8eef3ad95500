/**
 * Assessment chat (spec §2 "Assessment", §4, §5): resumes at the first unanswered
 * question, one question at a time with the current step's earlier answers above it (data flow in
 * features/assessment/useAssessmentChat.ts). Keyboard: letter keys A–E choose, arrows move in the
 * radio group, Enter sends (also from a valid number field); a single-choice option without a
 * field is sent as soon as it is chosen while auto-advance is on (a stored preference, on by
 * default). After each move focus goes to the new question and a polite live region names it.
 * While an answer waits out an outage, another polite live region says it is reconnecting.
 * An answer given offline or during an outage is kept on this device: it shows marked "saved on
 * this device" and the chat goes on while it knows the step's next question; at the step's end
 * (or without it) a notice says the next step needs a connection.
 *
 * Re-taking, a question offers the previous assessment's answer: it is selected
 * and marked "your answer last time", focus goes to it (not to the question's text) and the live
 * region names it, so one Enter confirms it; the letters, arrows and Space choose another as usual.
 *
 * Activity questions share one answer scale (domain-design.md §2): it is explained before the bank's first
 * activity question while no activity is answered (`ScaleLegend intro`, `showsScaleIntro`) and kept
 * as a legend in the side panel. "Answer faster" (a stored preference, off by default) skips the
 * typing indicator before the next question, as `prefers-reduced-motion: reduce` does. The
 * counters ("Question 3 of 12") and the progress are the company's path, as the server counts it. An assessment restarted on a
 * renewed question bank shows a notice until its first answer.
 *
 * Layout: `.assessment` is a grid whose first column is the chat (`.assessment__main`); a side
 * panel can be mounted as a second child (`.assessment--with-side`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../app/PageLoader';
import { useLocale } from '../app/useLocale';
import { answerLines, type Draft } from '../features/assessment/answer';
import { AssessmentSidePanel } from '../features/assessment/AssessmentSidePanel';
import { AnswerBubble, Bubble, TypingIndicator } from '../features/assessment/Bubbles';
import { shouldAutoAdvance } from '../features/assessment/chat-keys';
import { showsScaleIntro } from '../features/assessment/chat-state';
import { CompletedPanel } from '../features/assessment/CompletedPanel';
import { OptionList, controlId } from '../features/assessment/OptionList';
import { ScaleLegend } from '../features/assessment/ScaleLegend';
import { StepHeader } from '../features/assessment/StepHeader';
import { prefersReducedMotion } from '../features/assessment/typing-delay';
import { useAssessmentChat } from '../features/assessment/useAssessmentChat';
import { useAnswerFaster, useAutoAdvance } from '../features/assessment/useAutoAdvance';
import { useEnterToSubmit } from '../features/assessment/useEnterToSubmit';
import { Alert } from '../features/ui/Alert';
import { Button } from '../features/ui/Button';

// The router awaits it when the page was drawn by the server (app/router.tsx).
export { sanitizerLoaded } from '../lib/sanitize';

const QUESTION_TEXT_ID = 'current-question-text';
const SUGGESTION_HINT_ID = 'current-question-suggestion';
/** The notice shown when the chat needs the server to go on (`ChatView.needsConnection`). */
const NEEDS_CONNECTION = {
  step: 'offline.nextStep',
  finish: 'offline.finish',
  question: 'offline.nextQuestion',
} as const;

export function AssessmentPage() {
  const { t } = useTranslation('assessment');
  const locale = useLocale();
  const chat = useAssessmentChat(locale);
  const { view, question, draft, pending, busy, canSubmit, submit } = chat;
  const [autoAdvance, setAutoAdvance] = useAutoAdvance();
  const [answerFaster, setAnswerFaster] = useAnswerFaster();
  const send = useCallback(() => submit(), [submit]);
  useEnterToSubmit(canSubmit, send);

  /** A deliberate choice: sent at once when auto-advance applies to it. */
  const onPick = useCallback(
    (optionId: string, next: Draft) => {
      if (question && next.selected.includes(optionId) && shouldAutoAdvance(question, optionId, autoAdvance))
        submit(next);
    },
    [question, autoAdvance, submit],
  );

  // After a move (not on opening) focus goes to the new question, and the live region names it.
  // A new step starts at the top (its description); within a step the new question comes into view.
  const currentRef = useRef<HTMLDivElement>(null);
  const questionTextRef = useRef<HTMLParagraphElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const questionId = question?.id;
  const firstOfStep = question?.numberInStep === 1;
  const suggestion = view?.suggestion ?? null;
  const shownQuestion = useRef<string | null | undefined>(undefined);
  // The option of a suggestion to focus once the options take input (they are disabled while the
  // answer that led here finishes).
  const focusOption = useRef<string | null>(null);
  useEffect(() => {
    if (!questionId || !question || !view) return;
    const opening = shownQuestion.current === undefined;
    if (shownQuestion.current === questionId) return;
    shownQuestion.current = questionId;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (firstOfStep) window.scrollTo({ top: 0, behavior });
    else currentRef.current?.scrollIntoView({ block: 'start', behavior });
    // A suggestion takes focus, even on opening (a re-take starts there): Enter confirms it.
    const suggested = suggestion?.selectedOptionIds[0] ?? null;
    focusOption.current = suggested;
    if (opening) return;
    if (!suggested) questionTextRef.current?.focus({ preventScroll: true });
    // Counted as the step header counts: the question's place among its step's asked questions.
    const announce = t('announce', {
      n: question.numberInStep,
      total: view.step.questionCount,
      text: question.questionText,
    });
    setAnnouncement(
      suggestion
        ? `${announce} ${t('lastTimeAnnounce', { answer: answerLines(question, suggestion).join('; ') })}`
        : announce,
    );
  }, [questionId, firstOfStep, question, view, suggestion, t]);
  useEffect(() => {
    const id = focusOption.current;
    if (!id || busy) return;
    focusOption.current = null;
    document.getElementById(controlId(id))?.focus({ preventScroll: true });
  }, [questionId, busy]);

  if (chat.loading) return <PageLoader label={t('loading')} />;
  if (!view) {
    return (
      <div className="page page--narrow">
        <Alert tone="error" testId="assessment-error">
          {chat.loadError ?? t('loadFailed')}
        </Alert>
        <Button onClick={chat.retry}>{t('retry')}</Button>
      </div>
    );
  }

  return (
    <div className="page assessment assessment--with-side">
      <AssessmentSidePanel />
      <div className="assessment__main">
        <StepHeader step={view.step} totalSteps={view.totalSteps} question={question} />

        <p className="sr-only" role="status" aria-live="polite" data-testid="chat-announcer">
          {announcement}
        </p>

        {view.notice === 'bank-updated' && (
          <Alert tone="info" testId="bank-updated">
            {t('bankUpdated')}
          </Alert>
        )}

        {!view.completed && (
          <div className="chat__prefs">
            <PrefSwitch
              id="auto-advance"
              checked={autoAdvance}
              onChange={setAutoAdvance}
              label={t('autoAdvance')}
              hint={t('autoAdvanceHint')}
            />
            <PrefSwitch
              id="answer-faster"
              checked={answerFaster}
              onChange={setAnswerFaster}
              label={t('answerFaster')}
              hint={t('answerFasterHint')}
            />
          </div>
        )}

        <section className="chat" aria-label={t('chatLabel')} data-testid="chat">
          {view.history.map((h) => (
            <div key={h.question.id} className="chat__pair">
              <Bubble from="bot">
                <p>{h.question.questionText}</p>
              </Bubble>
              <AnswerBubble lines={answerLines(h.question, h.answer)} kept={h.queued} />
            </div>
          ))}

          {pending && (
            <div className="chat__pair">
              <Bubble from="bot">
                <p>{pending.question.questionText}</p>
              </Bubble>
              <AnswerBubble lines={answerLines(pending.question, pending.answer)} testId="answer-pending" />
              <TypingIndicator />
            </div>
          )}

          {!pending && !question && view.needsConnection && (
            <Alert tone="info" testId="needs-connection">
              {t(NEEDS_CONNECTION[view.needsConnection])}
            </Alert>
          )}

          {!pending && question && draft && (
            <div
              ref={currentRef}
              className="chat__current"
              data-testid="current-question"
              data-question-id={question.id}
              data-question-number={question.questionNumber}
            >
              {showsScaleIntro(view) && <ScaleLegend locale={locale} intro testId="scale-intro" />}
              <Bubble from="bot" testId="question">
                <p id={QUESTION_TEXT_ID} ref={questionTextRef} className="bubble__question" tabIndex={-1}>
                  {question.questionText}
                </p>
                <p className="bubble__hint" aria-hidden="true">
                  {question.questionType === 'multiple_choice'
                    ? t('chooseMany')
                    : question.kind === 'activity'
                      ? t('whoDoesIt')
                      : t('chooseOne')}
                </p>
              </Bubble>
              {suggestion && (
                <p id={SUGGESTION_HINT_ID} className="chat__last-time" data-testid="last-time-hint">
                  {t('lastTimeHint')}
                </p>
              )}
              <OptionList
                key={question.id}
                question={question}
                draft={draft}
                locale={locale}
                disabled={busy}
                labelledBy={QUESTION_TEXT_ID}
                suggested={suggestion?.selectedOptionIds}
                describedBy={suggestion ? SUGGESTION_HINT_ID : undefined}
                onChange={chat.setDraft}
                onPick={onPick}
              />
              {chat.actionError && (
                <Alert tone="error" testId="action-error">
                  {chat.actionError}
                </Alert>
              )}
              <div className="chat__actions">
                {question.questionNumber > 1 && (
                  <Button
                    variant="secondary"
                    onClick={chat.back}
                    busy={chat.goingBack}
                    busyLabel={t('back')}
                    data-testid="back"
                  >
                    <span aria-hidden="true">← </span>
                    {t('back')}
                  </Button>
                )}
                <Button className="chat__submit" onClick={send} disabled={!canSubmit} data-testid="submit">
                  {t('submit')}
                  <span aria-hidden="true"> →</span>
                </Button>
              </div>
              <p className="chat__kbd-hint muted">{t('keysHint')}</p>
            </div>
          )}
        </section>

        {view.completed && <CompletedPanel locale={locale} answered={view.progress.answeredQuestions} />}

        {/* Always there (empty), so that the message is announced, politely, when it appears. */}
        <div
          role="status"
          aria-live="polite"
          className={chat.reconnecting ? 'alert alert--warning' : undefined}
          data-testid="reconnecting"
        >
          {chat.reconnecting && t('reconnecting')}
        </div>
      </div>
    </div>
  );
}

/** One of the chat's stored preferences as a switch, its hint beside it (`{id}-hint`). */
function PrefSwitch(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  return (
    <>
      <label className="switch" data-testid={props.id}>
        <input
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-describedby={`${props.id}-hint`}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">{props.label}</span>
      </label>
      <span id={`${props.id}-hint`} className="chat__prefs-hint muted">
        {props.hint}
      </span>
    </>
  );
}
