import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { STUDENT_PROFILE_FIELDS, ZCreateStudent, ZUpdateStudent, studentFields, zString, ZStudent } from '@jalurkarir/shared';
import { schools, studentProfiles, users } from '../../db/schema.js';
import { isCurrentStudent, isGraduate } from '../../db/current-students.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import type { PersonKind } from '../people/person-records.js';
import type { EnrollDeps } from '../users/account-invitation.js';
import { personCrudBase, verifiedFilterSchema, verifiedWhere } from '../people/person-crud.js';
import { STUDENT_PROFILE_COLUMNS } from '../profile/personal-columns.js';

export const STUDENT_KIND: PersonKind = {
  role: 'siswa',
  profileTable: studentProfiles,
  profileFields: STUDENT_PROFILE_FIELDS,
  accountFields: ['name', 'email', 'nisn', 'phone', 'school_id'],
};

export const studentSelection = {
  id: users.id,
  name: users.name,
  email: users.email,
  nisn: users.nisn,
  phone: users.phone,
  school_id: users.schoolId,
  school_name: schools.name,
  verified: users.verified,
  status: users.status,
  ...STUDENT_PROFILE_COLUMNS,
  created_at: users.createdAt,
};

/**
 * md-student: a student is an account (role siswa) plus a school record. Staff enroll students:
 * accounts they create are verified; without a password the student gets an e-mail to set one.
 */
export function createStudentCrud(deps: EnrollDeps): CrudConfig {
  return {
    model: 'siswa',
    ...personCrudBase(STUDENT_KIND, deps),
    readSchema: ZStudent,
    selection: studentSelection,
    publicSelection: { id: users.id, name: users.name, nisn: users.nisn },
    fields: studentFields,
    searchable: [users.name, users.nisn, users.email],
    sortable: {
      nisn: users.nisn,
      name: users.name,
      email: users.email,
      school_id: schools.name,
      program: studentProfiles.program,
      grade: studentProfiles.grade,
      class_name: studentProfiles.className,
      birth_date: studentProfiles.birthDate,
      verified: users.verified,
      created_at: users.createdAt,
    },
    createSchema: ZCreateStudent,
    updateSchema: ZUpdateStudent,
    listFilters: {
      // `alumni=true` lists the school's graduates; without it the list is the current students (graduates keep their account).
      schema: {
        school_id: z.uuid().optional(),
        program: zString().max(10).optional(),
        grade: zString().max(2).optional(),
        alumni: z.enum(['true', 'false']).optional(),
        ...verifiedFilterSchema,
      },
      where: (q) => [
        ...[
          q.school_id ? eq(users.schoolId, q.school_id as string) : undefined,
          q.program ? eq(studentProfiles.program, q.program as string) : undefined,
          q.grade ? eq(studentProfiles.grade, q.grade as string) : undefined,
        ].filter((c): c is NonNullable<typeof c> => c !== undefined),
        ...verifiedWhere(q),
        q.alumni === 'true' ? isGraduate(users.id) : isCurrentStudent(users.id),
      ],
    },
  };
}
