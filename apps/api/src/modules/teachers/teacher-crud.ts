import { TEACHER_PROFILE_FIELDS, ZCreateTeacher, ZUpdateTeacher, teacherFields, ZTeacher } from '@jalurkarir/shared';
import { schools, teacherProfiles, users } from '../../db/schema.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import { schoolPersonSelection, type PersonKind } from '../people/person-records.js';
import type { EnrollDeps } from '../users/account-invitation.js';
import { personCrudBase, schoolListFilter } from '../people/person-crud.js';

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
    ...personCrudBase(TEACHER_KIND, deps),
    readSchema: ZTeacher,
    selection: teacherSelection,
    fields: teacherFields,
    searchable: [users.name, users.email, teacherProfiles.nuptk],
    sortable: {
      name: users.name,
      email: users.email,
      nuptk: teacherProfiles.nuptk,
      school_id: schools.name,
      subject: teacherProfiles.subject,
      employment_status: teacherProfiles.employmentStatus,
      verified: users.verified,
      created_at: users.createdAt,
    },
    createSchema: ZCreateTeacher,
    updateSchema: ZUpdateTeacher,
    listFilters: schoolListFilter,
  };
}
