import { redirect, type RouteObject } from 'react-router';
import { MASTER_DATA_PATHS } from './access';
import { guardPage, NOT_FOUND_PATH, redirectSignedIn, requireSession } from './guards';
import { RootLayout, RouteErrorBoundary, PageLoader } from './layout/root-layout';

/**
 * Hash routes (spec §2). Every page is a lazy chunk, so the login screen loads only what it
 * shows. A route of the spec that is not built yet is simply absent: it lands on the 404 page
 * like any unknown path.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: 'auth',
        lazy: async () => ({ Component: (await import('./layout/auth-layout')).AuthLayout }),
        children: [
          { index: true, loader: () => redirect('/auth/login') },
          {
            path: 'login',
            loader: redirectSignedIn,
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
          },
          {
            path: 'register',
            loader: redirectSignedIn,
            lazy: async () => ({ Component: (await import('../features/auth/pages/register-page')).RegisterPage }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage }),
          },
          {
            path: 'verify-email',
            lazy: async () => ({ Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage }),
          },
        ],
      },
      {
        path: 'error-pages',
        lazy: async () => ({ Component: (await import('./layout/error-layout')).ErrorLayout }),
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
        path: '/',
        loader: requireSession,
        lazy: async () => ({ Component: (await import('./layout/main-layout')).MainLayout }),
        children: [
          {
            index: true,
            loader: guardPage('/'),
            lazy: async () => ({ Component: (await import('./home-page')).HomePage }),
          },
          {
            path: 'dashboard',
            loader: guardPage('/dashboard'),
            lazy: async () => ({ Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage }),
          },
          {
            path: 'student-profile',
            loader: guardPage('/student-profile'),
            lazy: async () => ({ Component: (await import('../features/student/pages/student-profile-page')).StudentProfilePage }),
          },
          {
            path: 'company-profile',
            loader: guardPage('/company-profile'),
            lazy: async () => ({ Component: (await import('../features/company/pages/company-profile-page')).CompanyProfilePage }),
          },
          // Master data: a list, `<route>/new` and `<route>/<id>` per screen, on one generic list and form.
          ...MASTER_DATA_PATHS.flatMap((path): RouteObject[] => [
            {
              path: path.slice(1),
              loader: guardPage(path),
              lazy: async () => ({ Component: (await import('../features/master-data/pages/master-data-list-page')).MasterDataListPage }),
            },
            {
              path: `${path.slice(1)}/:id`,
              loader: guardPage(path),
              lazy: async () => ({ Component: (await import('../features/master-data/pages/master-data-form-page')).MasterDataFormPage }),
            },
          ]),
          {
            path: 'account',
            loader: guardPage('/account'),
            lazy: async () => ({ Component: (await import('../features/account/pages/account-page')).AccountPage }),
          },
        ],
      },
      { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
    ],
  },
];

