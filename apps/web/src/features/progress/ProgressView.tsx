/**
 * "Since your last assessment", on the results' progress tab: the user's latest
 * completed assessment against the one it re-takes (`assessment.compare`):
 * - the overall score then → now with the change, the level and the activities practised;
 * - per step a table (score then → now, change, the human share then → now beside the step's
 *   ideal, activities practised "9 → 11 of 13 activities"), the accessible form of the chart
 *   beside it (paired bars, `aria-hidden`); at 375 px the table scrolls inside its own box;
 * - the activities that moved, toward / away from / as far from their ideal (away ones flagged);
 * - the roadmap tasks completed in between beside the step each was meant to move;
 * - across bank versions, a note that only the shared activities are compared, and how many not.
 * Without an earlier completed assessment (409) only a sentence saying when the view appears.
 */
import type { CompareOutput, StepComparisonView } from '@hai/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { errorBody, trpc } from '../../lib/trpc';
import { LEVEL_COLORS } from '../results/levels';
import { Alert } from '../ui/Alert';
import { formatDate } from '../history/history';
import '../history/i18n';
import { CompareChart } from './CompareChart';
import { MovedActivities } from './MovedActivities';
import { leftOutCount, signed, tasksByStep, trend } from './progress';
import { LoadFailed, Loading } from './QueryStates';
import './progress.css';

export function ProgressView() {
  const { t } = useTranslation('history');
  const locale = useLocale();
  const id = useId();
  const compare = trpc.assessment.compare.useQuery(
    { locale },
    {
      staleTime: 30_000,
      // 409: there is no earlier completed assessment; asking again will not change that.
      retry: (count, err) => errorBody(err)?.error !== 'CONFLICT' && count < 2,
    },
  );
  const notEnough = errorBody(compare.error)?.error === 'CONFLICT';
  return (
    <section className="compare" aria-labelledby={`${id}-title`} data-testid="compare">
      <h2 id={`${id}-title`} className="section-title compare__title">
        {t('compare.title')}
      </h2>
      {compare.data ? (
        <Comparison data={compare.data} />
      ) : notEnough ? (
        <p className="card compare__empty" data-testid="compare-not-enough">
          {t('compare.notEnough')}
        </p>
      ) : compare.error ? (
        <LoadFailed
          error={compare.error}
          fallback={t('compare.loadFailed')}
          onRetry={() => void compare.refetch()}
        />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function Comparison({ data }: { data: CompareOutput }) {
  const { t } = useTranslation('history');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const then = formatDate(data.from.completedAt, locale);
  const now = formatDate(data.to.completedAt, locale);
  const o = data.overall;
  const leftOut = leftOutCount(data);
  const stepNames = new Map(data.steps.map((s) => [s.stepId, s.stepName]));
  const bandName = (b: typeof o.then.band) => (b ? tc(`home.levels.${b}`) : t('compare.noBand'));
  return (
    <>
      <p className="muted compare__lead">{t('compare.lead', { then, now })}</p>
      {(!data.sameBankVersion || leftOut > 0) && (
        <Alert tone="info">
          <span data-testid="compare-bank-note">
            {t('compare.bankNote', { from: data.from.bankVersion, to: data.to.bankVersion, count: leftOut })}
            {data.leftOut.steps.length > 0 &&
              ` ${t('compare.bankNoteSteps', { steps: data.leftOut.steps.map((k) => stepNames.get(k) ?? k).join(', ') })}`}
          </span>
        </Alert>
      )}
      <div className="card compare__overall" data-testid="compare-overall">
        <p className="compare__overall-label">{t('compare.overall')}</p>
        <p className="compare__overall-score">
          <strong data-testid="compare-overall-scores">
            {t('compare.overallLine', { then: o.then.score, now: o.now.score })}
          </strong>{' '}
          <Change value={o.change.score} testId="compare-overall-change" />
        </p>
        <p className="compare__overall-line">
          {t('compare.bandLine', { then: bandName(o.then.band), now: bandName(o.now.band) })}
          {o.now.band && (
            <span
              className="compare__band-dot"
              style={{ background: LEVEL_COLORS[o.now.band] }}
              aria-hidden="true"
            />
          )}
        </p>
        <p className="compare__overall-line">
          {t('compare.coverageLine', {
            then: o.then.practisedCount,
            now: o.now.practisedCount,
            count: o.now.activityCount,
          })}
        </p>
      </div>
      <StepTable data={data} then={then} now={now} />
      <MovedActivities data={data} />
      <TasksBetween data={data} />
    </>
  );
}

/** A change with its sign and, for screen readers and colour, which way it went; "—" for none. */
function Change({ value, testId, unit = true }: { value: number | null; testId?: string; unit?: boolean }) {
  const { t } = useTranslation('history');
  const text = signed(value);
  if (text === null)
    return (
      <span className="compare__change" data-testid={testId}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('compare.notScored')}</span>
      </span>
    );
  return (
    <span className={`compare__change compare__change--${trend(value)}`} data-testid={testId}>
      {unit ? t('compare.points', { change: text, count: Math.abs(Math.round(value!)) }) : text}
    </span>
  );
}

function Pair({ then, now, percent = true }: { then: number | null; now: number | null; percent?: boolean }) {
  const { t } = useTranslation('history');
  const fmt = (v: number | null) =>
    v === null ? t('compare.notScored') : percent ? t('compare.percent', { value: v }) : String(v);
  return <>{t('compare.pair', { then: fmt(then), now: fmt(now) })}</>;
}

function StepTable({ data, then, now }: { data: CompareOutput; then: string; now: string }) {
  const { t } = useTranslation('history');
  const id = useId();
  return (
    <div className="compare__steps">
      <h3 id={`${id}-title`} className="compare__subtitle">
        {t('compare.tableTitle')}
      </h3>
      <p id={`${id}-lead`} className="muted compare__sublead">
        {t('compare.tableLead')}
      </p>
      <div className="compare__grid">
        <div
          className="card compare__table-box"
          role="region"
          aria-label={t('compare.scroll')}
          // Focusable so that a keyboard can scroll it sideways at 375 px.
          tabIndex={0}
        >
          <table
            className="compare__table"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-lead`}
            data-testid="compare-table"
          >
            <thead>
              <tr>
                <th scope="col">{t('compare.step')}</th>
                <th scope="col">{t('compare.score')}</th>
                <th scope="col">{t('compare.change')}</th>
                <th scope="col">{t('compare.human')}</th>
                <th scope="col">{t('compare.ideal')}</th>
                <th scope="col">{t('compare.coverage')}</th>
              </tr>
            </thead>
            <tbody>
              {data.steps.map((s) => (
                <StepRow key={s.stepId} step={s} />
              ))}
            </tbody>
          </table>
        </div>
        <CompareChart steps={data.steps} then={then} now={now} />
      </div>
    </div>
  );
}

function StepRow({ step }: { step: StepComparisonView }) {
  const { t } = useTranslation('history');
  return (
    <tr data-testid="compare-row" data-step={step.stepId}>
      <th scope="row">{step.stepName}</th>
      <td data-testid="compare-score">
        <Pair then={step.then.score} now={step.now.score} />
      </td>
      <td>
        <Change value={step.change.score} unit={false} testId="compare-change" />
      </td>
      <td data-testid="compare-human">
        <Pair then={step.then.yourHumanPercent} now={step.now.yourHumanPercent} />
      </td>
      <td>{t('compare.percent', { value: step.targetHumanPercent })}</td>
      <td data-testid="compare-coverage">
        {t('compare.practised', {
          then: step.then.practisedCount,
          now: step.now.practisedCount,
          count: step.now.activityCount,
        })}
      </td>
    </tr>
  );
}

function TasksBetween({ data }: { data: CompareOutput }) {
  const { t } = useTranslation('history');
  const id = useId();
  const groups = tasksByStep(data.steps, data.tasksCompleted);
  return (
    <div className="compare__tasks" data-testid="compare-tasks">
      <h3 id={`${id}-title`} className="compare__subtitle">
        {t('compare.tasksTitle')}
      </h3>
      {groups.length === 0 ? (
        <p className="muted">{t('compare.tasksNone')}</p>
      ) : (
        <>
          <p className="muted compare__sublead">{t('compare.tasksLead')}</p>
          <ul className="compare__task-groups">
            {groups.map((g) => (
              <li key={g.step?.stepId ?? 'other'} className="card compare__task-group">
                <p className="compare__task-step">
                  <strong>{g.step ? g.step.stepName : t('compare.tasksOther')}</strong>
                  {g.step && (
                    <span className="compare__task-change">
                      {t('compare.tasksStepChange', {
                        then: g.step.then.score ?? '—',
                        now: g.step.now.score ?? '—',
                      })}{' '}
                      <Change value={g.step.change.score} unit={false} />
                    </span>
                  )}
                </p>
                <ul className="compare__task-list">
                  {g.tasks.map((task) => (
                    <li key={task.id} data-testid="compare-task">
                      <span aria-hidden="true">✓ </span>
                      {task.title}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
