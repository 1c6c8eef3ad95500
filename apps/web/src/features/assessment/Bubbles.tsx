import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './offline.css';

/** A chat bubble: the assistant (questions) on the left, the user (answers) on the right. */
export function Bubble({
  from,
  children,
  testId,
}: {
  from: 'bot' | 'user';
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('assessment');
  return (
    <div className={`bubble-row bubble-row--${from}`} data-testid={testId}>
      {from === 'bot' && (
        <span className="avatar" aria-hidden="true">
          HAI
        </span>
      )}
      <div className={`bubble bubble--${from}`}>
        <span className="sr-only">{from === 'bot' ? t('botLabel') : t('youLabel')}: </span>
        {children}
      </div>
    </div>
  );
}

/**
 * The answer as lines of selected options; `kept`: an answer kept on this device, not sent yet
 * (useAssessmentChat), marked as pending and followed by the line that says so.
 */
export function AnswerBubble({ lines, testId, kept }: { lines: string[]; testId?: string; kept?: boolean }) {
  const { t } = useTranslation('assessment');
  const bubble = (
    <Bubble from="user" testId={kept ? 'answer-pending' : testId}>
      {lines.length === 1 ? (
        <p>{lines[0]}</p>
      ) : (
        <ul className="bubble__list">
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      )}
    </Bubble>
  );
  if (!kept) return bubble;
  return (
    <>
      {bubble}
      <p className="chat__kept" data-testid="answer-kept">
        {t('offline.saved')}
      </p>
    </>
  );
}

export function TypingIndicator() {
  const { t } = useTranslation('assessment');
  return (
    <div className="bubble-row bubble-row--bot" data-testid="typing" role="status">
      <span className="avatar" aria-hidden="true">
        HAI
      </span>
      <div className="bubble bubble--bot bubble--typing">
        <span className="sr-only">{t('typing')}</span>
        <span className="typing-dot" aria-hidden="true" />
        <span className="typing-dot" aria-hidden="true" />
        <span className="typing-dot" aria-hidden="true" />
      </div>
    </div>
  );
}
