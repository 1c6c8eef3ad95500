/**
 * Routes (product-spec §2): everything under /:locale; `/` picks the stored locale. Each route
 * names its page title key in `handle.title`. Heavy screens are loaded on demand.
 */
import { createBrowserRouter } from 'react-router';
import { ForgotPasswordPage } from '../routes/ForgotPasswordPage';
import { HomePage } from '../routes/HomePage';
import { LoginPage } from '../routes/LoginPage';
import { NotFoundPage } from '../routes/NotFoundPage';
import { RegisterPage } from '../routes/RegisterPage';
import { ResetPasswordPage } from '../routes/ResetPasswordPage';
import { RootRedirect } from '../routes/RootRedirect';
import { VerifyEmailPage } from '../routes/VerifyEmailPage';
import { GuestOnly, RequireAuth, RequireCompletedStep, SessionGate } from './guards';
import { LocaleLayout } from './LocaleLayout';
import { PageLoader } from './PageLoader';
import type { TitleKey } from './titles';

export interface RouteHandle {
  title: TitleKey;
}
const handle = (title: TitleKey): RouteHandle => ({ title });

export const router = createBrowserRouter([
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    // Shown while a lazily loaded screen is fetched on the first page load.
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <SessionGate />,
        children: [
          { index: true, element: <HomePage />, handle: handle('home') },
          { path: 'dashboard', element: <HomePage />, handle: handle('dashboard') },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginPage />, handle: handle('login') },
              { path: 'register', element: <RegisterPage />, handle: handle('register') },
              { path: 'forgot-password', element: <ForgotPasswordPage />, handle: handle('forgotPassword') },
              { path: 'reset-password', element: <ResetPasswordPage />, handle: handle('resetPassword') },
            ],
          },
          { path: 'verify-email', element: <VerifyEmailPage />, handle: handle('verifyEmail') },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'assessment',
                handle: handle('assessment'),
                lazy: async () => ({ Component: (await import('../routes/AssessmentPage')).AssessmentPage }),
              },
              {
                element: <RequireCompletedStep />,
                children: [
                  {
                    path: 'step-progress',
                    handle: handle('stepProgress'),
                    lazy: async () => ({
                      Component: (await import('../routes/StepProgressPage')).StepProgressPage,
                    }),
                  },
                ],
              },
              {
                path: 'results',
                handle: handle('results'),
                lazy: async () => ({ Component: (await import('../routes/ResultsPage')).ResultsPage }),
              },
            ],
          },
          { path: '*', element: <NotFoundPage />, handle: handle('notFound') },
        ],
      },
    ],
  },
]);
