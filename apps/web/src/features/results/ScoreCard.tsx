import { useTranslation } from 'react-i18next';
import type { Band } from '@hai/domain';
import { LEVEL_COLORS } from './levels';

/** Overall score with its level badge and the number of categories behind it (spec §2 Results). */
export function ScoreCard({
  score,
  band,
  categoryCount,
}: {
  score: number;
  band: Band | null;
  categoryCount: number;
}) {
  const { t } = useTranslation('results');
  if (categoryCount === 0 || band === null) {
    return (
      <section className="card score-card score-card--empty" data-testid="score-empty">
        <h2 className="score-card__heading">{t('overallScore')}</h2>
        <p className="muted">{t('nothingToScore')}</p>
      </section>
    );
  }
  const color = LEVEL_COLORS[band];
  return (
    <section
      className="card score-card"
      aria-labelledby="score-heading"
      style={{ ['--level' as string]: color }}
    >
      <h2 id="score-heading" className="score-card__heading">
        {t('overallScore')}
      </h2>
      <div
        className="score-card__dial"
        style={{ ['--pct' as string]: `${Math.min(100, Math.max(0, score))}%` }}
      >
        <span className="score-card__ring" aria-hidden="true" />
        <p className="score-card__value" data-testid="score">
          {score}%
        </p>
      </div>
      <p className="score-card__level">
        <span className="sr-only">{t('levelLabel')}: </span>
        <span className="level-badge" data-testid="level" data-band={band}>
          {t(`levels.${band}.label`)}
        </span>
      </p>
      <p className="score-card__desc">{t(`levels.${band}.description`)}</p>
      <p className="score-card__count muted" data-testid="category-count">
        {t('basedOn', { count: categoryCount })}
      </p>
    </section>
  );
}
