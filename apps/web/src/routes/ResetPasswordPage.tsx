/**
 * Reset password (spec §2, §4, §5, §8): new password and confirmation for the token of the e-mail
 * link. A missing or refused token replaces the form with the message and a link to ask for a new
 * one; success shows the server's message and opens the login page with the e-mail after 2 s
 * (the reset does not log in).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../app/useLocale';
import { AuthCard } from '../features/auth/AuthCard';
import { focusFirstInvalid } from '../features/auth/focus-invalid';
import { serverFieldErrors, type FieldErrors } from '../features/auth/form-errors';
import { EMPTY_RESET, resetTokenOf, validateReset, type ResetValues } from '../features/auth/reset-form';
import { Alert } from '../features/ui/Alert';
import { Button } from '../features/ui/Button';
import { RetryAfterAlert } from '../features/auth/RetryAfterAlert';
import { useRetryAfter } from '../features/ui/useCooldown';
import { Field } from '../features/ui/Field';
import { errorBody, errorMessage, trpc } from '../lib/trpc';

/** Delay before the success screen moves on to login (spec §9). */
export const RESET_REDIRECT_MS = 2000;

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = resetTokenOf(params);
  const [values, setValues] = useState<ResetValues>(EMPTY_RESET);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const wait = useRetryAfter();
  // The server's refusal of the token (used, voided or expired): the form is of no use any more.
  const [refused, setRefused] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: (r) => setDone({ email: r.email, message: r.message || t('reset.done') }),
    onError: (err) => {
      if (wait.from(err)) return;
      const body = errorBody(err);
      const fields = serverFieldErrors(body?.fields);
      setServerErrors(fields);
      if (body?.error === 'INVALID_TOKEN') setRefused(body.message || t('reset.invalidToken'));
      else if (fields.token) setRefused(t('reset.invalidToken'));
      else if (!fields.password) setFormError(errorMessage(err, t('reset.failed')));
    },
  });

  const check = validateReset(values, token, locale);
  const clientErrors = attempted && !check.ok ? check.errors : {};
  const errorOf = (name: keyof ResetValues) => clientErrors[name] ?? serverErrors[name];

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      void navigate(`/${locale}/login?email=${encodeURIComponent(done.email)}`, { replace: true });
    }, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, locale, navigate]);

  const set = (name: keyof ResetValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (reset.isPending || wait.active) return;
    setAttempted(true);
    setFormError(null);
    if (!check.ok) {
      if (check.errors.token) setRefused(t('reset.invalidToken'));
      return focusFirstInvalid(e);
    }
    reset.mutate(check.payload);
  };

  if (!token || refused !== null) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert tone="error" testId="reset-error">
          {refused ?? t('reset.invalidToken')}
        </Alert>
        <div className="actions">
          <Link className="btn btn--primary" to={`/${locale}/forgot-password`} data-testid="request-new-link">
            {t('reset.requestNew')}
          </Link>
          <Link className="btn btn--secondary" to={`/${locale}/login`}>
            {t('reset.backToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert tone="success" testId="reset-success">
          <strong>{done.message}</strong> {t('reset.redirecting')}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form className="form" onSubmit={onSubmit} noValidate data-testid="reset-form">
        {wait.active && <RetryAfterAlert left={wait.left} />}
        {formError && (
          <Alert tone="error" testId="reset-error">
            {formError}
          </Alert>
        )}
        <Field
          name="password"
          type="password"
          label={t('reset.password')}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errorOf('password')}
          hint={t('reset.passwordHint')}
          required
        />
        <Field
          name="confirmPassword"
          type="password"
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errorOf('confirmPassword')}
          required
        />
        <Button
          type="submit"
          size="lg"
          className="btn--block"
          busy={reset.isPending}
          disabled={wait.active}
          busyLabel={t('reset.submitting')}
          data-testid="reset-submit"
        >
          {t('reset.submit')}
        </Button>
        <p className="form__alt">
          <Link to={`/${locale}/login`}>{t('reset.backToLogin')}</Link>
        </p>
      </form>
    </AuthCard>
  );
}
