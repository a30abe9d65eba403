import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { TEACHER_PROFILE_FIELDS, ZCreateTeacher, ZUpdateTeacher, teacherFields } from '@jalurkarir/shared';
import { schools, teacherProfiles, users } from '../../db/schema.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import { assertRegions } from '../schools/school-crud.js';
import { insertPerson, personPrepare, personScope, schoolPersonSelection, updatePerson, type EnrollDeps, type PersonKind } from '../people/person-records.js';

type Row = Record<string, unknown>;

export const TEACHER_KIND: PersonKind = {
  role: 'guru',
  profileTable: teacherProfiles,
  profileFields: TEACHER_PROFILE_FIELDS,
  accountFields: ['name', 'email', 'phone', 'school_id'],
};

export const teacherSelection = {
  ...schoolPersonSelection,
  nuptk: teacherProfiles.nuptk,
  subject: teacherProfiles.subject,
  employment_status: teacherProfiles.employmentStatus,
  gender: teacherProfiles.gender,
  birth_date: teacherProfiles.birthDate,
  created_at: users.createdAt,
};

/** md-teacher: a teacher is an account (role guru) plus a staff record, run by the school admin. */
export function createTeacherCrud(deps: EnrollDeps): CrudConfig {
  return {
    model: 'guru',
    table: users,
    selection: teacherSelection,
    publicSelection: { id: users.id, name: users.name },
    from: (db, selection) =>
      db
        .select(selection as typeof teacherSelection)
        .from(users)
        .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
        .leftJoin(schools, eq(users.schoolId, schools.id)),
    fields: teacherFields,
    searchable: [users.name, users.email, teacherProfiles.nuptk],
    sortable: {
      name: users.name, email: users.email, nuptk: teacherProfiles.nuptk, school_id: schools.name, subject: teacherProfiles.subject,
      employment_status: teacherProfiles.employmentStatus, verified: users.verified, created_at: users.createdAt,
    },
    defaultSort: { column: users.name, direction: 'asc' },
    nameColumn: users.name,
    createSchema: ZCreateTeacher as unknown as z.ZodType<Row>,
    updateSchema: ZUpdateTeacher as unknown as z.ZodType<Row>,
    scopeWhere: (scope, caller) => personScope(TEACHER_KIND, scope, caller),
    listFilters: {
      schema: { school_id: z.uuid().optional() },
      where: (q) => (q.school_id ? [eq(users.schoolId, q.school_id as string)] : []),
    },
    ...personPrepare(assertRegions),
    insert: (tx, values, ctx) => insertPerson(tx, TEACHER_KIND, values, ctx.caller!.user.id, deps),
    update: (tx, id, values) => updatePerson(tx, TEACHER_KIND, id, values),
  };
}
