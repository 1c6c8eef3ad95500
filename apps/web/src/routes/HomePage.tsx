/**
 * Home and dashboard (spec §2 "Home / dashboard"), minimal for now: hero, info cards, start.
 * The discovery items and intro video of the full home page slot in below the cards
 * (features/home) in a later issue.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../app/session';
import { useLocale } from '../app/useLocale';
import { InfoCards } from '../features/home/InfoCards';

export function HomePage() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const navigate = useNavigate();
  const { authenticated, user } = useSession();

  const start = () => {
    if (authenticated) void navigate(`/${locale}/assessment`);
    else void navigate(`/${locale}/login`, { state: { notice: 'loginFirst' } });
  };

  return (
    <div className="page page--home">
      <section className="hero">
        <p className="hero__eyebrow">{t('home.eyebrow')}</p>
        <h1 className="hero__title">
          {authenticated && user ? t('home.welcome', { name: user.firstName }) : t('home.title')}
        </h1>
        <p className="hero__subtitle">{t('home.subtitle')}</p>
        <button
          type="button"
          className="btn btn--primary btn--lg"
          onClick={start}
          data-testid="start-assessment"
        >
          {t('home.start')}
        </button>
        <p className="hero__note">{t('home.free')}</p>
      </section>
      <InfoCards />
      {/* Later issue: numbered discovery items and the intro video (spec §2 Home). */}
    </div>
  );
}
