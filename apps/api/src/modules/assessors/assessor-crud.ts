import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ASSESSOR_PROFILE_FIELDS, ZCreateAssessor, ZUpdateAssessor, assessorFields } from '@jalurkarir/shared';
import { assessorProfiles, users } from '../../db/schema.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import { assertRegions } from '../schools/school-crud.js';
import { insertPerson, personPrepare, personScope, updatePerson, type EnrollDeps, type PersonKind } from '../people/person-records.js';

type Row = Record<string, unknown>;

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
    table: users,
    selection: assessorSelection,
    publicSelection: { id: users.id, name: users.name },
    from: (db, selection) =>
      db
        .select(selection as typeof assessorSelection)
        .from(users)
        .leftJoin(assessorProfiles, eq(assessorProfiles.userId, users.id)),
    fields: assessorFields,
    searchable: [users.name, users.email, assessorProfiles.registrationNumber, assessorProfiles.expertise],
    sortable: {
      name: users.name, email: users.email, registration_number: assessorProfiles.registrationNumber,
      expertise: assessorProfiles.expertise, institution: assessorProfiles.institution,
      certificate_valid_until: assessorProfiles.certificateValidUntil, verified: users.verified, created_at: users.createdAt,
    },
    defaultSort: { column: users.name, direction: 'asc' },
    nameColumn: users.name,
    createSchema: ZCreateAssessor as unknown as z.ZodType<Row>,
    updateSchema: ZUpdateAssessor as unknown as z.ZodType<Row>,
    scopeWhere: (scope, caller) => personScope(ASSESSOR_KIND, scope, caller),
    ...personPrepare(assertRegions, ASSESSOR_KIND),
    insert: (tx, values, ctx) => insertPerson(tx, ASSESSOR_KIND, values, ctx.caller!.user.id, deps),
    update: (tx, id, values) => updatePerson(tx, ASSESSOR_KIND, id, values),
  };
}
