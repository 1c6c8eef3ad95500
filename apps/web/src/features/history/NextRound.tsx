/**
 * "Your next round", on the results' progress tab: the re-take with its
 * one-sentence explanation, and the reminder to come back in 90 days. Shown while the latest
 * assessment is completed (the results page shows nothing else).
 */
import type { StatusOutput } from '@hai/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';
import { Reminder } from './Reminder';
import { RetakeAction } from './RetakeAction';

export function NextRound({ status }: { status: StatusOutput }) {
  const { t } = useTranslation('history');
  const id = useId();
  return (
    <section className="card next-round" aria-labelledby={`${id}-title`} data-testid="next-round">
      <h2 id={`${id}-title`} className="next-round__title">
        {t('nextRound.title')}
      </h2>
      <div className="next-round__retake">
        <p id={`${id}-explain`} className="next-round__explain">
          {t('retake.explain')}
        </p>
        {status.completed && <RetakeAction describedBy={`${id}-explain`} />}
      </div>
      {status.completed && <Reminder status={status} />}
    </section>
  );
}
