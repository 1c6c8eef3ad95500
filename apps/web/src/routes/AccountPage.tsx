/**
 * `/{locale}/account` (GDPR art. 15, 17, 20; requires a session): the user's
 * profile, the download of all their data as JSON, and the deletion of their account.
 */
import '../features/account/i18n';
import '../features/account/account.css';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../app/PageLoader';
import { useSession } from '../app/session';
import { DeleteSection } from '../features/account/DeleteSection';
import { ExportSection } from '../features/account/ExportSection';
import { ProfileCard } from '../features/account/ProfileCard';

export function AccountPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  // The guard lets this page render only with a loaded user; while a deletion ends the session,
  // the page shows the loader until the login page opens.
  if (!user) return <PageLoader />;
  return (
    <div className="page account">
      <header className="account__header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <ProfileCard user={user} />
      <ExportSection />
      <DeleteSection user={user} />
    </div>
  );
}
