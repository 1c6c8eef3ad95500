/**
 * One strategy (spec §2 Results "Strategy"): a heading whose button opens and closes the card
 * (APG disclosure: aria-expanded, aria-controls), the priority, timeline and budget always in
 * view, and when open the impact, tactics and details. Triggered strategies carry their number.
 */
import { useTranslation } from 'react-i18next';
import type { StrategyView } from '@hai/domain';
import { StrategyDetails } from './StrategyDetails';

interface Props {
  strategy: StrategyView;
  /** Position among the triggered strategies; absent for the ones not needed now. */
  number?: number;
  open: boolean;
  onToggle: () => void;
}

export function StrategyCard({ strategy: s, number, open, onToggle }: Props) {
  const { t } = useTranslation('report');
  const bodyId = `strategy-body-${s.id}`;
  return (
    <li
      className={`card strategy-card${open ? ' strategy-card--open' : ''}${s.triggered ? '' : ' strategy-card--other'}`}
      data-testid={`strategy-${s.id}`}
      data-priority={s.priorityKey}
    >
      <h3 className="strategy-card__heading">
        <button
          type="button"
          className="report-toggle strategy-card__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          data-testid={`strategy-toggle-${s.id}`}
        >
          {number !== undefined && (
            <span className="strategy-card__num" aria-hidden="true">
              {number}
            </span>
          )}
          {number !== undefined && <span className="sr-only">{number}. </span>}
          <span className="strategy-card__name" data-testid="strategy-name">
            {s.name}
          </span>
          <span className="report-chevron" aria-hidden="true" />
        </button>
      </h3>
      <dl className="strategy-card__meta">
        <div>
          <dt>{t('strategy.priority')}</dt>
          <dd>
            <span
              className={`priority-badge priority-badge--${s.priorityKey}`}
              data-testid="strategy-priority"
            >
              <span className="priority-badge__dot" aria-hidden="true" />
              {s.priority}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('strategy.timeline')}</dt>
          <dd data-testid="strategy-timeline">{s.timeline}</dd>
        </div>
        <div>
          <dt>{t('strategy.budget')}</dt>
          <dd data-testid="strategy-budget">{s.budget}</dd>
        </div>
      </dl>
      <div id={bodyId} className="strategy-card__body" hidden={!open} data-testid={`strategy-body-${s.id}`}>
        <h4 className="report-subheading">{t('strategy.impact')}</h4>
        <p className="strategy-card__impact">{s.impact}</p>
        <h4 className="report-subheading">{t('strategy.tactics')}</h4>
        <ul className="report-bullets">
          {s.tactics.map((tactic) => (
            <li key={tactic}>{tactic}</li>
          ))}
        </ul>
        <StrategyDetails details={s.details} />
      </div>
    </li>
  );
}
