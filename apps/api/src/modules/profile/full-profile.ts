// The whole student profile as one read, for the callers whose scope reaches the student, and the
// company's privacy projection of a student who did not apply; and the school's write of a
// student's personal section.
import { and, asc, eq, sql } from 'drizzle-orm';
import { toCompanyStudentView, type Lang, type Scope, type TStudentPersonalUpdate } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, studentProfiles, studentSkills, users } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { withCityNames } from '../regions/city-names.js';
import { certificatesOf, companyCertificatesOf } from '../assessment/certificates-of.js';
import { recordProfileView } from '../privacy/profile-views.js';
import { visibleToCompaniesWhere } from '../privacy/visibility.js';
import { scopeCondition } from '../scope.js';
import { loadFullProfile, loadPersonal, savePersonal } from './personal.js';

/** Whether `id` is a student the caller's scope reaches (themself, their school's, any for the Admin). */
export async function isStudentInScope(db: Db, id: string, scope: Scope, caller: Caller | null) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'siswa'), scopeCondition(scope, caller, { owner: users.id, school: users.schoolId })));
  return row !== undefined;
}

/** The whole profile with its certificates (404 when it has none); the view is recorded for "who viewed my profile". */
export async function fullProfile(db: Db, id: string, viewerUserId: string) {
  const profile = await loadFullProfile(db, id);
  if (!profile) throw notFound();
  await recordProfileView(db, { viewerUserId, studentUserId: id });
  // The profile's answer names each certificate's fields: the union of the two views is told apart
  // by its exact keys, so a row carries nothing the schema does not list.
  const certificates = (await certificatesOf(db, [id])).map(({ number, schemeNameId, schemeNameEn, issuedOn, validUntil, status }) => ({
    number,
    schemeNameId,
    schemeNameEn,
    issuedOn,
    validUntil,
    status,
  }));
  return { ...profile, certificates };
}

/**
 * The privacy projection (`toCompanyStudentView`, `view: 'company'`) of a student within the caller's
 * `projection` scope (a company: students visible to companies), else 404.
 */
export async function companyProjection(db: Db, id: string, projection: Scope, caller: Caller, lang: Lang) {
  const [student] = await db
    .select({ id: users.id, name: users.name, program: studentProfiles.program, grade: studentProfiles.grade, city_code: schools.cityCode })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(eq(users.id, id), eq(users.role, 'siswa'), scopeCondition(projection, caller, { visibleToCompanies: visibleToCompaniesWhere(users.id) })),
    );
  if (!student) throw notFound();
  const [named] = await withCityNames([student]);
  const skills = await db
    .select({ name: studentSkills.name })
    .from(studentSkills)
    .where(eq(studentSkills.userId, id))
    .orderBy(asc(studentSkills.createdAt));
  const certs = await companyCertificatesOf(db, [id], lang);
  const view = toCompanyStudentView({
    id: student.id,
    name: student.name,
    program: student.program,
    grade: student.grade,
    schoolCity: named?.city_name ?? null,
    skills: skills.map((s) => s.name),
    certificates: certs.get(id),
  });
  return { view: 'company' as const, ...view };
}

/** Writes a student's phone and personal section in one transaction (the completeness with it) and reads the section back. */
export async function updateStudentPersonal(db: Db, id: string, body: TStudentPersonalUpdate) {
  const { phone, ...personal } = body;
  await db.transaction(async (tx) => {
    if (phone !== undefined)
      await tx
        .update(users)
        .set({ phone, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    await savePersonal(tx, id, personal);
  });
  return loadPersonal(db, id);
}
