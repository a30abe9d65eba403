import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZCreateCompanyAdmin, ZUpdateCompanyAdmin, companyAdminFields, ZCompanyAdmin } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { validationFailed } from '../../lib/app-error.js';
import { toColumnValues } from '../../lib/case.js';
import { hashPassword } from '../../lib/passwords.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import { inviteAccount, NO_PASSWORD, type EnrollDeps } from '../users/account-invitation.js';
import { scopeCondition } from '../scope.js';
import { checkAccountFields, recordAccountWrite } from '../users/account-field-rules.js';
import { single } from '../../db/rows.js';

type Row = Record<string, unknown>;

const ROLE = 'admin_perusahaan';
const ACCOUNT_FIELDS = ['name', 'email', 'phone', 'company_id', 'status'] as const;

export const companyAdminSelection = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  company_id: users.companyId,
  company_name: companies.name,
  status: users.status,
  verified: users.verified,
  created_at: users.createdAt,
};

async function assertCompany(db: Db, companyId: unknown) {
  if (!companyId) throw validationFailed({ company_id: 'msg:REQUIRED' });
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId as string));
  if (!company) throw validationFailed({ company_id: 'msg:COMPANY_NOT_REGISTERED' });
}

/**
 * md-company-admin (model `admin-perusahaan`): accounts with role admin_perusahaan, one company
 * each. The Admin runs them (the same account rules as `/user/create`: hashed password, verified
 * and validated because staff made it, an invitation e-mail when no password is given); a company
 * admin reads the admins of their own company. Role and company are never taken from anyone else.
 */
export function createCompanyAdminCrud(deps: EnrollDeps): CrudConfig {
  return {
    model: 'admin-perusahaan',
    table: users,
    readSchema: ZCompanyAdmin,
    selection: companyAdminSelection,
    publicSelection: { id: users.id, name: users.name },
    from: (db, selection) =>
      db
        .select(selection as typeof companyAdminSelection)
        .from(users)
        .leftJoin(companies, eq(users.companyId, companies.id)),
    fields: companyAdminFields,
    searchable: [users.name, users.email],
    sortable: {
      name: users.name,
      email: users.email,
      company_id: companies.name,
      status: users.status,
      verified: users.verified,
      created_at: users.createdAt,
    },
    defaultSort: { column: users.name, direction: 'asc' },
    nameColumn: users.name,
    createSchema: ZCreateCompanyAdmin,
    updateSchema: ZUpdateCompanyAdmin,
    // A company's PKL supervisor accounts are not its admins: they have their own list (/pkl-supervisor/list).
    scopeWhere: (scope, caller) =>
      and(eq(users.role, ROLE), eq(users.pklSupervisor, false), scopeCondition(scope, caller, { company: users.companyId })),
    listFilters: {
      schema: { company_id: z.uuid().optional() },
      where: (q) => (q.company_id ? [eq(users.companyId, q.company_id as string)] : []),
    },
    async prepareCreate(input, ctx) {
      const values = { ...input };
      // Only the Admin creates (permission table); should a company scope ever create, it is their company.
      if (ctx.scope === 'own-company') values.company_id = ctx.caller!.user.companyId;
      checkAccountFields(ctx.caller!, input, values);
      await assertCompany(ctx.db, values.company_id);
      return values;
    },
    async prepareUpdate(input, ctx, existing) {
      const values: Row = { ...input };
      delete values.password;
      // Password and e-mail are the Admin's (the only writer here anyway); the write is recorded.
      checkAccountFields(ctx.caller!, input, values, existing);
      if (ctx.scope === 'own-company') delete values.company_id;
      else if (values.company_id !== undefined) await assertCompany(ctx.db, values.company_id);
      // A new password or a status change ends the account's sessions (as in /user/update).
      const revokes = input.password !== undefined || (values.status !== undefined && values.status !== existing.status);
      if (input.password !== undefined) values.passwordHash = await hashPassword(input.password as string);
      if (revokes) values.tokenVersion = sql`${users.tokenVersion} + 1`;
      return values;
    },
    async insert(tx, values, ctx) {
      const hasPassword = typeof values.password === 'string';
      const user = single(
        await tx
          .insert(users)
          .values({
            ...(toColumnValues(users, values, ACCOUNT_FIELDS) as { name: string; email: string }),
            passwordHash: hasPassword ? await hashPassword(values.password as string) : NO_PASSWORD,
            role: ROLE,
            verified: true,
            verifiedAt: sql`now()`,
            verifiedBy: ctx.caller!.user.id,
            validated: true,
          })
          .returning({ id: users.id }),
      );
      if (!hasPassword) await inviteAccount(tx, user.id, values.email as string, values.name as string, null, deps);
      await recordAccountWrite(tx, ctx, user.id, values, 'create');
      return user.id;
    },
    async update(tx, id, values, ctx) {
      const columns = toColumnValues(users, values, [...ACCOUNT_FIELDS, 'passwordHash', 'tokenVersion']);
      if (Object.keys(columns).length)
        await tx
          .update(users)
          .set({ ...columns, updatedAt: sql`now()` })
          .where(eq(users.id, id));
      await recordAccountWrite(tx, ctx, id, values, 'update');
    },
  };
}
