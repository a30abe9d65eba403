// Who takes a test and how far they got: the assignments of a test (to a school, a group of its students
// or named students), their notices, and the completion counts with their spreadsheet.
import { and, asc, count, eq, inArray, isNotNull, min, or, sql } from 'drizzle-orm';
import {
  TEST_KIND_LABELS,
  TEST_KIND_LABELS_EN,
  VOCATIONAL_PROGRAM_LABELS,
  VOCATIONAL_PROGRAM_LABELS_EN,
  type Lang,
  type Scope,
  type TAssignTest,
  type VocationalProgram,
} from '@jalurkarir/shared';
import type { Db } from '../../db/client.js';
import { studentProfiles, testAssignments, testAttempts, tests, users } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import type { Caller } from '../../plugins/auth.js';
import { notify } from '../notifications/notify.js';
import { columnsIn, writeSpreadsheet, type HeadedColumn, type SpreadsheetFormat } from '../spreadsheets/spreadsheet.js';
import { isCurrentStudent } from '../../db/current-students.js';
import { assignedTo, refuse, testScope } from './engine.js';

/** A test's assignments, limited to `schoolId`'s and the school-less ones when a school is given. */
export function assignmentRows(db: Db, testId: string, schoolId: string | null) {
  return db
    .select({
      id: testAssignments.id,
      school_id: testAssignments.schoolId,
      grade: testAssignments.grade,
      program: testAssignments.program,
      class_name: testAssignments.className,
      student_id: testAssignments.studentId,
      student_name: users.name,
      created_at: testAssignments.createdAt,
    })
    .from(testAssignments)
    .leftJoin(users, eq(users.id, testAssignments.studentId))
    .where(
      and(
        eq(testAssignments.testId, testId),
        schoolId ? or(eq(testAssignments.schoolId, schoolId), sql`${testAssignments.schoolId} is null`) : undefined,
      ),
    )
    .orderBy(asc(testAssignments.createdAt));
}

type AssignableTest = { id: string; kind: string; nameId: string; published: boolean };

/** The test, if the caller may assign it; the school the caller's assignments are limited to. */
export async function assignable(db: Db, id: string, scope: Scope, caller: Caller) {
  const [test] = await db
    .select({ id: tests.id, kind: tests.kind, nameId: tests.nameId, published: tests.published })
    .from(tests)
    .where(and(eq(tests.id, id), testScope(scope, caller, false)));
  if (!test) throw notFound();
  return { test, school: scope === 'all' ? null : caller.user.schoolId };
}

/** The target of an assignment must name its students, or a school (and for a group, one of grade, program, class). */
function checkTarget(b: TAssignTest, schoolId: string | null, lang: Lang) {
  if (b.target === 'students' && !b.student_ids.length) throw refuse(400, 'VALIDATION', 'student_ids', 'TARGET_REQUIRED', lang);
  if (b.target !== 'students' && !schoolId) throw refuse(400, 'VALIDATION', 'school_id', 'TARGET_REQUIRED', lang);
  if (b.target === 'group' && !b.grade && !b.program && !b.class_name) throw refuse(400, 'VALIDATION', 'grade', 'TARGET_REQUIRED', lang);
}

/**
 * Assigns a test to its target and tells the students it reaches when the test is published (assigning
 * a draft notifies nobody). `school` is the caller's limit (null for the Admin). Answers how many
 * students the assignment reached; one that reaches nobody is refused, never stored silently.
 */
export async function assignTest(db: Db, test: AssignableTest, school: string | null, b: TAssignTest, assignedBy: string, lang: Lang) {
  if (school && b.school_id && b.school_id !== school) throw forbidden();
  const schoolId = school ?? b.school_id ?? null;
  checkTarget(b, schoolId, lang);
  const group = b.target === 'group';
  return db.transaction(async (tx) => {
    let recipients: string[];
    if (b.target === 'students') {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        // Graduates get no new tests: naming one is the same refusal as naming a stranger.
        .where(
          and(inArray(users.id, b.student_ids), eq(users.role, 'siswa'), isCurrentStudent(users.id), school ? eq(users.schoolId, school) : undefined),
        );
      if (found.length !== new Set(b.student_ids).size)
        throw new AppError(400, 'VALIDATION', { student_ids: lang === 'id' ? 'Siswa tidak ditemukan' : 'Student not found' });
      await tx.insert(testAssignments).values(found.map((s) => ({ testId: test.id, schoolId, studentId: s.id, assignedBy })));
      recipients = found.map((s) => s.id);
    } else {
      const target = {
        grade: group ? b.grade || null : null,
        program: group ? (b.program ?? null) : null,
        className: group ? b.class_name || null : null,
      };
      await tx.insert(testAssignments).values({ testId: test.id, schoolId, ...target, assignedBy });
      const matched = await tx
        .select({ id: users.id })
        .from(users)
        .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
        .where(
          and(
            eq(users.role, 'siswa'),
            eq(users.status, 'active'),
            isCurrentStudent(users.id),
            schoolId ? eq(users.schoolId, schoolId) : undefined,
            target.grade ? eq(studentProfiles.grade, target.grade) : undefined,
            target.program ? eq(studentProfiles.program, target.program) : undefined,
            target.className ? eq(studentProfiles.className, target.className) : undefined,
          ),
        )
        .limit(5000);
      recipients = matched.map((u) => u.id);
      // Thrown inside the transaction, so the assignment just written goes with it.
      if (!recipients.length) throw refuse(400, 'VALIDATION', group ? 'class_name' : 'school_id', 'NO_STUDENTS', lang);
    }
    // Only a published test is news to its students (assigning a draft notifies nobody).
    if (test.published)
      await notify(tx, {
        kind: 'test-assigned',
        userIds: recipients,
        params: { test: test.nameId },
        link: test.kind === 'personality' ? '/personality-test' : '/student-test',
      });
    return recipients.length;
  });
}

/**
 * The class groups (rombel) of a school as its active students' records name them, with their sizes.
 * A class name belongs to one grade and program in practice; `min` picks one if records disagree.
 */
export function classGroups(db: Db, schoolId: string) {
  return db
    .select({
      class_name: sql<string>`${studentProfiles.className}`,
      grade: min(studentProfiles.grade),
      program: min(studentProfiles.program),
      students: count(),
    })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(eq(users.schoolId, schoolId), eq(users.role, 'siswa'), eq(users.status, 'active'), isNotNull(studentProfiles.className)))
    .groupBy(studentProfiles.className)
    .orderBy(asc(studentProfiles.className));
}

/** Removes one assignment of the test within the caller's school limit, or 404. */
export async function unassignTest(db: Db, testId: string, assignmentId: string, school: string | null) {
  const [gone] = await db
    .delete(testAssignments)
    .where(and(eq(testAssignments.id, assignmentId), eq(testAssignments.testId, testId), school ? eq(testAssignments.schoolId, school) : undefined))
    .returning({ id: testAssignments.id });
  if (!gone) throw notFound();
}

/** Per test in scope: students assigned, started, submitted (for a school scope: that school's students). */
async function completionRows(db: Db, where: ReturnType<typeof testScope>, schoolId: string | null) {
  const school = schoolId ? sql`and u.school_id = ${schoolId}` : sql``;
  // Qualified by hand: drizzle writes a bare "id" inside these subqueries.
  const testId = sql.raw('"tests"."id"');
  return db
    .select({
      id: tests.id,
      kind: tests.kind,
      program: tests.program,
      name_id: tests.nameId,
      name_en: tests.nameEn,
      published: tests.published,
      available_until: tests.availableUntil,
      assigned: sql<number>`(select count(*)::int from ${users} u where u.role = 'siswa' and u.status = 'active' ${school}
        and ${assignedTo(testId, sql`u.id`)})`,
      started: sql<number>`(select count(distinct a.student_id)::int from ${testAttempts} a join ${users} u on u.id = a.student_id
        where a.test_id = ${testId} ${school})`,
      submitted: sql<number>`(select count(distinct a.student_id)::int from ${testAttempts} a join ${users} u on u.id = a.student_id
        where a.test_id = ${testId} and a.status = 'submitted' ${school})`,
    })
    .from(tests)
    .where(where)
    .orderBy(asc(tests.kind), asc(tests.nameId));
}

/** The completion rows the caller's scope shows: every test for the Admin, none for a caller without a school. */
export async function completionInScope(db: Db, scope: Scope, caller: Caller | null) {
  const school = scope === 'all' ? null : (caller?.user.schoolId ?? null);
  if (scope !== 'all' && !school) return [];
  return completionRows(db, testScope(scope, caller, false), school);
}

/** The completion sheet's columns: key, Indonesian heading, English heading. */
const COMPLETION_COLUMNS: HeadedColumn[] = [
  ['name', 'Nama tes', 'Test'],
  ['kind', 'Jenis', 'Kind'],
  ['program', 'Kompetensi keahlian', 'Vocational program'],
  ['assigned', 'Ditugaskan', 'Assigned'],
  ['started', 'Mulai', 'Started'],
  ['submitted', 'Selesai', 'Submitted'],
];

/** The completion rows as a spreadsheet, headings, kinds, programs and names in the caller's language. */
export async function completionSpreadsheet(db: Db, scope: Scope, caller: Caller | null, format: SpreadsheetFormat, lang: Lang) {
  const rows = await completionInScope(db, scope, caller);
  const en = lang === 'en';
  const programs = en ? VOCATIONAL_PROGRAM_LABELS_EN : VOCATIONAL_PROGRAM_LABELS;
  return writeSpreadsheet(
    format,
    en ? 'Tests' : 'Tes',
    columnsIn(lang, COMPLETION_COLUMNS),
    // A test without an English name (it is optional) is named in Indonesian in an English sheet too.
    rows.map((t) => ({
      ...t,
      name: (en && t.name_en) || t.name_id,
      kind: (en ? TEST_KIND_LABELS_EN : TEST_KIND_LABELS)[t.kind],
      program: t.program ? (programs[t.program as VocationalProgram] ?? t.program) : '',
    })),
  );
}
