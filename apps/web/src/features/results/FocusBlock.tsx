/**
 * The overview's advice (spec §2 "Results → Overview", §9; issue 8 item 2): the band's focus
 * block (focus, priority coloured by its level, timeline, investment) and the critical
 * recommendations — the band's list, then the steps furthest from their target, each linking to
 * its card in the steps tab. Texts come translated from the server (`overallScore.summary`).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OverallScoreView } from '../../lib/trpc';

type Summary = NonNullable<OverallScoreView['summary']>;
type Furthest = OverallScoreView['furthestSteps'][number];

/** Whether a step has too much human work (above its target) or too much AI. */
export function direction(gap: number): 'human' | 'ai' {
  return gap > 0 ? 'human' : 'ai';
}

/** A small shape per priority level, so the level is not told by colour alone. */
function LevelMark({ level }: { level: Summary['priorityLevel'] }) {
  const shape =
    level === 'high' ? (
      <path d="M6 1.5 11 10.5H1z" />
    ) : level === 'medium' ? (
      <rect x="2" y="2" width="8" height="8" rx="1" />
    ) : (
      <circle cx="6" cy="6" r="4.5" />
    );
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="currentColor" aria-hidden="true" focusable="false">
      {shape}
    </svg>
  );
}

export function FocusBlock({ summary }: { summary: Summary }) {
  const { t } = useTranslation('results');
  return (
    <section className="card focus-block" aria-labelledby="focus-heading" data-testid="focus-block">
      <h2 id="focus-heading" className="focus-block__heading">
        {t('focus.heading')}
      </h2>
      <dl className="focus-block__list">
        <div className="focus-block__row">
          <dt>{t('focus.focus')}</dt>
          <dd data-testid="focus-focus">{summary.focus}</dd>
        </div>
        <div className="focus-block__row">
          <dt>{t('focus.priority')}</dt>
          <dd>
            <span
              className={`priority-pill priority-pill--${summary.priorityLevel}`}
              data-testid="focus-priority"
              data-level={summary.priorityLevel}
            >
              <LevelMark level={summary.priorityLevel} />
              {summary.priority}
            </span>
          </dd>
        </div>
        <div className="focus-block__row">
          <dt>{t('focus.timeline')}</dt>
          <dd data-testid="focus-timeline">{summary.timeline}</dd>
        </div>
        <div className="focus-block__row">
          <dt>{t('focus.investment')}</dt>
          <dd data-testid="focus-investment">{summary.investment}</dd>
        </div>
      </dl>
    </section>
  );
}

function FurthestStep({ step }: { step: Furthest }) {
  const { t } = useTranslation('results');
  const dir = direction(step.gap);
  return (
    <li className="furthest__item" data-testid={`furthest-${step.stepId}`} data-direction={dir}>
      <span className="furthest__body">
        <span className="furthest__text">
          {t('advice.furthestStep', {
            order: step.stepOrder,
            name: step.stepName,
            you: step.yourHumanPercent,
            target: step.targetHumanPercent,
          })}
        </span>
        <span className={`direction-badge direction-badge--${dir}`} data-testid="furthest-direction">
          <span aria-hidden="true">{dir === 'human' ? '▲' : '▼'}</span>
          {t(`advice.direction.${dir}`)}
        </span>
      </span>
      <Link
        to={{ search: `?tab=steps&step=${step.stepId}` }}
        replace
        className="furthest__link"
        data-testid={`furthest-link-${step.stepId}`}
      >
        {t('advice.openStep', { order: step.stepOrder })}
        <span aria-hidden="true"> →</span>
      </Link>
    </li>
  );
}

export function CriticalRecommendations({
  summary,
  furthest,
}: {
  summary: Summary;
  furthest: readonly Furthest[];
}) {
  const { t } = useTranslation('results');
  return (
    <section className="card advice" aria-labelledby="advice-heading" data-testid="critical-recommendations">
      <h2 id="advice-heading" className="section-title">
        {t('advice.heading')}
      </h2>
      <ol className="advice__list" data-testid="band-recommendations">
        {summary.recommendations.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ol>
      <h3 className="advice__subheading">{t('advice.furthestHeading')}</h3>
      {furthest.length > 0 ? (
        <ul className="furthest" data-testid="furthest-steps">
          {furthest.map((s) => (
            <FurthestStep key={s.stepId} step={s} />
          ))}
        </ul>
      ) : (
        <p className="advice__none" data-testid="furthest-none">
          {t('advice.allOnTarget')}
        </p>
      )}
    </section>
  );
}
