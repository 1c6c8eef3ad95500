import type { ReactNode } from 'react';
// Every auth screen renders this card: its chunk brings the `auth` texts (no other route's first load carries them).
import './i18n';

/** The centred card of the auth screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="page page--auth">
      <section className="card auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}
