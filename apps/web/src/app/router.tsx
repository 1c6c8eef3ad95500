/**
 * Routes (product-spec §2): everything under /:locale; `/` picks the stored locale. Each route
 * names its page title key in `handle.title`. Every screen but not-found is loaded on demand, so a route's first load carries only what it needs (the forms' zod validation, for
 * instance, stays out of the results route's budget).
 */
import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../routes/NotFoundPage';
import { RootRedirect } from '../routes/RootRedirect';
import { isFirstScreen } from './first-screen';
import { currentLocale } from './i18n';
import { routeAssessmentTexts } from '../features/assessment/i18n';
import { GuestOnly, RequireAuth, RequireCompletedStep, SessionGate } from './guards';
import { LocaleLayout } from './LocaleLayout';
import { PageLoader } from './PageLoader';
import type { TitleKey } from './titles';
// The home page's styles stay in the shell's stylesheet although its code loads on demand: the
// server sends `/ro` and `/en` prerendered, and their first paint has only that stylesheet.
import '../features/home/home.css';

export interface RouteHandle {
  title: TitleKey;
}
const handle = (title: TitleKey): RouteHandle => ({ title });

/**
 * Home and dashboard (one component) load on demand too: their hero, discovery items and video
 * stay out of every other route's first load (the assessment's budget: ≤ 170 KB gzip).
 */
const homePage = async () => ({ Component: (await import('../routes/HomePage')).HomePage });

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
          { index: true, lazy: homePage, handle: handle('home') },
          { path: 'dashboard', lazy: homePage, handle: handle('dashboard') },
          {
            element: <GuestOnly />,
            children: [
              {
                path: 'login',
                handle: handle('login'),
                lazy: async () => ({ Component: (await import('../routes/LoginPage')).LoginPage }),
              },
              {
                path: 'register',
                handle: handle('register'),
                lazy: async () => ({ Component: (await import('../routes/RegisterPage')).RegisterPage }),
              },
              {
                path: 'forgot-password',
                handle: handle('forgotPassword'),
                lazy: async () => ({
                  Component: (await import('../routes/ForgotPasswordPage')).ForgotPasswordPage,
                }),
              },
              {
                path: 'reset-password',
                handle: handle('resetPassword'),
                lazy: async () => ({
                  Component: (await import('../routes/ResetPasswordPage')).ResetPasswordPage,
                }),
              },
            ],
          },
          {
            path: 'verify-email',
            handle: handle('verifyEmail'),
            lazy: async () => ({ Component: (await import('../routes/VerifyEmailPage')).VerifyEmailPage }),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'assessment',
                handle: handle('assessment'),
                lazy: async () => {
                  // The page's chunk and its language's texts, side by side.
                  const [page] = await Promise.all([
                    import('../routes/AssessmentPage'),
                    routeAssessmentTexts(currentLocale()),
                  ]);
                  // Drawn by the server with its description sanitised: the app's first render
                  // must draw it so too, not as plain text until DOMPurify is in.
                  if (isFirstScreen) await page.sanitizerLoaded();
                  return { Component: page.AssessmentPage };
                },
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
              {
                path: 'account',
                handle: handle('account'),
                lazy: async () => ({ Component: (await import('../routes/AccountPage')).AccountPage }),
              },
              {
                path: 'roadmap',
                handle: handle('roadmap'),
                lazy: async () => ({ Component: (await import('../routes/RoadmapPage')).RoadmapPage }),
              },
            ],
          },
          {
            path: 'privacy',
            handle: handle('privacy'),
            lazy: async () => ({ Component: (await import('../routes/LegalPage')).PrivacyPage }),
          },
          {
            path: 'terms',
            handle: handle('terms'),
            lazy: async () => ({ Component: (await import('../routes/LegalPage')).TermsPage }),
          },
          {
            path: 'gdpr',
            handle: handle('gdpr'),
            lazy: async () => ({ Component: (await import('../routes/LegalPage')).GdprPage }),
          },
          {
            path: 'ai-transparency',
            handle: handle('aiTransparency'),
            lazy: async () => ({ Component: (await import('../routes/LegalPage')).AiTransparencyPage }),
          },
          {
            path: 'opt-out',
            handle: handle('optOut'),
            lazy: async () => ({ Component: (await import('../routes/LegalPage')).OptOutPage }),
          },
          { path: '*', element: <NotFoundPage />, handle: handle('notFound') },
        ],
      },
    ],
  },
]);
