import { useTranslation } from 'react-i18next';

/** Minimal footer; the legal links and scroll-to-top button are a later issue (spec §2). */
export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="footer">
      <p>
        © {new Date().getFullYear()} {t('appName')} · {t('footer.tagline')}
      </p>
    </footer>
  );
}
