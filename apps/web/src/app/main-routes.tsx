import { redirect, type RouteObject } from 'react-router';
import { MASTER_DATA_PATHS } from './master-data-paths';
import { page } from './route-helpers';

/**
 * The signed-in pages beyond the student's own (routes.tsx): staff, company and Admin screens and
 * the student's less frequent ones. The router adds them under the main layout the first time a
 * path is not in the start table (router.tsx), so a visitor on the login page or a student on their
 * home does not download this table.
 */
export const mainRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    ...page('/dashboard', async () => (await import('../features/dashboard/pages/dashboard-page')).DashboardPage),
  },
  // The student profile (docs/profile.md): the printable CV, a student's profile for staff, completeness.
  {
    path: 'student-profile/cv',
    ...page('/student-profile/cv', async () => (await import('../features/student/pages/student-cv-page')).StudentCvPage),
  },
  {
    path: 'student-profile/view/:id',
    ...page('/student-profile/view', async () => (await import('../features/student/pages/student-profile-view-page')).StudentProfileViewPage),
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
    ...page('/school-partnership', async () => (await import('../features/partnerships/pages/partnership-detail-page')).PartnershipDetailPage),
  },
  {
    path: 'privacy-requests',
    ...page('/privacy-requests', async () => (await import('../features/privacy/pages/privacy-requests-page')).PrivacyRequestsPage),
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
    ...page('/recommended-student', async () => (await import('../features/recommendations/pages/recommended-student-page')).RecommendedStudentPage),
  },
  {
    path: 'school-recommendations',
    ...page(
      '/school-recommendations',
      async () => (await import('../features/recommendations/pages/school-recommendations-page')).SchoolRecommendationsPage,
    ),
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
];
