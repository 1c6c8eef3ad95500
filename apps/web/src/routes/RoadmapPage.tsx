/**
 * `/{locale}/roadmap` (spec §2 "Roadmap", the navbar's roadmap item): the roadmap
 * screen on a page of its own, with a link to the full results. Before the assessment is
 * completed the screen says so and links to the assessment (generation answers 409).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../app/useLocale';
import '../features/results/i18n';
import { RoadmapScreen } from '../features/roadmap/RoadmapScreen';

export function RoadmapPage() {
  const { t } = useTranslation('results');
  const locale = useLocale();
  return (
    <div className="page roadmap-page">
      <nav className="roadmap-page__crumbs" aria-label={t('title')}>
        <Link to={`/${locale}/results`}>
          <span aria-hidden="true">← </span>
          {t('title')}
        </Link>
      </nav>
      <RoadmapScreen headingLevel={1} />
    </div>
  );
}
