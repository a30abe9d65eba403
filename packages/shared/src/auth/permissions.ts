import type { Role } from './roles.js';

/**
 * Authorization as data: role × model × action → scope. Absent means refused.
 * The API enforces this table on every route; the web app hides what it forbids.
 * A table-driven test (apps/api/test/authorization.test.ts) walks every cell.
 *
 * Scopes:
 * - all:          every row
 * - own-school:   rows of the caller's school (for `user`: accounts of that school)
 * - own-company:  rows of the caller's company
 * - self:         the caller's own row only
 * - public:       what the model publishes to everyone allowed: a minimal projection for the
 *                 sign-up pickers, published (open) rows for job openings
 */
export const SCOPES = ['all', 'own-school', 'own-company', 'self', 'public'] as const;
export type Scope = (typeof SCOPES)[number];

export const CRUD_ACTIONS = ['list', 'field', 'create', 'detail', 'update', 'delete', 'deletes', 'all'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

export const MODELS = [
  'user', 'sekolah', 'perusahaan', 'currency', 'opportunity', 'siswa', 'guru', 'kepala-sekolah', 'asesor', 'admin-perusahaan',
] as const;
export type ModelName = (typeof MODELS)[number];

export type Principal = Role | 'anonymous';

type ActionScopes = Partial<Record<CrudAction, Scope>>;
type ModelTable = Partial<Record<Principal, ActionScopes>>;

const EVERYTHING: ActionScopes = {
  list: 'all', field: 'all', create: 'all', detail: 'all', update: 'all', delete: 'all', deletes: 'all', all: 'all',
};
const READ_ALL: ActionScopes = { list: 'all', field: 'all', detail: 'all', all: 'all' };
/** A school admin runs the people of their own school. */
const RUN_OWN_SCHOOL: ActionScopes = {
  list: 'own-school', field: 'all', create: 'own-school', detail: 'own-school',
  update: 'own-school', delete: 'own-school', deletes: 'own-school', all: 'own-school',
};
const READ_OWN_SCHOOL: ActionScopes = { list: 'own-school', field: 'all', detail: 'own-school', all: 'own-school' };

export const PERMISSIONS: Record<ModelName, ModelTable> = {
  user: {
    admin: EVERYTHING,
    // School admins run the accounts of their own school (students, teachers, headmaster).
    admin_sekolah: RUN_OWN_SCHOOL,
    kepala_sekolah: READ_OWN_SCHOOL,
  },
  sekolah: {
    admin: EVERYTHING,
    admin_sekolah: { list: 'own-school', field: 'all', detail: 'own-school', update: 'own-school', all: 'public' },
    kepala_sekolah: { list: 'own-school', field: 'all', detail: 'own-school', all: 'public' },
    guru: { list: 'own-school', field: 'all', detail: 'own-school', all: 'public' },
    siswa: { detail: 'own-school', all: 'public' },
    asesor: { list: 'all', field: 'all', detail: 'all', all: 'public' },
    admin_perusahaan: { list: 'all', field: 'all', detail: 'all', all: 'public' },
    // The sign-up screen lets a visitor pick their school.
    anonymous: { all: 'public' },
  },
  perusahaan: {
    admin: EVERYTHING,
    admin_perusahaan: { list: 'own-company', field: 'all', detail: 'own-company', update: 'own-company', all: 'public' },
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
    admin: EVERYTHING,
    admin_sekolah: RUN_OWN_SCHOOL,
    kepala_sekolah: READ_OWN_SCHOOL,
    guru: READ_OWN_SCHOOL,
  },
  // md-teacher: teachers with their staff record.
  guru: {
    admin: EVERYTHING,
    admin_sekolah: RUN_OWN_SCHOOL,
    kepala_sekolah: READ_OWN_SCHOOL,
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
  opportunity: {
    admin: EVERYTHING,
    // A company admin runs the openings of their own company (md-opportunity on the company side).
    admin_perusahaan: {
      list: 'own-company', field: 'all', create: 'own-company', detail: 'own-company',
      update: 'own-company', delete: 'own-company', deletes: 'own-company', all: 'own-company',
    },
    // Schools and students see published openings only.
    admin_sekolah: { list: 'public', field: 'all', detail: 'public', all: 'public' },
    kepala_sekolah: { list: 'public', field: 'all', detail: 'public', all: 'public' },
    guru: { list: 'public', field: 'all', detail: 'public', all: 'public' },
    siswa: { list: 'public', field: 'all', detail: 'public', all: 'public' },
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
export function scopeFor(principal: Principal, model: ModelName, action: CrudAction): Scope | null {
  return PERMISSIONS[model][principal]?.[action] ?? null;
}

export function can(principal: Principal, model: ModelName, action: CrudAction): boolean {
  return scopeFor(principal, model, action) !== null;
}
