/**
 * Prompts tab (spec §2 Results "Prompts"): one card per step, all expanded at
 * first, each with a ready-to-paste prompt (context and AI role, plain text from the server) and
 * a copy button. The locale is part of the query input, so a language switch refetches.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { trpc } from '../../lib/trpc';
import { PromptCard } from './prompts/PromptCard';
import { useViewedAssessmentId, withAssessment } from './older';
import './report.css';
import { LoadFailed } from '../ui/LoadFailed';

export function PromptsTab(): JSX.Element {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const assessmentId = useViewedAssessmentId();
  const query = trpc.assessment.prompts.useQuery(withAssessment({ locale }, assessmentId), {
    placeholderData: keepPreviousData,
  });
  // Cards start expanded (spec §2): the state holds the ones the user closed.
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());

  if (query.isPending) {
    return (
      <div className="report-loading" role="status" aria-live="polite" data-testid="prompts-loading">
        <span className="spinner" aria-hidden="true" />
        <span>{t('prompts.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        className="report-error"
        variant="secondary"
        error={query.error}
        fallback={t('prompts.loadFailed')}
        retryLabel={t('prompts.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { prompts } = query.data;
  const toggle = (n: number) =>
    setClosed((prev) => {
      const next = new Set(prev);
      if (!next.delete(n)) next.add(n);
      return next;
    });

  return (
    <section
      className="report prompts-tab"
      aria-labelledby="prompts-heading"
      data-testid="prompts-tab"
      aria-busy={query.isFetching || undefined}
    >
      <header className="report-intro">
        <h2 id="prompts-heading" className="section-title">
          {t('prompts.heading')}
        </h2>
        <p className="muted">{t('prompts.intro')}</p>
      </header>
      {prompts.length === 0 ? (
        <p className="report-empty">{t('prompts.empty')}</p>
      ) : (
        <ol className="prompt-list">
          {prompts.map((p) => (
            <PromptCard
              key={p.stepNumber}
              prompt={p}
              open={!closed.has(p.stepNumber)}
              onToggle={() => toggle(p.stepNumber)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
