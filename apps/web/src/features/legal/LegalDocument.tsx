/**
 * One legal page (product-spec §2 footer links): h1 (the page's title, shared
 * with the document title and the footer link), last-updated date, short summary, a table of
 * contents, sections with h2 (a lead sentence, a list, paragraphs, and an optional action: a link to the account
 * page or another legal page, or a button that opens the cookie settings), then links to the
 * other legal pages. Texts: namespace `legal`, `pages.<page>`.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../app/useLocale';
import { openConsentSettings } from '../consent/store';
import './i18n';
import './legal.css';

/** The five legal pages: key in `legal:pages` and `common:titles`, and route segment. */
export const LEGAL_PAGES = {
  privacy: 'privacy',
  terms: 'terms',
  gdpr: 'gdpr',
  aiTransparency: 'ai-transparency',
  optOut: 'opt-out',
} as const;

/** A legal page's key (`privacy`, `terms`, `gdpr`, `aiTransparency`, `optOut`). */
export type LegalPageKey = keyof typeof LEGAL_PAGES;

/** Date of the current texts (ISO); shown as "Last updated". Change it with the texts. */
export const LEGAL_UPDATED = '2026-11-23';

/** What a section may end with: a link to a page, or the cookie settings button. */
type SectionAction = 'account' | 'consentSettings' | 'gdpr' | 'privacy' | 'optOut';

/** One section of `legal:pages.<page>.sections`. */
interface Section {
  id: string;
  title: string;
  /** A sentence introducing the list, shown before it. */
  lead?: string;
  items?: string[];
  /** Paragraphs, shown after the list. */
  paragraphs?: string[];
  action?: SectionAction;
}

const ACTION_PATHS: Record<Exclude<SectionAction, 'consentSettings'>, string> = {
  account: 'account',
  gdpr: LEGAL_PAGES.gdpr,
  privacy: LEGAL_PAGES.privacy,
  optOut: LEGAL_PAGES.optOut,
};

/** The page `page`, in the current language. */
export function LegalDocument({ page }: { page: LegalPageKey }) {
  const { t, i18n } = useTranslation('legal');
  const { t: tc } = useTranslation('common');
  const locale = useLocale();
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as unknown as Section[];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LEGAL_UPDATED}T00:00:00Z`),
  );
  const headingId = `legal-${page}-title`;

  return (
    <article className="legal" aria-labelledby={headingId} data-testid={`legal-${page}`}>
      <header className="legal__header">
        <h1 id={headingId}>{tc(`titles.${page}`)}</h1>
        <p className="legal__updated">{t('updated', { date })}</p>
        <p className="legal__summary">{t(`pages.${page}.summary`)}</p>
      </header>

      <nav className="legal__toc" aria-labelledby={`${headingId}-toc`}>
        <h2 id={`${headingId}-toc`} className="legal__toc-title">
          {t('contents')}
        </h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((s) => (
        <section key={s.id} id={s.id} className="legal__section" aria-labelledby={`${s.id}-h`}>
          <h2 id={`${s.id}-h`}>{s.title}</h2>
          {s.lead && <p>{s.lead}</p>}
          {s.items && (
            <ul>
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {s.paragraphs?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.action && <Action action={s.action} locale={locale} />}
        </section>
      ))}

      <nav className="legal__related" aria-labelledby={`${headingId}-related`}>
        <h2 id={`${headingId}-related`}>{t('related')}</h2>
        <ul>
          {(Object.keys(LEGAL_PAGES) as LegalPageKey[])
            .filter((key) => key !== page)
            .map((key) => (
              <li key={key}>
                <Link to={`/${locale}/${LEGAL_PAGES[key]}`}>{tc(`titles.${key}`)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}

function Action({ action, locale }: { action: SectionAction; locale: string }) {
  const { t } = useTranslation('legal');
  if (action === 'consentSettings') {
    return (
      <p className="legal__action">
        <button type="button" className="btn btn--secondary" onClick={openConsentSettings}>
          {t('actions.consentSettings')}
        </button>
      </p>
    );
  }
  return (
    <p className="legal__action">
      <Link to={`/${locale}/${ACTION_PATHS[action]}`}>{t(`actions.${action}`)}</Link>
    </p>
  );
}
