import type { Role } from './roles.js';

/**
 * Authorization as data: role × model × action → scope. Absent means refused.
 * Every API route declares the cell it needs (`permit(model, action)` in its route options,
 * apps/api/src/plugins/permission.ts); one hook enforces it from this table and hands the scope to
 * the handler. The web app's pages are checked against it (apps/web/src/app/access.ts).
 * Table-driven tests walk every cell (apps/api/test/authorization.test.ts, endpoint-table.test.ts).
 *
 * Scopes (each one a SQL condition built by the API's scope registry, apps/api/src/modules/scope.ts):
 * - all:          every row
 * - own-school:   rows of the caller's school (for `user`: accounts of that school)
 * - own-company:  rows of the caller's company
 * - self:         the caller's own row only
 * - public:       what the model publishes to everyone allowed: a minimal projection for the
 *                 sign-up pickers, published (open) rows for job openings
 * - applicant-of-own-company: students who applied to (or accepted an invitation of) the caller's
 *                 company and did not withdraw: the company may read their full profile
 * - assigned-assessor: assessments whose assessor is the caller (docs/assessment.md)
 * - visible-to-companies: students who chose to be visible to companies and may be (docs/privacy.md:
 *                 adult or with a guardian's consent, verified, active); only a caller of a company
 *                 holds it, and it grants a projection of the student, never the full profile
 * - own-interest-inventory: the caller's own attempts at the interest inventory (the RIASEC test),
 *                 and that test among those they may take; nothing else of the tests
 * - pkl-supervised: PKL rows of the placements a Guru supervises for the school, or of the periods the
 *                 Guru coordinates (docs/pkl.md)
 * - pkl-industry-supervised: PKL rows of the placements of the caller's company that name the caller as
 *                 their industry supervisor (a company's PKL supervisor account, docs/pkl.md)
 * - thread-participant: conversations the caller is a side of: the student, the staff member of a school
 *                 thread, or the company of a company thread (docs/messages.md)
 * - thread-safeguarding: thread-participant, and the company threads of the caller's school's students who
 *                 are under 18 (or whose birth date is unknown): the school's admin (the BKK) reads them
 */
export const SCOPES = [
  'all',
  'own-school',
  'own-company',
  'self',
  'public',
  'applicant-of-own-company',
  'assigned-assessor',
  'visible-to-companies',
  'own-interest-inventory',
  'pkl-supervised',
  'pkl-industry-supervised',
  'thread-participant',
  'thread-safeguarding',
] as const;
export type Scope = (typeof SCOPES)[number];

export const CRUD_ACTIONS = ['list', 'field', 'create', 'detail', 'update', 'delete', 'deletes', 'all'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** Models served by the generic model routes (`/{model}/list|field|create|…`). */
export const MODELS = [
  'user',
  'sekolah',
  'perusahaan',
  'currency',
  'opportunity',
  'siswa',
  'guru',
  'kepala-sekolah',
  'asesor',
  'admin-perusahaan',
  // The student profile's repeated records (docs/profile.md).
  'student-relation',
  'student-education',
  'student-course',
  'student-award',
  'student-experience',
  'student-skill',
  'student-portfolio',
] as const;
export type ModelName = (typeof MODELS)[number];

/** Everything the table grants access to: the generic models, and resources with routes of their own. */
export const PERMISSION_MODELS = [
  ...MODELS,
  'outbox',
  'job',
  'application',
  // A company's scorecards and notes on its applicants (internal to the company's admins).
  'scorecard',
  // A company's job offers on its applications and the student's answers (docs/applications.md).
  'offer',
  'invitation',
  'privacy',
  // The whole profile of a student (`/student-profile/full`) and the completeness page (docs/profile.md).
  'student-profile',
  'completeness',
  'guardian-consent',
  'erasure-request',
  'recommendation',
  // A student's saved openings and job alerts (docs/matching.md).
  'saved-opportunity',
  'job-alert',
  // A company's talent pools: students kept from its recommendations to invite later (docs/applications.md).
  'talent-pool',
  // Conversations (docs/messages.md): threads of an application or invitation, and of a student with their school.
  'message',
  'test',
  'test-attempt',
  'assessment',
  'partnership',
  // PKL (docs/pkl.md): periods, placements (with visits), journal days, evaluations.
  'pkl-period',
  'pkl-placement',
  'pkl-journal',
  'pkl-evaluation',
  // A company's PKL supervisor accounts (pembimbing industri), run by the company's admin.
  'pkl-supervisor',
  // Graduates and outcomes (docs/outcomes.md).
  'alumni',
  'tracer',
  'employer-feedback',
  'outcomes',
] as const;
export type PermissionModel = (typeof PERMISSION_MODELS)[number];

/**
 * Actions beyond CRUD, per model: a route that is not one of the generic eight declares one of
 * these (a typo is a compile error). A new action is added here, then granted in PERMISSIONS.
 */
export const DOMAIN_ACTIONS = {
  // Staff actions on accounts they run.
  user: ['verify', 'send-password-reset'],
  // The school admin's own school for selects.
  sekolah: ['all-by-admin-sekolah'],
  // The company admin's own company profile, and company logos; the company's page for students (`page`, the
  // employer brand) and its photos (`photos` to edit them, `photo-upload`, `photo-delete`).
  perusahaan: ['profile', 'update-profile', 'logo', 'page', 'photos', 'photo-upload', 'photo-delete'],
  currency: [],
  opportunity: [],
  // Spreadsheet import (and its template): creates and updates people in the caller's scope.
  siswa: ['import'],
  guru: ['import', 'all-by-admin-sekolah'],
  'kepala-sekolah': [],
  asesor: [],
  'admin-perusahaan': [],
  // The student profile's records (docs/profile.md): a course's certificate scan (upload, read); skill suggestions.
  'student-relation': [],
  'student-education': [],
  'student-course': ['upload-certificate', 'certificate'],
  'student-award': [],
  'student-experience': [],
  'student-skill': ['suggest'],
  'student-portfolio': [],
  // The whole profile as one read (staff in scope, the student, a company its applicants); what `/student-profile/full`
  // shows of a student outside the `full` scope (`projection`: name, program, grade, city, skills, certificates);
  // the school writing a student's personal section (the student writes their own through /user/profile-update).
  'student-profile': ['full', 'projection', 'update-personal'],
  // Completeness of students' profiles: the list (`list`), its export and the distribution chart.
  completeness: ['export', 'distribution'],
  // The Admin reads the e-mail outbox (`list`).
  outbox: [],
  // Open openings as a student browses them (`list`, `detail`; docs/applications.md).
  job: [],
  // A student applies and withdraws; a company moves an application through the stages; exports and per-stage counts.
  // `bulk-move`: several of the company's applications to one stage with one message.
  application: ['apply', 'withdraw', 'move', 'bulk-move', 'export', 'stage-counts', 'interview-answer', 'interview-ics'],
  // The company's own assessment of its applicants: an opening's criteria (`criteria`, `set-criteria`), an
  // applicant's ratings and notes (`detail`), rating (`rate`) and writing a note (`note`).
  scorecard: ['criteria', 'set-criteria', 'rate', 'note'],
  // An application's offers (`list`); the company makes one (`create`) and withdraws it before an answer; the student answers.
  offer: ['withdraw', 'answer'],
  // A company invites (`create`) from its candidates; the student answers.
  invitation: ['answer', 'candidates'],
  // A student's privacy settings (docs/privacy.md): `detail`/`update` visibility, download their data, who viewed their profile.
  privacy: ['export', 'views'],
  // A guardian's consent: the student asks by e-mail, the school admin records a paper form; withdrawn by either; the form's scan.
  'guardian-consent': ['request', 'record', 'withdraw', 'form'],
  // A student asks to be erased (`create`); the school admin or the Admin approves or rejects.
  'erasure-request': ['approve', 'reject'],
  // Recommendations (docs/matching.md): a student's ranked openings, a company's ranked students per opening,
  // a school's best matches per student, and the interest-code suggestion of the opening form.
  // `request-test`: a student asks their school for a competency test a recommendation gap needs and
  // nobody has assigned to them.
  recommendation: ['opportunities', 'students', 'school', 'suggest-code', 'schemes', 'request-test'],
  // A student's saved openings: the list (`list`), save (`create`), remove (`delete`).
  'saved-opportunity': [],
  // A student's job alert settings: read (`detail`) and change (`update`).
  'job-alert': [],
  // A company's talent pools: the pools with their students (`list`), keep a student (`create`), take one out (`delete`).
  'talent-pool': [],
  // Conversations (docs/messages.md): the threads (`list`, `detail`), start one (`create`), write (`send`), mark
  // read (`read`), the menu's unread count (`unread`); a student reports a message (`report`); the school's
  // admin and the Admin read the reports (`reports`); the school mutes a company for its students; a PDF or an
  // image sent in a thread (`attach`) and read back (`attachment`).
  message: ['send', 'read', 'unread', 'report', 'reports', 'mute', 'unmute', 'mutes', 'attach', 'attachment', 'contacts'],
  // Tests (docs/tests-engine.md): authoring (CRUD), publish/draft, assignment and its list, completion per test (with export).
  test: ['publish', 'assign', 'assignments', 'completion', 'export'],
  // Taking a test: the student's available tests, start, autosave an answer, submit; histories are `list`/`detail`;
  // `points`: an attempt's option points and topics (the answer key) whatever its status — the student who takes
  // it sees them only once it is submitted, so a student never holds this cell.
  'test-attempt': ['available', 'start', 'answer', 'submit', 'points', 'shared'],
  // Competency assessment (docs/assessment.md): schedule (`create`) with the form's choices (`options`), the scheme
  // tree (`schemes`), the assessor's autosaved marks and confirmation, the Admin's recorded correction,
  // certificates, results per scheme (with export), the Admin's import of a whole scheme from a spreadsheet, and
  // the Admin's opening of an assessment for marking before its day (`open-early`, with a recorded reason).
  assessment: ['options', 'schemes', 'mark', 'confirm', 'correct', 'certificates', 'results', 'export', 'import', 'open-early'],
  // School partnerships (docs/partnerships.md): the school answers (`accept`, `decline`), either side ends or
  // renews, uploads (`upload`) and reads (`document`) the signed MoU; a company finds schools (`schools`).
  partnership: ['accept', 'decline', 'end', 'renew', 'upload', 'document', 'schools'],
  // PKL (docs/pkl.md). Periods are CRUD. A placement is made by the school (`create`, or a spreadsheet: `import`),
  // or proposed by the student (`propose`) and answered by the school (`approve`); the company answers (`answer`);
  // the school cancels, records visits and finishes it (the grade); `overview` and `export` are the school's
  // dashboard; `report` is the printed certificate's data.
  'pkl-period': [],
  'pkl-placement': ['propose', 'approve', 'answer', 'cancel', 'finish', 'visit', 'import', 'export', 'overview', 'report'],
  // The student writes a day (`upsert`, `upload-photo`); the company validates or returns (`validate`, `pending`);
  // the school supervisor comments; `photo` reads a day's photo.
  'pkl-journal': ['upsert', 'upload-photo', 'photo', 'validate', 'pending', 'comment'],
  // The company scores the aspects (`score`); the aspects of a program (`aspects`), the school's own (`update-aspects`).
  'pkl-evaluation': ['score', 'aspects', 'update-aspects'],
  // The company admin lists its PKL supervisor accounts (`list`, with the company's admins for the placement's
  // picker), creates one (`create`: the person sets their password from the invitation e-mail), and
  // deactivates or reactivates it.
  'pkl-supervisor': ['deactivate', 'activate'],
  // Graduates (docs/outcomes.md): the school graduates a class (`graduate`, with a dry run); the filters' choices
  // (`options`); the graduate reads (`me`) and updates their own status, the school records one; the upward export.
  alumni: ['graduate', 'options', 'me', 'update-status', 'export'],
  // Tracer rounds: CRUD-like round management, close, response tracking, a graduate's personal link (copy for
  // WhatsApp), e-mailing links and reminders, an answer taken by phone (and marking unreachable), the export.
  tracer: ['close', 'responses', 'link', 'send', 'remind', 'record', 'export'],
  // Employer feedback: the employers of the school's graduates and their answers (`list`), asking one (`create`).
  'employer-feedback': [],
  // The outcome dashboards: the figures, the printable report's data and the spreadsheet behind them.
  outcomes: ['figures', 'report', 'export'],
} as const satisfies Record<PermissionModel, readonly string[]>;
export type DomainAction<M extends PermissionModel = PermissionModel> = (typeof DOMAIN_ACTIONS)[M][number];
/** The actions a route may declare on model `M`. */
export type ActionOf<M extends PermissionModel> = CrudAction | DomainAction<M>;

/**
 * Who the table speaks to: a verified account is its role; an account awaiting verification is
 * `anonymous` (it reaches only its own account), except a student's, which is `siswa_unverified`:
 * while the school checks them, a student may already write their CV and take the interest
 * inventory. None of it reaches anyone else: every cell that shows a student to a company, and
 * every ranking, requires a verified student (docs/privacy.md, docs/matching.md).
 */
export type Principal = Role | 'anonymous' | 'siswa_unverified' | 'pembimbing_industri';

/**
 * The principal of a signed-in account. A company's PKL supervisor account (`pkl_supervisor`, made by the
 * company admin) has the role admin_perusahaan of its company but is `pembimbing_industri`: it reaches only
 * the PKL placements that name it as industry supervisor (their journals, validation, the evaluation) —
 * none of the company's openings, applicants, student search or partnerships. The flag counts only on
 * that role; nobody sets it on their own account (docs/pkl.md).
 */
export function principalOf(role: Role, verified: boolean, pklSupervisor = false): Principal {
  if (!verified) return role === 'siswa' ? 'siswa_unverified' : 'anonymous';
  return role === 'admin_perusahaan' && pklSupervisor ? 'pembimbing_industri' : role;
}

type ActionScopes<M extends PermissionModel = ModelName> = Partial<Record<ActionOf<M>, Scope>>;
type ModelTable<M extends PermissionModel> = Partial<Record<Principal, ActionScopes<M>>>;

const EVERYTHING = {
  list: 'all',
  field: 'all',
  create: 'all',
  detail: 'all',
  update: 'all',
  delete: 'all',
  deletes: 'all',
  all: 'all',
} as const satisfies ActionScopes;
const READ_ALL = { list: 'all', field: 'all', detail: 'all', all: 'all' } as const satisfies ActionScopes;
/** A school admin runs the people of their own school. */
const RUN_OWN_SCHOOL = {
  list: 'own-school',
  field: 'all',
  create: 'own-school',
  detail: 'own-school',
  update: 'own-school',
  delete: 'own-school',
  deletes: 'own-school',
  all: 'own-school',
} as const satisfies ActionScopes;
const READ_OWN_SCHOOL = { list: 'own-school', field: 'all', detail: 'own-school', all: 'own-school' } as const satisfies ActionScopes;
/** A student runs their own profile records. */
const RUN_SELF = {
  list: 'self',
  field: 'all',
  create: 'self',
  detail: 'self',
  update: 'self',
  delete: 'self',
  deletes: 'self',
  all: 'self',
} as const satisfies ActionScopes;
/**
 * A student profile record (docs/profile.md): the student their own (also while awaiting
 * verification); the school admin edits their school's students' records; the headmaster and
 * teachers read them; the Admin everything.
 */
const PROFILE_RECORD = {
  admin: EVERYTHING,
  admin_sekolah: RUN_OWN_SCHOOL,
  kepala_sekolah: READ_OWN_SCHOOL,
  guru: READ_OWN_SCHOOL,
  siswa: RUN_SELF,
  siswa_unverified: RUN_SELF,
} as const;
/** A student's own course records with their certificate scans (verified or awaiting verification). */
const OWN_COURSES = { ...RUN_SELF, 'upload-certificate': 'self', certificate: 'self' } as const;
/** A student's own skills, with the suggestions of the skill picker. */
const OWN_SKILLS = { ...RUN_SELF, suggest: 'all' } as const;

export const PERMISSIONS: { [M in PermissionModel]: ModelTable<M> } = {
  user: {
    admin: { ...EVERYTHING, verify: 'all', 'send-password-reset': 'all' },
    // School admins run the accounts of their own school (students, teachers, headmaster); which
    // roles each may verify is VERIFIABLE_ROLES (roles.ts).
    admin_sekolah: { ...RUN_OWN_SCHOOL, verify: 'own-school', 'send-password-reset': 'own-school' },
    kepala_sekolah: READ_OWN_SCHOOL,
  },
  sekolah: {
    admin: { ...EVERYTHING, 'all-by-admin-sekolah': 'all' },
    admin_sekolah: {
      list: 'own-school',
      field: 'all',
      detail: 'own-school',
      update: 'own-school',
      all: 'public',
      'all-by-admin-sekolah': 'own-school',
    },
    kepala_sekolah: { list: 'own-school', field: 'all', detail: 'own-school', all: 'public' },
    guru: { list: 'own-school', field: 'all', detail: 'own-school', all: 'public' },
    siswa: { detail: 'own-school', all: 'public' },
    asesor: { list: 'all', field: 'all', detail: 'all', all: 'public' },
    admin_perusahaan: { list: 'all', field: 'all', detail: 'all', all: 'public' },
    // The sign-up screen lets a visitor pick their school.
    anonymous: { all: 'public' },
  },
  // A company's page (`page`) is read by every verified account, of approved companies only (`public`);
  // a PKL supervisor account reaches its PKL students only, and an account awaiting verification nothing.
  perusahaan: {
    admin: { ...EVERYTHING, logo: 'all', page: 'all' },
    admin_perusahaan: {
      list: 'own-company',
      field: 'all',
      detail: 'own-company',
      update: 'own-company',
      all: 'public',
      profile: 'own-company',
      'update-profile': 'own-company',
      logo: 'own-company',
      page: 'public',
      photos: 'own-company',
      'photo-upload': 'own-company',
      'photo-delete': 'own-company',
    },
    admin_sekolah: { list: 'all', field: 'all', detail: 'all', all: 'public', page: 'public' },
    kepala_sekolah: { list: 'all', field: 'all', detail: 'all', all: 'public', page: 'public' },
    guru: { all: 'public', page: 'public' },
    siswa: { all: 'public', page: 'public' },
    asesor: { all: 'public', page: 'public' },
    // The sign-up screen lets a company admin pick an existing company.
    anonymous: { all: 'public' },
  },
  // md-student: students with their school record.
  siswa: {
    admin: { ...EVERYTHING, import: 'all' },
    admin_sekolah: { ...RUN_OWN_SCHOOL, import: 'own-school' },
    kepala_sekolah: READ_OWN_SCHOOL,
    guru: READ_OWN_SCHOOL,
  },
  // md-teacher: teachers with their staff record.
  guru: {
    admin: { ...EVERYTHING, import: 'all' },
    admin_sekolah: { ...RUN_OWN_SCHOOL, import: 'own-school', 'all-by-admin-sekolah': 'own-school' },
    kepala_sekolah: { ...READ_OWN_SCHOOL, 'all-by-admin-sekolah': 'own-school' },
  },
  // md-principal: headmasters with their staff record; run like teachers.
  'kepala-sekolah': {
    admin: EVERYTHING,
    admin_sekolah: RUN_OWN_SCHOOL,
    kepala_sekolah: READ_OWN_SCHOOL,
  },
  // md-assessor: assessors belong to no school; only the Admin runs them (an assessor has /user/profile).
  asesor: {
    admin: EVERYTHING,
  },
  // md-company-admin: accounts of a company; a company admin reads their own company's admins.
  'admin-perusahaan': {
    admin: EVERYTHING,
    admin_perusahaan: { list: 'own-company', field: 'all', detail: 'own-company', all: 'own-company' },
  },
  'student-relation': PROFILE_RECORD,
  'student-education': PROFILE_RECORD,
  'student-course': {
    admin: { ...EVERYTHING, 'upload-certificate': 'all', certificate: 'all' },
    admin_sekolah: { ...RUN_OWN_SCHOOL, 'upload-certificate': 'own-school', certificate: 'own-school' },
    kepala_sekolah: { ...READ_OWN_SCHOOL, certificate: 'own-school' },
    guru: { ...READ_OWN_SCHOOL, certificate: 'own-school' },
    siswa: OWN_COURSES,
    siswa_unverified: OWN_COURSES,
    // A company reads the certificate of a student who applied to it (the full profile's scope).
    admin_perusahaan: { certificate: 'applicant-of-own-company' },
  },
  'student-award': PROFILE_RECORD,
  'student-experience': PROFILE_RECORD,
  'student-skill': {
    admin: { ...EVERYTHING, suggest: 'all' },
    admin_sekolah: { ...RUN_OWN_SCHOOL, suggest: 'all' },
    kepala_sekolah: READ_OWN_SCHOOL,
    guru: READ_OWN_SCHOOL,
    siswa: OWN_SKILLS,
    siswa_unverified: OWN_SKILLS,
  },
  'student-portfolio': PROFILE_RECORD,
  // The whole profile: staff in scope, the student; a company the full profile of its applicants,
  // otherwise the privacy projection of a visible student (toCompanyStudentView; docs/profile.md).
  'student-profile': {
    admin: { full: 'all', 'update-personal': 'all' },
    admin_sekolah: { full: 'own-school', 'update-personal': 'own-school' },
    kepala_sekolah: { full: 'own-school' },
    guru: { full: 'own-school' },
    siswa: { full: 'self' },
    siswa_unverified: { full: 'self' },
    admin_perusahaan: { full: 'applicant-of-own-company', projection: 'visible-to-companies' },
  },
  // Completeness of the students' profiles (read-only: a profile is edited on the profile itself).
  completeness: {
    admin: { list: 'all', export: 'all', distribution: 'all' },
    admin_sekolah: { list: 'own-school', export: 'own-school', distribution: 'own-school' },
    kepala_sekolah: { list: 'own-school', export: 'own-school', distribution: 'own-school' },
    guru: { list: 'own-school', export: 'own-school', distribution: 'own-school' },
  },
  opportunity: {
    admin: EVERYTHING,
    // A company admin runs the openings of their own company (md-opportunity on the company side).
    admin_perusahaan: {
      list: 'own-company',
      field: 'all',
      create: 'own-company',
      detail: 'own-company',
      update: 'own-company',
      delete: 'own-company',
      deletes: 'own-company',
      all: 'own-company',
    },
    // Schools and students see published openings only.
    admin_sekolah: { list: 'public', field: 'all', detail: 'public', all: 'public' },
    kepala_sekolah: { list: 'public', field: 'all', detail: 'public', all: 'public' },
    guru: { list: 'public', field: 'all', detail: 'public', all: 'public' },
    siswa: { list: 'public', field: 'all', detail: 'public', all: 'public' },
  },
  outbox: {
    admin: { list: 'all' },
  },
  // Applications (docs/applications.md): a company its own openings' applicants, a student their own,
  // the school staff their students' (BKK placement figures), the Admin all — read only: the stages
  // are the company's to move, withdrawing the student's.
  job: {
    siswa: { list: 'public', detail: 'public' },
  },
  application: {
    admin: { list: 'all', detail: 'all', export: 'all', 'stage-counts': 'all' },
    admin_perusahaan: {
      list: 'own-company',
      detail: 'own-company',
      move: 'own-company',
      'bulk-move': 'own-company',
      export: 'own-company',
      'stage-counts': 'own-company',
      'interview-ics': 'own-company',
    },
    admin_sekolah: { list: 'own-school', detail: 'own-school', export: 'own-school', 'stage-counts': 'own-school' },
    kepala_sekolah: { list: 'own-school', detail: 'own-school', export: 'own-school', 'stage-counts': 'own-school' },
    guru: { list: 'own-school', detail: 'own-school', export: 'own-school', 'stage-counts': 'own-school' },
    siswa: { list: 'self', detail: 'self', apply: 'self', withdraw: 'self', 'interview-answer': 'self', 'interview-ics': 'self' },
  },
  // Scorecards and notes are the company's internal judgement: its own admins only — never the student,
  // the school, the Admin's screens, another company or a PKL supervisor account (docs/applications.md).
  scorecard: {
    admin_perusahaan: { criteria: 'own-company', 'set-criteria': 'own-company', detail: 'own-company', rate: 'own-company', note: 'own-company' },
  },
  // An offer's terms are the company's (`create`, `withdraw`: its own applications); the answer is the student's
  // own; the school reads its students' offers as it reads their applications, the Admin all.
  offer: {
    admin: { list: 'all' },
    admin_sekolah: { list: 'own-school' },
    kepala_sekolah: { list: 'own-school' },
    guru: { list: 'own-school' },
    admin_perusahaan: { list: 'own-company', create: 'own-company', withdraw: 'own-company' },
    siswa: { list: 'self', answer: 'self' },
  },
  invitation: {
    admin: { list: 'all' },
    admin_perusahaan: { list: 'own-company', create: 'own-company', candidates: 'own-company' },
    siswa: { list: 'self', answer: 'self' },
  },
  // Privacy (docs/privacy.md): the student their own settings; the school admin and the Admin the
  // consents and erasure requests of their students (own school / all). Companies: nothing here.
  privacy: {
    siswa: { detail: 'self', update: 'self', export: 'self', views: 'self' },
  },
  'guardian-consent': {
    admin: { list: 'all', record: 'all', withdraw: 'all', form: 'all' },
    admin_sekolah: { list: 'own-school', record: 'own-school', withdraw: 'own-school', form: 'own-school' },
    siswa: { list: 'self', request: 'self', withdraw: 'self' },
  },
  'erasure-request': {
    admin: { list: 'all', approve: 'all', reject: 'all' },
    admin_sekolah: { list: 'own-school', approve: 'own-school', reject: 'own-school' },
    siswa: { list: 'self', create: 'self' },
  },
  // Recommendations (docs/matching.md): a student only their own; a company only visible students for
  // its own openings; the school staff their own school's students.
  recommendation: {
    admin: { 'suggest-code': 'all', schemes: 'all' },
    admin_perusahaan: { students: 'own-company', 'suggest-code': 'own-company', schemes: 'all' },
    admin_sekolah: { school: 'own-school' },
    kepala_sekolah: { school: 'own-school' },
    guru: { school: 'own-school' },
    siswa: { opportunities: 'self', 'request-test': 'own-school' },
  },
  // Saved openings and job alerts: a verified student their own, nobody else (not even the school:
  // what a student bookmarks is theirs).
  'saved-opportunity': {
    siswa: { list: 'self', create: 'self', delete: 'self' },
  },
  'job-alert': {
    siswa: { detail: 'self', update: 'self' },
  },
  // Talent pools: a company admin their own company's pools only; the students in them are read
  // through the company projection and only while they stay visible to companies.
  'talent-pool': {
    admin_perusahaan: { list: 'own-company', create: 'own-company', delete: 'own-company' },
  },
  // Conversations (docs/messages.md). Each side reads and writes the threads it is a side of; a company starts
  // one from its own applications and invitations, the student from theirs, a Guru or the school admin with a
  // student of the school. The school admin (the BKK) also reads — never writes in — the company threads of the
  // school's minors, and handles reports and mutes for the school; the Admin reads every report. No other
  // role, and no PKL supervisor account, reaches a conversation.
  message: {
    siswa: {
      list: 'thread-participant',
      detail: 'thread-participant',
      create: 'self',
      contacts: 'self',
      send: 'thread-participant',
      read: 'thread-participant',
      unread: 'thread-participant',
      report: 'thread-participant',
      attach: 'thread-participant',
      attachment: 'thread-participant',
    },
    admin_perusahaan: {
      list: 'thread-participant',
      detail: 'thread-participant',
      create: 'own-company',
      send: 'thread-participant',
      read: 'thread-participant',
      unread: 'thread-participant',
      attach: 'thread-participant',
      attachment: 'thread-participant',
    },
    guru: {
      list: 'thread-participant',
      detail: 'thread-participant',
      create: 'own-school',
      send: 'thread-participant',
      read: 'thread-participant',
      unread: 'thread-participant',
      attach: 'thread-participant',
      attachment: 'thread-participant',
    },
    admin_sekolah: {
      list: 'thread-safeguarding',
      detail: 'thread-safeguarding',
      create: 'own-school',
      send: 'thread-participant',
      read: 'thread-participant',
      unread: 'thread-participant',
      attach: 'thread-participant',
      attachment: 'thread-safeguarding',
      reports: 'own-school',
      mute: 'own-school',
      unmute: 'own-school',
      mutes: 'own-school',
    },
    admin: { reports: 'all' },
  },
  // Tests (docs/tests-engine.md): the Admin authors every test; a Guru competency and skills tests of their own
  // school (own-school: read = their school's and the Admin's published tests, write = their school's);
  // the school admin assigns and follows completion for their school; a student takes their own attempts;
  // school staff read their students' attempts.
  test: {
    admin: {
      list: 'all',
      detail: 'all',
      create: 'all',
      update: 'all',
      delete: 'all',
      publish: 'all',
      assign: 'all',
      assignments: 'all',
      completion: 'all',
      export: 'all',
    },
    guru: { list: 'own-school', detail: 'own-school', create: 'own-school', update: 'own-school', delete: 'own-school', publish: 'own-school' },
    admin_sekolah: {
      list: 'own-school',
      detail: 'own-school',
      assign: 'own-school',
      assignments: 'own-school',
      completion: 'own-school',
      export: 'own-school',
    },
    kepala_sekolah: { list: 'own-school', completion: 'own-school', export: 'own-school' },
  },
  'test-attempt': {
    admin: { list: 'all', detail: 'all', points: 'all' },
    admin_sekolah: { list: 'own-school', detail: 'own-school', points: 'own-school' },
    kepala_sekolah: { list: 'own-school', detail: 'own-school', points: 'own-school' },
    guru: { list: 'own-school', detail: 'own-school', points: 'own-school' },
    siswa: { list: 'self', detail: 'self', available: 'self', start: 'self', answer: 'self', submit: 'self' },
    // Applying shares the student's latest competency, skills and attitude results and interest code with the
    // company applied to (`shared`: never the Big Five, never an answer); the same facts its ranking read.
    admin_perusahaan: { shared: 'applicant-of-own-company' },
    // Awaiting verification: the interest inventory only (competency and attitude tests are the school's to assign).
    siswa_unverified: {
      list: 'own-interest-inventory',
      detail: 'own-interest-inventory',
      available: 'own-interest-inventory',
      start: 'own-interest-inventory',
      answer: 'own-interest-inventory',
      submit: 'own-interest-inventory',
    },
  },
  // Competency assessment (docs/assessment.md): the Admin everything (and corrections after confirmation), the
  // school admin schedules for their own students, school staff read their students' results, an assessor only
  // the assessments assigned to them, a student only their own. Companies: certificates only through the
  // privacy projection (toCompanyStudentView), never these routes.
  assessment: {
    admin: {
      list: 'all',
      detail: 'all',
      create: 'all',
      options: 'all',
      schemes: 'all',
      correct: 'all',
      'open-early': 'all',
      certificates: 'all',
      results: 'all',
      export: 'all',
      import: 'all',
      update: 'all',
    },
    admin_sekolah: {
      list: 'own-school',
      detail: 'own-school',
      create: 'own-school',
      options: 'own-school',
      schemes: 'all',
      certificates: 'own-school',
      results: 'own-school',
      export: 'own-school',
    },
    kepala_sekolah: {
      list: 'own-school',
      detail: 'own-school',
      schemes: 'all',
      certificates: 'own-school',
      results: 'own-school',
      export: 'own-school',
    },
    guru: { list: 'own-school', detail: 'own-school', schemes: 'all', certificates: 'own-school' },
    asesor: { list: 'assigned-assessor', detail: 'assigned-assessor', mark: 'assigned-assessor', confirm: 'assigned-assessor', schemes: 'all' },
    siswa: { list: 'self', detail: 'self', certificates: 'self' },
  },
  // Partnerships (docs/partnerships.md): a company requests (`create`) with its own schools search; the
  // school's admin answers; both sides keep the MoU record (`update`, `upload`), end and renew; the
  // headmaster reads; the Admin reads all. A company has no `accept`: it cannot answer its own request.
  partnership: {
    admin: { list: 'all', detail: 'all', document: 'all' },
    admin_perusahaan: {
      list: 'own-company',
      detail: 'own-company',
      create: 'own-company',
      update: 'own-company',
      end: 'own-company',
      renew: 'own-company',
      upload: 'own-company',
      document: 'own-company',
      schools: 'own-company',
    },
    admin_sekolah: {
      list: 'own-school',
      detail: 'own-school',
      update: 'own-school',
      accept: 'own-school',
      decline: 'own-school',
      end: 'own-school',
      renew: 'own-school',
      upload: 'own-school',
      document: 'own-school',
    },
    kepala_sekolah: { list: 'own-school', detail: 'own-school', document: 'own-school' },
  },
  // PKL (docs/pkl.md). A student sees only their own placement; a Guru the placements they supervise or whose
  // period they coordinate (pkl-supervised); the school's admin runs the school's; the headmaster reads them; a
  // company only its own PKL students (what PKL needs: name, class, program, journal, attendance, school contact —
  // never the private profile). The industry supervisor is a company admin of the company, or a PKL supervisor
  // account of it (`pembimbing_industri`), which reaches only the placements that name it (docs/pkl.md).
  'pkl-period': {
    admin: { list: 'all', detail: 'all', create: 'all', update: 'all', delete: 'all' },
    admin_sekolah: { list: 'own-school', detail: 'own-school', create: 'own-school', update: 'own-school', delete: 'own-school' },
    kepala_sekolah: { list: 'own-school', detail: 'own-school' },
    guru: { list: 'own-school', detail: 'own-school', update: 'pkl-supervised' },
    // A student picks the period of their class when proposing a company.
    siswa: { list: 'own-school' },
  },
  'pkl-placement': {
    admin: {
      list: 'all',
      detail: 'all',
      create: 'all',
      update: 'all',
      approve: 'all',
      cancel: 'all',
      finish: 'all',
      visit: 'all',
      import: 'all',
      export: 'all',
      overview: 'all',
      report: 'all',
    },
    admin_sekolah: {
      list: 'own-school',
      detail: 'own-school',
      create: 'own-school',
      update: 'own-school',
      approve: 'own-school',
      cancel: 'own-school',
      finish: 'own-school',
      visit: 'own-school',
      import: 'own-school',
      export: 'own-school',
      overview: 'own-school',
      report: 'own-school',
    },
    kepala_sekolah: { list: 'own-school', detail: 'own-school', export: 'own-school', overview: 'own-school', report: 'own-school' },
    guru: {
      list: 'pkl-supervised',
      detail: 'pkl-supervised',
      create: 'pkl-supervised',
      update: 'pkl-supervised',
      approve: 'pkl-supervised',
      cancel: 'pkl-supervised',
      finish: 'pkl-supervised',
      visit: 'pkl-supervised',
      import: 'pkl-supervised',
      report: 'pkl-supervised',
    },
    siswa: { list: 'self', detail: 'self', propose: 'self', report: 'self' },
    admin_perusahaan: { list: 'own-company', detail: 'own-company', update: 'own-company', answer: 'own-company', report: 'own-company' },
    // A PKL supervisor account reads the placements naming it; answering, naming supervisors and the
    // printed certificate stay the company admin's.
    pembimbing_industri: { list: 'pkl-industry-supervised', detail: 'pkl-industry-supervised' },
  },
  'pkl-journal': {
    admin: { list: 'all', photo: 'all' },
    admin_sekolah: { list: 'own-school', photo: 'own-school' },
    kepala_sekolah: { list: 'own-school', photo: 'own-school' },
    guru: { list: 'pkl-supervised', photo: 'pkl-supervised', pending: 'pkl-supervised', comment: 'pkl-supervised' },
    siswa: { list: 'self', upsert: 'self', 'upload-photo': 'self', photo: 'self' },
    admin_perusahaan: { list: 'own-company', photo: 'own-company', validate: 'own-company', pending: 'own-company' },
    pembimbing_industri: {
      list: 'pkl-industry-supervised',
      photo: 'pkl-industry-supervised',
      validate: 'pkl-industry-supervised',
      pending: 'pkl-industry-supervised',
    },
  },
  'pkl-evaluation': {
    // The Admin belongs to no school: it reads the project's default aspects; a school sets its own.
    admin: { aspects: 'all' },
    admin_sekolah: { aspects: 'own-school', 'update-aspects': 'own-school' },
    kepala_sekolah: { aspects: 'own-school' },
    guru: { aspects: 'own-school' },
    admin_perusahaan: { score: 'own-company' },
    pembimbing_industri: { score: 'pkl-industry-supervised' },
  },
  // Only the company admin runs its supervisor accounts; a supervisor account runs none (not even its own).
  'pkl-supervisor': {
    admin_perusahaan: { list: 'own-company', create: 'own-company', deactivate: 'own-company', activate: 'own-company' },
  },
  currency: {
    admin: EVERYTHING,
    admin_sekolah: READ_ALL,
    kepala_sekolah: READ_ALL,
    guru: READ_ALL,
    siswa: READ_ALL,
    asesor: READ_ALL,
    admin_perusahaan: READ_ALL,
  },
  // Graduates (docs/outcomes.md): the school admin graduates classes and keeps the alumni of their school, the
  // headmaster reads them, the Admin everything; a graduate reads and updates only their own status. Teachers,
  // companies and assessors: nothing (a graduate's income and employer are not theirs to read).
  alumni: {
    admin: { list: 'all', detail: 'all', options: 'all', graduate: 'all', 'update-status': 'all', export: 'all' },
    admin_sekolah: {
      list: 'own-school',
      detail: 'own-school',
      options: 'own-school',
      graduate: 'own-school',
      'update-status': 'own-school',
      export: 'own-school',
    },
    kepala_sekolah: { list: 'own-school', detail: 'own-school', options: 'own-school', export: 'own-school' },
    siswa: { me: 'self', 'update-status': 'self' },
  },
  // Tracer rounds: run by the school admin for their school; the headmaster follows responses and exports; the Admin
  // reads every school's and may run one. Graduates answer through their personal link (public routes, the token).
  tracer: {
    admin: {
      list: 'all',
      detail: 'all',
      create: 'all',
      update: 'all',
      close: 'all',
      responses: 'all',
      link: 'all',
      send: 'all',
      remind: 'all',
      record: 'all',
      export: 'all',
    },
    admin_sekolah: {
      list: 'own-school',
      detail: 'own-school',
      create: 'own-school',
      update: 'own-school',
      close: 'own-school',
      responses: 'own-school',
      link: 'own-school',
      send: 'own-school',
      remind: 'own-school',
      record: 'own-school',
      export: 'own-school',
    },
    kepala_sekolah: { list: 'own-school', detail: 'own-school', responses: 'own-school', export: 'own-school' },
  },
  'employer-feedback': {
    admin: { list: 'all', create: 'all' },
    admin_sekolah: { list: 'own-school', create: 'own-school' },
    kepala_sekolah: { list: 'own-school' },
  },
  // The outcome dashboards: the headmaster and the school admin their own school, the Admin every school (national view).
  outcomes: {
    admin: { figures: 'all', report: 'all', export: 'all' },
    admin_sekolah: { figures: 'own-school', report: 'own-school', export: 'own-school' },
    kepala_sekolah: { figures: 'own-school', report: 'own-school', export: 'own-school' },
  },
};

/**
 * Field-level rules on accounts, whatever the row scope: which principals may write these fields
 * of another person's account (`user`, `siswa`, `guru`, `kepala-sekolah`, `asesor`,
 * `admin-perusahaan`). Anybody else sending them gets 403 on the field; the API enforces it in the
 * models' prepareCreate/prepareUpdate and records every such write in `audit_log`.
 *
 * - password (create and update): whoever chooses it can log in as that person. Staff leave it out
 *   (the owner gets a set-your-password e-mail) or send a reset link (`/user/send-password-reset`).
 * - email (update; an account is created with one): the reset link would go where the writer chose.
 * - role (update): a school admin must not promote a student to headmaster.
 *
 * Verification has its own table (VERIFIABLE_ROLES in roles.ts): an account is created verified
 * only when its creator may verify that role; `verified: true` from anyone else is refused.
 */
export const ACCOUNT_FIELD_WRITERS = {
  password: ['admin'],
  email: ['admin'],
  role: ['admin'],
} as const satisfies Record<string, readonly Principal[]>;
export type AccountField = keyof typeof ACCOUNT_FIELD_WRITERS;
export const ACCOUNT_FIELDS = Object.keys(ACCOUNT_FIELD_WRITERS) as AccountField[];

/** Whether `principal` may write `field` of another account (`create`: a new account; e-mail and role are part of making one). */
export function canWriteAccountField(principal: Principal, field: AccountField, action: 'create' | 'update'): boolean {
  if (action === 'create' && field !== 'password') return true;
  return (ACCOUNT_FIELD_WRITERS[field] as readonly Principal[]).includes(principal);
}

/** The scope `principal` has for `action` on `model`, or null when refused. */
export function scopeFor<M extends PermissionModel>(principal: Principal, model: M, action: ActionOf<M>): Scope | null {
  // As in `permit`: a generic M against the union of cells.
  return cellScope(principal, { model, action } as Cell);
}

/** A cell of the table: a model and one of its actions. */
export type Cell = { [M in PermissionModel]: { model: M; action: ActionOf<M> } }[PermissionModel];

/** The scope of one cell for `principal` (the lookup behind `scopeFor` and the API's permission hook). */
export function cellScope(principal: Principal, cell: Cell): Scope | null {
  const cells: Partial<Record<string, Scope>> | undefined = PERMISSIONS[cell.model][principal];
  return cells?.[cell.action] ?? null;
}

export function can<M extends PermissionModel>(principal: Principal, model: M, action: ActionOf<M>): boolean {
  return scopeFor(principal, model, action) !== null;
}

/** A route's permission: a cell of the table (`permit`), or one of three declarations outside it. */
export type Permission =
  | Cell
  /** Anyone, with or without a session (sign-up, login, region lists, downloads, health). */
  | 'public'
  /** A signed-in caller acting on their own account only (profile, photo, sign-out); unverified accounts too. */
  | 'self'
  /** Any signed-in caller, verified or not; the handler shows each role its own figures (dashboard). */
  | 'authenticated';

/** The declaration of a table cell, typed per model: `permit('siswa', 'import')`. */
export function permit<M extends PermissionModel>(model: M, action: ActionOf<M>): Extract<Cell, { model: M }> {
  // The compiler cannot relate a generic M to the union of cells; the signature above is the check.
  return { model, action } as Extract<Cell, { model: M }>;
}
