import { useState } from 'react';
import { ProgressBar } from '../ui/ProgressBar';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../lib/sanitize';
import type { QuestionView, StepView } from '../../lib/trpc';

/**
 * Step badge (global order and name), sanitised description and the within-step progress bar.
 * The description is shown in full on a step's first question, then folded to two lines.
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
  const foldable = position > 1;
  const [expandedStep, setExpandedStep] = useState<string | null>(null);
  const expanded = !foldable || expandedStep === step.id;
  const descriptionId = `step-description-${step.id}`;
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
      <div
        id={descriptionId}
        className={`rich-text step-header__description${expanded ? '' : ' step-header__description--clamped'}`}
        data-testid="step-description"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(step.description) }}
      />
      {foldable && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={() => setExpandedStep(expanded ? null : step.id)}
        >
          {expanded ? t('showLess') : t('showMore')}
        </button>
      )}
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
