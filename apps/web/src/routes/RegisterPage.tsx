/**
 * Register (spec §2, §5, §8): client rules = server rules; server field errors under fields.
 * Under the submit button, the links to the terms and the privacy policy (spec §2 "Register"),
 * opened in a new tab so that what has been typed stays.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../app/useLocale';
import { AuthCard } from '../features/auth/AuthCard';
import { focusFirstInvalid } from '../features/auth/focus-invalid';
import { legalSentence } from '../features/auth/legal-sentence';
import { seedMailStatus } from '../features/auth/MailDelayNotice';
import { serverFieldErrors, type FieldErrors } from '../features/auth/form-errors';
import { EMPTY_REGISTER, validateRegister, type RegisterValues } from '../features/auth/register-form';
import { Alert } from '../features/ui/Alert';
import { Button } from '../features/ui/Button';
import { RetryAfterAlert } from '../features/auth/RetryAfterAlert';
import { useRetryAfter } from '../features/ui/useCooldown';
import { Field } from '../features/ui/Field';
import { errorBody, errorMessage, trpc } from '../lib/trpc';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const wait = useRetryAfter();
  const register = trpc.auth.register.useMutation({
    onSuccess: (r) => {
      // The login screen says at once whether the e-mail is delayed (MailDelayNotice).
      seedMailStatus(utils, r.mailDelayed);
      void navigate(`/${locale}/login?registered=true&email=${encodeURIComponent(r.email)}`);
    },
    onError: (err) => {
      if (wait.from(err)) return;
      const fields = serverFieldErrors(errorBody(err)?.fields);
      setServerErrors(fields);
      const shownUnderField = Object.keys(fields).some((f) => f in EMPTY_REGISTER);
      if (!shownUnderField) setFormError(errorMessage(err, t('register.failed')));
    },
  });

  const check = validateRegister(values, locale);
  const clientErrors = attempted && !check.ok ? check.errors : {};
  const errorOf = (name: keyof RegisterValues) => clientErrors[name] ?? serverErrors[name];

  const set = (name: keyof RegisterValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (register.isPending || wait.active) return;
    setAttempted(true);
    setFormError(null);
    if (!check.ok) return focusFirstInvalid(e);
    register.mutate(check.payload);
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form className="form" onSubmit={onSubmit} noValidate data-testid="register-form">
        {wait.active && <RetryAfterAlert left={wait.left} />}
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="form__row">
          <Field
            name="firstName"
            label={t('register.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errorOf('firstName')}
            required
          />
          <Field
            name="lastName"
            label={t('register.lastName')}
            optionalLabel={t('register.optional')}
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errorOf('lastName')}
          />
        </div>
        <Field
          name="email"
          type="email"
          label={t('register.email')}
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errorOf('email')}
          required
        />
        <div className="form__row">
          <Field
            name="companyName"
            label={t('register.companyName')}
            autoComplete="organization"
            value={values.companyName}
            onChange={set('companyName')}
            error={errorOf('companyName')}
            required
          />
          <Field
            name="companyRole"
            label={t('register.companyRole')}
            autoComplete="organization-title"
            value={values.companyRole}
            onChange={set('companyRole')}
            error={errorOf('companyRole')}
            required
          />
        </div>
        <Field
          name="password"
          type="password"
          label={t('register.password')}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errorOf('password')}
          hint={t('register.passwordHint')}
          required
        />
        <Field
          name="confirmPassword"
          type="password"
          label={t('register.confirmPassword')}
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
          busy={register.isPending}
          disabled={wait.active}
          busyLabel={t('register.submitting')}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
        <p className="form__alt" data-testid="register-legal">
          {legalSentence(t('register.legal')).map((part, i) =>
            part.page ? (
              <LegalLink key={i} page={part.page} text={part.text} />
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
        <p className="form__alt">
          {t('register.haveAccount')} <Link to={`/${locale}/login`}>{t('register.loginLink')}</Link>
        </p>
      </form>
    </AuthCard>
  );
}

/** A legal page's link in the form's sentence, in a new tab. */
function LegalLink({ page, text }: { page: 'terms' | 'privacy'; text: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  return (
    <Link to={`/${locale}/${page}`} target="_blank" rel="noopener" data-testid={`register-${page}-link`}>
      {text}
      <span className="sr-only"> {t('register.newTab')}</span>
    </Link>
  );
}
