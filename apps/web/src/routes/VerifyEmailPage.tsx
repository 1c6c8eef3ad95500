/**
 * Verify e-mail (spec §2, §4, §8): spinner, then success (login after 3 s) or an error with
 * go-to-login and retry. A link already used says the address is confirmed and
 * offers login with the e-mail filled in, without a retry. The single-use token is sent once per
 * token even under StrictMode.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../app/useLocale';
import { PageLoader } from '../app/PageLoader';
import { AuthCard } from '../features/auth/AuthCard';
import { verifyOnce } from '../features/auth/verify-once';
import { Alert } from '../features/ui/Alert';
import { Button } from '../features/ui/Button';
import { errorMessage, trpc } from '../lib/trpc';

/** Delay before the success screen moves on to login (spec §9). */
export const VERIFY_REDIRECT_MS = 3000;

type State =
  | { kind: 'verifying' }
  | { kind: 'success'; email: string; message: string }
  | { kind: 'already'; email: string; message: string }
  | { kind: 'error'; message: string };

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const utils = trpc.useUtils();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(
    token ? { kind: 'verifying' } : { kind: 'error', message: t('verify.missingToken') },
  );

  const run = useCallback(
    (n: number) =>
      verifyOnce(`${token}#${n}`, () => utils.client.auth.verifyEmail.mutate({ token })).then(
        (r) =>
          setState({ kind: r.alreadyVerified ? 'already' : 'success', email: r.email, message: r.message }),
        (err: unknown) => setState({ kind: 'error', message: errorMessage(err, t('verify.failed')) }),
      ),
    [token, utils, t],
  );

  useEffect(() => {
    if (token) void run(attempt);
  }, [token, attempt, run]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => {
      void navigate(`/${locale}/login?verified=true&email=${encodeURIComponent(state.email)}`, {
        replace: true,
      });
    }, VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, locale, navigate]);

  const retry = () => {
    if (!token) return;
    setState({ kind: 'verifying' });
    setAttempt((n) => n + 1);
  };

  return (
    <AuthCard title={t('verify.title')}>
      <div data-testid="verify-email">
        {state.kind === 'verifying' && <PageLoader label={t('verify.verifying')} />}
        {state.kind === 'success' && (
          <Alert tone="success" testId="verify-success">
            <strong>{state.message}</strong> {t('verify.redirecting')}
          </Alert>
        )}
        {state.kind === 'already' && (
          <>
            <Alert tone="success" testId="verify-already">
              {state.message}
            </Alert>
            <div className="actions">
              <Link
                className="btn btn--primary"
                to={`/${locale}/login?email=${encodeURIComponent(state.email)}`}
                data-testid="verify-login"
              >
                {t('verify.goToLogin')}
              </Link>
            </div>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <Alert tone="error" testId="verify-error">
              {state.message}
            </Alert>
            <div className="actions">
              <Link className="btn btn--primary" to={`/${locale}/login`}>
                {t('verify.goToLogin')}
              </Link>
              {token && (
                <Button variant="secondary" onClick={retry}>
                  {t('verify.retry')}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </AuthCard>
  );
}
