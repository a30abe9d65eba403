import { ASSESSOR_PROFILE_FIELDS, ZCreateAssessor, ZUpdateAssessor, assessorFields, ZAssessor } from '@jalurkarir/shared';
import { assessorProfiles, users } from '../../db/schema.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import type { PersonKind } from '../people/person-records.js';
import type { EnrollDeps } from '../users/account-invitation.js';
import { personCrudBase } from '../people/person-crud.js';

/** Assessors belong to no school: `school_id` stays null and the invitation comes from the JalurKarir Admin. */
export const ASSESSOR_KIND: PersonKind = {
  role: 'asesor',
  profileTable: assessorProfiles,
  profileFields: ASSESSOR_PROFILE_FIELDS,
  accountFields: ['name', 'email', 'phone'],
  affiliation: 'none',
};

export const assessorSelection = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  verified: users.verified,
  status: users.status,
  registration_number: assessorProfiles.registrationNumber,
  expertise: assessorProfiles.expertise,
  institution: assessorProfiles.institution,
  certificate_valid_until: assessorProfiles.certificateValidUntil,
  province_code: assessorProfiles.provinceCode,
  city_code: assessorProfiles.cityCode,
  created_at: users.createdAt,
};

/** md-assessor (model `asesor`): competency assessors with their assessor record; the Admin runs them. */
export function createAssessorCrud(deps: EnrollDeps): CrudConfig {
  return {
    model: 'asesor',
    ...personCrudBase(ASSESSOR_KIND, deps),
    readSchema: ZAssessor,
    selection: assessorSelection,
    fields: assessorFields,
    searchable: [users.name, users.email, assessorProfiles.registrationNumber, assessorProfiles.expertise],
    sortable: {
      name: users.name,
      email: users.email,
      registration_number: assessorProfiles.registrationNumber,
      expertise: assessorProfiles.expertise,
      institution: assessorProfiles.institution,
      certificate_valid_until: assessorProfiles.certificateValidUntil,
      verified: users.verified,
      created_at: users.createdAt,
    },
    createSchema: ZCreateAssessor,
    updateSchema: ZUpdateAssessor,
  };
}
