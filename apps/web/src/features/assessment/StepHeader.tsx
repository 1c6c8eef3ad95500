import { useState } from 'react';
import { ProgressBar } from '../ui/ProgressBar';
import { useTranslation } from 'react-i18next';
import { loadSanitizer, useSanitizedHtml } from '../../lib/sanitize';
import type { QuestionView, StepView } from '../../lib/trpc';

// DOMPurify is not part of the route's first load: its download starts with this chunk, and the
// description shows as plain text (tags stripped) for the moment it takes.
void loadSanitizer().catch(() => undefined);

/**
 * Step badge (global order and name), sanitised description and the within-step progress bar
 * (spec §2 "Assessment"). The description is shown in full on a step's first
 * question and hidden on the later ones; a toggle ("Show description" / "Hide description")
 * shows or hides it on any question, so that on a phone the first question can come up too.
 */
export function StepHeader({
  step,
  totalSteps,
  question,
}: {
  step: StepView;
  totalSteps: number;
  question: QuestionView | null;
}) {
  const { t } = useTranslation('assessment');
  const position = question?.numberInStep ?? step.questionCount;
  const percent =
    step.questionCount > 0 ? Math.min(100, Math.max(0, (position / step.questionCount) * 100)) : 0;
  const firstQuestion = position <= 1;
  // The user's choice for this step and question kind (first or later); otherwise the default.
  const [choice, setChoice] = useState<{ key: string; expanded: boolean } | null>(null);
  const choiceKey = `${step.id}:${firstQuestion ? 'first' : 'later'}`;
  const expanded = choice?.key === choiceKey ? choice.expanded : firstQuestion;
  const descriptionId = `step-description-${step.id}`;
  const description = useSanitizedHtml(step.description);
  return (
    <section className="card step-header" aria-labelledby="step-title">
      <div className="step-header__top">
        <span className="badge badge--primary" data-testid="step-badge">
          {t('stepBadge', { order: step.globalOrder, total: totalSteps })}
        </span>
        <span className="step-header__split" title={t('targetSplitTitle')}>
          {t('targetSplit', { ai: step.aiPercent, human: step.humanPercent })}
        </span>
      </div>
      <h1 id="step-title" className="step-header__title" data-testid="step-name">
        {step.name}
      </h1>
      {/* Keyed by form: the plain-text moment and the sanitised HTML are different contents. */}
      <div
        key={'html' in description ? 'html' : 'text'}
        id={descriptionId}
        className="rich-text step-header__description"
        data-testid="step-description"
        hidden={!expanded}
        {...('html' in description
          ? { dangerouslySetInnerHTML: { __html: description.html } }
          : { children: description.text })}
      />
      <button
        type="button"
        className="link-button step-header__toggle"
        aria-expanded={expanded}
        aria-controls={descriptionId}
        data-testid="toggle-description"
        onClick={() => setChoice({ key: choiceKey, expanded: !expanded })}
      >
        {expanded ? t('hideDescription') : t('showDescription')}
      </button>
      {question && (
        <div className="step-progress">
          <div className="step-progress__label">
            <span>{t('questionOf', { n: position, total: step.questionCount })}</span>
            <span>{Math.round(percent)}%</span>
          </div>
          <ProgressBar
            thin
            value={position}
            max={step.questionCount}
            label={t('stepProgressLabel')}
            testId="step-progress"
          />
        </div>
      )}
    </section>
  );
}
