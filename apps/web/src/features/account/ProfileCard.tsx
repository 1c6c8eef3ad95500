/**
 * The user's profile as the application stores it (spec §3 user fields): name,
 * e-mail, company, role and the language of e-mails, read from the session's user (`auth.me`).
 */
import { useTranslation } from 'react-i18next';
import type { UserOutput } from '@hai/domain';

export function ProfileCard({ user }: { user: UserOutput }) {
  const { t } = useTranslation('account');
  const rows: [string, string][] = [
    [t('profile.name'), [user.firstName, user.lastName].filter(Boolean).join(' ')],
    [t('profile.email'), user.email],
    [t('profile.company'), user.companyName],
    [t('profile.role'), user.companyRole],
    [t('profile.language'), t(`profile.languages.${user.preferredLocale}`)],
  ];
  return (
    <section className="card account__section" aria-labelledby="account-profile">
      <h2 id="account-profile">{t('profile.title')}</h2>
      <dl className="account__profile" data-testid="account-profile">
        {rows.map(([label, value]) => (
          <div key={label} className="account__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
