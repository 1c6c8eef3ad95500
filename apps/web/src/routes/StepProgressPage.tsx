/**
 * Step progress (product-spec §2 "Step progress", §4, §8): shown after the answer that finished a
 * step. The finished step's score against its ideal split (`assessment.stepScore`, which that
 * answer put in the cache; asked for after a reload or in another language; the §8 estimate when
 * it fails), the performance badge (hidden when every answer was option E), a recommendation, the
 * overall progress and Continue, which clears the step-completed state. Both queries carry the
 * locale, so a language switch refetches them. The guard (RequireCompletedStep) sends the page to
 * the assessment without that state.
 */
import confetti from 'canvas-confetti';
import { ProgressBar } from '../features/ui/ProgressBar';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '../app/useLocale';
import '../features/assessment/step-progress-i18n';
import { MIN_PRACTISED_ANSWERS, stepInWords } from '@hai/domain';
import { completedStepStore, useCompletedStep } from '../features/assessment/step-completed-store';
import {
  fallbackStepScore,
  overallStats,
  performanceDisplay,
  stepEmoji,
  type StepScoreDisplay,
} from '../features/assessment/step-progress';
import { Alert } from '../features/ui/Alert';
import { Button } from '../features/ui/Button';
import { trpc } from '../lib/trpc';

const pct = (n: number | null) => (n === null ? '–' : `${n}%`);

function SplitRow({
  label,
  ai,
  human,
  testId,
}: {
  label: string;
  ai: number | null;
  human: number | null;
  testId: string;
}) {
  const { t } = useTranslation('step-progress');
  return (
    <div className="step-done__split" data-testid={testId}>
      <div className="step-done__split-head">
        <span className="step-done__split-label">{label}</span>
        <span className="step-done__split-values">
          <span className="step-done__ai">
            {t('stepDone.ai')} <strong data-testid={`${testId}-ai`}>{pct(ai)}</strong>
          </span>
          <span aria-hidden="true"> · </span>
          <span className="step-done__human">
            {t('stepDone.human')} <strong data-testid={`${testId}-human`}>{pct(human)}</strong>
          </span>
        </span>
      </div>
      <div className="step-done__bar" aria-hidden="true">
        {ai !== null && human !== null && (
          <>
            <span className="step-done__bar-ai" style={{ width: `${ai}%` }} />
            <span className="step-done__bar-human" style={{ width: `${human}%` }} />
          </>
        )}
      </div>
    </div>
  );
}

export function StepProgressPage() {
  const { t } = useTranslation('step-progress');
  const locale = useLocale();
  const navigate = useNavigate();
  const completed = useCompletedStep();
  const stepId = completed?.stepId ?? '';
  const score = trpc.assessment.stepScore.useQuery(
    { step: stepId, locale },
    // Fresh from the answer; an answer invalidates the other cached scores.
    { enabled: stepId !== '', retry: false, staleTime: Infinity, placeholderData: keepPreviousData },
  );
  // The chat's view after that answer (the chat wrote it): the overall progress, and the step's
  // name and target split should the score fail.
  const current = trpc.assessment.current.useQuery(
    { redirectToUnanswered: false, locale },
    { retry: false, staleTime: Infinity, placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (score.error) console.error('loading the step score failed; showing an estimate', score.error);
  }, [score.error]);
  useEffect(() => {
    if (current.error) console.error('loading the assessment progress failed', current.error);
  }, [current.error]);

  // Confetti once on arrival, unless the user prefers reduced motion.
  const celebrated = useRef(false);
  useEffect(() => {
    if (celebrated.current) return;
    celebrated.current = true;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // Our own canvas, drawn without a worker: the CSP (script-src 'self') refuses the library's
    // blob: worker. Fixed over the page, never in the way, removed when done.
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.testid = 'confetti';
    Object.assign(canvas.style, {
      position: 'fixed',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
      zIndex: '100',
    });
    document.body.appendChild(canvas);
    const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    void Promise.resolve(fire({ particleCount: 100, spread: 70, origin: { y: 0.6 } })).finally(() =>
      canvas.remove(),
    );
  }, []);

  if (!completed) return null; // The guard redirects; this only covers the moment Continue clears the state.
  const step = current.data?.allSteps.find((s) => s.id === stepId);

  let display: StepScoreDisplay | null = null;
  if (score.data) display = { ...score.data, estimated: false };
  else if (score.error && step) display = fallbackStepScore(step.aiPercent, step.humanPercent);
  const perf = display ? performanceDisplay(display) : null;
  // Neither the score nor the step could be loaded: nothing to show but the way on.
  const failed = display === null && score.error !== null && current.error !== null;

  const progress = current.data?.progress;
  const stats = progress ? overallStats(progress) : null;
  const name = score.data?.stepName ?? step?.name ?? '';
  const order = score.data?.stepOrder ?? step?.globalOrder;

  const onContinue = () => {
    completedStepStore.clear();
    void navigate(`/${locale}/assessment`, { replace: true });
  };

  return (
    <div className="page step-done" data-testid="step-progress-page">
      <section className="card step-done__hero" aria-labelledby="step-done-title">
        <div className="step-done__emoji" aria-hidden="true" data-testid="step-emoji">
          {order !== undefined && stepEmoji(order)}
        </div>
        <h1 id="step-done-title" className="step-done__title" data-testid="step-done-title">
          {order !== undefined
            ? t('stepDone.heading', { order, name })
            : t('titles.stepProgress', { ns: 'common' })}
        </h1>
      </section>

      <section
        className="card step-done__card"
        aria-labelledby="step-done-score"
        aria-busy={display === null || undefined}
      >
        <h2 id="step-done-score" className="step-done__heading">
          {t('stepDone.scoreTitle')}
        </h2>
        {failed ? (
          <Alert tone="error" testId="step-score-error">
            {t('stepDone.loadFailed')}
          </Alert>
        ) : display === null ? (
          <div className="step-done__loading">
            <span className="spinner" aria-hidden="true" />
          </div>
        ) : (
          <>
            <SplitRow
              label={t('stepDone.yours')}
              ai={display.yourAiPercent}
              human={display.yourHumanPercent}
              testId="your-split"
            />
            <SplitRow
              label={t('stepDone.ideal')}
              ai={display.targetAiPercent}
              human={display.targetHumanPercent}
              testId="ideal-split"
            />
            {!display.estimated && display.yourHumanPercent !== null && (
              <p className="step-done__words" data-testid="step-in-words">
                {stepInWords(display, locale)}
              </p>
            )}
            {display.estimated && (
              <p className="step-done__note muted" data-testid="score-estimated">
                {t('stepDone.estimated')}
              </p>
            )}
            {perf?.badge ? (
              <p className="step-done__perf">
                <span className="muted">{t('stepDone.performanceLabel')}: </span>
                <span
                  className={`badge perf-badge perf-badge--${perf.badge}`}
                  data-testid="performance-badge"
                  data-performance={perf.badge}
                >
                  {t(`stepDone.performance.${perf.badge}`)}
                </span>
              </p>
            ) : (
              <p className="step-done__perf step-done__not-scored" data-testid="not-scored">
                {display.insufficient
                  ? t('stepDone.insufficient', { count: display.practisedCount, min: MIN_PRACTISED_ANSWERS })
                  : t('stepDone.notScored')}
              </p>
            )}
            <h3 className="step-done__subheading">{t('stepDone.recommendationTitle')}</h3>
            <p className="step-done__recommendation" data-testid="recommendation">
              {t(`stepDone.recommendation.${perf?.recommendation ?? 'notScored'}`)}
            </p>
          </>
        )}
      </section>

      {progress && stats && (
        <section className="card step-done__card" aria-labelledby="step-done-overall">
          <h2 id="step-done-overall" className="step-done__heading">
            {t('stepDone.overallTitle')}
          </h2>
          <div className="step-progress__label">
            <span data-testid="overall-text">
              {t('stepDone.overallText', {
                answered: progress.answeredQuestions,
                total: progress.totalQuestions,
              })}
            </span>
            <span>{stats.percent}%</span>
          </div>
          <ProgressBar
            value={progress.answeredQuestions}
            max={progress.totalQuestions}
            label={t('stepDone.overallLabel')}
            testId="overall-progress"
          />
          <dl className="step-done__stats" aria-label={t('stepDone.statsLabel')}>
            <div className="step-done__stat">
              <dt>{t('stepDone.stats.completed')}</dt>
              <dd data-testid="stat-completed">{stats.completed}</dd>
            </div>
            <div className="step-done__stat">
              <dt>{t('stepDone.stats.remaining')}</dt>
              <dd data-testid="stat-remaining">{stats.remaining}</dd>
            </div>
            <div className="step-done__stat">
              <dt>{t('stepDone.stats.percent')}</dt>
              <dd data-testid="stat-percent">{stats.percent}%</dd>
            </div>
          </dl>
        </section>
      )}

      <div className="step-done__actions">
        <Button size="lg" onClick={onContinue} data-testid="continue">
          {t('stepDone.continue')}
          <span aria-hidden="true"> →</span>
        </Button>
      </div>
    </div>
  );
}
