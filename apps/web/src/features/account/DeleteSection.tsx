/**
 * "Delete my account" (GDPR art. 17): what is deleted, the password re-entered,
 * a confirmation checkbox, a busy state, errors under their field. A wrong password is the
 * server's `INVALID_CREDENTIALS` (shown under the password; the session stays, see
 * lib/trpc `endsSession`). Once deleted, the session ends on this device (app/end-session) and
 * the login page opens with the router state `{ notice: 'accountDeleted', message }`, `message`
 * being the server's translated confirmation.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { UserOutput } from '@hai/domain';
import { endSession } from '../../app/end-session';
import { useLocale } from '../../app/useLocale';
import { errorBody, trpc } from '../../lib/trpc';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { deleteFormErrors } from './delete-form';

/** The router state the login page receives after a deletion. */
export interface AccountDeletedState {
  notice: 'accountDeleted';
  /** The server's confirmation, in the page's language. */
  message: string;
}

export function DeleteSection({ user }: { user: UserOutput }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmId = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<{ field: 'password' | null; message: string } | null>(null);

  const remove = trpc.account.delete.useMutation({
    onSuccess: (r) => {
      const state: AccountDeletedState = { notice: 'accountDeleted', message: r.message };
      endSession(queryClient);
      // After the guard's own redirect (this route requires a session), so this one, with the
      // notice, is the navigation that stays.
      setTimeout(() => void navigate(`/${locale}/login`, { replace: true, state }), 0);
    },
    onError: (err) => {
      const body = errorBody(err);
      // The server's message names "email or password" (it is the login's); here only the password was asked.
      if (body?.error === 'INVALID_CREDENTIALS')
        setServerError({ field: 'password', message: t('delete.wrongPassword') });
      else setServerError({ field: null, message: body?.message ?? t('delete.failed') });
    },
  });

  const errors = attempted ? deleteFormErrors({ password, confirm }) : {};
  const passwordError =
    (errors.password && t('delete.passwordRequired')) ||
    (serverError?.field === 'password' ? serverError.message : undefined);
  const confirmError = errors.confirm ? t('delete.confirmRequired') : undefined;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (remove.isPending) return;
    setAttempted(true);
    setServerError(null);
    const found = deleteFormErrors({ password, confirm });
    if (found.password || found.confirm) {
      const first = e.currentTarget.querySelector<HTMLInputElement>(
        found.password ? 'input[name="password"]' : 'input[name="confirm"]',
      );
      first?.focus();
      return;
    }
    remove.mutate({ password, confirm: true });
  };

  return (
    <section className="card account__section account__danger" aria-labelledby="account-delete">
      <h2 id="account-delete">{t('delete.title')}</h2>
      <p className="account__text">{t('delete.text')}</p>
      <ul className="account__list">
        {(['profile', 'assessment', 'roadmap', 'sessions', 'emails'] as const).map((k) => (
          <li key={k}>{t(`delete.items.${k}`)}</li>
        ))}
      </ul>
      <p className="account__text">{t('delete.mail', { email: user.email })}</p>
      <p className="account__text account__text--strong">{t('delete.hint')}</p>
      <form className="form account__form" onSubmit={onSubmit} noValidate data-testid="account-delete-form">
        {serverError && serverError.field === null && (
          <Alert tone="error" testId="account-delete-error">
            {serverError.message}
          </Alert>
        )}
        <Field
          name="password"
          type="password"
          label={t('delete.password')}
          hint={t('delete.passwordHint')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (serverError?.field === 'password') setServerError(null);
          }}
          error={passwordError || undefined}
          required
        />
        <div className={`field${confirmError ? ' field--error' : ''}`}>
          <label className="checkbox account__confirm">
            <input
              type="checkbox"
              name="confirm"
              checked={confirm}
              onChange={(e) => setConfirm(e.target.checked)}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? `${confirmId}-error` : undefined}
              data-testid="account-delete-confirm"
            />
            <span>{t('delete.confirm')}</span>
          </label>
          {confirmError && (
            <p id={`${confirmId}-error`} className="field__error" data-testid="error-confirm">
              {confirmError}
            </p>
          )}
        </div>
        <div>
          <Button
            type="submit"
            className="account__delete-btn"
            busy={remove.isPending}
            busyLabel={t('delete.busy')}
            data-testid="account-delete-submit"
          >
            {t('delete.button')}
          </Button>
        </div>
      </form>
    </section>
  );
}
