/**
 * The numeric details of the growth strategies (spec §3): PESO mix against the ideal, funnel
 * stages below benchmark, channel quadrants and content gaps. Tables turn into labelled rows on
 * narrow screens (report.css); every sign and quadrant is also written out, never colour alone.
 */
import { useTranslation } from 'react-i18next';
import { PESO_CHANNELS, type StrategyView } from '@hai/domain';
import { useLocale } from '../../../app/useLocale';
import { formatNumber, formatPercent, formatSigned } from './format';

type Details = StrategyView['details'];
type ChannelGap = Extract<NonNullable<Details['gaps']>, unknown[]>[number];
type ContentGapsView = Exclude<NonNullable<Details['gaps']>, unknown[]>;

const direction = (gap: number) => (Math.abs(gap) < 0.05 ? 'zero' : gap > 0 ? 'up' : 'down');

export function PesoMix({
  current,
  gaps,
}: {
  current: NonNullable<Details['current']>;
  gaps?: ChannelGap[];
}) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const label = (key: (typeof PESO_CHANNELS)[number]) =>
    gaps?.find((g) => g.channelKey === key)?.channel ?? t(`strategy.peso.${key}`);
  return (
    <section className="strategy-details__block" data-testid="details-peso">
      <h4 className="report-subheading">{t('strategy.peso.heading')}</h4>
      <h5 className="report-minor-heading">{t('strategy.peso.currentMix')}</h5>
      <div className="peso-bar" aria-hidden="true">
        {PESO_CHANNELS.map((key) =>
          current[key] > 0 ? (
            <span
              key={key}
              className={`peso-bar__seg peso-bar__seg--${key}`}
              style={{ flexGrow: current[key] }}
            />
          ) : null,
        )}
      </div>
      <ul className="peso-legend" data-testid="peso-current">
        {PESO_CHANNELS.map((key) => (
          <li key={key}>
            <span className={`peso-legend__swatch peso-bar__seg--${key}`} aria-hidden="true" />
            {label(key)}: <strong>{formatPercent(current[key], locale)}</strong>
          </li>
        ))}
      </ul>
      {gaps && gaps.length > 0 && (
        <table className="report-table" data-testid="peso-gaps">
          <thead>
            <tr>
              <th scope="col">{t('strategy.peso.channel')}</th>
              <th scope="col">{t('strategy.peso.current')}</th>
              <th scope="col">{t('strategy.peso.ideal')}</th>
              <th scope="col">{t('strategy.peso.gap')}</th>
            </tr>
          </thead>
          <tbody>
            {gaps.map((g) => {
              const dir = direction(g.gap);
              return (
                <tr key={g.channelKey}>
                  <th scope="row">{g.channel}</th>
                  <td data-label={t('strategy.peso.current')}>{formatPercent(g.current, locale)}</td>
                  <td data-label={t('strategy.peso.ideal')}>{formatPercent(g.ideal, locale)}</td>
                  <td data-label={t('strategy.peso.gap')}>
                    <span className="gap-cell">
                      <span className={`gap gap--${dir}`} data-testid={`peso-gap-${g.channelKey}`}>
                        {formatSigned(g.gap, locale)}
                      </span>{' '}
                      <span className="gap__word">
                        {t(
                          dir === 'up'
                            ? 'strategy.peso.more'
                            : dir === 'down'
                              ? 'strategy.peso.less'
                              : 'strategy.peso.onTarget',
                        )}
                      </span>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function FunnelIssues({ issues }: { issues: NonNullable<Details['issues']> }) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  return (
    <section className="strategy-details__block" data-testid="details-funnel">
      <h4 className="report-subheading">{t('strategy.funnel.heading')}</h4>
      <table className="report-table">
        <thead>
          <tr>
            <th scope="col">{t('strategy.funnel.stage')}</th>
            <th scope="col">{t('strategy.funnel.priority')}</th>
            <th scope="col">{t('strategy.funnel.current')}</th>
            <th scope="col">{t('strategy.funnel.benchmark')}</th>
            <th scope="col">{t('strategy.funnel.gap')}</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((i) => (
            <tr key={i.stageKey} data-testid={`funnel-${i.stageKey}`}>
              <th scope="row">{i.stage}</th>
              <td data-label={t('strategy.funnel.priority')}>
                <span className={`priority-badge priority-badge--${i.priorityKey}`}>
                  <span className="priority-badge__dot" aria-hidden="true" />
                  {i.priority}
                </span>
              </td>
              <td data-label={t('strategy.funnel.current')} data-testid="funnel-current">
                {formatPercent(i.current, locale)}
              </td>
              <td data-label={t('strategy.funnel.benchmark')}>{formatPercent(i.benchmark, locale)}</td>
              <td data-label={t('strategy.funnel.gap')}>
                <span className="gap gap--down">{formatSigned(-i.gap, locale)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Meter({ value }: { value: number }) {
  return (
    <span className="meter" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= value ? 'meter__dot meter__dot--on' : 'meter__dot'} />
      ))}
    </span>
  );
}

export function ChannelQuadrants({ channels }: { channels: NonNullable<Details['channels']> }) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  return (
    <section className="strategy-details__block" data-testid="details-channels">
      <h4 className="report-subheading">{t('strategy.channels.heading')}</h4>
      <ul className="channel-list">
        {channels.map((c) => (
          <li key={c.channelKey} className="channel-item" data-testid={`channel-${c.channelKey}`}>
            <div className="channel-item__head">
              <strong className="channel-item__name">{c.channel}</strong>
              <span className={`quadrant-badge quadrant-badge--${c.quadrantKey}`}>
                <span className="sr-only">{t('strategy.channels.quadrant')}: </span>
                {c.quadrant}
              </span>
            </div>
            <dl className="channel-item__scores">
              <div>
                <dt>{t('strategy.channels.performance')}</dt>
                <dd>
                  {c.performance === null ? (
                    t('strategy.channels.notKnown')
                  ) : (
                    <>
                      <Meter value={c.performance} />
                      {t('strategy.channels.score', { value: formatNumber(c.performance, locale) })}
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('strategy.channels.potential')}</dt>
                <dd>
                  {c.potential === null ? (
                    t('strategy.channels.notKnown')
                  ) : (
                    <>
                      <Meter value={c.potential} />
                      {t('strategy.channels.score', { value: formatNumber(c.potential, locale) })}
                    </>
                  )}
                </dd>
              </div>
            </dl>
            <p className="channel-item__action">
              <span className="sr-only">{t('strategy.channels.action')}: </span>
              {c.action}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const CONTENT_STAGES = ['tofu', 'mofu', 'bofu', 'retention'] as const;

function ContentGapText({ gap }: { gap: number }) {
  const { t } = useTranslation('report');
  const locale = useLocale();
  const dir = direction(gap);
  // A positive gap is content missing (orange), a negative one more than the ideal.
  return (
    <span className="gap-cell">
      <span className={`gap gap--${dir === 'up' ? 'down' : dir === 'down' ? 'up' : 'zero'}`}>
        {formatSigned(gap, locale)}
      </span>{' '}
      <span className="gap__word">
        {t(
          dir === 'zero'
            ? 'strategy.content.onTarget'
            : dir === 'up'
              ? 'strategy.content.missing'
              : 'strategy.content.surplus',
        )}
      </span>
    </span>
  );
}

export function ContentGaps({ gaps, total }: { gaps: ContentGapsView; total?: number }) {
  const { t } = useTranslation('report');
  return (
    <section className="strategy-details__block" data-testid="details-content">
      <h4 className="report-subheading">{t('strategy.content.heading')}</h4>
      <table className="report-table report-table--two">
        <thead>
          <tr>
            <th scope="col">{t('strategy.content.stage')}</th>
            <th scope="col">{t('strategy.content.gap')}</th>
          </tr>
        </thead>
        <tbody>
          {CONTENT_STAGES.map((stage) => (
            <tr key={stage} data-testid={`content-${stage}`}>
              <th scope="row">{t(`strategy.content.${stage}`)}</th>
              <td data-label={t('strategy.content.gap')}>
                <ContentGapText gap={gaps[stage]} />
              </td>
            </tr>
          ))}
        </tbody>
        {total !== undefined && (
          <tfoot>
            <tr data-testid="content-total">
              <th scope="row">{t('strategy.content.total')}</th>
              <td data-label={t('strategy.content.gap')}>
                <ContentGapText gap={total} />
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
