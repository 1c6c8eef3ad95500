/**
 * The page footer (product-spec §2 "Navbar and shell", §9): links to the legal
 * pages under the current locale (opt-out, privacy policy, terms, GDPR, AI transparency), the
 * copyright line, and the scroll-to-top button. Link labels are the pages' titles
 * (`common:titles.*`); the footer's own labels live in the bundled `consent` namespace.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from './useLocale';
import './footer.css';

/** The legal pages, in footer order: route segment and `common:titles` key. */
export const LEGAL_LINKS = [
  { path: 'opt-out', title: 'optOut' },
  { path: 'privacy', title: 'privacy' },
  { path: 'terms', title: 'terms' },
  { path: 'gdpr', title: 'gdpr' },
  { path: 'ai-transparency', title: 'aiTransparency' },
] as const;

/** Footer with the legal links, the copyright line and the scroll-to-top button. */
export function Footer() {
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('consent');
  const locale = useLocale();
  return (
    <footer className="footer">
      <nav aria-label={tc('shell.legalNav')} className="footer__nav">
        <ul className="footer__links">
          {LEGAL_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={`/${locale}/${link.path}`}>{t(`titles.${link.title}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        © {new Date().getFullYear()} {t('appName')} · {t('footer.tagline')}
      </p>
      <ScrollTopButton />
    </footer>
  );
}

/** Scroll distance, in px, after which the scroll-to-top button appears (spec §9). */
export const SCROLL_TOP_AFTER_PX = 300;

/**
 * Scroll-to-top button (spec §2, §9): shown once the page is scrolled more than 300 px; scrolls
 * smoothly unless the user prefers reduced motion, and moves focus to the main landmark (the skip
 * link's target) so keyboard and screen-reader users land at the top too.
 */
function ScrollTopButton() {
  const { t } = useTranslation('consent');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  const onClick = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={onClick}
      aria-label={t('shell.backToTop')}
      title={t('shell.backToTop')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M6 15l6-6 6 6"
        />
      </svg>
    </button>
  );
}
