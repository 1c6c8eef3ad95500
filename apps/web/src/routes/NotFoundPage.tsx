import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../app/useLocale';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <div className="page page--narrow center-text">
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="btn btn--primary" to={`/${locale}`}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
