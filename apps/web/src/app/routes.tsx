import { redirect, type RouteObject } from 'react-router';
import { NOT_FOUND_PATH, redirectSignedIn, requireSession } from './guards';
import { RootLayout, RouteErrorBoundary } from './layout/root-layout';
import { StartScreen } from './layout/start-screen';
import { homeQueries, preloadHomePage } from './home-kind';
// The login screen is part of the entry chunk: it is the first screen of every visitor without a
// session, whatever URL they open, and one fetch level less makes it paint sooner. Everything
// behind it stays lazy.
import { AuthLayout } from './layout/auth-layout';
import { LoginPage } from '../features/auth/pages/login-page';
import { loadEnglishDomains } from '../lib/i18n';
import type { TestGroup } from '@jalurkarir/shared';
import { guarded, page, withQueriesOf, type StartQueries } from './route-helpers';

/** The tests open to the student in a group: the test lists' first request. */
const testListQueries = (group: TestGroup) => async (): Promise<StartQueries> => {
  const { availableTestsQuery } = await import('../features/tests/api/tests-api');
  return (client) => client.prefetchQuery(availableTestsQuery(group));
};

/** The attempt being taken: the test runner's first request. */
const attemptQueries = async (): Promise<StartQueries> => {
  const { attemptQuery } = await import('../features/tests/api/tests-api');
  return (client, { params }) => client.prefetchQuery(attemptQuery(params.id ?? ''));
};

/** The signed-in pages' layout route, whose children `main-routes.tsx` adds when first needed. */
export const MAIN_ROUTE_ID = 'main';

/**
 * Hash routes (spec §2). Every page is a chunk of its own, so the login screen loads only what it
 * shows, and a page behind a guard loads only once the guard lets the user in. A route of the spec
 * that is not built yet is simply absent: it lands on the 404 page like any unknown path.
 *
 * This table, in the entry chunk, holds the pages without a session and the student's own pages
 * (their home, job recommendations and tests: most users, on phones); the other signed-in pages
 * are in `main-routes.tsx`, which the router fetches the first time a path needs it (router.tsx).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: StartScreen,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: 'auth',
        Component: AuthLayout,
        children: [
          { index: true, loader: () => redirect('/auth/login') },
          {
            path: 'login',
            loader: redirectSignedIn,
            Component: LoginPage,
          },
          {
            path: 'register',
            ...guarded(redirectSignedIn, () => withQueriesOf(async () => (await import('../features/auth/pages/register-page')).RegisterPage)),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: await withQueriesOf(async () => (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage),
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: await withQueriesOf(async () => (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage),
            }),
          },
          {
            path: 'verify-email',
            lazy: async () => ({
              Component: await withQueriesOf(async () => (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage),
            }),
          },
        ],
      },
      // The guardian's consent page (public: the e-mailed link's token is the key; docs/privacy.md).
      {
        path: 'consent',
        Component: AuthLayout,
        children: [
          {
            path: ':token',
            lazy: async () => ({
              Component: await withQueriesOf(async () => (await import('../features/privacy/pages/consent-page')).ConsentPage),
            }),
          },
        ],
      },
      // A graduate's tracer questionnaire and an employer's feedback form (public: the personal link's token is
      // the key, like the guardian's consent page; docs/outcomes.md).
      {
        Component: AuthLayout,
        children: [
          {
            path: 'tracer-answer/:token',
            lazy: async () => ({
              Component: await withQueriesOf(async () => (await import('../features/outcomes/pages/tracer-answer-page')).TracerAnswerPage),
            }),
          },
          {
            path: 'employer-feedback/:token',
            lazy: async () => ({
              Component: await withQueriesOf(async () => (await import('../features/outcomes/pages/employer-feedback-page')).EmployerFeedbackPage),
            }),
          },
        ],
      },
      {
        path: 'error-pages',
        lazy: async () => {
          // A signed-in 404/403 shows the header (notifications, menus): its English phrases first.
          const [{ ErrorLayout }] = await Promise.all([import('./layout/error-layout'), loadEnglishDomains()]);
          return { Component: ErrorLayout };
        },
        children: [
          { index: true, loader: () => redirect(NOT_FOUND_PATH) },
          {
            path: 'error-404',
            lazy: async () => ({ Component: (await import('../features/errors/pages/error-404-page')).Error404Page }),
          },
          {
            path: 'error-403',
            lazy: async () => ({ Component: (await import('../features/errors/pages/error-403-page')).Error403Page }),
          },
        ],
      },
      {
        id: MAIN_ROUTE_ID,
        path: '/',
        ...guarded(requireSession, () => withQueriesOf(async () => (await import('./signed-in')).MainLayout, 'student')),
        children: [
          {
            index: true,
            ...page(
              '/',
              async () => {
                const [home] = await Promise.all([import('./home-page'), preloadHomePage()]);
                return home.HomePage;
              },
              homeQueries,
            ),
          },
          {
            path: 'student-profile',
            ...page('/student-profile', async () => (await import('./student-home')).StudentHomePage, homeQueries),
          },
          // Recommendations (docs/matching.md) and the tests open to the student (docs/tests-engine.md).
          {
            path: 'opportunity',
            ...page(
              '/opportunity',
              async () => (await import('../features/recommendations/pages/opportunity-page')).OpportunityPage,
              async () => {
                const { myRecommendationsQuery } = await import('../features/recommendations/api/recommendations-api');
                return (client) => client.prefetchQuery(myRecommendationsQuery({}));
              },
            ),
          },
          {
            path: 'student-test',
            ...page(
              '/student-test',
              async () => (await import('../features/tests/pages/available-tests-page')).StudentTestPage,
              testListQueries('other'),
            ),
          },
          {
            path: 'student-test/:id',
            ...page('/student-test', async () => (await import('../features/tests/pages/take-test-page')).TakeTestPage, attemptQueries),
          },
          {
            path: 'personality-test',
            ...page(
              '/personality-test',
              async () => (await import('../features/tests/pages/available-tests-page')).PersonalityTestPage,
              testListQueries('personality'),
            ),
          },
          {
            path: 'personality-test/:id',
            ...page('/personality-test', async () => (await import('../features/tests/pages/take-test-page')).TakeTestPage, attemptQueries),
          },
        ],
      },
      { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
    ],
  },
];
