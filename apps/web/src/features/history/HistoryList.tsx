/**
 * "Your assessments": the user's assessments newest first, as a table
 * (a caption-less table named by its heading; the date is each row's header) with the date, the
 * status, the score with its level, the coverage ("150 of 167 activities practised") and, where it
 * differs from the latest one's, the question bank version. At 375 px the four columns stay a
 * table; the cells wrap. An earlier completed assessment's date links to its results, read-only
 * (`/{locale}/results?assessment=<id>`).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../app/useLocale';
import { errorMessage, trpc } from '../../lib/trpc';
import { LEVEL_COLORS } from '../results/levels';
import { olderResultsHref } from '../results/older';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { formatDate, historyRows, type HistoryRow } from './history';
import './i18n';

interface Props {
  /** Level of the section's heading (2 on the results tab and the dashboard). */
  headingLevel?: 2 | 3;
}

export function HistoryList({ headingLevel = 2 }: Props) {
  const { t } = useTranslation('history');
  const id = useId();
  const history = trpc.assessment.history.useQuery(undefined, { staleTime: 30_000 });
  const Heading = `h${headingLevel}` as const;
  const rows = history.data ? historyRows(history.data.assessments) : null;
  return (
    <section className="history" aria-labelledby={`${id}-title`} data-testid="history">
      <Heading id={`${id}-title`} className="section-title history__title">
        {t('list.title')}
      </Heading>
      <p id={`${id}-lead`} className="muted history__lead">
        {t('list.lead')}
      </p>
      {rows ? (
        rows.length === 0 ? (
          <p className="card history__empty">{t('list.empty')}</p>
        ) : (
          <div className="card history__box">
            <table
              className="history__table"
              aria-labelledby={`${id}-title`}
              aria-describedby={`${id}-lead`}
              data-testid="history-table"
            >
              <thead>
                <tr>
                  <th scope="col">{t('list.date')}</th>
                  <th scope="col">{t('list.status')}</th>
                  <th scope="col">{t('list.score')}</th>
                  <th scope="col">{t('list.coverage')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <Row key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : history.error ? (
        <div className="history__error">
          <Alert tone="error">{errorMessage(history.error, t('list.loadFailed'))}</Alert>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        <p className="history__loading" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
        </p>
      )}
    </section>
  );
}

function Row({ row }: { row: HistoryRow }) {
  const { t } = useTranslation('history');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const date = formatDate(row.date, locale);
  return (
    <tr data-testid="history-row" data-status={row.status} data-latest={row.latest || undefined}>
      <th scope="row">
        <span className="history__date">
          {row.status !== 'completed' ? (
            t('list.startedOn', { date })
          ) : row.latest ? (
            date
          ) : (
            // An earlier completed assessment: its results, read-only.
            <Link
              to={olderResultsHref(locale, row.id)}
              aria-label={t('list.open', { date })}
              data-testid="history-open"
            >
              {date}
            </Link>
          )}
        </span>
        {row.bankVersion !== null && (
          <span className="history__bank">{t('list.bank', { version: row.bankVersion })}</span>
        )}
      </th>
      <td>
        <span className={`history__status history__status--${row.status}`}>
          {t(row.status === 'completed' ? 'list.completed' : 'list.started')}
        </span>
        {row.latest && <span className="badge badge--primary history__latest">{t('list.latest')}</span>}
      </td>
      <td>
        {row.score !== null ? (
          <>
            <strong className="history__score">{t('list.scoreValue', { score: row.score })}</strong>
            {row.band && (
              <span className="history__band" style={{ color: LEVEL_COLORS[row.band] }}>
                {tc(`home.levels.${row.band}`)}
              </span>
            )}
          </>
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('list.noScore')}</span>
          </>
        )}
      </td>
      <td>
        {row.status === 'started'
          ? t('list.answered', { count: row.answered })
          : row.coverage
            ? t('list.practised', { practised: row.coverage.practised, count: row.coverage.activities })
            : t('list.noCoverage')}
      </td>
    </tr>
  );
}
