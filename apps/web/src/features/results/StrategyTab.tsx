/**
 * Strategy tab (spec §2 Results "Strategy", §3 "Strategy"): the context card,
 * then the triggered strategies, numbered, most pressing first (the server's order), then the
 * others collapsed under "Not needed now", so the user also sees what would make them necessary.
 * The locale is part of the query input, so a language switch refetches; the old texts stay
 * shown until the new ones arrive.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { trpc } from '../../lib/trpc';
import { ContextCard } from './strategy/ContextCard';
import { StrategyCard } from './strategy/StrategyCard';
import { useViewedAssessmentId, withAssessment } from './older';
import './report.css';
import { LoadFailed } from '../ui/LoadFailed';

export function StrategyTab(): JSX.Element {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const assessmentId = useViewedAssessmentId();
  const query = trpc.assessment.strategyRecommendations.useQuery(withAssessment({ locale }, assessmentId), {
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  if (query.isPending) {
    return (
      <div className="report-loading" role="status" aria-live="polite" data-testid="strategy-loading">
        <span className="spinner" aria-hidden="true" />
        <span>{t('strategy.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        className="report-error"
        variant="secondary"
        error={query.error}
        fallback={t('strategy.loadFailed')}
        retryLabel={t('strategy.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { strategies, context } = query.data;
  const triggered = strategies.filter((s) => s.triggered);
  const others = strategies.filter((s) => !s.triggered);
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="report strategy-tab" data-testid="strategy-tab" aria-busy={query.isFetching || undefined}>
      <ContextCard context={context} />

      <section className="report-section" aria-labelledby="strategies-heading">
        <h2 id="strategies-heading" className="section-title">
          {t('strategy.recommended')}
        </h2>
        {triggered.length === 0 ? (
          <p className="report-empty" data-testid="strategy-empty">
            {t('strategy.empty')}
          </p>
        ) : (
          <>
            <p className="muted">{t('strategy.recommendedIntro', { count: triggered.length })}</p>
            <ol className="strategy-list" data-testid="strategy-list">
              {triggered.map((s, i) => (
                <StrategyCard
                  key={s.id}
                  strategy={s}
                  number={i + 1}
                  open={open.has(s.id)}
                  onToggle={() => toggle(s.id)}
                />
              ))}
            </ol>
          </>
        )}
      </section>

      {others.length > 0 && (
        <section className="report-section" aria-labelledby="strategies-other-heading">
          <h2 id="strategies-other-heading" className="section-title">
            {t('strategy.notNeeded')}
          </h2>
          <p className="muted">{t('strategy.notNeededIntro')}</p>
          <ul className="strategy-list strategy-list--other" data-testid="strategy-list-other">
            {others.map((s) => (
              <StrategyCard key={s.id} strategy={s} open={open.has(s.id)} onToggle={() => toggle(s.id)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
