/**
 * "Activities that moved": the activities answered differently this time,
 * grouped toward their ideal, away from it (each flagged) and as far from it as before; each with
 * its step, the question, the answer then → now and the ideal answer. Groups beyond the first
 * open collapsed only when long (over 8 items), so a re-take with many changes stays readable.
 */
import type { CompareOutput, MoveDirection, MovedActivityView } from '@hai/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { movedGroups } from './progress';

const ORDER: readonly MoveDirection[] = ['toward', 'away', 'neither'];

export function MovedActivities({ data }: { data: CompareOutput }) {
  const { t } = useTranslation('history');
  const id = useId();
  const groups = movedGroups(data.movedActivities);
  const total = data.movedActivities.length;
  const stepNames = new Map(data.steps.map((s) => [s.stepId, s.stepName]));
  return (
    <div className="compare__moved" data-testid="compare-moved">
      <h3 id={`${id}-title`} className="compare__subtitle">
        {t('compare.movedTitle')}
      </h3>
      <p className="muted compare__sublead" data-testid="compare-moved-lead">
        {total === 0 ? t('compare.movedNone') : t('compare.movedLead', { count: total, ...data.moved })}
      </p>
      {ORDER.filter((d) => groups[d].length > 0).map((d) => (
        <details
          key={d}
          className={`card moved moved--${d}`}
          open={groups[d].length <= 8}
          data-testid={`moved-${d}`}
        >
          <summary className="moved__summary">{t(`compare.${d}`, { count: groups[d].length })}</summary>
          <ul className="moved__list">
            {groups[d].map((m) => (
              <Moved key={m.questionId} m={m} step={stepNames.get(m.stepId) ?? m.stepId} />
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

function Moved({ m, step }: { m: MovedActivityView; step: string }) {
  const { t } = useTranslation('history');
  return (
    <li
      className="moved__item"
      data-testid="moved-activity"
      data-direction={m.direction}
      data-question={m.questionId}
    >
      <span className="moved__step">{step}</span>
      <span className="moved__activity">{m.activity}</span>
      <span className="moved__answers">
        {m.direction === 'away' && <span className="badge moved__flag">{t('compare.awayFlag')}</span>}
        <span data-testid="moved-from-to">{t('compare.fromTo', { from: m.from.text, to: m.to.text })}</span>
      </span>
      <span className="moved__ideal muted">{t('compare.idealAnswer', { ideal: m.ideal.text })}</span>
    </li>
  );
}
