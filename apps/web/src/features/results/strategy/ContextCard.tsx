import { useTranslation } from 'react-i18next';
import type { StrategyRecommendationsOutput } from '@hai/domain';
import { useLocale } from '../../../app/useLocale';
import { formatMultiplier, formatPercent } from './format';

/**
 * The strategy context (spec §2 "context card"): company size, HAI score, focus, budget multiplier,
 * and, when the cards' budgets add up to more than the roadmap may take, what that means.
 */
export function ContextCard({ context }: { context: StrategyRecommendationsOutput['context'] }) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  return (
    <section
      className="card strategy-context"
      aria-labelledby="strategy-context-heading"
      data-testid="strategy-context"
    >
      <h2 id="strategy-context-heading" className="strategy-context__heading">
        {t('strategy.context.heading')}
      </h2>
      <dl className="strategy-context__grid">
        <div className="strategy-context__item">
          <dt>{t('strategy.context.companySize')}</dt>
          <dd data-testid="context-size">{context.companySize ?? t('strategy.context.notGiven')}</dd>
        </div>
        <div className="strategy-context__item">
          <dt>{t('strategy.context.haiScore')}</dt>
          <dd data-testid="context-score">{formatPercent(context.haiScore, locale)}</dd>
        </div>
        <div className="strategy-context__item strategy-context__item--wide">
          <dt>{t('strategy.context.focus')}</dt>
          <dd data-testid="context-focus">{context.focus}</dd>
        </div>
        <div className="strategy-context__item strategy-context__item--wide">
          <dt>{t('strategy.context.budgetMultiplier')}</dt>
          <dd data-testid="context-multiplier">
            <span className="strategy-context__multiplier">
              {formatMultiplier(context.budgetMultiplier, locale)}
            </span>
            <span className="strategy-context__hint">{t('strategy.context.multiplierHint')}</span>
          </dd>
        </div>
        {context.budgetNote && (
          <div className="strategy-context__item strategy-context__item--note">
            <dt>{t('strategy.context.budgetNote')}</dt>
            <dd data-testid="context-budget-note">{context.budgetNote}</dd>
          </div>
        )}
      </dl>
      {context.priorityOrder.length > 0 && (
        <div className="strategy-context__order">
          <h3 className="strategy-context__order-heading" id="strategy-order-heading">
            {t('strategy.context.priorityOrder')}
          </h3>
          <ol className="priority-order" aria-labelledby="strategy-order-heading">
            {context.priorityOrder.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
