/**
 * A strategy's details (spec §3 "Details"), each kind rendered only when present: the problems
 * with how many of the trigger's conditions are met, the PESO mix, funnel issues, channel
 * quadrants, content gaps, the context adjustments and the engine's note (e.g. an input the user
 * skipped).
 */
import { useTranslation } from 'react-i18next';
import type { StrategyView } from '@hai/domain';
import { useLocale } from '../../../app/useLocale';
import { formatMultiplier, formatPercent } from './format';
import { ChannelQuadrants, ContentGaps, FunnelIssues, PesoMix } from './MixDetails';

type Details = StrategyView['details'];

export function StrategyDetails({ details: d }: { details: Details }) {
  const { t } = useTranslation('report');
  return (
    <div className="strategy-details" data-testid="strategy-details">
      <section className="strategy-details__block" data-testid="details-problems">
        <h4 className="report-subheading">{t('strategy.problems')}</h4>
        <p className="strategy-details__conditions" data-testid="details-conditions">
          {t('strategy.conditions', { count: d.triggeredCount, required: d.requiredCount })}
        </p>
        {d.problems.length > 0 ? (
          <ul className="report-bullets">
            {d.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('strategy.noProblems')}</p>
        )}
      </section>
      {d.note && (
        <p className="strategy-details__note" data-testid="details-note">
          <strong>{t('strategy.note')}: </strong>
          {d.note}
        </p>
      )}
      {d.current && <PesoMix current={d.current} gaps={Array.isArray(d.gaps) ? d.gaps : undefined} />}
      {d.issues && d.issues.length > 0 && <FunnelIssues issues={d.issues} />}
      {d.channels && d.channels.length > 0 && <ChannelQuadrants channels={d.channels} />}
      {d.gaps && !Array.isArray(d.gaps) && <ContentGaps gaps={d.gaps} total={d.totalGap} />}
      <Adjustments details={d} />
    </div>
  );
}

/** The context adjustments (spec §3): size, HAI score, focus, multiplier and priority order. */
function Adjustments({ details: d }: { details: Details }) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const has =
    d.haiScore !== undefined ||
    d.focus !== undefined ||
    d.budgetMultiplier !== undefined ||
    (d.priorityOrder?.length ?? 0) > 0;
  // PESO and content strategies name the size class alone; it is shown with their tables' context.
  if (!has && d.companySize === undefined) return null;
  return (
    <section className="strategy-details__block" data-testid="details-adjustments">
      <h4 className="report-subheading">{t('strategy.adjustments.heading')}</h4>
      <dl className="report-facts">
        {d.companySize !== undefined && (
          <div>
            <dt>{t('strategy.context.companySize')}</dt>
            <dd>{d.companySize ?? t('strategy.context.notGiven')}</dd>
          </div>
        )}
        {d.haiScore !== undefined && (
          <div>
            <dt>{t('strategy.context.haiScore')}</dt>
            <dd>{formatPercent(d.haiScore, locale)}</dd>
          </div>
        )}
        {d.focus !== undefined && (
          <div>
            <dt>{t('strategy.context.focus')}</dt>
            <dd>{d.focus}</dd>
          </div>
        )}
        {d.budgetMultiplier !== undefined && (
          <div>
            <dt>{t('strategy.context.budgetMultiplier')}</dt>
            <dd>{formatMultiplier(d.budgetMultiplier, locale)}</dd>
          </div>
        )}
      </dl>
      {d.priorityOrder && d.priorityOrder.length > 0 && (
        <>
          <h5 className="report-minor-heading">{t('strategy.adjustments.priorityOrder')}</h5>
          <ol className="report-numbered">
            {d.priorityOrder.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
