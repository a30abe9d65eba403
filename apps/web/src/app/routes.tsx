import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TestGroup } from '@jalurkarir/shared';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PagePath } from './access';
import { MASTER_DATA_PATHS } from './master-data-paths';
import { guardPage, NOT_FOUND_PATH, redirectSignedIn, requireSession } from './guards';
import { RootLayout, RouteErrorBoundary } from './layout/root-layout';
import { StartScreen } from './layout/start-screen';
import { homeQueries, preloadHomePage } from './home-kind';
// The login screen is part of the entry chunk: it is the first screen of every visitor without a
// session, whatever URL they open, and one fetch level less makes it paint sooner. Everything
// behind it stays lazy.
import { AuthLayout } from './layout/auth-layout';
import { LoginPage } from '../features/auth/pages/login-page';
import { loadEnglishDomains } from '../lib/i18n';
import { hasSession } from '../lib/session';
import { nextTask } from '../lib/next-task';

/**
 * A route whose chunk loads only after its guard passes. React Router starts a route's `lazy()`
 * together with its loader, so a guarded lazy page would be downloaded even when the guard
 * redirects (a visitor opening `/` used to fetch the main layout and the dashboard with its chart
 * library on the way to the login screen). Here the loader runs the guard first and imports the
 * chunk only when it passes; the route's component renders what was loaded. Sibling loaders (the
 * layout's and the page's) still run, and so import, in parallel.
 */
export function guarded(
  guard: (args: LoaderFunctionArgs) => unknown | Promise<unknown>,
  load: () => Promise<ComponentType>,
): Pick<RouteObject, 'loader' | 'Component'> {
  let Loaded: ComponentType | undefined;
  return {
    loader: async (args) => {
      // React Router starts every matched route's loader in one go, inside the task that creates the
      // router or follows the link. Each loader's imports add the chunks' preload links to the page
      // (a few milliseconds each on a phone): in one task, the layout's and the page's together held
      // the main thread for ~130 ms at start-up. A task of its own per loader lets the browser breathe.
      await nextTask();
      await guard(args);
      Loaded ??= await load();
      return null;
    },
    Component: function GuardedRoute() {
      return Loaded ? <Loaded /> : null;
    },
  };
}

/** A route component that fetches: loaded together with the query cache's provider around it. */
async function withQueriesOf(load: () => Promise<ComponentType>): Promise<ComponentType> {
  // The English phrases of the domains come with the first page that fetches (not on the login page).
  const [Component, { withQueries }] = await Promise.all([load(), import('./signed-in'), loadEnglishDomains()]);
  return withQueries(Component);
}

/**
 * What a page asks for first, started by its route: the answer is on its way while the page's code
 * loads, rather than requested once that code has loaded and rendered (a round trip or two less on a
 * phone). The page reads the same query options, so it finds the answer (or the request) in the cache.
 */
type StartQueries = (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A page of the main layout: signed in, and the role may open `path` (else 403). The role check waits
 * for the access table's chunk; a signed-in visitor's page chunk and the module of its first
 * requests are requested beside it rather than after it (a round trip less each), and a visitor
 * without a session still downloads nothing behind the guard. `import()` loads a module once: the
 * `load` after the guard reuses it. Once the guard has let the user in, `queries` (when given)
 * starts the page's first requests.
 */
const page = (path: PagePath, load: () => Promise<ComponentType>, queries?: () => Promise<StartQueries>) => {
  const guard = guardPage(path);
  return guarded(async (args) => {
    if (hasSession()) {
      load().catch(() => undefined);
      // The module that builds the page's first requests too (in the next task: its preload links are
      // as many again): they leave as soon as the guard passes.
      if (queries) {
        await nextTask();
        queries().catch(() => undefined);
      }
    }
    await guard();
    if (queries) startQueries(queries, args).catch(() => undefined);
  }, load);
};

async function startQueries(queries: () => Promise<StartQueries>, args: LoaderFunctionArgs) {
  const [{ queryClient }, start] = await Promise.all([import('./signed-in'), queries()]);
  await start(queryClient, args);
}

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

/**
 * Hash routes (spec §2). Every page is a chunk of its own, so the login screen loads only what it
 * shows, and a page behind a guard loads only once the guard lets the user in. A route of the spec
 * that is not built yet is simply absent: it lands on the 404 page like any unknown path.
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
        path: '/',
        ...guarded(requireSession, () => withQueriesOf(async () => (await import('./signed-in')).MainLayout)),
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
            path: 'dashboard',
            ...page('/dashboard', async () => (await import('../features/dashboard/pages/dashboard-page')).DashboardPage),
          },
          {
            path: 'student-profile',
            ...page('/student-profile', async () => (await import('./student-home')).StudentHomePage, homeQueries),
          },
          // The student profile (docs/profile.md): the printable CV, a student's profile for staff, completeness.
          {
            path: 'student-profile/cv',
            ...page('/student-profile/cv', async () => (await import('../features/student/pages/student-cv-page')).StudentCvPage),
          },
          {
            path: 'student-profile/view/:id',
            ...page(
              '/student-profile/view',
              async () => (await import('../features/student/pages/student-profile-view-page')).StudentProfileViewPage,
            ),
          },
          {
            path: 'completeness',
            ...page('/completeness', async () => (await import('../features/completeness/pages/completeness-page')).CompletenessPage),
          },
          {
            path: 'company-profile',
            ...page('/company-profile', async () => (await import('../features/company/pages/company-profile-page')).CompanyProfilePage),
          },
          {
            path: 'school-profile',
            ...page('/school-profile', async () => (await import('../features/school/pages/school-profile-page')).SchoolProfilePage),
          },
          // Master data: a list, `<route>/new` and `<route>/<id>` per screen, on one generic list and form.
          // Openings have their own list and form (a company's main object, with its requirements).
          ...MASTER_DATA_PATHS.flatMap((path): RouteObject[] => [
            {
              path: path.slice(1),
              ...page(path, async () =>
                path === '/md-opportunity'
                  ? (await import('./openings-pages')).OpeningsListPage
                  : (await import('../features/master-data/pages/master-data-list-page')).MasterDataListPage,
              ),
            },
            {
              path: `${path.slice(1)}/:id`,
              ...page(path, async () =>
                path === '/md-opportunity'
                  ? (await import('./openings-pages')).OpeningFormPage
                  : (await import('../features/master-data/pages/master-data-form-page')).MasterDataFormPage,
              ),
            },
          ]),
          {
            path: 'notifications',
            ...page('/notifications', async () => (await import('../features/notifications/pages/notifications-page')).NotificationsPage),
          },
          {
            path: 'outbox',
            ...page('/outbox', async () => (await import('../features/outbox/pages/outbox-page')).OutboxPage),
          },
          // Applications: openings for students, their applications, a company's applicants, a school's placements.
          { path: 'jobs', ...page('/jobs', async () => (await import('../features/jobs/pages/jobs-page')).JobsPage) },
          { path: 'jobs/:id', ...page('/jobs', async () => (await import('../features/jobs/pages/job-detail-page')).JobDetailPage) },
          {
            path: 'applications',
            ...page('/applications', async () => (await import('../features/applications/pages/my-applications-page')).MyApplicationsPage),
          },
          {
            path: 'applications/:id',
            ...page('/applications', async () => (await import('../features/applications/pages/application-detail-page')).ApplicationDetailPage),
          },
          { path: 'applicants', ...page('/applicants', async () => (await import('../features/applications/pages/applicants-page')).ApplicantsPage) },
          {
            path: 'applicants/:id',
            ...page('/applicants', async () => (await import('./applicant-detail')).ApplicantDetailWithCvPage),
          },
          { path: 'placements', ...page('/placements', async () => (await import('../features/applications/pages/placements-page')).PlacementsPage) },
          // The company area (a company admin's own company; the Admin's companies list) and the Admin's
          // picture of one company, composed in app/.
          { path: 'company', ...page('/company', async () => (await import('./company-area-page')).CompanyAreaPage) },
          { path: 'company/:id', ...page('/company/:id', async () => (await import('./company-page')).CompanyPage) },
          {
            path: 'companies/:id',
            ...page('/companies/:id', async () => (await import('../features/company/pages/company-public-page')).CompanyPublicPage),
          },
          // Partnerships (docs/partnerships.md): one screen for the company and the school side.
          {
            path: 'school-partnership',
            ...page('/school-partnership', async () => (await import('../features/partnerships/pages/partnerships-page')).PartnershipsPage),
          },
          {
            path: 'school-partnership/:id',
            ...page(
              '/school-partnership',
              async () => (await import('../features/partnerships/pages/partnership-detail-page')).PartnershipDetailPage,
            ),
          },
          {
            path: 'privacy-requests',
            ...page('/privacy-requests', async () => (await import('../features/privacy/pages/privacy-requests-page')).PrivacyRequestsPage),
          },
          // Recommendations (docs/matching.md).
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
            path: 'opportunity/saved',
            ...page('/opportunity/saved', async () => (await import('../features/jobs/pages/saved-jobs-page')).SavedJobsPage),
          },
          // Conversations (docs/messages.md).
          { path: 'messages', ...page('/messages', async () => (await import('../features/messages/pages/messages-page')).MessagesPage) },
          {
            path: 'messages/reports',
            ...page('/messages/reports', async () => (await import('../features/messages/pages/message-reports-page')).MessageReportsPage),
          },
          {
            path: 'talent-pool',
            ...page('/talent-pool', async () => (await import('../features/recommendations/pages/talent-pool-page')).TalentPoolPage),
          },
          {
            path: 'recommended-student',
            ...page(
              '/recommended-student',
              async () => (await import('../features/recommendations/pages/recommended-student-page')).RecommendedStudentPage,
            ),
          },
          {
            path: 'school-recommendations',
            ...page(
              '/school-recommendations',
              async () => (await import('../features/recommendations/pages/school-recommendations-page')).SchoolRecommendationsPage,
            ),
          },
          // Tests (docs/tests-engine.md): taking, histories with results, authoring, assignment.
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
          {
            path: 'student-test-history',
            ...page('/student-test-history', async () => (await import('../features/tests/pages/test-history-page')).StudentTestHistoryPage),
          },
          { path: 'student-test-history/:id', ...page('/student-test-history', async () => (await import('./test-result-page')).TestResultPage) },
          {
            path: 'personality-test-history',
            ...page('/personality-test-history', async () => (await import('../features/tests/pages/test-history-page')).PersonalityTestHistoryPage),
          },
          {
            path: 'personality-test-history/:id',
            ...page('/personality-test-history', async () => (await import('./test-result-page')).TestResultPage),
          },
          { path: 'tests', ...page('/tests', async () => (await import('../features/tests/pages/tests-page')).TestsPage) },
          { path: 'tests/:id', ...page('/tests', async () => (await import('../features/tests/pages/test-editor-page')).TestEditorPage) },
          {
            path: 'test-assignment',
            ...page('/test-assignment', async () => (await import('../features/tests/pages/test-assignment-page')).TestAssignmentPage),
          },
          { path: 'assessment', ...page('/assessment', async () => (await import('../features/assessment/pages/assessment-page')).AssessmentPage) },
          {
            path: 'assessment/new',
            ...page('/assessment/new', async () => (await import('../features/assessment/pages/schedule-page')).SchedulePage),
          },
          {
            path: 'assessment/schemes',
            ...page('/assessment/schemes', async () => (await import('../features/assessment/pages/schemes-page')).SchemesPage),
          },
          {
            path: 'assessment/:id',
            ...page('/assessment', async () => (await import('../features/assessment/pages/assessment-detail-page')).AssessmentDetailPage),
          },
          // PKL (docs/pkl.md): each role's home, a placement, the evaluation form, the printable certificate, the periods, the aspects.
          { path: 'pkl', ...page('/pkl', async () => (await import('../features/pkl/pages/pkl-home-page')).PklHomePage) },
          { path: 'pkl/periods', ...page('/pkl/periods', async () => (await import('../features/pkl/pages/periods-page')).PeriodsPage) },
          { path: 'pkl/aspects', ...page('/pkl/aspects', async () => (await import('../features/pkl/pages/aspects-page')).AspectsPage) },
          {
            path: 'pkl/placements/:id',
            ...page('/pkl/placements/:id', async () => (await import('../features/pkl/pages/placement-detail-page')).PlacementDetailPage),
          },
          // The API's notifications link a placement as `/pkl/placement/:id`.
          { path: 'pkl/placement/:id', loader: ({ params }) => redirect(`/pkl/placements/${params.id ?? ''}`) },
          {
            path: 'pkl/evaluation/:id',
            ...page('/pkl/evaluation/:id', async () => (await import('../features/pkl/pages/evaluation-page')).EvaluationPage),
          },
          { path: 'pkl/report/:id', ...page('/pkl/report/:id', async () => (await import('../features/pkl/pages/report-page')).ReportPage) },
          // Graduates and outcomes (docs/outcomes.md): alumni and graduation, tracer rounds, the outcome dashboards.
          { path: 'alumni', ...page('/alumni', async () => (await import('../features/outcomes/pages/alumni-page')).AlumniPage) },
          { path: 'alumni/me', ...page('/alumni/me', async () => (await import('../features/outcomes/pages/my-status-page')).MyStatusPage) },
          { path: 'tracer', ...page('/tracer', async () => (await import('../features/outcomes/pages/tracer-rounds-page')).TracerRoundsPage) },
          { path: 'tracer/:id', ...page('/tracer', async () => (await import('../features/outcomes/pages/tracer-round-page')).TracerRoundPage) },
          {
            path: 'tracer/:id/report',
            ...page('/tracer', async () => (await import('../features/outcomes/pages/tracer-report-page')).TracerReportPage),
          },
          { path: 'outcomes', ...page('/outcomes', async () => (await import('../features/outcomes/pages/outcomes-page')).OutcomesPage) },
          {
            path: 'account',
            ...page('/account', async () => (await import('../features/account/pages/account-page')).AccountPage),
          },
        ],
      },
      { path: '*', loader: () => redirect(NOT_FOUND_PATH) },
    ],
  },
];
