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
  'invitation',
  'privacy',
  // The whole profile of a student (`/student-profile/full`) and the completeness page (docs/profile.md).
  'student-profile',
  'completeness',
  'guardian-consent',
  'erasure-request',
  'recommendation',
  'test',
  'test-attempt',
  'assessment',
  'partnership',
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
  // The company admin's own company profile, and company logos.
  perusahaan: ['profile', 'update-profile', 'logo'],
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
  application: ['apply', 'withdraw', 'move', 'export', 'stage-counts'],
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
  recommendation: ['opportunities', 'students', 'school', 'suggest-code', 'schemes'],
  // Tests (docs/tests-engine.md): authoring (CRUD), publish/draft, assignment and its list, completion per test (with export).
  test: ['publish', 'assign', 'assignments', 'completion', 'export'],
  // Taking a test: the student's available tests, start, autosave an answer, submit; histories are `list`/`detail`;
  // `points`: an attempt's option points and topics (the answer key) whatever its status — the student who takes
  // it sees them only once it is submitted, so a student never holds this cell.
  'test-attempt': ['available', 'start', 'answer', 'submit', 'points'],
  // Competency assessment (docs/assessment.md): schedule (`create`) with the form's choices (`options`), the scheme
  // tree (`schemes`), the assessor's autosaved marks and confirmation, the Admin's recorded correction,
  // certificates, results per scheme (with export), and the Admin's import of a whole scheme from a spreadsheet.
  assessment: ['options', 'schemes', 'mark', 'confirm', 'correct', 'certificates', 'results', 'export', 'import'],
  // School partnerships (docs/partnerships.md): the school answers (`accept`, `decline`), either side ends or
  // renews, uploads (`upload`) and reads (`document`) the signed MoU; a company finds schools (`schools`).
  partnership: ['accept', 'decline', 'end', 'renew', 'upload', 'document', 'schools'],
} as const satisfies Record<PermissionModel, readonly string[]>;
export type DomainAction<M extends PermissionModel = PermissionModel> = (typeof DOMAIN_ACTIONS)[M][number];
/** The actions a route may declare on model `M`. */
export type ActionOf<M extends PermissionModel> = CrudAction | DomainAction<M>;

export type Principal = Role | 'anonymous';

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
 * A student profile record (docs/profile.md): the student their own; the school admin edits their
 * school's students' records; the headmaster and teachers read them; the Admin everything.
 */
const PROFILE_RECORD = {
  admin: EVERYTHING,
  admin_sekolah: RUN_OWN_SCHOOL,
  kepala_sekolah: READ_OWN_SCHOOL,
  guru: READ_OWN_SCHOOL,
  siswa: RUN_SELF,
} as const;

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
  perusahaan: {
    admin: { ...EVERYTHING, logo: 'all' },
    admin_perusahaan: {
      list: 'own-company',
      field: 'all',
      detail: 'own-company',
      update: 'own-company',
      all: 'public',
      profile: 'own-company',
      'update-profile': 'own-company',
      logo: 'own-company',
    },
    admin_sekolah: { list: 'all', field: 'all', detail: 'all', all: 'public' },
    kepala_sekolah: { list: 'all', field: 'all', detail: 'all', all: 'public' },
    guru: { all: 'public' },
    siswa: { all: 'public' },
    asesor: { all: 'public' },
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
    siswa: { ...RUN_SELF, 'upload-certificate': 'self', certificate: 'self' },
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
    siswa: { ...RUN_SELF, suggest: 'all' },
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
    admin_perusahaan: { list: 'own-company', detail: 'own-company', move: 'own-company', export: 'own-company', 'stage-counts': 'own-company' },
    admin_sekolah: { list: 'own-school', detail: 'own-school', export: 'own-school', 'stage-counts': 'own-school' },
    kepala_sekolah: { list: 'own-school', detail: 'own-school', export: 'own-school', 'stage-counts': 'own-school' },
    guru: { list: 'own-school', detail: 'own-school', export: 'own-school', 'stage-counts': 'own-school' },
    siswa: { list: 'self', detail: 'self', apply: 'self', withdraw: 'self' },
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
    siswa: { opportunities: 'self' },
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
  currency: {
    admin: EVERYTHING,
    admin_sekolah: READ_ALL,
    kepala_sekolah: READ_ALL,
    guru: READ_ALL,
    siswa: READ_ALL,
    asesor: READ_ALL,
    admin_perusahaan: READ_ALL,
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
