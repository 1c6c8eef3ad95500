/**
 * The dashboard's notice once the re-take reminder is due: "It is time to
 * re-take the assessment (you asked to be reminded on {date})" with the re-take action. A polite
 * status, shown above the score.
 */
import type { StatusOutput } from '@hai/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { formatDay } from './history';
import './i18n';
import { RetakeAction } from './RetakeAction';

export function DueNotice({ status }: { status: StatusOutput }) {
  const { t } = useTranslation('history');
  const locale = useLocale();
  const id = useId();
  if (!status.retakeDue || !status.retakeReminderAt) return null;
  return (
    <section className="due-notice" aria-labelledby={`${id}-title`} data-testid="retake-due">
      <h2 id={`${id}-title`} className="due-notice__title">
        {t('due.title')}
      </h2>
      <p id={`${id}-text`} className="due-notice__text">
        {t('due.text', { date: formatDay(status.retakeReminderAt, locale) })}
      </p>
      <p id={`${id}-explain`} className="due-notice__explain">
        {t('retake.explain')}
      </p>
      <RetakeAction describedBy={`${id}-explain`} testId="due-retake" />
    </section>
  );
}
