/**
 * The overview's advice (spec §2 "Results → Overview", §9; domain-design.md §5, §9): the band's
 * focus block, labelled as the level's description (focus, priority coloured by its level,
 * timeline, the band's investment range with the roadmap's recommended total beside it), and the
 * critical recommendations from the user's own answers — the activities furthest from their ideal
 * and the steps with most not done yet, each quoting the answer with its lever (`summary.
 * recommendations`), then the steps furthest from their target and those with the most activities
 * not done yet, each linking to its card in the steps tab. Texts come translated from the server.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuroRange } from '@hai/domain';
import { useLocale } from '../../app/useLocale';
import type { OverallScoreView } from '../../lib/trpc';

type Summary = NonNullable<OverallScoreView['summary']>;
type Furthest = OverallScoreView['furthestSteps'][number];
type Coverage = OverallScoreView['coverageGaps'][number];
type Investment = NonNullable<OverallScoreView['executiveSummary']>['investment'];

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

export function FocusBlock({ summary, investment }: { summary: Summary; investment: Investment | null }) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  return (
    <section className="card focus-block" aria-labelledby="focus-heading" data-testid="focus-block">
      <h2 id="focus-heading" className="focus-block__heading">
        {t('focus.heading')}
      </h2>
      <p className="focus-block__note muted">{t('focus.levelNote')}</p>
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
          <dd data-testid="focus-investment">
            {t('focus.bandRange', { range: summary.investment })}
            {investment && (
              <span className="focus-block__roadmap" data-testid="focus-roadmap-investment">
                {t('focus.roadmapInvestment', {
                  range: formatEuroRange(investment.lowEur, investment.highEur, locale),
                })}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** One step of the advice lists, with the link that opens its card in the steps tab. */
function StepItem({
  stepId,
  stepOrder,
  testId,
  direction: dir,
  children,
}: {
  stepId: string;
  stepOrder: number;
  /** `furthest` or `coverage`: the item is `<testId>-<stepId>`, its link `<testId>-link-<stepId>`. */
  testId: string;
  direction?: 'human' | 'ai';
  children: ReactNode;
}) {
  const { t } = useTranslation('results');
  return (
    <li className="furthest__item" data-testid={`${testId}-${stepId}`} data-direction={dir}>
      <span className="furthest__body">{children}</span>
      <Link
        to={{ search: `?tab=steps&step=${stepId}` }}
        replace
        className="furthest__link"
        data-testid={`${testId}-link-${stepId}`}
      >
        {t('advice.openStep', { order: stepOrder })}
        <span aria-hidden="true"> →</span>
      </Link>
    </li>
  );
}

function FurthestStep({ step }: { step: Furthest }) {
  const { t } = useTranslation('results');
  const dir = direction(step.gap);
  return (
    <StepItem stepId={step.stepId} stepOrder={step.stepOrder} testId="furthest" direction={dir}>
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
    </StepItem>
  );
}

function CoverageStep({ step }: { step: Coverage }) {
  const { t } = useTranslation('results');
  return (
    <StepItem stepId={step.stepId} stepOrder={step.stepOrder} testId="coverage">
      <span className="furthest__text">
        {t('advice.coverageStep', {
          order: step.stepOrder,
          name: step.stepName,
          count: step.notYetCount,
          total: step.activityCount,
        })}
      </span>
    </StepItem>
  );
}

export function CriticalRecommendations({
  recommendations,
  furthest,
  coverage,
}: {
  recommendations: readonly string[];
  furthest: readonly Furthest[];
  coverage: readonly Coverage[];
}) {
  const { t } = useTranslation('results');
  return (
    <section className="card advice" aria-labelledby="advice-heading" data-testid="critical-recommendations">
      <h2 id="advice-heading" className="section-title">
        {t('advice.heading')}
      </h2>
      <ul className="advice__recommendations" data-testid="answer-recommendations">
        {recommendations.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
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
      {coverage.length > 0 && (
        <>
          <h3 className="advice__subheading advice__subheading--next">{t('advice.coverageHeading')}</h3>
          <ul className="furthest" data-testid="coverage-gaps">
            {coverage.map((s) => (
              <CoverageStep key={s.stepId} step={s} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
