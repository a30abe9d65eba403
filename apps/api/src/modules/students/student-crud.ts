import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { STUDENT_PROFILE_FIELDS, ZCreateStudent, ZUpdateStudent, studentFields } from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { schools, studentProfiles, users } from '../../db/schema.js';
import { validationFailed } from '../../lib/app-error.js';
import { pickColumns } from '../../lib/case.js';
import { hashPassword } from '../../lib/passwords.js';
import type { CrudConfig } from '../../crud/register-crud.js';
import type { Mailer } from '../mail/mailer.js';
import { accountInvitationEmail } from '../mail/templates.js';
import { assertRegions } from '../schools/school-crud.js';
import { scopeCondition } from '../scope.js';
import { issueOneTimeToken } from '../users/one-time-token-store.js';

type Row = Record<string, unknown>;

/** Days a set-your-password link sent to a newly enrolled person stays valid. */
export const INVITATION_DAYS = 7;
const ACCOUNT_FIELDS = ['name', 'email', 'nisn', 'phone', 'school_id'] as const;

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
  program: studentProfiles.program,
  grade: studentProfiles.grade,
  class_name: studentProfiles.className,
  birth_date: studentProfiles.birthDate,
  birth_place: studentProfiles.birthPlace,
  gender: studentProfiles.gender,
  religion: studentProfiles.religion,
  marital_status: studentProfiles.maritalStatus,
  height_cm: studentProfiles.heightCm,
  weight_kg: studentProfiles.weightKg,
  hobby: studentProfiles.hobby,
  citizenship: studentProfiles.citizenship,
  province_code: studentProfiles.provinceCode,
  city_code: studentProfiles.cityCode,
  district_code: studentProfiles.districtCode,
  village_code: studentProfiles.villageCode,
  address: studentProfiles.address,
  created_at: users.createdAt,
};

async function assertSchool(db: Db, schoolId: unknown) {
  if (!schoolId) throw validationFailed({ school_id: 'msg:SCHOOL_REQUIRED' });
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId as string));
  if (!school) throw validationFailed({ school_id: 'msg:SCHOOL_NOT_FOUND' });
}

/** Account columns of a student's values; a new password also ends the student's sessions. */
async function accountColumns(values: Row): Promise<Row> {
  const columns = pickColumns(values, ACCOUNT_FIELDS);
  if (typeof values.password === 'string') {
    columns.passwordHash = await hashPassword(values.password);
    columns.tokenVersion = sql`${users.tokenVersion} + 1`;
  }
  return columns;
}

/**
 * md-student: a student is an account (role siswa) plus a school record. Staff enroll students:
 * accounts they create are verified; without a password the student gets an e-mail to set one.
 */
export function createStudentCrud(deps: { mailer: Mailer; publicUrl: string }): CrudConfig {
  return {
    model: 'siswa',
    table: users,
    selection: studentSelection,
    publicSelection: { id: users.id, name: users.name, nisn: users.nisn },
    from: (db, selection) =>
      db
        .select(selection as typeof studentSelection)
        .from(users)
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .leftJoin(schools, eq(users.schoolId, schools.id)),
    fields: studentFields,
    searchable: [users.name, users.nisn, users.email],
    sortable: {
      nisn: users.nisn, name: users.name, email: users.email, school_id: schools.name, program: studentProfiles.program,
      grade: studentProfiles.grade, class_name: studentProfiles.className, birth_date: studentProfiles.birthDate,
      verified: users.verified, created_at: users.createdAt,
    },
    defaultSort: { column: users.name, direction: 'asc' },
    nameColumn: users.name,
    createSchema: ZCreateStudent as unknown as z.ZodType<Row>,
    updateSchema: ZUpdateStudent as unknown as z.ZodType<Row>,
    scopeWhere: (scope, caller) => and(eq(users.role, 'siswa'), scopeCondition(scope, caller, { school: users.schoolId })),
    listFilters: {
      schema: { school_id: z.uuid().optional(), program: z.string().max(10).optional(), grade: z.string().max(2).optional() },
      where: (q) =>
        [
          q.school_id ? eq(users.schoolId, q.school_id as string) : undefined,
          q.program ? eq(studentProfiles.program, q.program as string) : undefined,
          q.grade ? eq(studentProfiles.grade, q.grade as string) : undefined,
        ].filter((c): c is NonNullable<typeof c> => c !== undefined),
    },
    async prepareCreate(input, ctx) {
      const values = { ...input };
      if (ctx.scope === 'own-school') values.school_id = ctx.caller!.user.schoolId;
      await assertSchool(ctx.db, values.school_id);
      await assertRegions(values);
      return values;
    },
    async prepareUpdate(input, ctx, existing) {
      const values = { ...input };
      if (ctx.scope === 'own-school') delete values.school_id;
      else if (values.school_id !== undefined) await assertSchool(ctx.db, values.school_id);
      await assertRegions(values, existing);
      return values;
    },
    insert: (tx, values, ctx) => insertStudent(tx, values, ctx.caller!.user.id, deps),
    update: (tx, id, values) => updateStudent(tx, id, values),
  };
}

/** An account nobody can log in to until its owner sets a password (argon2 verify fails on it). */
export const NO_PASSWORD = '!invited';

/**
 * Creates the account and the school record; without a password, queues the invitation e-mail
 * in the same transaction. Shared by the create route and the spreadsheet import.
 */
export async function insertStudent(tx: Db, values: Row, verifiedBy: string, deps: { mailer: Mailer; publicUrl: string }): Promise<string> {
  const hasPassword = typeof values.password === 'string';
  const [user] = await tx
    .insert(users)
    .values({
      ...(pickColumns(values, ACCOUNT_FIELDS) as { name: string; email: string }),
      passwordHash: hasPassword ? await hashPassword(values.password as string) : NO_PASSWORD,
      role: 'siswa',
      verified: true,
      verifiedAt: sql`now()`,
      verifiedBy,
      validated: true,
    })
    .returning({ id: users.id });
  await tx.insert(studentProfiles).values({ userId: user.id, ...pickColumns(values, STUDENT_PROFILE_FIELDS) });
  if (!hasPassword) {
    const token = await issueOneTimeToken(tx, user.id, 'password_reset', INVITATION_DAYS * 24 * 60);
    const [school] = await tx.select({ name: schools.name }).from(schools).where(eq(schools.id, values.school_id as string));
    await deps.mailer.send(
      accountInvitationEmail(values.email as string, values.name as string, school.name, `${deps.publicUrl}/#/auth/reset-password?token=${token}`, INVITATION_DAYS),
      tx,
    );
  }
  return user.id;
}

/** Updates whichever of account and school record the values touch (the record is created if missing). */
export async function updateStudent(tx: Db, id: string, values: Row): Promise<void> {
  const account = await accountColumns(values);
  if (Object.keys(account).length) await tx.update(users).set({ ...account, updatedAt: sql`now()` }).where(eq(users.id, id));
  const profile = pickColumns(values, STUDENT_PROFILE_FIELDS);
  if (Object.keys(profile).length) {
    await tx
      .insert(studentProfiles)
      .values({ userId: id, ...profile })
      .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...profile, updatedAt: sql`now()` } });
  }
}
