import { ROLES, permit, principalOf, type Cell, type ModelName, type Principal, type Role, type TStoredUser } from '@jalurkarir/shared';

/**
 * Who may open which page. The router's guards and the side menu's `canAccess` both read this
 * table, so a menu link never leads to a 403 and a hidden page is really closed.
 *
 * `unverified: true` marks the few pages an account awaiting verification may open (the API
 * treats such an account as anonymous apart from its own profile). `unverifiedStudent: true` the
 * pages a student awaiting verification may already use: their CV and the interest inventory
 * (principal `siswa_unverified` in the permission table). `pklSupervisor: true` the only pages a
 * company's PKL supervisor account opens (principal `pembimbing_industri`): its PKL students, its
 * notifications and account; every other company page stays closed to it.
 */
export interface PageAccess {
  roles: readonly Role[];
  unverified?: boolean;
  unverifiedStudent?: boolean;
  pklSupervisor?: boolean;
}

/** The permission table's principal of the stored account (a session stored before the flag existed: none). */
export function principalOfUser(user: TStoredUser | null): Principal {
  return user ? principalOf(user.role, user.verified, user.pkl_supervisor === true) : 'anonymous';
}

export const PAGE_ACCESS = {
  '/': { roles: ROLES, unverified: true, pklSupervisor: true },
  '/dashboard': { roles: ROLES, unverified: true },
  '/student-profile': { roles: ['siswa'], unverifiedStudent: true },
  // The student profile (docs/profile.md): a student's printable CV (staff in scope with `?id=`), a
  // student's profile as their school's staff open it, and the completeness of the students' profiles.
  '/student-profile/cv': { roles: ['siswa', 'admin', 'admin_sekolah', 'kepala_sekolah', 'guru'], unverifiedStudent: true },
  '/student-profile/view': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru'] },
  '/completeness': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru'] },
  '/company-profile': { roles: ['admin_perusahaan'] },
  // The school staff's own school: the school admin edits it, the headmaster and teachers read it.
  '/school-profile': { roles: ['admin_sekolah', 'kepala_sekolah', 'guru'] },
  '/account': { roles: ROLES, unverified: true, pklSupervisor: true },
  // The caller's own notifications (the header's bell links here).
  '/notifications': { roles: ROLES, unverified: true, pklSupervisor: true },
  // The e-mail outbox: how an install without SMTP hands over confirmation and reset links.
  '/outbox': { roles: ['admin'] },
  // Applications (docs/applications.md): students browse openings and follow their applications,
  // a company moves its applicants, the school staff (and the Admin) read placements.
  '/jobs': { roles: ['siswa'] },
  '/applications': { roles: ['siswa'] },
  '/applicants': { roles: ['admin_perusahaan'] },
  '/placements': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru'] },
  // Partnerships (docs/partnerships.md): the company asks, the school admin answers, the headmaster reads, the Admin sees all.
  '/school-partnership': { roles: ['admin', 'admin_perusahaan', 'admin_sekolah', 'kepala_sekolah'] },
  // The company area (spec §2 `company`): a company admin's own company at a glance; the Admin's is
  // the companies list. One company's whole picture for the Admin (`company/:id`), from md-company.
  '/company': { roles: ['admin', 'admin_perusahaan'] },
  '/company/:id': { roles: ['admin'] },
  // A company's page for students (the employer brand): every verified account, from the openings.
  '/companies/:id': { roles: ROLES },
  // Privacy (docs/privacy.md): guardian consents and erasure requests of the school's students.
  '/privacy-requests': { roles: ['admin', 'admin_sekolah'] },
  // Recommendations (docs/matching.md): a student's ranked openings, a company's ranked students, a school's best matches.
  '/opportunity': { roles: ['siswa'] },
  // The student's saved openings and job alert settings, beside their recommendations.
  '/opportunity/saved': { roles: ['siswa'] },
  '/recommended-student': { roles: ['admin_perusahaan'] },
  // The company's talent pools: students kept from its recommendations to invite later (docs/applications.md).
  '/talent-pool': { roles: ['admin_perusahaan'] },
  '/school-recommendations': { roles: ['admin_sekolah', 'kepala_sekolah', 'guru'] },
  // Conversations (docs/messages.md): every role that has threads; reports for the school's admin and the Admin.
  '/messages': { roles: ['siswa', 'admin_perusahaan', 'admin_sekolah', 'guru'] },
  '/messages/reports': { roles: ['admin', 'admin_sekolah'] },
  // Competency assessment (docs/assessment.md): the assessor's schedule and marking, the school's and the
  // Admin's assessments; scheduling by the Admin and the school admin. Students see theirs on their profile.
  '/assessment': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'asesor'] },
  '/assessment/new': { roles: ['admin', 'admin_sekolah'] },
  '/assessment/schemes': { roles: ['admin'] },
  // Tests (docs/tests-engine.md): students take tests and read their histories; school staff and the Admin
  // read their students' histories; the Admin and teachers author; the Admin and school admins assign.
  '/student-test': { roles: ['siswa'] },
  '/personality-test': { roles: ['siswa'], unverifiedStudent: true },
  '/student-test-history': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa'] },
  '/personality-test-history': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa'], unverifiedStudent: true },
  '/tests': { roles: ['admin', 'guru'] },
  // Graduates and outcomes (docs/outcomes.md): the school's alumni and graduation, tracer rounds and the outcome
  // dashboards for the school admin, the headmaster (read) and the Admin (every school); a graduate's own status.
  '/alumni': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah'] },
  '/alumni/me': { roles: ['siswa'] },
  '/tracer': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah'] },
  '/outcomes': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah'] },
  '/test-assignment': { roles: ['admin', 'admin_sekolah'] },
  // PKL (docs/pkl.md): each role's home (`/pkl`); a placement for its school, supervisors, company and student;
  // the company's evaluation form; the printed certificate; the school's periods and its evaluation aspects.
  // A company's PKL supervisor account opens its PKL students, their placements and the evaluation form.
  '/pkl': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'admin_perusahaan'], pklSupervisor: true },
  '/pkl/periods': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru'] },
  '/pkl/aspects': { roles: ['admin_sekolah'] },
  '/pkl/placements/:id': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'admin_perusahaan'], pklSupervisor: true },
  '/pkl/evaluation/:id': { roles: ['admin_perusahaan'], pklSupervisor: true },
  '/pkl/report/:id': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru', 'siswa', 'admin_perusahaan'] },
  // Master data (spec §2). What each role may do on a screen comes from the permission table;
  // this decides who opens it. School staff see their own school only (the API scopes it).
  '/md-user': { roles: ['admin'] },
  '/md-currency': { roles: ['admin'] },
  '/md-school': { roles: ['admin'] },
  '/md-student': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah', 'guru'] },
  '/md-principal': { roles: ['admin', 'admin_sekolah'] },
  '/md-teacher': { roles: ['admin', 'admin_sekolah', 'kepala_sekolah'] },
  '/md-assessor': { roles: ['admin'] },
  '/md-company': { roles: ['admin'] },
  '/md-company-admin': { roles: ['admin'] },
  '/md-opportunity': { roles: ['admin', 'admin_perusahaan'] },
} as const satisfies Record<string, PageAccess>;

export type PagePath = keyof typeof PAGE_ACCESS;

/** A master-data screen: its list, and the field descriptors its form and columns are built from. */
const screenOf = (model: ModelName) => [permit(model, 'list'), permit(model, 'field')] as const;

/**
 * What each page needs from the API: the permission-table cells (packages/shared PERMISSIONS) its
 * first screen calls. Every role PAGE_ACCESS lets open a page holds each of them
 * (page-permissions.test.ts), so a menu item never leads to a page the API refuses. Pages with
 * none call only the caller's own account (`/user/profile`, `/dashboard/summary`).
 */
export const PAGE_PERMISSIONS = {
  '/': [],
  '/dashboard': [],
  '/student-profile': [permit('student-profile', 'full'), permit('student-relation', 'create'), permit('student-skill', 'suggest')],
  '/student-profile/cv': [permit('student-profile', 'full')],
  '/student-profile/view': [permit('student-profile', 'full'), permit('student-relation', 'list')],
  '/completeness': [permit('completeness', 'list'), permit('completeness', 'distribution'), permit('completeness', 'export')],
  '/company-profile': [permit('perusahaan', 'profile'), permit('perusahaan', 'update-profile')],
  '/school-profile': [permit('sekolah', 'detail')],
  '/account': [],
  '/notifications': [],
  '/outbox': [permit('outbox', 'list')],
  '/jobs': [permit('job', 'list'), permit('job', 'detail'), permit('saved-opportunity', 'list'), permit('saved-opportunity', 'create')],
  '/applications': [permit('application', 'list'), permit('application', 'detail'), permit('invitation', 'list')],
  '/applicants': [permit('application', 'list'), permit('application', 'stage-counts'), permit('application', 'move')],
  '/placements': [permit('application', 'list'), permit('application', 'stage-counts'), permit('application', 'export')],
  '/school-partnership': [permit('partnership', 'list'), permit('partnership', 'detail')],
  '/company': [
    permit('perusahaan', 'detail'),
    permit('admin-perusahaan', 'list'),
    permit('opportunity', 'list'),
    permit('partnership', 'list'),
    permit('application', 'stage-counts'),
  ],
  '/company/:id': [
    permit('perusahaan', 'detail'),
    permit('admin-perusahaan', 'list'),
    permit('opportunity', 'list'),
    permit('partnership', 'list'),
    permit('application', 'stage-counts'),
  ],
  '/companies/:id': [permit('perusahaan', 'page')],
  '/privacy-requests': [permit('guardian-consent', 'list'), permit('guardian-consent', 'record'), permit('erasure-request', 'list')],
  '/opportunity': [permit('recommendation', 'opportunities'), permit('saved-opportunity', 'list'), permit('saved-opportunity', 'create')],
  '/opportunity/saved': [
    permit('saved-opportunity', 'list'),
    permit('saved-opportunity', 'delete'),
    permit('job-alert', 'detail'),
    permit('job-alert', 'update'),
  ],
  '/recommended-student': [permit('recommendation', 'students'), permit('opportunity', 'list'), permit('talent-pool', 'create')],
  '/talent-pool': [permit('talent-pool', 'list'), permit('talent-pool', 'delete'), permit('invitation', 'create'), permit('opportunity', 'list')],
  '/school-recommendations': [permit('recommendation', 'school')],
  '/messages': [
    permit('message', 'list'),
    permit('message', 'detail'),
    permit('message', 'send'),
    permit('message', 'read'),
    permit('message', 'unread'),
  ],
  '/messages/reports': [permit('message', 'reports')],
  '/assessment': [permit('assessment', 'list'), permit('assessment', 'detail')],
  '/assessment/new': [permit('assessment', 'options'), permit('assessment', 'create')],
  '/assessment/schemes': [permit('assessment', 'schemes'), permit('assessment', 'import')],
  '/student-test': [permit('test-attempt', 'available'), permit('test-attempt', 'start'), permit('test-attempt', 'answer')],
  '/personality-test': [permit('test-attempt', 'available'), permit('test-attempt', 'start'), permit('test-attempt', 'answer')],
  '/student-test-history': [permit('test-attempt', 'list'), permit('test-attempt', 'detail')],
  '/personality-test-history': [permit('test-attempt', 'list'), permit('test-attempt', 'detail')],
  '/tests': [permit('test', 'list'), permit('test', 'create'), permit('test', 'update')],
  '/alumni': [permit('alumni', 'list'), permit('alumni', 'options'), permit('alumni', 'detail'), permit('alumni', 'export')],
  '/alumni/me': [permit('alumni', 'me'), permit('alumni', 'update-status')],
  '/tracer': [permit('tracer', 'list'), permit('tracer', 'detail'), permit('tracer', 'responses'), permit('employer-feedback', 'list')],
  '/outcomes': [permit('outcomes', 'figures'), permit('outcomes', 'report'), permit('outcomes', 'export'), permit('alumni', 'options')],
  '/test-assignment': [permit('test', 'completion'), permit('test', 'assign'), permit('siswa', 'all')],
  '/pkl': [permit('pkl-placement', 'list'), permit('pkl-placement', 'detail')],
  '/pkl/periods': [permit('pkl-period', 'list')],
  '/pkl/aspects': [permit('pkl-evaluation', 'aspects'), permit('pkl-evaluation', 'update-aspects')],
  '/pkl/placements/:id': [permit('pkl-placement', 'detail')],
  '/pkl/evaluation/:id': [permit('pkl-placement', 'detail'), permit('pkl-evaluation', 'score')],
  '/pkl/report/:id': [permit('pkl-placement', 'report')],
  '/md-user': screenOf('user'),
  '/md-currency': screenOf('currency'),
  '/md-school': screenOf('sekolah'),
  '/md-student': screenOf('siswa'),
  '/md-principal': screenOf('kepala-sekolah'),
  '/md-teacher': screenOf('guru'),
  '/md-assessor': screenOf('asesor'),
  '/md-company': screenOf('perusahaan'),
  '/md-company-admin': screenOf('admin-perusahaan'),
  // A company's list shows its applicants per stage too.
  '/md-opportunity': [...screenOf('opportunity'), permit('application', 'stage-counts')],
} as const satisfies Record<PagePath, readonly Cell[]>;

/** The master-data routes; each also has `<route>/new` and `<route>/<id>` under the same guard. */
export const MASTER_DATA_PATHS = (Object.keys(PAGE_ACCESS) as PagePath[]).filter((path) => path.startsWith('/md-'));

export function isPagePath(path: string): path is PagePath {
  return Object.prototype.hasOwnProperty.call(PAGE_ACCESS, path);
}

export function canOpen(user: TStoredUser | null, path: string): boolean {
  if (!user || !isPagePath(path)) return false;
  const access: PageAccess = PAGE_ACCESS[path];
  if (!access.roles.includes(user.role)) return false;
  if (principalOfUser(user) === 'pembimbing_industri') return access.pklSupervisor === true;
  return user.verified || access.unverified === true || (access.unverifiedStudent === true && user.role === 'siswa');
}

export type GuardDecision = 'login' | 'forbidden' | 'allow';

/**
 * The login guard and the role guard (spec §4, §6), without the spec's always-true defect:
 * no token or an empty user record → login; a page the account may not open → 403.
 */
export function guardDecision(token: string | null, user: TStoredUser | null, path: PagePath): GuardDecision {
  if (!token || !user) return 'login';
  return canOpen(user, path) ? 'allow' : 'forbidden';
}
