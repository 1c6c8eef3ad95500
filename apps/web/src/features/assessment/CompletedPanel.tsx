import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircleIcon } from '../ui/icons';

/** Shown once all questions are answered (spec §2 Assessment, §4). */
export function CompletedPanel({ locale, answered }: { locale: string; answered: number }) {
  const { t } = useTranslation('assessment');
  const heading = useRef<HTMLHeadingElement>(null);
  // Announce the end of the questionnaire and bring the panel into view.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section className="card completed-panel" data-testid="completed-panel" aria-labelledby="completed-title">
      <span className="completed-panel__icon">
        <CheckCircleIcon size={40} />
      </span>
      <h2 id="completed-title" ref={heading} tabIndex={-1}>
        {t('completed.title')}
      </h2>
      <p className="muted">{t('completed.text', { total: answered })}</p>
      <Link className="btn btn--primary btn--lg" to={`/${locale}/results`} data-testid="view-results">
        {t('completed.viewResults')}
      </Link>
    </section>
  );
}
