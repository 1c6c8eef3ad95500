/**
 * An earlier assessment's results page frame (`/{locale}/results?assessment=<id>`):
 * the banner "You are viewing your assessment of {date} (read-only). See your latest results"
 * above the page's header, then the results' tabs (`children`, whose reads all carry the
 * `assessmentId`); for an unknown, another user's or malformed id, the translated
 * "Assessment not found" (the server's 404 `assessment.notFound`) with the link to the latest
 * results instead of the tabs. Loaded on demand: the latest results' first load never carries it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../app/PageLoader';
import { useLocale } from '../../app/useLocale';
import { errorBody, errorMessage, trpc } from '../../lib/trpc';
import type { ViewedResults } from '../results/older';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { formatDate } from './history';
import './history.css';
import './i18n';

interface Props {
  /** The assessment the URL names (`older`), or a malformed parameter (`invalid`). */
  viewed: Exclude<ViewedResults, { kind: 'latest' }>;
  /** The page's header (title and the actions that still apply). */
  header: ReactNode;
  /** The results' tabs for that assessment. */
  children: ReactNode;
}

export function OlderResults({ viewed, header, children }: Props) {
  const { t } = useTranslation('history');
  const locale = useLocale();
  const id = viewed.kind === 'older' ? viewed.id : '';
  // The overview's own query (the same key): the tabs show no sooner, and a 404 is known here.
  const score = trpc.assessment.overallScore.useQuery({ locale, assessmentId: id }, { enabled: id !== '' });
  const history = trpc.assessment.history.useQuery(undefined, { staleTime: 30_000, enabled: id !== '' });

  const latest = (
    <Link to={`/${locale}/results`} className="older__latest" data-testid="older-latest">
      {t('older.latest')}
    </Link>
  );

  if (id === '' || (score.error && !score.data)) {
    const known = id === '' || errorBody(score.error) !== null;
    return (
      <>
        {header}
        <div className="results-error older__error" data-testid="older-not-found">
          <Alert tone="error">
            {id === '' ? t('older.notFound') : errorMessage(score.error, t('older.loadFailed'))}
          </Alert>
          {!known && <Button onClick={() => void score.refetch()}>{t('older.retry')}</Button>}
          {latest}
        </div>
      </>
    );
  }

  const entry = history.data?.assessments.find((a) => a.id === id);
  const date = entry ? formatDate(entry.completedAt ?? entry.startedAt, locale) : null;
  return (
    <>
      <div className="alert alert--info older__banner" role="status" data-testid="older-banner">
        <span>{date ? t('older.banner', { date }) : t('older.bannerNoDate')}</span> {latest}
      </div>
      {header}
      {score.isPending ? <PageLoader /> : children}
    </>
  );
}
