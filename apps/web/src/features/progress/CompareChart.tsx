/**
 * The comparison chart beside the per-step table: for each step a pair of
 * horizontal bars, the score then (grey) and now (the brand colour), 0..100, in plain SVG. The
 * table beside it is the accessible form, so the drawing is `aria-hidden`; a visible note says so.
 */
import type { StepComparisonView } from '@hai/domain';
import { useTranslation } from 'react-i18next';
import { chartRows } from './progress';

const ROW = 30;
const BAR = 10;
const LABEL = 0;
const WIDTH = 240;

export function CompareChart({
  steps,
  then,
  now,
}: {
  steps: readonly StepComparisonView[];
  then: string;
  now: string;
}) {
  const { t } = useTranslation('history');
  const rows = chartRows(steps);
  const height = rows.length * ROW;
  const x = (v: number) => LABEL + (v / 100) * (WIDTH - LABEL - 34);
  return (
    <figure className="card compare__chart" data-testid="compare-chart">
      <ul className="compare__legend" aria-hidden="true">
        <li>
          <span className="compare__swatch compare__swatch--then" />
          {t('compare.chartLegendThen', { date: then })}
        </li>
        <li>
          <span className="compare__swatch compare__swatch--now" />
          {t('compare.chartLegendNow', { date: now })}
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        aria-hidden="true"
        focusable="false"
        className="compare__svg"
      >
        {rows.map((r, i) => {
          const y = i * ROW;
          return (
            <g key={r.stepId} transform={`translate(0 ${y})`}>
              <text x={0} y={9} className="compare__svg-label">
                {r.label.length > 34 ? `${r.label.slice(0, 33)}…` : r.label}
              </text>
              <rect
                x={x(0)}
                y={12}
                width={Math.max(x(r.then) - x(0), 1)}
                height={BAR / 2 + 1}
                className="compare__bar--then"
              />
              <rect
                x={x(0)}
                y={18}
                width={Math.max(x(r.now) - x(0), 1)}
                height={BAR / 2 + 2}
                className="compare__bar--now"
              />
              <text x={x(Math.max(r.then, r.now)) + 4} y={24} className="compare__svg-value">
                {r.nowScored ? r.now : '—'}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted compare__chart-note">{t('compare.chartNote')}</figcaption>
    </figure>
  );
}
