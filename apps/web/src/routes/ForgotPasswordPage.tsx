/**
 * Forgot password (spec §2, §4, §8): an e-mail form with a back-to-login link. The server answers
 * the same whether or not the account exists; after a send the button is locked with a visible
 * countdown for the server's cooldown (`cooldownSeconds`, spec §9: 60 s), the time within which
 * it sends no second e-mail to the account. After a send, "we could not send it yet" while e-mail
 * is delayed (MailDelayNotice).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailOnlyInput } from '@hai/domain';
import { useLocale } from '../app/useLocale';
import { AuthCard } from '../features/auth/AuthCard';
import { focusFirstInvalid } from '../features/auth/focus-invalid';
import { issuesToErrors, serverFieldErrors, type FieldErrors } from '../features/auth/form-errors';
import { MailDelayNotice, seedMailStatus } from '../features/auth/MailDelayNotice';
import { RetryAfterAlert } from '../features/auth/RetryAfterAlert';
import { useCooldown, useRetryAfter } from '../features/ui/useCooldown';
import { Alert } from '../features/ui/Alert';
import { Button } from '../features/ui/Button';
import { Field } from '../features/ui/Field';
import { errorBody, errorMessage, trpc } from '../lib/trpc';

type Notice = { tone: 'success' | 'error'; message: string };

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const cooldown = useCooldown();
  const wait = useRetryAfter();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sent, setSent] = useState(false);
  const forgot = trpc.auth.forgotPassword.useMutation({
    onSuccess: (r) => {
      setNotice({ tone: 'success', message: r.message || t('forgot.sent') });
      seedMailStatus(utils, r.mailDelayed);
      setSent(true);
      cooldown.start(r.cooldownSeconds);
    },
    onError: (err) => {
      if (wait.from(err)) return;
      const fields = serverFieldErrors(errorBody(err)?.fields);
      setServerErrors(fields);
      if (!fields.email) setNotice({ tone: 'error', message: errorMessage(err, t('forgot.failed')) });
    },
  });

  const parsed = EmailOnlyInput.safeParse({ email });
  const errors = attempted && !parsed.success ? issuesToErrors(parsed.error.issues, locale) : serverErrors;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (cooldown.active || wait.active || forgot.isPending) return;
    setAttempted(true);
    setNotice(null);
    setServerErrors({});
    if (!parsed.success) return focusFirstInvalid(e);
    forgot.mutate(parsed.data);
  };

  const label = cooldown.active
    ? t('forgot.againIn', { seconds: cooldown.left })
    : sent
      ? t('forgot.again')
      : t('forgot.submit');

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form className="form" onSubmit={onSubmit} noValidate data-testid="forgot-form">
        {wait.active && <RetryAfterAlert left={wait.left} />}
        {notice && (
          <Alert tone={notice.tone} testId={notice.tone === 'success' ? 'forgot-success' : 'forgot-error'}>
            {notice.message}
          </Alert>
        )}
        {sent && <MailDelayNotice />}
        <Field
          name="email"
          type="email"
          label={t('forgot.email')}
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setServerErrors({});
          }}
          error={errors.email}
          required
        />
        <Button
          type="submit"
          size="lg"
          className="btn--block"
          busy={forgot.isPending}
          busyLabel={t('forgot.submitting')}
          disabled={cooldown.active || wait.active}
          data-testid="forgot-submit"
        >
          {label}
        </Button>
        <p className="form__alt">
          <Link to={`/${locale}/login`} data-testid="back-to-login">
            {t('forgot.backToLogin')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
