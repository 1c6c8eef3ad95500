/**
 * "Compared with companies like yours", on the results' progress tab, from
 * `assessment.peers`: the level's descriptive wording of spec §4 ("Advanced is described as the
 * top 25 % of companies") with the measured figure beside it when the size group gives one; for
 * the size group and the size-and-industry group the overall percentile rank as a sentence ("Your
 * overall score is higher than 63 % of 143 small companies (10–49 employees) (as of …)"), or why
 * there is none ("Not enough companies like yours yet (7 of 20)", the size or industry not given,
 * withheld to protect the other companies); and the per-step percentiles in a table, one column per
 * group that gives them. Every figure says how many companies and as of when. The server sends no
 * display text: the size classes and industries are translated here.
 */
import type { PeerGroup, PeerRank, PeersOutput } from '@hai/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocale } from '../../app/useLocale';
import { trpc } from '../../lib/trpc';
import { formatDate } from '../history/history';
import '../history/i18n';
import { peerColumns, type AvailableGroup } from './progress';
import { LoadFailed, Loading } from './QueryStates';
import './progress.css';

export function PeersCard() {
  const { t } = useTranslation('history');
  const locale = useLocale();
  const id = useId();
  const peers = trpc.assessment.peers.useQuery(undefined, { staleTime: 60_000 });
  // The step names in the locale: the overview has read this (same key), usually from the cache.
  const overall = trpc.assessment.overallScore.useQuery({ locale }, { staleTime: 30_000 });
  const stepNames = overall.data ? new Map(overall.data.steps.map((s) => [s.stepId, s.stepName])) : undefined;
  return (
    <section className="peers" aria-labelledby={`${id}-title`} data-testid="peers">
      <h2 id={`${id}-title`} className="section-title peers__title">
        {t('peers.title')}
      </h2>
      {peers.data ? (
        <Peers data={peers.data} stepNames={stepNames} />
      ) : peers.error ? (
        <LoadFailed
          error={peers.error}
          fallback={t('peers.loadFailed')}
          onRetry={() => void peers.refetch()}
        />
      ) : (
        <Loading />
      )}
    </section>
  );
}

/** The group's name in a sentence: "small companies (10–49 employees)" [in "software and IT"]. */
function useGroupName() {
  const { t } = useTranslation('history');
  return (g: Pick<PeerGroup, 'kind' | 'sizeClass' | 'industry'>, short = false): string => {
    if (!g.sizeClass) return '';
    const size = t(short ? `peers.sizesShort.${g.sizeClass}` : `peers.sizes.${g.sizeClass}`);
    if (g.kind === 'size' || !g.industry) return t('peers.groupSize', { size });
    const industry = t(`peers.industries.${g.industry}`, { defaultValue: g.industry });
    return t('peers.groupSizeIndustry', { size, industry });
  };
}

function Peers({ data, stepNames }: { data: PeersOutput; stepNames?: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('history');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const groupName = useGroupName();
  const columns = peerColumns(data);
  const band = data.band;
  return (
    <div className="card peers__box">
      <p className="muted peers__lead">{t('peers.lead')}</p>
      <div className="peers__band" data-testid="peers-band">
        <h3 className="compare__subtitle">{t('peers.bandTitle')}</h3>
        {band.band && band.described ? (
          <p>
            <span data-testid="peers-described">
              {t(`peers.described.${band.described.position}`, {
                band: tc(`home.levels.${band.band}`),
                percent: band.described.percent,
              })}
            </span>{' '}
            <span data-testid="peers-measured" className="peers__measured">
              {band.measured
                ? t('peers.measured', {
                    percentile: band.measured.percentile,
                    count: band.measured.companyCount,
                    group: groupName({
                      kind: band.measured.group,
                      sizeClass: band.measured.sizeClass,
                      industry: data.industry,
                    }),
                    date: formatDate(band.measured.asOf, locale),
                  })
                : t('peers.notMeasured')}
            </span>
          </p>
        ) : (
          <p>{t('peers.noBand')}</p>
        )}
      </div>
      <ul className="peers__groups">
        {[data.size, data.sizeIndustry].map((g) => (
          <li
            key={g.kind}
            className="peers__group"
            data-testid={`peers-group-${g.kind}`}
            data-available={g.available}
          >
            <GroupLine group={g} />
          </li>
        ))}
      </ul>
      {columns.length > 0 && <StepPercentiles columns={columns} stepNames={stepNames} />}
    </div>
  );
}

function GroupLine({ group: g }: { group: PeerGroup }) {
  const { t } = useTranslation('history');
  const locale = useLocale();
  const groupName = useGroupName();
  const date = formatDate(g.asOf, locale);
  const title = g.sizeClass ? groupName(g, true) : null;
  let text: string;
  if (g.available) {
    text =
      g.overall.percentile !== null
        ? t('peers.overall', {
            percentile: g.overall.percentile,
            count: g.overall.companyCount,
            group: groupName(g),
            date,
          })
        : rankReason(t, g.overall, g.minGroup);
  } else if (g.reason === 'size-unknown') text = t('peers.sizeUnknown');
  else if (g.reason === 'industry-unknown') text = t('peers.industryUnknown');
  else if (g.reason === 'too-few-others') text = t('peers.tooFewOthers');
  else
    text = `${t('peers.tooFew', { count: g.companyCount, min: g.minGroup })} ${t('peers.tooFewGroup', {
      count: g.companyCount,
      min: g.minGroup,
      date,
    })}`;
  return (
    <>
      {title && <strong className="peers__group-title">{title}</strong>}
      <span data-testid="peers-group-text">{text}</span>
    </>
  );
}

function rankReason(t: TFunction<'history'>, r: PeerRank, min: number): string {
  if (r.unavailableReason === 'not-scored') return t('peers.cellNotScored');
  if (r.unavailableReason === 'too-few-others') return t('peers.cellWithheld');
  return t('peers.cellTooFew', { count: r.companyCount, min });
}

function StepPercentiles({
  columns,
  stepNames,
}: {
  columns: AvailableGroup[];
  stepNames?: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('history');
  const id = useId();
  const groupName = useGroupName();
  const first = columns[0]!;
  const rows: { key: string; name: string; ranks: PeerRank[] }[] = [
    { key: 'overall', name: t('peers.overallRow'), ranks: columns.map((c) => c.overall) },
    ...first.steps.map((s, i) => ({
      key: s.dimension,
      name: stepNames?.get(s.dimension) ?? s.dimension,
      ranks: columns.map((c) => c.steps[i]!),
    })),
  ];
  return (
    <div className="peers__steps">
      <h3 id={`${id}-title`} className="compare__subtitle">
        {t('peers.stepsTitle')}
      </h3>
      <div className="compare__table-box" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
        <table
          className="compare__table peers__table"
          aria-labelledby={`${id}-title`}
          data-testid="peers-table"
        >
          <thead>
            <tr>
              <th scope="col">{t('peers.step')}</th>
              <th scope="col">{t('peers.yourScore')}</th>
              {columns.map((c) => (
                <th scope="col" key={c.kind}>
                  {groupName(c, true)}
                  <span className="peers__count">{` (${c.companyCount})`}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-testid="peers-row" data-dimension={r.key}>
                <th scope="row">{r.name}</th>
                <td>
                  {r.ranks[0]!.score === null
                    ? t('compare.notScored')
                    : t('compare.percent', { value: r.ranks[0]!.score })}
                </td>
                {r.ranks.map((rank, i) => (
                  <td key={columns[i]!.kind}>
                    {rank.percentile !== null
                      ? t('peers.cell', { percentile: rank.percentile })
                      : rankReason(t, rank, columns[i]!.minGroup)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
