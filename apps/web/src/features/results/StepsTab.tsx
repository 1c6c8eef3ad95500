/**
 * Steps tab (spec §2 "Results → Steps"): a card per step — order, name, status —
 * collapsed until its button opens it. Open: the user's AI and human split against the ideal
 * (only the ideal when the step is not implemented or has too few answers), the feedback as
 * sanitised rich text, the split and the practised activities in words, the activities furthest
 * from their ideal (the user's answer, the ideal and what to do), and the most important
 * activities not done yet with where to start. `?step=<id>` (from the overview) opens that card.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { stepInWords, type StepFeedbackView } from '@hai/domain';
import { PageLoader } from '../../app/PageLoader';
import { statusKind, type StepStatusKind } from './step-status';
import { useLocale } from '../../app/useLocale';
import { trpc } from '../../lib/trpc';
import { Button } from '../ui/Button';
import { sanitizeFeedback } from './sanitize';
import { useViewedAssessmentId, withAssessment } from './older';
import { LoadFailed } from '../ui/LoadFailed';

const STEP_PARAM = 'step';

const STATUS_MARK: Record<StepStatusKind, string> = {
  'on-target': '✓',
  'too-human': '▲',
  'too-ai': '▼',
  insufficient: '…',
  'not-implemented': '○',
};

const toggleId = (stepId: string) => `step-toggle-${stepId}`;
const bodyId = (stepId: string) => `step-body-${stepId}`;

function SplitRow({
  label,
  ai,
  human,
  testId,
}: {
  label: string;
  ai: number;
  human: number;
  testId: string;
}) {
  const { t } = useTranslation('results');
  return (
    <div className="split-row" data-testid={testId}>
      <div className="split-row__head">
        <span className="split-row__label">{label}</span>
        <span className="split-row__values">
          <span className="split-row__ai">{t('steps.aiValue', { value: ai })}</span>
          <span aria-hidden="true"> · </span>
          <span className="split-row__human">{t('steps.humanValue', { value: human })}</span>
        </span>
      </div>
      <div className="split-row__bar" aria-hidden="true">
        <span className="split-row__bar-ai" style={{ width: `${ai}%` }} />
        <span className="split-row__bar-human" style={{ width: `${human}%` }} />
      </div>
    </div>
  );
}

function StepDetails({ item }: { item: StepFeedbackView }) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const scored = item.yourAiPercent !== null && item.yourHumanPercent !== null;
  return (
    <>
      <div className="split-compare">
        {scored && (
          <SplitRow
            label={t('steps.you')}
            ai={item.yourAiPercent!}
            human={item.yourHumanPercent!}
            testId="split-you"
          />
        )}
        <SplitRow
          label={t('steps.ideal')}
          ai={item.targetAiPercent}
          human={item.targetHumanPercent}
          testId="split-ideal"
        />
        {scored ? (
          <p className="split-compare__note" data-testid="step-in-words">
            {stepInWords(item, locale)}
          </p>
        ) : (
          <p className="split-compare__note" data-testid="only-ideal">
            {item.allAnswersAreOptionE
              ? t('steps.onlyIdealNotImplemented')
              : t('steps.onlyIdealInsufficient', { count: item.practisedCount })}
          </p>
        )}
      </div>
      <div
        className="rich-text step-card__feedback"
        data-testid="step-feedback"
        dangerouslySetInnerHTML={{ __html: sanitizeFeedback(item.feedbackText) }}
      />
      {item.offIdeal.length > 0 && (
        <section className="step-card__section" data-testid="off-ideal">
          <h4 className="step-card__subheading">{t('steps.offIdealHeading')}</h4>
          <ul className="quotes">
            {item.offIdeal.map((a) => (
              <li
                key={a.questionId}
                className="quote"
                data-testid="quoted-answer"
                data-direction={a.direction}
              >
                <p className="quote__question">{a.activity}</p>
                <blockquote className="quote__answer">
                  <span className="quote__label">{t('steps.yourAnswer')} </span>
                  {t('steps.quoted', { text: a.answer })}
                </blockquote>
                <p className="quote__meta">
                  {t('steps.idealAnswer')} {t('steps.quoted', { text: a.ideal })}
                </p>
                <p className="quote__lever" data-testid="lever">
                  {a.lever}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {item.notYet.length > 0 && (
        <section className="step-card__section" data-testid="not-yet">
          <h4 className="step-card__subheading">{t('steps.notYetHeading')}</h4>
          <ul className="missing-list">
            {item.notYet.map((a) => (
              <li key={a.questionId} data-testid="not-yet-activity">
                <p className="quote__question">{a.activity}</p>
                <p className="quote__lever">{a.lever}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* Last, as a footnote: what was not asked and why, after what to do. */}
      {item.notApplicableText && (
        <p className="step-card__not-applicable muted" data-testid="not-applicable">
          {item.notApplicableText}
        </p>
      )}
    </>
  );
}

function StepCard({ item, open, onToggle }: { item: StepFeedbackView; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('results');
  const kind = statusKind(item);
  return (
    <li
      className={`card step-card step-card--${kind}`}
      data-testid={`step-card-${item.stepId}`}
      data-status={kind}
    >
      <h3 className="step-card__heading">
        <button
          type="button"
          id={toggleId(item.stepId)}
          className="step-card__toggle"
          aria-expanded={open}
          aria-controls={bodyId(item.stepId)}
          data-testid={`step-toggle-${item.stepId}`}
          onClick={onToggle}
        >
          <span className="step-card__order">
            <span className="sr-only">{t('steps.stepLabel')} </span>
            {item.stepOrder}
          </span>
          <span className="step-card__title">
            <span className="step-card__name">{item.stepName}</span>
            <span className={`status-badge status-badge--${kind}`} data-testid="step-status">
              <span aria-hidden="true">{STATUS_MARK[kind]}</span>
              {t(`steps.status.${kind}`)}
            </span>
          </span>
          <span className="step-card__chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={bodyId(item.stepId)} className="step-card__body" hidden={!open}>
        {open && <StepDetails item={item} />}
      </div>
    </li>
  );
}

export function StepsTab() {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const assessmentId = useViewedAssessmentId();
  const feedback = trpc.assessment.feedback.useQuery(withAssessment({ locale }, assessmentId), {
    placeholderData: keepPreviousData,
  });
  const [params, setParams] = useSearchParams();
  const linked = params.get(STEP_PARAM);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(linked ? [linked] : []));
  const items = feedback.data?.feedback;

  // A card opened from the overview's link: bring it into view, give its button the focus, and
  // drop the parameter so a reload does not jump again.
  useEffect(() => {
    if (!linked || !items) return;
    const button = document.getElementById(toggleId(linked));
    button?.scrollIntoView({ block: 'start' });
    button?.focus();
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(STEP_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked, items, setParams]);

  if (feedback.isPending) return <PageLoader label={t('steps.loading')} />;
  if (!items)
    return (
      <LoadFailed
        error={feedback.error}
        fallback={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void feedback.refetch()}
      />
    );

  const allOpen = items.every((i) => open.has(i.stepId));
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="steps-tab" aria-labelledby="steps-heading">
      <div className="steps-tab__head">
        <div>
          <h2 id="steps-heading" className="section-title">
            {t('steps.heading')}
          </h2>
          <p className="steps-tab__intro">{t('steps.intro')}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOpen(allOpen ? new Set() : new Set(items.map((i) => i.stepId)))}
          data-testid="steps-toggle-all"
        >
          {allOpen ? t('steps.collapseAll') : t('steps.expandAll')}
        </Button>
      </div>
      <ol className="step-cards">
        {items.map((item) => (
          <StepCard
            key={item.stepId}
            item={item}
            open={open.has(item.stepId)}
            onToggle={() => toggle(item.stepId)}
          />
        ))}
      </ol>
    </section>
  );
}
