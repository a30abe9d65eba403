import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { schools, users } from '../../db/schema.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import { assertRegions } from '../regions/assert-regions.js';
import { recordAccountWrite } from '../users/account-field-rules.js';
import { insertPerson, personPrepare, personScope, updatePerson, type PersonKind } from './person-records.js';
import type { EnrollDeps } from '../users/account-invitation.js';

/**
 * The part of the generic model config every person kind shares (students, teachers,
 * headmasters, assessors): rows are accounts of the kind's role joined to its record (and to their
 * school, for school people), ordered by name, scoped and written through person-records. A kind's
 * config adds its model name, selection, fields, searchable and sortable columns and schemas.
 */
export function personCrudBase(kind: PersonKind, deps: EnrollDeps) {
  const atSchool = kind.affiliation !== 'none';
  return {
    table: users,
    publicSelection: { id: users.id, name: users.name },
    from: (db, selection) => {
      const withRecord = db.select(selection).from(users).leftJoin(kind.profileTable, eq(kind.profileTable.userId, users.id));
      return atSchool ? withRecord.leftJoin(schools, eq(users.schoolId, schools.id)) : withRecord;
    },
    defaultSort: { column: users.name, direction: 'asc' },
    nameColumn: users.name,
    scopeWhere: (scope, caller) => personScope(kind, scope, caller),
    ...personPrepare(assertRegions, kind),
    async insert(tx, values, ctx) {
      const id = await insertPerson(tx, kind, values, ctx.caller!.user.id, deps);
      await recordAccountWrite(tx, ctx, id, values, 'create');
      return id;
    },
    async update(tx, id, values, ctx) {
      await updatePerson(tx, kind, id, values);
      await recordAccountWrite(tx, ctx, id, values, 'update');
    },
  } satisfies Partial<CrudConfig>;
}

/** `verified=true|false` on a list of accounts: a dashboard's "waiting for verification" count opens its list. */
export const verifiedFilterSchema = { verified: z.enum(['true', 'false']).optional() };
export const verifiedWhere = (q: Record<string, unknown>) => (q.verified ? [eq(users.verified, q.verified === 'true')] : []);

/** The list filters of school people: the Admin's school picker, and verification. */
export const schoolListFilter: NonNullable<CrudConfig['listFilters']> = {
  schema: { school_id: z.uuid().optional(), ...verifiedFilterSchema },
  where: (q) => [...(q.school_id ? [eq(users.schoolId, q.school_id as string)] : []), ...verifiedWhere(q)],
};
