/**
 * Radar chart with visx (spec §2 Results overview): 12 numbered axes, the user's percent against
 * the target, tooltip on hover or click. Steps without a scored answer are drawn at 0 and marked
 * with a hollow point. Beside the drawing, a list names every axis with its values readable
 * without hover ("1. Viziune — Actual: 68% · Țintă: 70%", with a you-vs-target bar): that list is
 * the chart's text equivalent, so the drawing is aria-hidden and holds nothing focusable
 * (axe `nested-interactive`).
 */
import { Group } from '@visx/group';
import { Line, Polygon } from '@visx/shape';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './radar-bars.css';
import {
  CENTER,
  RADAR,
  labelPlacement,
  polar,
  radiusOf,
  ringPoints,
  toPointsAttr,
  valuePoints,
} from './radar';

export interface RadarDatum {
  key: string;
  order: number;
  name: string;
  value: number | null;
  target: number;
  /** Not scored because fewer than 5 answers carry a weight ("not enough answers"). */
  insufficient?: boolean;
}

/** What stands for a missing value: "not enough answers" or "not scored". */
function missingLabel(d: RadarDatum, t: ReturnType<typeof useTranslation<'results'>>['t']): string {
  return t(d.insufficient ? 'chart.insufficient' : 'chart.notScored');
}

/** The chart's title, its 12 data points, the colour of the user's polygon and the test id. */
interface Props {
  title: string;
  data: RadarDatum[];
  color: string;
  testId: string;
}

/** One radar (see the module comment) with its list of named axes and values. */
export function RadarChart({ title, data, color, testId }: Props) {
  const { t } = useTranslation('results');
  const titleId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const active = hover ?? pinned;
  const n = data.length;
  const you = valuePoints(data.map((d) => d.value));
  const target = valuePoints(data.map((d) => d.target));
  const activeDatum = active !== null ? data[active] : undefined;
  const activePoint =
    active !== null
      ? polar(active, n, Math.max(radiusOf(data[active]!.value), radiusOf(data[active]!.target)))
      : null;

  return (
    <figure className="radar card" data-testid={testId}>
      <figcaption id={titleId} className="radar__title">
        {title}
      </figcaption>
      <div className="radar__canvas">
        {/* The list below says all of this: the drawing is hidden from assistive technology. */}
        <svg
          viewBox={`0 0 ${RADAR.size} ${RADAR.size}`}
          aria-hidden="true"
          focusable="false"
          className="radar__svg"
          onMouseLeave={() => setHover(null)}
        >
          <Group>
            {RADAR.rings.map((r) => (
              <polygon
                key={r}
                points={toPointsAttr(ringPoints(n, r))}
                className="radar__ring"
                data-testid="radar-ring"
              />
            ))}
            {data.map((d, i) => {
              const end = polar(i, n, RADAR.radius);
              return (
                <Line
                  key={d.key}
                  from={{ x: CENTER, y: CENTER }}
                  to={end}
                  className="radar__axis"
                  data-testid="radar-axis"
                />
              );
            })}
            <Polygon points={target.map((p) => [p.x, p.y])} className="radar__target" />
            <Polygon
              points={you.map((p) => [p.x, p.y])}
              className="radar__you"
              style={{ fill: color, stroke: color }}
            />
            {data.map((d, i) => {
              const p = you[i]!;
              const missing = d.value === null;
              return (
                <circle
                  key={d.key}
                  cx={p.x}
                  cy={p.y}
                  r={missing ? 4 : 3.5}
                  className={missing ? 'radar__point radar__point--missing' : 'radar__point'}
                  style={missing ? undefined : { fill: color }}
                  data-testid={missing ? 'radar-point-missing' : 'radar-point'}
                />
              );
            })}
            {data.map((d, i) => {
              const l = labelPlacement(i, n);
              return (
                <text
                  key={d.key}
                  x={l.x}
                  y={l.y}
                  textAnchor={l.anchor}
                  dominantBaseline="middle"
                  className={`radar__label${active === i ? ' radar__label--active' : ''}${d.value === null ? ' radar__label--missing' : ''}`}
                >
                  {d.order}
                </text>
              );
            })}
            {/* Pointer hit areas, one per axis (not focusable: the list below is the keyboard's way). */}
            {data.map((d, i) => {
              const p = polar(i, n, RADAR.radius * 0.72);
              return (
                <circle
                  key={d.key}
                  cx={p.x}
                  cy={p.y}
                  r={26}
                  className="radar__hit"
                  data-testid="radar-hit"
                  onMouseEnter={() => setHover(i)}
                  onClick={() => setPinned(pinned === i ? null : i)}
                />
              );
            })}
          </Group>
        </svg>
        {activeDatum && activePoint && (
          <div
            className={`radar__tooltip radar__tooltip--${activePoint.x > RADAR.size * 0.65 ? 'left' : activePoint.x < RADAR.size * 0.35 ? 'right' : 'center'}`}
            aria-hidden="true"
            data-testid={`${testId}-tooltip`}
            style={{
              left: `${(activePoint.x / RADAR.size) * 100}%`,
              top: `${(activePoint.y / RADAR.size) * 100}%`,
            }}
          >
            <strong>
              {activeDatum.order}. {activeDatum.name}
            </strong>
            <span>
              {activeDatum.value === null
                ? missingLabel(activeDatum, t)
                : t('chart.you', { value: activeDatum.value })}
            </span>
            <span>{t('chart.target', { value: activeDatum.target })}</span>
          </div>
        )}
      </div>
      <ol className="radar-bars" aria-labelledby={titleId} data-testid={`${testId}-list`}>
        {data.map((d, i) => (
          <li
            key={d.key}
            className={`radar-bars__item${active === i ? ' radar-bars__item--active' : ''}${d.value === null ? ' radar-bars__item--missing' : ''}`}
            onMouseEnter={() => setHover(i)}
            onMouseLeave={() => setHover(null)}
          >
            <span className="radar-bars__name">
              <span className="radar-bars__num" aria-hidden="true">
                {d.order}
              </span>
              {d.name}
            </span>
            <span className="radar-bars__values">
              {d.value === null ? missingLabel(d, t) : t('chart.you', { value: d.value })}
              {' · '}
              {t('chart.target', { value: d.target })}
            </span>
            <span className="radar-bars__track" aria-hidden="true">
              <span
                className="radar-bars__fill"
                style={{ width: `${radiusOf(d.value, 100)}%`, background: color }}
              />
              <span className="radar-bars__target" style={{ left: `${radiusOf(d.target, 100)}%` }} />
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
