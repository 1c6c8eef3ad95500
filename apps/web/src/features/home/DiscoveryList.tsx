import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { upperStepNames } from './step-names';

/** The four discovery items, in order (spec §2 Home): steps, score, strategies, roadmap. */
const ITEMS = ['steps', 'score', 'strategies', 'roadmap'] as const;

/**
 * "What you find out" (spec §2 Home): an ordered list of the 4 numbered
 * discovery items, shown with big numbers. The first one lists the 12 step names in upper case in
 * the page's locale (`upperStepNames`, so ș/ț keep their comma below).
 */
export function DiscoveryList() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <section className="discover" aria-labelledby="discover-title">
      <h2 id="discover-title" className="home-section__title">
        {t('home.discoverTitle')}
      </h2>
      <p className="home-section__lead">{t('home.discoverLead')}</p>
      <ol className="discover__list" data-testid="discovery-items">
        {ITEMS.map((key, i) => (
          <li key={key} className="discover__item card" data-testid={`discover-${key}`}>
            <span className="discover__number" aria-hidden="true">
              {i + 1}
            </span>
            <div className="discover__body">
              <h3 className="discover__title">{t(`home.discover.${key}.title`)}</h3>
              <p className="discover__text">{t(`home.discover.${key}.text`)}</p>
              {key === 'steps' && (
                <ul className="discover__steps" data-testid="discover-step-names">
                  {upperStepNames(locale).map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
