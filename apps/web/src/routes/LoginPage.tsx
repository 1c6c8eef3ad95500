/**
 * Login (spec §2, §4, §8): notices for ?registered=true and ?verified=true, ?email prefilled;
 * remember me (30 days) is sent with the credentials. A wrong password (`INVALID_CREDENTIALS`)
 * shows the server's message here. An unverified account (`EMAIL_NOT_VERIFIED`) shows the
 * server's message and a resend-confirmation button, hidden after each resend behind a countdown
 * of the server's cooldown (`cooldownSeconds`, spec §9: 60 s). After a registration or a resend,
 * "we could not send it yet" while e-mail is delayed (MailDelayNotice). The logged-in user goes
 * straight into the `auth.me` cache.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoginInput } from '@hai/domain';
import { session } from '../app/session';
import { useLocale } from '../app/useLocale';
import { AuthCard } from '../features/auth/AuthCard';
import { focusFirstInvalid } from '../features/auth/focus-invalid';
import { issuesToErrors } from '../features/auth/form-errors';
import { MailDelayNotice, seedMailStatus } from '../features/auth/MailDelayNotice';
import { RetryAfterAlert } from '../features/auth/RetryAfterAlert';
import { useCooldown, useRetryAfter } from '../features/ui/useCooldown';
import { Alert } from '../features/ui/Alert';
import { Button } from '../features/ui/Button';
import { Field } from '../features/ui/Field';
import { errorBody, errorMessage, trpc } from '../lib/trpc';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: { notice?: string; message?: string } | null };
  const utils = trpc.useUtils();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<{ message: string; unverified: boolean; email: string } | null>(null);
  const cooldown = useCooldown();
  const wait = useRetryAfter();
  const [resent, setResent] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const login = trpc.auth.login.useMutation({
    onSuccess: (r) => {
      utils.auth.me.setData(undefined, { user: r.user });
      session.start(r.token);
      // The session gate sends a completed assessment on to the results.
      void navigate(`/${locale}/dashboard`, { replace: true });
    },
    onError: (err, input) => {
      if (wait.from(err)) return;
      const body = errorBody(err);
      const unverified = body?.error === 'EMAIL_NOT_VERIFIED' || body?.emailVerified === false;
      setError({ message: body?.message ?? t('login.failed'), unverified, email: input.email });
    },
  });
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: (r) => {
      setResent({ tone: 'success', message: r.message || t('login.resent') });
      seedMailStatus(utils, r.mailDelayed);
      cooldown.start(r.cooldownSeconds);
    },
    onError: (err) => setResent({ tone: 'error', message: errorMessage(err, t('login.resendFailed')) }),
  });

  const parsed = LoginInput.safeParse({ email, password, rememberMe, preferredLocale: locale });
  const errors = attempted && !parsed.success ? issuesToErrors(parsed.error.issues, locale) : {};

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (login.isPending || wait.active) return;
    setAttempted(true);
    setError(null);
    setResent(null);
    if (!parsed.success) return focusFirstInvalid(e);
    login.mutate(parsed.data);
  };

  /** Resend the confirmation to the address of the refused login (spec §4, §8). */
  const onResend = () => {
    if (!error?.unverified || cooldown.active || resend.isPending) return;
    setResent(null);
    resend.mutate({ email: error.email });
  };

  const registered = params.get('registered') === 'true';
  const verified = params.get('verified') === 'true';

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {state?.notice === 'accountDeleted' && state.message && (
        <Alert tone="success" testId="notice-account-deleted">
          {state.message}
        </Alert>
      )}
      {state?.notice === 'loginFirst' && (
        <Alert tone="info" testId="notice-login-first">
          {t('login.loginFirst')}
        </Alert>
      )}
      {registered && (
        <Alert tone="success" testId="notice-registered">
          <strong>{t('login.registeredTitle')}</strong> {t('login.registered')}
        </Alert>
      )}
      {registered && <MailDelayNotice />}
      {verified && (
        <Alert tone="success" testId="notice-verified">
          {t('login.verified')}
        </Alert>
      )}
      <form className="form" onSubmit={onSubmit} noValidate data-testid="login-form">
        {wait.active && <RetryAfterAlert left={wait.left} />}
        {error && (
          <Alert tone={error.unverified ? 'warning' : 'error'} testId="login-error">
            {error.message}
          </Alert>
        )}
        {error?.unverified && (
          <div className="resend" data-testid="resend">
            {resent && (
              <Alert
                tone={resent.tone}
                testId={resent.tone === 'success' ? 'resend-success' : 'resend-error'}
              >
                {resent.message}
              </Alert>
            )}
            {resent?.tone === 'success' && !registered && <MailDelayNotice />}
            <div className="resend__row">
              <span className="resend__hint">{t('login.unverifiedHint')}</span>
              {cooldown.active ? (
                <span className="resend__countdown" data-testid="resend-countdown">
                  {t('login.resendIn', { seconds: cooldown.left })}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={onResend}
                  busy={resend.isPending}
                  busyLabel={t('login.resending')}
                  data-testid="resend-verification"
                >
                  {t('login.resend')}
                </Button>
              )}
            </div>
          </div>
        )}
        <Field
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <Field
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <div className="form__between">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
              data-testid="remember-me"
            />
            <span>{t('login.rememberMe')}</span>
          </label>
          <Link to={`/${locale}/forgot-password`} className="link-sm">
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button
          type="submit"
          size="lg"
          className="btn--block"
          busy={login.isPending}
          busyLabel={t('login.submitting')}
          disabled={wait.active}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
        <p className="form__alt">
          {t('login.noAccount')} <Link to={`/${locale}/register`}>{t('login.registerLink')}</Link>
        </p>
      </form>
    </AuthCard>
  );
}
