/**
 * Assessment chat (spec §2 "Assessment", §4, §5): resumes at the first unanswered question,
 * one question at a time with the current step's earlier answers above it (data flow in
 * features/assessment/useAssessmentChat.ts).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../app/PageLoader';
import { useLocale } from '../app/useLocale';
import { answerLines } from '../features/assessment/answer';
import { AnswerBubble, Bubble, TypingIndicator } from '../features/assessment/Bubbles';
import { CompletedPanel } from '../features/assessment/CompletedPanel';
import { OptionList } from '../features/assessment/OptionList';
import { StepHeader } from '../features/assessment/StepHeader';
import { useAssessmentChat } from '../features/assessment/useAssessmentChat';
import { useEnterToSubmit } from '../features/assessment/useEnterToSubmit';
import { Alert } from '../features/ui/Alert';
import { Button } from '../features/ui/Button';

export function AssessmentPage() {
  const { t } = useTranslation('assessment');
  const locale = useLocale();
  const chat = useAssessmentChat(locale);
  const { view, question, draft, pending, busy, canSubmit, submit } = chat;
  useEnterToSubmit(canSubmit, submit);

  // A new step starts at the top (its description); within a step the new question comes into view.
  const currentRef = useRef<HTMLDivElement>(null);
  const questionId = question?.id;
  const firstOfStep = question?.numberInStep === 1;
  useEffect(() => {
    if (!questionId) return;
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    if (firstOfStep) window.scrollTo({ top: 0, behavior });
    else currentRef.current?.scrollIntoView({ block: 'start', behavior });
  }, [questionId, firstOfStep]);

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
    <div className="page assessment">
      <StepHeader step={view.step} totalSteps={view.totalSteps} question={question} />

      <section className="chat" aria-label={t('chatLabel')} data-testid="chat">
        {view.history.map((h) => (
          <div key={h.question.id} className="chat__pair">
            <Bubble from="bot">
              <p>{h.question.questionText}</p>
            </Bubble>
            <AnswerBubble lines={answerLines(h.question, h.answer)} />
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

        {!pending && question && draft && (
          <div
            ref={currentRef}
            className="chat__current"
            data-testid="current-question"
            data-question-id={question.id}
            data-question-number={question.questionNumber}
          >
            <Bubble from="bot" testId="question">
              <p className="bubble__question">{question.questionText}</p>
              <p className="bubble__hint">
                {question.questionType === 'multiple_choice' ? t('chooseMany') : t('chooseOne')}
              </p>
            </Bubble>
            <OptionList
              key={question.id}
              question={question}
              draft={draft}
              locale={locale}
              disabled={busy}
              onChange={chat.setDraft}
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
              <Button className="chat__submit" onClick={submit} disabled={!canSubmit} data-testid="submit">
                {t('submit')}
                <span aria-hidden="true"> →</span>
              </Button>
            </div>
            <p className="chat__kbd-hint muted">{t('enterHint')}</p>
          </div>
        )}
      </section>

      {view.completed && <CompletedPanel locale={locale} answered={view.progress.answeredQuestions} />}
    </div>
  );
}
