/**
 * Overview tab (spec §2 Results → Overview): the executive summary first (domain-design.md §5), then the
 * overall score card, the band's focus block with the roadmap's investment beside the band's
 * range, the AI and human radars, and the critical recommendations (the steps furthest from their
 * target and those with the most activities not done yet). With nothing scored there is no band,
 * hence no advice: a note says so.
 */
import { useTranslation } from 'react-i18next';
import type { OverallScoreView } from '../../lib/trpc';
import { ExecutiveSummary } from './ExecutiveSummary';
import { CriticalRecommendations, FocusBlock } from './FocusBlock';
import { RadarChart, type RadarDatum } from './RadarChart';
import { ScoreCard } from './ScoreCard';

export function OverviewTab({ data }: { data: OverallScoreView }) {
  const { t } = useTranslation('results');
  const ai: RadarDatum[] = data.steps.map((s) => ({
    key: s.stepId,
    order: s.stepOrder,
    name: s.stepName,
    value: s.yourAiPercent,
    insufficient: s.insufficient,
    target: s.targetAiPercent,
  }));
  const human: RadarDatum[] = data.steps.map((s) => ({
    key: s.stepId,
    order: s.stepOrder,
    name: s.stepName,
    value: s.yourHumanPercent,
    insufficient: s.insufficient,
    target: s.targetHumanPercent,
  }));
  const hasMissing = data.steps.some((s) => s.yourAiPercent === null);
  return (
    <div className="overview overview--advice">
      {data.executiveSummary && <ExecutiveSummary summary={data.executiveSummary} />}
      <div className="overview__side">
        <ScoreCard score={data.overallScore} band={data.band} categoryCount={data.categoryCount} />
        {data.summary ? (
          <FocusBlock summary={data.summary} investment={data.executiveSummary?.investment ?? null} />
        ) : (
          <p className="card overview__no-advice" data-testid="no-advice">
            {t('advice.none')}
          </p>
        )}
      </div>
      <section className="charts" aria-labelledby="charts-heading">
        <h2 id="charts-heading" className="section-title">
          {t('chart.heading')}
        </h2>
        <div className="charts__grid">
          <RadarChart title={t('chart.aiTitle')} data={ai} color="var(--chart-ai)" testId="chart-ai" />
          <RadarChart
            title={t('chart.humanTitle')}
            data={human}
            color="var(--chart-human)"
            testId="chart-human"
          />
        </div>
        <div className="charts__legend">
          <span className="legend-item">
            <span className="legend-swatch legend-swatch--you" aria-hidden="true" />
            {t('chart.legendYou')}
          </span>
          <span className="legend-item">
            <span className="legend-swatch legend-swatch--target" aria-hidden="true" />
            {t('chart.legendTarget')}
          </span>
          {hasMissing && (
            <span className="legend-item">
              <span className="legend-swatch legend-swatch--missing" aria-hidden="true" />
              {t('chart.legendMissing')}
            </span>
          )}
        </div>
      </section>
      {data.summary && (
        <CriticalRecommendations
          recommendations={data.summary.recommendations}
          furthest={data.furthestSteps}
          coverage={data.coverageGaps}
        />
      )}
    </div>
  );
}
