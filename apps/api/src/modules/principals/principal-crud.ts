import { PRINCIPAL_PROFILE_FIELDS, ZCreatePrincipal, ZUpdatePrincipal, principalFields, ZPrincipal } from '@jalurkarir/shared';
import { schools, teacherProfiles, users } from '../../db/schema.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import { schoolPersonSelection, type PersonKind } from '../people/person-records.js';
import type { EnrollDeps } from '../users/account-invitation.js';
import { personCrudBase, schoolListFilter } from '../people/person-crud.js';

/**
 * A headmaster keeps the teacher staff record (teacher_profiles): a headmaster is a teacher with
 * a post, so a teacher promoted through `/user/update` keeps their NUPTK and record. Only
 * `term_start` is theirs alone; the teacher model never reads or writes it.
 */
export const PRINCIPAL_KIND: PersonKind = {
  role: 'kepala_sekolah',
  profileTable: teacherProfiles,
  profileFields: PRINCIPAL_PROFILE_FIELDS,
  accountFields: ['name', 'email', 'phone', 'school_id'],
};

export const principalSelection = {
  ...schoolPersonSelection,
  nuptk: teacherProfiles.nuptk,
  employment_status: teacherProfiles.employmentStatus,
  gender: teacherProfiles.gender,
  birth_date: teacherProfiles.birthDate,
  term_start: teacherProfiles.termStart,
  created_at: users.createdAt,
};

/**
 * md-principal (model `kepala-sekolah`): headmasters, run by the Admin and by the school admin
 * of their school like teachers. A school may hold several headmaster rows; see docs/decisions.md.
 */
export function createPrincipalCrud(deps: EnrollDeps): CrudConfig {
  return {
    model: 'kepala-sekolah',
    ...personCrudBase(PRINCIPAL_KIND, deps),
    readSchema: ZPrincipal,
    selection: principalSelection,
    fields: principalFields,
    searchable: [users.name, users.email, teacherProfiles.nuptk],
    sortable: {
      name: users.name,
      email: users.email,
      nuptk: teacherProfiles.nuptk,
      school_id: schools.name,
      employment_status: teacherProfiles.employmentStatus,
      term_start: teacherProfiles.termStart,
      verified: users.verified,
      created_at: users.createdAt,
    },
    createSchema: ZCreatePrincipal,
    updateSchema: ZUpdatePrincipal,
    listFilters: schoolListFilter,
  };
}
