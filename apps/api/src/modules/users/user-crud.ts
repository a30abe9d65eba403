import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ROLES,
  SCHOOL_MANAGED_ROLES,
  ZCreateUser,
  ZUpdateUser,
  isCompanyRole,
  isSchoolRole,
  userFields,
  type Role,
  type Scope,
  ZUser,
} from '@jalurkarir/shared';
import type { Db, DbExecutor } from '../../db/client.js';
import { companies, schools, users } from '../../db/schema.js';
import { AppError, forbidden, validationFailed } from '../../lib/app-error.js';
import { toColumnValues } from '../../lib/case.js';
import { hashPassword } from '../../lib/passwords.js';
import type { ScopeCaller } from '../scope.js';
import { defineCrud, type CrudConfig, type CrudContext } from '../../crud/register-crud.js';
import { inviteAccount, NO_PASSWORD, type EnrollDeps } from './account-invitation.js';
import { canVerify, checkAccountFields, initialVerified, recordAccountWrite } from './account-field-rules.js';
import { selectUsers, userSelection } from './user-query.js';
import { single } from '../../db/rows.js';

type Row = Record<string, unknown>;

/** Accounts a caller may see under a scope. A school admin sees the managed roles of their school only. */
export function userScopeWhere(scope: Scope, caller: ScopeCaller | null) {
  if (scope === 'all') return undefined;
  if (scope === 'own-school') {
    const schoolId = caller?.user.schoolId;
    if (!schoolId) return sql`false`;
    return and(eq(users.schoolId, schoolId), inArray(users.role, [...SCHOOL_MANAGED_ROLES]));
  }
  if (scope === 'self' && caller) return eq(users.id, caller.user.id);
  return sql`false`;
}

/** A school role needs a school, a company role a company; others carry neither. */
async function checkAffiliation(db: Db, role: Role, schoolId: string | null, companyId: string | null) {
  const errors: Record<string, string> = {};
  if (isSchoolRole(role)) {
    if (!schoolId) errors.school_id = 'msg:SCHOOL_REQUIRED';
    else if (!(await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId))).length) errors.school_id = 'msg:SCHOOL_NOT_FOUND';
  }
  if (isCompanyRole(role)) {
    if (!companyId) errors.company_id = 'msg:COMPANY_REQUIRED';
    else if (!(await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId))).length)
      errors.company_id = 'msg:COMPANY_NOT_REGISTERED';
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

function isManagedRole(role: unknown): role is Role {
  return (SCHOOL_MANAGED_ROLES as readonly unknown[]).includes(role);
}

async function prepareCreate(input: Row, ctx: CrudContext): Promise<Row> {
  const { caller, scope, db } = ctx;
  const role = input.role as Role;
  const values: Row = { ...input, password: undefined, password_hash: undefined };
  if (scope === 'own-school') {
    // A school admin enrolls people of their own school only; school and company come from the caller.
    if (!isManagedRole(role)) throw forbidden();
    values.school_id = caller!.user.schoolId;
    values.company_id = null;
  }
  // Only the Admin chooses someone's password; without one the owner gets a set-your-password e-mail.
  checkAccountFields(caller!, input, values);
  if (!isSchoolRole(role)) values.school_id = null;
  if (!isCompanyRole(role)) values.company_id = null;
  if (role !== 'siswa') values.nisn = null;
  else if (!values.nisn) throw validationFailed({ nisn: 'msg:REQUIRED' });
  await checkAffiliation(db, role, (values.school_id as string) ?? null, (values.company_id as string) ?? null);
  // Accounts made by staff are vouched for when the creator may verify that role (a school admin's
  // new headmaster waits for the Admin, like a signed-up one); the e-mail is taken as confirmed.
  const verified = initialVerified(caller, role, input.verified);
  return {
    ...values,
    passwordHash: typeof input.password === 'string' ? await hashPassword(input.password) : NO_PASSWORD,
    verified,
    verifiedAt: verified ? sql`now()` : null,
    verifiedBy: verified ? caller!.user.id : null,
    validated: true,
  };
}

async function prepareUpdate(input: Row, ctx: CrudContext, existing: Row): Promise<Row> {
  const { caller, scope, db } = ctx;
  const values: Row = { ...input };
  delete values.password;
  const isSelf = existing.id === caller!.user.id;
  if (scope === 'own-school') {
    delete values.school_id;
    delete values.company_id;
    if (values.role !== undefined && !isManagedRole(values.role)) throw forbidden();
  }
  // Password, e-mail and role of an account are the Admin's to change (permission table); recorded.
  checkAccountFields(caller!, input, values, existing);
  const role = (values.role ?? existing.role) as Role;
  if (values.verified !== undefined && values.verified !== existing.verified && !canVerify(caller, role)) {
    throw new AppError(403, 'FORBIDDEN', { verified: 'msg:VERIFY_NOT_ALLOWED' });
  }
  // Nobody locks themselves out by changing their own role, status or verification.
  if (isSelf) {
    for (const key of ['role', 'status', 'verified'] as const) {
      if (values[key] !== undefined && values[key] !== existing[key]) throw forbidden();
    }
  }
  const schoolId = (values.school_id !== undefined ? values.school_id : existing.school_id) as string | null;
  const companyId = (values.company_id !== undefined ? values.company_id : existing.company_id) as string | null;
  if (values.role !== undefined || values.school_id !== undefined || values.company_id !== undefined) {
    await checkAffiliation(db, role, isSchoolRole(role) ? schoolId : null, isCompanyRole(role) ? companyId : null);
    if (!isSchoolRole(role)) values.school_id = null;
    if (!isCompanyRole(role)) values.company_id = null;
  }
  const revokesSessions =
    input.password !== undefined ||
    (values.role !== undefined && values.role !== existing.role) ||
    (values.status !== undefined && values.status !== existing.status);
  if (input.password !== undefined) values.passwordHash = await hashPassword(input.password as string);
  if (revokesSessions) values.tokenVersion = sql`${users.tokenVersion} + 1`;
  if (values.verified === true && !existing.verified) {
    values.verifiedAt = sql`now()`;
    values.verifiedBy = caller!.user.id;
  }
  return values;
}

/** API names of the account columns /user/create and /user/update write. */
const ACCOUNT_COLUMNS = ['name', 'email', 'role', 'phone', 'nisn', 'status', 'verified', 'school_id', 'company_id'] as const;
/** Columns prepare* computes (already property keys). */
const COMPUTED_COLUMNS = ['passwordHash', 'tokenVersion', 'verifiedAt', 'verifiedBy', 'validated'] as const;

function accountColumns(values: Row): Row {
  return toColumnValues(users, values, [...ACCOUNT_COLUMNS, ...COMPUTED_COLUMNS]);
}

/** md-user: every account. The write hooks add the invitation e-mail and the audit record. */
export function createUserCrud(deps: EnrollDeps): CrudConfig {
  return { ...userCrudBase, insert: (tx, values, ctx) => insertUser(tx, values, ctx, deps), update: updateUser };
}

async function insertUser(tx: DbExecutor, values: Row, ctx: CrudContext, deps: EnrollDeps): Promise<string> {
  const user = single(
    await tx
      .insert(users)
      .values(accountColumns(values) as typeof users.$inferInsert)
      .returning({ id: users.id, schoolId: users.schoolId }),
  );
  if (values.passwordHash === NO_PASSWORD) {
    let organisation: string | null = null;
    if (user.schoolId) {
      const [school] = await tx.select({ name: schools.name }).from(schools).where(eq(schools.id, user.schoolId));
      organisation = school?.name ?? null;
    }
    await inviteAccount(tx, user.id, values.email as string, values.name as string, organisation, deps);
  }
  await recordAccountWrite(tx, ctx, user.id, values, 'create');
  return user.id;
}

async function updateUser(tx: DbExecutor, id: string, values: Row, ctx: CrudContext): Promise<void> {
  const columns = accountColumns(values);
  if (Object.keys(columns).length)
    await tx
      .update(users)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  await recordAccountWrite(tx, ctx, id, values, 'update');
}

const userCrudBase = defineCrud({
  model: 'user',
  table: users,
  readSchema: ZUser,
  selection: userSelection,
  publicSelection: { id: users.id, name: users.name },
  from: (db, selection) => selectUsers(db, selection),
  fields: userFields,
  searchable: [users.name, users.email, users.nisn],
  sortable: {
    name: users.name,
    email: users.email,
    role: users.role,
    status: users.status,
    verified: users.verified,
    created_at: users.createdAt,
  },
  defaultSort: { column: users.createdAt, direction: 'desc' },
  nameColumn: users.name,
  createSchema: ZCreateUser,
  updateSchema: ZUpdateUser,
  scopeWhere: userScopeWhere,
  listFilters: {
    schema: {
      role: z.enum(ROLES).optional(),
      verified: z.enum(['true', 'false']).optional(),
      school_id: z.uuid().optional(),
    },
    where: (q) =>
      [
        q.role ? eq(users.role, q.role as string) : undefined,
        q.verified ? eq(users.verified, q.verified === 'true') : undefined,
        q.school_id ? eq(users.schoolId, q.school_id as string) : undefined,
      ].filter((c): c is NonNullable<typeof c> => c !== undefined),
  },
  prepareCreate,
  prepareUpdate,
});

export { AppError };
